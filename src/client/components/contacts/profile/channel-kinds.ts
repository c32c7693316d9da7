/** Phones and emails are edited the same way; what differs between them is described here. */
import { EMAIL_TYPES, PHONE_TYPES } from '../../../../shared/constants.js';
import { formatPhoneInput } from '../../../../shared/format.js';
import {
  EMAIL_MESSAGE,
  emailRequest,
  PHONE_MESSAGE,
  phoneRequest,
} from '../../../../shared/schemas/contacts.js';

export interface ChannelKind {
  /** "phone" or "email", for labels: "New phone number", "Edit email address". */
  noun: string;
  /** "phone number", "email address". */
  thing: string;
  addLabel: string;
  placeholder: string;
  inputType: 'tel' | 'email';
  types: readonly string[];
  defaultType: string;
  /** What the input shows as the person types. */
  format: (typed: string) => string;
  isValid: (value: string) => boolean;
  message: string;
}

export const PHONE_KIND: ChannelKind = {
  noun: 'phone',
  thing: 'phone number',
  addLabel: 'Add Phone',
  placeholder: '(555) 123-4567',
  inputType: 'tel',
  types: PHONE_TYPES,
  defaultType: 'mobile',
  format: formatPhoneInput,
  isValid: (value) => phoneRequest.shape.phoneNumber.safeParse(value).success,
  message: PHONE_MESSAGE,
};

export const EMAIL_KIND: ChannelKind = {
  noun: 'email',
  thing: 'email address',
  addLabel: 'Add Email',
  placeholder: 'name@example.com',
  inputType: 'email',
  types: EMAIL_TYPES,
  defaultType: 'personal',
  format: (typed) => typed,
  isValid: (value) => emailRequest.shape.email.safeParse(value).success,
  message: EMAIL_MESSAGE,
};

/** A phone or email row as the list shows it. */
export interface ChannelRow {
  id: string;
  value: string;
  type: string;
  /** Volunteer-added rows can be edited and deleted; public (baseline) rows cannot. */
  editable: boolean;
}
