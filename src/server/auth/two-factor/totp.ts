/** TOTP (RFC 6238) through otplib: 6 digits, 30-second steps, one step of clock drift either way, no replays. */
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'Groundwork';

export const newTotpSecret = () => generateSecret();

export const totpUri = (secret: string, accountEmail: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret });

/**
 * The time step the code belongs to when it is right, else null. A code of a step at or before `lastStep` (the
 * last one accepted) is refused, so a code seen over someone's shoulder cannot be used again.
 */
export async function acceptedStep(secret: string, code: string, lastStep: number | null) {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
