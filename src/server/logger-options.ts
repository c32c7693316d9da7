/**
 * The server's log: one JSON object a line for log collectors, or pino-pretty's readable lines for a
 * person watching a terminal. LOG_FORMAT decides; without it, an interactive terminal gets readable lines.
 */
import type { FastifyServerOptions } from 'fastify';
import { type Config, LOG_LEVELS, type LogLevel } from './config.js';
import { serializeRequest } from './http/log-redaction.js';

/** `stream`: where the lines go instead of standard output (tests read it); always JSON then. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  isTerminal = Boolean(process.stdout.isTTY),
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const pretty = !stream && (config.logFormat ?? (isTerminal ? 'pretty' : 'json')) === 'pretty';
  return {
    level: config.logLevel,
    // Cookies and the authorization header carry sessions; request URLs may carry reset tokens.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest },
    ...(stream && { stream }),
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  };
}

/** Whether a log at `level` shows warnings. */
export const showsWarnings = (level: LogLevel) => LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf('warn');
