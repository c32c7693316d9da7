/**
 * Fixed-window request limits kept in this process's memory. @fastify/rate-limit runs only one limiter
 * per request, and login needs two (per IP and per email), hence this small one.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

interface Window {
  count: number;
  resetAt: number;
}

export interface LimitRule {
  max: number;
  windowMs: number;
  /** What is being limited: the client's IP, an email in the body, ... */
  key: (request: FastifyRequest) => string;
}

const describeWait = (ms: number) => {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
};

export class RateLimiter {
  readonly #windows = new Map<string, Window>();

  /** A preHandler hook that answers 429 once `rule.max` requests with the same key fall in one window. */
  hook(name: string, rule: LimitRule) {
    return async (request: FastifyRequest) => {
      const now = Date.now();
      if (this.#windows.size > 10_000) this.#sweep(now);
      const key = `${name}:${rule.key(request)}`;
      let window = this.#windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + rule.windowMs };
        this.#windows.set(key, window);
      }
      window.count++;
      if (window.count > rule.max) {
        throw new HttpError(
          429,
          `Too many attempts. Please wait ${describeWait(window.resetAt - now)} and try again.`,
        );
      }
    };
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}

export const byIp = (request: FastifyRequest) => request.ip;
export const byBodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();
