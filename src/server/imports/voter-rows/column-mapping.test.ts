import { describe, expect, it } from 'vitest';
import { FLORIDA_COLUMNS } from '../file-formats/florida-layout.js';
import { ImportFileError } from '../file-formats/import-file-error.js';
import { mapColumns } from './column-mapping.js';

describe('mapColumns', () => {
  it('matches header names whatever their case, spacing and punctuation, and the names people use', () => {
    const mapping = mapColumns([
      'LAST_NAME',
      'firstname',
      'Voter ID',
      'zip',
      'Zip Code',
      'DOB',
      'Residence Zipcode',
      'Surname',
      ' e-mail ',
      'Colour',
    ]);
    expect(mapping.hasHeader).toBe(true);
    expect(mapping.columns).toEqual([
      'Name Last',
      'Name First',
      'Voter ID',
      'Residence Zipcode',
      null,
      'Birth Date',
      null,
      null,
      'Email Address',
      null,
    ]);
    // The first column for a field wins; later ones are ignored and listed.
    expect(mapping.ignored).toEqual(['Zip Code', 'Residence Zipcode', 'Surname', 'Colour']);
  });

  it('recognises every Florida column name as its own header', () => {
    const mapping = mapColumns([...FLORIDA_COLUMNS]);
    expect(mapping.columns).toEqual([...FLORIDA_COLUMNS]);
    expect(mapping.ignored).toEqual([]);
  });

  it('recognises the headerless Florida extract by its column count and content', () => {
    const row = FLORIDA_COLUMNS.map(() => '');
    row[0] = 'LEO';
    row[1] = '123456789';
    row[2] = 'RUIZ';
    const mapping = mapColumns(row);
    expect(mapping.hasHeader).toBe(false);
    expect(mapping.columns).toEqual([...FLORIDA_COLUMNS]);
  });

  it('refuses a file without a voter-ID column, naming the columns it found', () => {
    expect(() => mapColumns(['Last Name', 'First Name', 'City'])).toThrow(
      /no voter ID column.*"Last Name", "First Name", "City"/,
    );
    expect(() => mapColumns(['hello', 'world'])).toThrow(ImportFileError);
  });

  it('names only the first few columns found, and how many more, so the message fits a phone', () => {
    const many = Array.from({ length: 38 }, (_, i) => `Column ${i + 1}`);
    expect(() => mapColumns(many)).toThrow(
      /Columns found: "Column 1", "Column 2", "Column 3", "Column 4", "Column 5" and 33 more\./,
    );
    const oneCell = [
      'County Code;Voter ID;Name Last;Name Suffix;Name First;Name Middle;Requested public records',
    ];
    const message = (() => {
      try {
        mapColumns(oneCell);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/Columns found: "County Code;Voter ID;Name Last;Name Suf…"\./);
  });
});
