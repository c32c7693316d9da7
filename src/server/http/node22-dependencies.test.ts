/**
 * `cookie@2` and `content-disposition@3` declare Node.js 22 or later, and the machines run Node.js 20: this
 * runs each the way its Fastify plugin calls it, so the suite on Node.js 20 proves them. The app itself never
 * calls reply.download, so without this content-disposition's code would never run.
 */
import { create, parse } from 'content-disposition';
import { parseCookie, stringifySetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/sessions.js';

describe('cookie, as @fastify/cookie serializes and parses', () => {
  it('writes the session cookie with its attributes and reads the value back from a request header', () => {
    const token = 'k3Y_tok+en/1=.s1gnature';
    // @fastify/cookie's serialize: stringifySetCookie({ name, value, ...options }, { encode }).
    const header = stringifySetCookie(
      { name: SESSION_COOKIE, value: token, path: '/', httpOnly: true, sameSite: 'lax', secure: true },
      { encode: undefined },
    );
    expect(header).toBe(`${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax`);
    // @fastify/cookie's parse: parseCookie(request's Cookie header).
    const sent = `theme=dark; ${header.split(';')[0]}`;
    expect({ ...parseCookie(sent) }).toEqual({ theme: 'dark', [SESSION_COOKIE]: token });
  });
});

describe('content-disposition, as @fastify/static names a download', () => {
  it('gives a non-ASCII file name as an ASCII fallback and as UTF-8, which parses back to the name', () => {
    const name = 'Wahlliste Köln – März.csv';
    const header = create(name);
    expect(header).toBe(
      `attachment; filename="Wahlliste K?ln ? M?rz.csv"; filename*=UTF-8''Wahlliste%20K%C3%B6ln%20%E2%80%93%20M%C3%A4rz.csv`,
    );
    expect(parse(header)).toMatchObject({ type: 'attachment', parameters: { filename: name } });
  });
});
