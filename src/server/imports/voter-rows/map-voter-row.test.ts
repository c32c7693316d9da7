import { describe, expect, it } from 'vitest';
import { blankFloridaRow, type FloridaVoterRow } from '../file-formats/florida-layout.js';
import { mapVoterRow } from './map-voter-row.js';

const row = (values: Partial<FloridaVoterRow>): FloridaVoterRow => ({ ...blankFloridaRow(), ...values });
const now = new Date('2026-11-22T12:00:00Z');

describe('mapVoterRow', () => {
  it('keeps accents, apostrophes and hyphens, builds the full name and uses the voter id as system id', () => {
    const { contact } = mapVoterRow(
      row({
        'Voter ID': ' 123456789 ',
        'Name First': 'María',
        'Name Middle': 'Zoë',
        'Name Last': "O'Brien-Nguyễn",
        'Name Suffix': 'JR',
      }),
      now,
    );
    expect(contact).toMatchObject({
      systemId: '123456789',
      voterId: '123456789',
      firstName: 'María',
      middleName: 'Zoë',
      lastName: "O'Brien-Nguyễn",
      suffix: 'JR',
      fullName: "María Zoë O'Brien-Nguyễn JR",
      addressSource: 'public',
      lastPublicUpdate: now,
    });
  });

  it('skips blank name parts in the full name and turns blanks into nulls', () => {
    const { contact, phone, email } = mapVoterRow(
      row({ 'Voter ID': '1', 'Name First': ' Ana ', 'Name Middle': '   ', 'Name Last': 'Ruiz' }),
    );
    expect(contact.fullName).toBe('Ana Ruiz');
    expect(contact.middleName).toBeNull();
    expect(contact.suffix).toBeNull();
    expect(contact.dateOfBirth).toBeNull();
    expect(contact.streetAddress).toBeNull();
    expect(contact.zipCode).toBeNull();
    expect(contact.party).toBeNull();
    expect(phone).toBeNull();
    expect(email).toBeNull();
  });

  it('joins the two address lines and keeps ZIP+4', () => {
    const { contact } = mapVoterRow(
      row({
        'Voter ID': '1',
        'Residence Address Line 1': ' 1204 W Tennessee St ',
        'Residence Address Line 2': 'APT 4',
        'Residence City (USPS)': 'TALLAHASSEE',
        'Residence State': 'fl',
        'Residence Zipcode': '32304-1234',
      }),
    );
    expect(contact).toMatchObject({
      streetAddress: '1204 W Tennessee St APT 4',
      city: 'TALLAHASSEE',
      state: 'FL',
      zipCode: '32304-1234',
    });
  });

  it('maps districts, precinct, status and party (upper-cased)', () => {
    const { contact } = mapVoterRow(
      row({
        'Voter ID': '1',
        'Party Affiliation': 'dem',
        'Voter Status': 'ina',
        Precinct: '1203',
        'Congressional District': '2',
        'House District': '9',
        'Senate District': '3',
        'County Commission District': '4',
        'School Board District': '5',
      }),
    );
    expect(contact).toMatchObject({
      party: 'DEM',
      voterStatus: 'INA',
      precinct: '1203',
      district: '2',
      houseDistrict: '9',
      senateDistrict: '3',
      commissionDistrict: '4',
      schoolBoardDistrict: '5',
    });
  });

  it('reads both dates and drops the ones that cannot be read', () => {
    const good = mapVoterRow(row({ 'Birth Date': '02/29/1996', 'Registration Date': '2014-03-01' }));
    expect(good.contact.dateOfBirth).toBe('1996-02-29');
    expect(good.contact.registrationDate).toBe('2014-03-01');
    const bad = mapVoterRow(row({ 'Birth Date': '02/29/1997', 'Registration Date': 'soon' }));
    expect(bad.contact.dateOfBirth).toBeNull();
    expect(bad.contact.registrationDate).toBeNull();
  });

  it('gives the public phone and email as primary baseline data', () => {
    const mapped = mapVoterRow(
      row({
        'Voter ID': '1',
        'Daytime Area Code': '850',
        'Daytime Phone Number': '5551234',
        'Email Address': ' Ana.Ruiz@Gmail.COM ',
      }),
    );
    expect(mapped.phone).toEqual({
      phoneNumber: '(850) 555-1234',
      phoneType: 'home',
      isPrimary: true,
      isBaselineData: true,
    });
    expect(mapped.email).toEqual({ email: 'ana.ruiz@gmail.com', isPrimary: true, isBaselineData: true });
  });

  it('drops an email address that has no domain', () => {
    expect(mapVoterRow(row({ 'Email Address': 'ana.ruiz' })).email).toBeNull();
    expect(mapVoterRow(row({ 'Email Address': 'ana@localhost' })).email).toBeNull();
  });
});

describe('mapVoterRow on county data', () => {
  it('title-cases names sent in capitals but keeps the suffix and city as sent', () => {
    const { contact } = mapVoterRow(
      row({
        'Voter ID': '1',
        'Name First': 'SEAN',
        'Name Last': "O'BRIEN",
        'Name Suffix': 'JR',
        'Residence City (USPS)': 'TALLAHASSEE',
      }),
    );
    expect(contact).toMatchObject({ fullName: "Sean O'Brien JR", city: 'TALLAHASSEE' });
  });

  it('leaves out address, phone and email of a voter who requested the public records exemption', () => {
    const mapped = mapVoterRow(
      row({
        'Voter ID': '1',
        'Requested public records exemption': 'Y',
        'Residence Address Line 1': '1 Elm St',
        'Residence Zipcode': '32301',
        'Daytime Area Code': '850',
        'Daytime Phone Number': '5551234',
        'Email Address': 'a@example.org',
        'Birth Date': '01/02/1980',
      }),
    );
    expect(mapped.contact).toMatchObject({
      streetAddress: null,
      city: null,
      zipCode: null,
      dateOfBirth: '1980-01-02',
    });
    expect(mapped.phone).toBeNull();
    expect(mapped.email).toBeNull();
  });

  it('leaves out a phone number that is not ten digits, with a warning', () => {
    const mapped = mapVoterRow(
      row({ 'Voter ID': '1', 'Daytime Area Code': '', 'Daytime Phone Number': '5551234' }),
    );
    expect(mapped.phone).toBeNull();
    expect(mapped.warnings).toEqual(['Phone number "5551234" is not 10 digits, so it was left out']);
  });
});
