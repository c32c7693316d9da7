/** File downloads from the API: the name comes from Content-Disposition, else the caller's default. */
import { request } from '../api/http';

/** The file name in a Content-Disposition header (RFC 6266: `filename*` wins over `filename`), or null. */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
      if (name) return baseName(name);
    } catch {
      // a malformed percent-encoding: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2])?.trim();
  return name ? baseName(name) : null;
}

/** A header must not choose a folder: keep only the last path segment. */
const baseName = (name: string) => name.split(/[\\/]/).pop() || name;

/** Clicks a hidden link to the address: the browser downloads it itself. */
function clickLink(href: string, filename: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  clickLink(url, filename);
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a same-origin address as a plain link: the browser streams the file to disk as it arrives, so a
 * large file is never held in the page's memory. The server's Content-Disposition name wins over `filename`.
 */
export function downloadByLink(url: string, filename: string) {
  clickLink(url, filename);
}

/**
 * GETs a file and saves it; a failure is an ApiError like any other call's. Returns the name the file was
 * saved under.
 */
export async function downloadFile(url: string, defaultName: string): Promise<string> {
  const res = await request('GET', url);
  const filename = filenameFromDisposition(res.headers.get('Content-Disposition')) ?? defaultName;
  saveBlob(await res.blob(), filename);
  return filename;
}
