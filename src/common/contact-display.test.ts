import { describe, expect, it } from 'vitest';
import { auditSummary, auditValueLabel } from './audit-words.js';
import {
  attemptResultLabel,
  cityLine,
  otherChannelMark,
  partyTone,
  supporterLabel,
  supporterStatusOf,
  volunteerLabel,
  volunteerLikelinessOf,
  voterStatusLabel,
} from './contact-display.js';

describe('partyTone', () => {
  it('colours DEM, REP, NPA, IND, GRE and LIB, and LPF like LIB', () => {
    for (const code of ['DEM', 'REP', 'NPA', 'IND', 'GRE', 'LIB']) expect(partyTone(code)).toBe(code);
    expect(partyTone('LPF')).toBe('LIB');
    expect(partyTone(' dem ')).toBe('DEM');
  });
  it('leaves other and missing parties neutral', () => {
    expect(partyTone('CPF')).toBeNull();
    expect(partyTone('')).toBeNull();
    expect(partyTone(null)).toBeNull();
  });
});

describe('voterStatusLabel', () => {
  it('shows ACT as Active, INACT and INA as Inactive, other values raw, missing as Unknown', () => {
    expect(voterStatusLabel('ACT')).toBe('Active');
    expect(voterStatusLabel('INACT')).toBe('Inactive');
    expect(voterStatusLabel('INA')).toBe('Inactive');
    expect(voterStatusLabel('ina')).toBe('Inactive');
    expect(voterStatusLabel('PRE')).toBe('PRE');
    expect(voterStatusLabel(null)).toBe('Unknown');
    expect(voterStatusLabel(' ')).toBe('Unknown');
  });
});

describe('campaign statuses', () => {
  it('keeps known values and treats unrecognised ones as unknown', () => {
    expect(supporterStatusOf('likely-supporter')).toBe('likely-supporter');
    expect(supporterStatusOf('maybe')).toBe('unknown');
    expect(supporterStatusOf(undefined)).toBe('unknown');
    expect(volunteerLikelinessOf('will-not-volunteer')).toBe('will-not-volunteer');
    expect(volunteerLikelinessOf('confirmed-supporter')).toBe('unknown');
  });
  it('has a label for every value', () => {
    expect(supporterLabel('confirmed-supporter')).toBe('Confirmed Supporter');
    expect(supporterLabel('garbage')).toBe('Unknown');
    expect(volunteerLabel('likely-to-volunteer')).toBe('Likely to Volunteer');
    expect(volunteerLabel(null)).toBe('Unknown');
  });
});

describe('attemptResultLabel', () => {
  it('words "not home" and a left message as the way the voter was reached', () => {
    expect(attemptResultLabel('not-home', 'door')).toBe('Nobody home');
    expect(attemptResultLabel('not-home', 'phone')).toBe('No answer');
    expect(attemptResultLabel('not-home', 'text')).toBe('No reply');
    expect(attemptResultLabel('not-home', 'email')).toBe('No reply');
    expect(attemptResultLabel('left-message', 'door')).toBe('Left literature');
    expect(attemptResultLabel('left-message', 'phone')).toBe('Left message');
    expect(attemptResultLabel('talked', 'text')).toBe('Talked');
  });
});

describe('otherChannelMark', () => {
  it('says how and when a voter was reached, for a list of another channel', () => {
    const at = new Date(2026, 10, 3, 16, 12).toISOString();
    expect(otherChannelMark('talked', 'door', at)).toBe('Talked at the door on 11/03');
    expect(otherChannelMark('not-home', 'phone', at)).toBe('No answer by phone on 11/03');
    expect(otherChannelMark('not-home', 'text', null)).toBe('No reply by text');
  });
});

describe('cityLine', () => {
  it('joins the known parts', () => {
    expect(cityLine({ city: 'Tallahassee', state: 'FL', zipCode: '32301' })).toBe('Tallahassee, FL 32301');
    expect(cityLine({ city: 'Tallahassee', state: null, zipCode: null })).toBe('Tallahassee');
    expect(cityLine({ city: null, state: null, zipCode: '32301' })).toBe('32301');
    expect(cityLine({})).toBe('');
  });
});

describe('auditSummary', () => {
  it('reads "<what> <action>d by <user>", naming fields in words', () => {
    const entry = { userName: 'Eddie Tester', tableName: 'contacts', fieldName: 'supporterStatus' };
    expect(auditSummary({ ...entry, action: 'update' })).toBe('Supporter status updated by Eddie Tester');
    expect(auditSummary({ ...entry, action: 'update', fieldName: 'volunteerLikeliness' })).toBe(
      'Volunteer likeliness updated by Eddie Tester',
    );
    expect(auditSummary({ ...entry, action: 'update', fieldName: 'notes' })).toBe(
      'Notes updated by Eddie Tester',
    );
    expect(auditSummary({ ...entry, action: 'create', fieldName: 'phoneNumber' })).toBe(
      'Phone number added by Eddie Tester',
    );
    expect(auditSummary({ ...entry, action: 'delete', fieldName: null, tableName: 'contact_emails' })).toBe(
      'Email deleted by Eddie Tester',
    );
    expect(auditSummary({ ...entry, action: 'import' })).toBe('Supporter status imported by Eddie Tester');
    expect(auditSummary({ ...entry, action: 'view', fieldName: 'profile' })).toBe(
      'Profile viewed by Eddie Tester',
    );
    expect(
      auditSummary({ ...entry, action: 'update', fieldName: 'wrongNumber', tableName: 'contact_phones' }),
    ).toBe('Wrong number updated by Eddie Tester');
    expect(auditSummary({ ...entry, action: 'merge', fieldName: 'someNewKey' })).toBe(
      'Some new key merged by Eddie Tester',
    );
  });
});

describe('auditValueLabel', () => {
  it('shows statuses by their labels and phone numbers formatted', () => {
    expect(auditValueLabel('supporterStatus', 'likely-supporter')).toBe('Likely Supporter');
    expect(auditValueLabel('volunteerLikeliness', 'will-not-volunteer')).toBe('Will Not Volunteer');
    expect(auditValueLabel('phoneNumber', '8505550142')).toBe('(850) 555-0142');
    expect(auditValueLabel('notes', 'Met at the door')).toBe('Met at the door');
  });

  it('shows yes-or-no fields as Yes and No', () => {
    expect(auditValueLabel('doNotContact', 'true')).toBe('Yes');
    expect(auditValueLabel('moved', 'false')).toBe('No');
    expect(auditValueLabel('wrongNumber', 'true')).toBe('Yes');
    expect(auditValueLabel('notes', 'true')).toBe('true');
  });
});
