/** First-run setup: the first administrator, created from the browser while none exists, and demo voters. */
import { z } from 'zod';
import { formatCount } from '../format.js';
import { newPassword, registrationEmail, requiredText } from './auth.js';

export const setupStatus = z.object({
  /** True while the database has no administrator: the app shows "Set up Groundwork". */
  needed: z.boolean(),
  /** The server is reachable beyond this computer: setup asks for the code printed in its log. */
  codeRequired: z.boolean(),
});
export type SetupStatus = z.infer<typeof setupStatus>;

export const setupRequest = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  email: registrationEmail,
  password: newPassword('Password must be at least 8 characters'),
  setupCode: z.string().trim().max(100).optional(),
});
export type SetupRequest = z.infer<typeof setupRequest>;

/** The setup form: the request plus the confirmation, which never leaves the browser. */
export const setupForm = setupRequest
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type SetupForm = z.infer<typeof setupForm>;

/** Demo voters from the browser: enough to try every page; the CLI loads millions. */
export const DEMO_VOTERS_MAX = 100_000;
export const DEMO_VOTERS_DEFAULT = 5_000;
const countMessage = `Choose a whole number of voters from 1 to ${formatCount(DEMO_VOTERS_MAX)}`;

export const demoDataRequest = z.object({
  count: z
    .number({ error: countMessage })
    .int(countMessage)
    .min(1, countMessage)
    .max(DEMO_VOTERS_MAX, countMessage),
});
export type DemoDataRequest = z.infer<typeof demoDataRequest>;
