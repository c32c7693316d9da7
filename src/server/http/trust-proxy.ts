/**
 * TRUST_PROXY: whose X-Forwarded-For the app believes. Unset, the client address is the TCP peer, so a
 * client cannot pick its own address by sending the header (per-IP limits and session IPs stay honest).
 * A number trusts that many proxy hops; a comma list trusts the proxies at those addresses (or CIDR ranges,
 * or proxy-addr's names loopback, linklocal, uniquelocal), and the client address is the one the nearest
 * untrusted hop reported.
 */
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string) {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string): { value: TrustProxy; problem?: string } {
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops > 0 ? { value: hops } : { value: false };
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0 || entries.length === 0) {
    return {
      value: false,
      problem: `TRUST_PROXY must be a number of proxy hops or a comma list of proxy addresses (not understood: ${bad.join(', ') || text})`,
    };
  }
  return { value: entries };
}

/**
 * What Fastify's trustProxy option gets. Fastify 5 ignores a bare hop count (it cannot vouch for the
 * nearest peer), so a count the operator chose is passed as proxy-addr's function: the first `hops`
 * addresses, counted from the socket, are proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
