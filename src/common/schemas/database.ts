/** Data Management's database operations: validation, cleanup, maintenance, wipe. */
import { z } from 'zod';
import { WIPE_CONFIRMATION_WORD } from '../constants.js';

/** The wipe needs the exact word DELETE. */
export const WIPE_CONFIRMATION_MESSAGE = `Invalid confirmation: You must type '${WIPE_CONFIRMATION_WORD}' exactly to confirm.`;

/** The word is checked by the service, so any other value gets the invalid-confirmation text, not a generic one. */
export const wipeRequest = z.object({ confirmation: z.unknown().optional() });

export const wipeResponse = z.object({
  message: z.string(),
  deleted: z.object({
    contacts: z.number(),
    phones: z.number(),
    emails: z.number(),
    networkEntries: z.number(),
    auditEntries: z.number(),
    exports: z.number(),
  }),
});
export type WipeResponse = z.infer<typeof wipeResponse>;

const sampleContact = z.object({ id: z.string(), fullName: z.string(), systemId: z.string() });
export type SampleContact = z.infer<typeof sampleContact>;

export const VALIDATION_CHECKS = [
  { key: 'missingBirthDate', label: 'Missing birth date' },
  { key: 'missingAddress', label: 'Missing street address' },
  { key: 'missingZip', label: 'Missing ZIP code' },
  { key: 'invalidZip', label: 'ZIP code not 5 digits (or ZIP+4)' },
  { key: 'probableDuplicates', label: 'Probable duplicates (same name and birth date)' },
  { key: 'badPhones', label: 'Phone numbers that are not 10 digits' },
] as const;
export type ValidationCheckKey = (typeof VALIDATION_CHECKS)[number]['key'];

export const validationReport = z.object({
  checkedAt: z.string(),
  activeContacts: z.number(),
  checks: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      /** Contacts affected (for duplicates: contacts that share a name and birth date with another). */
      count: z.number(),
      samples: z.array(sampleContact),
    }),
  ),
});
export type ValidationReport = z.infer<typeof validationReport>;

export const cleanupReport = z.object({
  message: z.string(),
  duplicatePhonesRemoved: z.number(),
  duplicateEmailsRemoved: z.number(),
  contactsTrimmed: z.number(),
  emailsTrimmed: z.number(),
});
export type CleanupReport = z.infer<typeof cleanupReport>;
