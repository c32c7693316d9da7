/**
 * Where to go back to after signing in. The return path travels in the sign-in page's address (?next=…), so it
 * is input like any other: only a path on this site is followed, never another origin (an open redirect).
 */
export const HOME = '/';

/**
 * The path (with its query and hash) when `raw` names a page of this site, else "/". Refused: anything not
 * starting with a single "/", "//host" and "/\host" (browsers read both as another host), and control characters.
 */
export function safeReturnPath(
  raw: string | null | undefined,
  origin = 'https://groundwork.invalid',
): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return HOME;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME;
  }
  if (url.origin !== new URL(origin).origin) return HOME;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Back to the sign-in page itself would be a loop.
  return url.pathname === '/login' ? HOME : path;
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
