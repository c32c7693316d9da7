/**
 * TOTP secrets are kept encrypted (AES-256-GCM) with a key derived from the app's session secret, so a copy of
 * the database alone (a backup, a dump) cannot mint codes. node:crypto does all of it; nothing here is home-made
 * cryptography, only the framing `iv.tag.ciphertext` in base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keyFrom = (appSecret: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'groundwork', 'totp-secret-box v1', 32));

export function sealSecret(appSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** The secret, or null when it was sealed with another app secret (SESSION_SECRET changed) or altered. */
export function openSecret(appSecret: string, box: string): string | null {
  const [iv, tag, sealed] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(appSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
