/**
 * Every kind of change that can wait in the on-device queue, in one place. To add one: write its ChangeKind
 * (how it is sent, and how it conflicts if it can) and register it here under a new name; then call
 * saveOrQueue(name, payload) where the change is made. See docs/ARCHITECTURE.md ("Offline queue").
 */
import { contactAttemptKind } from './kinds/contact-attempt';
import { contactChannelKind } from './kinds/contact-channel-add';
import { contactChannelChangeKind } from './kinds/contact-channel-change';
import { contactUpdateKind } from './kinds/contact-update';
import { networkChangeKind } from './kinds/network-change';

export const CHANGE_KINDS = {
  'contact-update': contactUpdateKind,
  'contact-channel-add': contactChannelKind,
  'contact-channel-change': contactChannelChangeKind,
  'contact-attempt': contactAttemptKind,
  'network-change': networkChangeKind,
};

export type ChangeKindName = keyof typeof CHANGE_KINDS;
export type PayloadOf<K extends ChangeKindName> = Parameters<(typeof CHANGE_KINDS)[K]['send']>[0];
