/**
 * PostgreSQL LISTEN on one dedicated connection, for news one instance sends the others (NOTIFY), such as
 * "the settings changed". It reconnects after a lost connection and reports whether it is listening, so a
 * caller can stop trusting its cache while it may miss a message.
 */
import pg from 'pg';

export interface Listener {
  /** True while the connection is up and LISTENing. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onMessage: (payload: string) => void;
  /** Called when listening starts or stops (a lost connection); messages may have been missed meanwhile. */
  onStateChange?: (listening: boolean) => void;
  retryMs?: number;
}

export function listenPostgres(connectionString: string, options: ListenOptions): Listener {
  const { channel, onMessage, onStateChange, retryMs = 1_000 } = options;
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const setListening = (value: boolean) => {
    if (value === listening) return;
    listening = value;
    onStateChange?.(value);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      setListening(false);
      next.end().catch(() => undefined);
      if (!closed) {
        retry = setTimeout(() => void connect(), retryMs);
        retry.unref();
      }
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (client === next && !closed) setListening(true);
    } catch {
      lost();
    }
  };
  void connect();

  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      setListening(false);
      await last?.end().catch(() => undefined);
    },
  };
}
