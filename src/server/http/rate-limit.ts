/**
 * Fixed-window request limits counted in the database (rate_limits), so a limit holds across every app
 * instance behind a load balancer: ten wrong passwords are ten whichever instance answered them.
 * @fastify/rate-limit runs only one limiter per request, and login needs two (per IP and per email), hence
 * this small one. One upsert per limited request; the sign-in (and its code step), registration,
 * password-reset and current-password routes are limited.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { firstRow } from '../db/rows.js';
import { RateLimitedError } from '../errors.js';

export interface LimitRule {
  max: number;
  windowMs: number;
  /** What is being limited: the client's IP, an email in the body, ... */
  key: (request: FastifyRequest) => string;
  /** The 429's message, given the wait ("12 minutes"); a generic "Too many attempts" otherwise. */
  message?: (wait: string) => string;
}

export const describeWait = (ms: number) => {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
};

/** Windows that ended are deleted now and then, not on every request. */
const SWEEP_EVERY_MS = 5 * 60_000;

/** A limit's key: its name and what it limits, hashed so the table holds no email addresses or IPs. */
export const limitKey = (name: string, value: string) =>
  `${name}:${createHash('sha256').update(value).digest('base64url')}`;

export class RateLimiter {
  readonly #db: Db;
  #lastSweep = Date.now();
  /** The keys each request was counted under, so a request that turns out well can be taken back. */
  readonly #counted = new WeakMap<FastifyRequest, string[]>();

  constructor(db: Db) {
    this.#db = db;
  }

  /** Counts one request against the key's window (starting a new window when the last one ended). */
  async count(key: string, windowMs: number) {
    const row = await firstRow<{ count: number; wait_ms: number }>(
      this.#db,
      sql`
        INSERT INTO rate_limits (key, count, reset_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
        RETURNING count, greatest(0, extract(epoch FROM reset_at - now()) * 1000)::float8 AS wait_ms`,
    );
    return { count: Number(row?.count ?? 0), waitMs: Number(row?.wait_ms ?? 0) };
  }

  /** A preHandler hook that answers 429 once `rule.max` requests with the same key fall in one window. */
  hook(name: string, rule: LimitRule) {
    return async (request: FastifyRequest) => {
      await this.#sweep();
      const key = limitKey(name, rule.key(request));
      const { count, waitMs } = await this.count(key, rule.windowMs);
      this.#counted.set(request, [...(this.#counted.get(request) ?? []), key]);
      if (count > rule.max) {
        const wait = describeWait(waitMs);
        throw new RateLimitedError(
          rule.message?.(wait) ?? `Too many attempts. Please wait ${wait} and try again.`,
        );
      }
    };
  }

  /**
   * Takes the request back from every window it was counted in: a sign-in that succeeded is not an attempt
   * to guess, so only failures lead to a lock.
   */
  async forgive(request: FastifyRequest) {
    const keys = this.#counted.get(request) ?? [];
    if (keys.length === 0) return;
    await this.#db.execute(sql`
      UPDATE rate_limits SET count = greatest(count - 1, 0)
      WHERE key = any(${sql.param(keys)}::text[]) AND reset_at > now()`);
  }

  /** Ends the key's window: what it counted is forgotten. */
  async clear(key: string) {
    await this.#db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }

  /**
   * A preHandler hook that never refuses but makes each request past `after` in one window wait longer:
   * `baseDelayMs`, doubling, up to `maxDelayMs`. For keys a stranger can also hit (an account's email), where a
   * hard limit would lock the owner out.
   */
  slowDown(
    name: string,
    rule: Omit<LimitRule, 'max'> & { after: number; baseDelayMs: number; maxDelayMs: number },
  ) {
    return async (request: FastifyRequest) => {
      const key = limitKey(name, rule.key(request));
      const { count } = await this.count(key, rule.windowMs);
      this.#counted.set(request, [...(this.#counted.get(request) ?? []), key]);
      const over = count - rule.after;
      if (over <= 0) return;
      const delay = Math.min(rule.baseDelayMs * 2 ** Math.min(over - 1, 20), rule.maxDelayMs);
      await new Promise((resolve) => setTimeout(resolve, delay));
    };
  }

  async #sweep() {
    if (Date.now() - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = Date.now();
    await this.#db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`);
  }
}

export const byIp = (request: FastifyRequest) => request.ip;
export const byBodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();
/** One address guessing at one account: limited hard without locking the owner out from elsewhere. */
export const byIpAndBodyEmail = (request: FastifyRequest) => `${byIp(request)} ${byBodyEmail(request)}`;
/** The signed-in person (their address when nobody is signed in: the route then answers 401 anyway). */
export const bySignedInUser = (request: FastifyRequest) => request.user?.id ?? `ip ${byIp(request)}`;

/**
 * Checks of the current password behind a session (change password, turn off two-factor sign-in, new recovery
 * codes): one counter per person across those routes, wrong passwords only (a right one is forgiven). Each
 * guess costs an argon2 hash, and a stolen session must not test passwords without end.
 */
export const CURRENT_PASSWORD_LIMIT = {
  name: 'current-password-user',
  rule: {
    max: 10,
    windowMs: 15 * 60_000,
    key: bySignedInUser,
    message: (wait: string) => `Too many wrong passwords. Please wait ${wait} and try again.`,
  } satisfies LimitRule,
};
