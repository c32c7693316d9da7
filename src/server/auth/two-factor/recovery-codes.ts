/**
 * Ten single-use recovery codes per person, shown once. Each has 50 random bits, so a fast hash (SHA-256, as for
 * session tokens) is enough at rest: nobody can guess through 2^50 candidates per code.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { recoveryCodes } from '../../db/schema/index.js';

export const RECOVERY_CODE_COUNT = 10;
// No 0/1/i/l/o: read off paper without confusion.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

function newCode() {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const looksLikeRecoveryCode = (input: string) => normalise(input).length === 10;

/** Replaces the person's codes with ten new ones and returns them (the only time they are readable). */
export async function issueRecoveryCodes(tx: Executor, userId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

/** Uses up the code if it is one of the person's unused codes; true when it was. */
export async function spendRecoveryCode(db: Executor, userId: string, input: string) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(input)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function removeRecoveryCodes(tx: Executor, userId: string) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
