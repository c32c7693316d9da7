/** A real SMTP listener (smtp-server) for tests: mail sent through SMTP_URL lands here, parsed. */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpListener {
  url: string;
  received: ReceivedMail[];
  /** Waits for a mail to this address (and optionally matching the subject), up to the timeout. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
}

const addresses = (parsed: ParsedMail) =>
  [parsed.to]
    .flat()
    .filter((a) => a !== undefined)
    .flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

export async function startSmtpListener(): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            to: addresses(parsed),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find(
          (m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)),
        );
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
