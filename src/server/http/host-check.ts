/**
 * Answers 421 to a request whose Host header names a server this is not. A page on another site whose DNS
 * name was pointed at this server (DNS rebinding) talks to it "same-origin" as far as the browser knows; the
 * only trace is the Host header, which carries the other site's name. Allowed: the name in APP_URL, HOST when
 * it is a name, loopback names, and any IP address (a page reached by address is not rebound, and a server
 * listening on 0.0.0.0 is opened by its LAN address). Any other name must be the one in APP_URL.
 */
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MisdirectedError } from '../errors.js';

export const WRONG_HOST_MESSAGE =
  "This server does not answer to the name this request was sent to. If that name is the campaign's address, the administrator sets APP_URL to it (docs/OPERATIONS.md).";

/** The hostname of a Host header (or URL host): lower case, no port, brackets or trailing dot. */
export function hostnameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d*$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

export const isLoopbackName = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '::1' ||
  /^127\.\d+\.\d+\.\d+$/.test(hostname);

export function allowedHost(hostname: string, names: ReadonlySet<string>) {
  return names.has(hostname) || isIP(hostname) !== 0 || isLoopbackName(hostname);
}

export function registerHostCheck(app: FastifyInstance, server: { host: string; appUrl: string }) {
  const names = new Set([
    hostnameOf(new URL(server.appUrl).host),
    server.host.toLowerCase().replace(/^\[|\]$/g, ''),
  ]);
  app.addHook('onRequest', async (request) => {
    const host = request.headers.host;
    if (!host || !allowedHost(hostnameOf(host), names)) throw new MisdirectedError(WRONG_HOST_MESSAGE);
  });
}
