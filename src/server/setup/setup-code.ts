/**
 * A server that others can reach could be claimed by whoever opens it first; there, creating the first
 * administrator needs a one-time code that only the person who started the server can read (it is printed in
 * the server log).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { hostnameOf } from '../http/host-check.js';
import type { TrustProxy } from '../http/trust-proxy.js';

/** No 0/O or 1/I/L: the code is read off a terminal and typed. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function isLoopback(host: string) {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/**
 * Whether people other than the one at this computer can reach the server: it listens beyond loopback, or it
 * is served at an address that is not loopback (APP_URL), or it trusts a proxy in front of it. The usual
 * production setup is the last two with HOST=127.0.0.1 behind nginx (docs/OPERATIONS.md).
 */
export function reachableBeyondThisComputer(server: {
  host: string;
  appUrl: string;
  trustProxy: TrustProxy;
}) {
  return (
    !isLoopback(server.host) || !isLoopback(new URL(server.appUrl).hostname) || server.trustProxy !== false
  );
}

/** Headers a reverse proxy adds: a request carrying one came through a proxy, whoever sent it. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * Whether this request comes from a browser on this computer, addressed to this computer: a loopback peer,
 * a loopback Host (and Origin, when sent), and no proxy between. A page on a rebound DNS name fails the Host
 * test; a proxy in front of a loopback server that keeps the upstream Host fails on its forwarding headers or
 * the browser's Origin.
 */
export function isRequestFromThisComputer(request: {
  socket: { remoteAddress?: string | undefined };
  headers: Record<string, string | string[] | undefined>;
}) {
  const { host, origin } = request.headers;
  if (typeof host !== 'string' || !isLoopback(hostnameOf(host))) return false;
  if (typeof origin === 'string') {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return false;
    }
    if (!isLoopback(hostnameOf(originHost))) return false;
  }
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return isLoopback(peer);
}

/** Three groups of four, e.g. K7PD-93QX-MW2A: about 60 bits. */
export function newSetupCode() {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

const canonical = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Case, spaces and hyphens do not matter; compared in constant time. */
export function setupCodeMatches(expected: string, given: string | undefined) {
  const a = Buffer.from(canonical(expected));
  const b = Buffer.from(canonical(given ?? ''));
  return a.length === b.length && timingSafeEqual(a, b);
}
