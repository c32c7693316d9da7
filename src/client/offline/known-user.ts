/**
 * Who was signed in on this device, kept so the installed app opens its pages without signal. Used only when
 * the server cannot be reached: any answer from the server (a user, or a 401) wins, so an ended session is
 * never mistaken for a signed-in one.
 */
import { del, get, set } from 'idb-keyval';
import type { CurrentUser } from '../../common/schemas/auth.js';
import { cacheStore } from './cache-store';

const KEY = 'signed-in-user';

export const rememberUser = (user: CurrentUser | null) =>
  (user ? set(KEY, user, cacheStore()) : del(KEY, cacheStore())).catch(() => undefined);

export const knownUser = () => get<CurrentUser>(KEY, cacheStore()).catch(() => undefined);

export const forgetUser = () => del(KEY, cacheStore()).catch(() => undefined);
