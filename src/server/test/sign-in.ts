/** Signs in through a running server's API, as the sign-in page does, and returns the session cookie. */
import { SESSION_COOKIE } from '../auth/sessions.js';

type Request = (pathname: string, init?: RequestInit) => Promise<Response>;

export async function signInThrough(request: Request, credentials: { email: string; password: string }) {
  const res = await request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie.split(';')[0] ?? '';
}
