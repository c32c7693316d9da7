/** The only reader of process.env: every runtime setting is parsed here, once, with zod. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';

const optionalString = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

/** From the most to the least detailed; a level logs its own lines and those after it. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PORT: z.coerce
      .number({ message: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(5000),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    ADMIN_EMAIL: optionalString.pipe(z.email('ADMIN_EMAIL must be an email address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must look like smtp://user:pass@host:port')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(1).default('Groundwork <no-reply@groundwork.local>'),
    APP_URL: optionalString.pipe(
      z.url('APP_URL must be a full URL such as https://campaign.example.org').optional(),
    ),
    SESSION_SECRET: optionalString.pipe(
      z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    ),
    CANDIDATE_NAME: z.string().trim().min(1).default('Alex Rivera'),
    CAMPAIGN_CITY: z.string().trim().min(1).default('Tallahassee'),
    CAMPAIGN_WEBSITE: z.url('CAMPAIGN_WEBSITE must be a full URL').default('https://example.org'),
    IMPORT_MAX_FILE_MB: z.coerce
      .number({ message: 'IMPORT_MAX_FILE_MB must be a number' })
      .int('IMPORT_MAX_FILE_MB must be a whole number of megabytes')
      .min(1, 'IMPORT_MAX_FILE_MB must be at least 1')
      .default(500),
    PASSWORD_AGAIN_AFTER_SECONDS: z.coerce
      .number({ message: 'PASSWORD_AGAIN_AFTER_SECONDS must be a number' })
      .int('PASSWORD_AGAIN_AFTER_SECONDS must be a whole number of seconds')
      .min(1, 'PASSWORD_AGAIN_AFTER_SECONDS must be at least 1')
      .max(3600, 'PASSWORD_AGAIN_AFTER_SECONDS must be at most 3600 (an hour)')
      .default(600),
    TRUST_PROXY: optionalString,
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    LOG_FORMAT: optionalString.pipe(
      z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be given together',
      });
    }
    if (env.TRUST_PROXY !== undefined) {
      const problem = parseTrustProxy(env.TRUST_PROXY).problem;
      if (problem) ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: problem });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required when NODE_ENV=production',
      });
    }
  });

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  appUrl: string;
  sessionSecret: string;
  campaign: { candidateName: string; city: string; website: string };
  logLevel: LogLevel;
  /** json or pretty when LOG_FORMAT says so; otherwise pretty on an interactive terminal, json elsewhere. */
  logFormat: 'json' | 'pretty' | undefined;
  /** Largest voter file an upload may send. */
  importMaxBytes: number;
  /** How long a password given lets account-protecting changes through (PASSWORD_AGAIN_AFTER_SECONDS). */
  passwordAgainAfterMs: number;
  /** Which proxies' X-Forwarded-For is believed: none (false), a hop count, or their addresses. */
  trustProxy: TrustProxy;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Groundwork cannot start; fix these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Outside production the secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSessionSecret(dataDir: string) {
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '');
        return issue.message.includes(name) || !name ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const host = env.HOST;
  const appUrl = (env.APP_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`).replace(
    /\/+$/,
    '',
  );
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    appUrl,
    sessionSecret: env.SESSION_SECRET ?? localSessionSecret(dataDir),
    campaign: { candidateName: env.CANDIDATE_NAME, city: env.CAMPAIGN_CITY, website: env.CAMPAIGN_WEBSITE },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    importMaxBytes: env.IMPORT_MAX_FILE_MB * 1024 ** 2,
    passwordAgainAfterMs: env.PASSWORD_AGAIN_AFTER_SECONDS * 1000,
    trustProxy: env.TRUST_PROXY === undefined ? false : parseTrustProxy(env.TRUST_PROXY).value,
  };
}
