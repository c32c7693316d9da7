/** Phones and emails are edited the same way; what differs between them is described here. */
import { EMAIL_TYPES, PHONE_TYPES } from '../../../../common/constants.js';
import { formatPhoneInput } from '../../../../common/phone.js';
import {
  EMAIL_MESSAGE,
  emailRequest,
  PHONE_MESSAGE,
  phoneRequest,
} from '../../../../common/schemas/contacts.js';
import { CHANNELS, type ChannelName } from '../../../api/channel-fields';

export interface ChannelKind {
  /** "phone" or "email", for labels and test ids; also which API calls the list uses. */
  noun: ChannelName;
  /** "phone number", "email address". */
  thing: string;
  /** "phone numbers", "email addresses". */
  things: string;
  addLabel: string;
  placeholder: string;
  inputType: 'tel' | 'email';
  types: readonly string[];
  defaultType: string;
  /** What the input shows as the person types. */
  format: (typed: string) => string;
  isValid: (value: string) => boolean;
  message: string;
  /** The link that calls or mails the value as shown. */
  href: (value: string) => string;
  /** The link that texts it, for phones. */
  textHref?: (value: string) => string;
}

/** A shown number as a dialable one: +1 and the ten digits, or the digits as they are. */
const dialable = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : digits;
};

export const PHONE_KIND: ChannelKind = {
  noun: 'phone',
  thing: CHANNELS.phone.thing,
  things: CHANNELS.phone.things,
  addLabel: 'Add Phone',
  placeholder: '(555) 123-4567',
  inputType: 'tel',
  types: PHONE_TYPES,
  defaultType: 'mobile',
  format: formatPhoneInput,
  isValid: (value) => phoneRequest.shape.phoneNumber.safeParse(value).success,
  message: PHONE_MESSAGE,
  href: (value) => `tel:${dialable(value)}`,
  textHref: (value) => `sms:${dialable(value)}`,
};

export const EMAIL_KIND: ChannelKind = {
  noun: 'email',
  thing: CHANNELS.email.thing,
  things: CHANNELS.email.things,
  addLabel: 'Add Email',
  placeholder: 'name@example.com',
  inputType: 'email',
  types: EMAIL_TYPES,
  defaultType: 'personal',
  format: (typed) => typed,
  isValid: (value) => emailRequest.shape.email.safeParse(value).success,
  message: EMAIL_MESSAGE,
  href: (value) => `mailto:${value}`,
};

/** A phone or email row as the list shows it. */
export interface ChannelRow {
  id: string;
  value: string;
  type: string;
  /** Volunteer-added rows can be edited and deleted; public (baseline) rows cannot. */
  editable: boolean;
  /** A caller recorded "wrong number": shown struck through. */
  wrongNumber?: boolean;
}
