/** File downloads from the API: the name comes from Content-Disposition, else the caller's default. */
import { throwIfResNotOk } from './queryClient';

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

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GETs a file and saves it. A non-OK answer throws as apiRequest does ("<status>: <body>"), so
 * serverMessage() reads the JSON message. Returns the name the file was saved under.
 */
export async function downloadFile(url: string, defaultName: string): Promise<string> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  const filename = filenameFromDisposition(res.headers.get('Content-Disposition')) ?? defaultName;
  saveBlob(await res.blob(), filename);
  return filename;
}
