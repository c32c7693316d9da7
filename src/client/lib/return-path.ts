/**
 * Where to go back to after signing in. The return path travels in the sign-in page's address (?next=…), so it
 * is input like any other: only a path on this site is followed, never another origin (an open redirect).
 */
export const HOME = '/';

/** The text with percent-encoding undone until nothing changes (a few rounds); undefined if malformed. */
function fullyDecoded(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/**
 * The path (with its query and hash) when `raw` names a page of this site, else "/". Refused: anything not
 * starting with a single "/", and any path that, as given or percent-decoded, holds "//", a backslash, a "."
 * or ".." segment or a control character: browsers and routers read "//host", "/\host" and "/.//host" as
 * another host, and no page of the app has such a path.
 */
export function safeReturnPath(
  raw: string | null | undefined,
  origin = 'https://groundwork.invalid',
): string {
  if (!raw?.startsWith('/')) return HOME;
  const decoded = fullyDecoded(raw);
  if (decoded === undefined) return HOME;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME;
  }
  if (url.origin !== new URL(origin).origin) return HOME;
  const decodedPath = decoded.split(/[?#]/, 1)[0] ?? '';
  // The address parser drops leading and trailing spaces and tabs: what it keeps is checked decoded too.
  const keptPath = fullyDecoded(url.pathname);
  if (keptPath === undefined) return HOME;
  for (const path of [raw.split(/[?#]/, 1)[0] ?? '', decodedPath, url.pathname, keptPath])
    if (/\/\/|\\|(^|\/)\.\.?(\/|$)/.test(path)) return HOME;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return HOME;
  // Back to the sign-in page itself would be a loop.
  return url.pathname === '/login' ? HOME : `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that brings the person back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const back = safeReturnPath(path);
  return back === HOME ? '/login' : `/login?next=${encodeURIComponent(back)}`;
}

/** The return path a sign-in page address carries (its query string), made safe. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}
