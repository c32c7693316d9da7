/**
 * The contact field registry: every field of a contact, described once. The voter-file import (which file
 * column fills it, how the text is cleaned), the upsert (which columns a refresh may change), the bulk and
 * single-contact exports (column header, formula safety), the presenter and the response schema (which
 * fields leave the server, in what type), the search results and the profile's sections all read this list.
 *
 * Adding a public voter-file field: one entry here, its column in `src/server/db/schema/contacts.ts`, and
 * the migration `npm run db:generate` writes. docs/ARCHITECTURE.md has the recipe.
 */

/** How a value is stored and sent: text and dates travel as text, timestamps as ISO 8601 text. */
export type ContactFieldType = 'text' | 'date' | 'timestamp' | 'boolean' | 'code';

/**
 * Where a value comes from: `public` from the county's voter file (a refresh overwrites it), `volunteer`
 * recorded by the campaign (a refresh never touches it), `system` kept by Groundwork itself.
 */
export type ContactFieldData = 'public' | 'volunteer' | 'system';

/**
 * How the import cleans a voter-file cell: `text` trimmed; `name` trimmed and title-cased; `upper` trimmed
 * and upper-cased; `date` MM/DD/YYYY, YYYY-MM-DD or an Excel serial to YYYY-MM-DD; `zip` to 12345 or
 * 12345-6789.
 */
export type ImportParse = 'text' | 'name' | 'upper' | 'date' | 'zip';

export interface ContactFieldImport {
  /** The column of the Florida voter extract that fills the field. */
  column: string;
  /** Other header names a spreadsheet may give that column; compared without case, spaces or punctuation. */
  aliases: readonly string[];
  parse: ImportParse;
}

export interface ContactFieldDefinition {
  /** The database column. */
  column: string;
  /** The name people see on the profile. */
  label: string;
  /** The column header in exports, when it is not the label. */
  exportHeader?: string;
  type: ContactFieldType;
  data: ContactFieldData;
  nullable: boolean;
  /** Filled from one column of the voter file. Fields without it that are `public` are built from several
   * columns by the import (System ID, Full Name, Street Address). */
  import?: ContactFieldImport;
  /** Part of the residence: withheld by the import for a voter with a public records exemption, and left
   * alone by a refresh when a volunteer recorded the address. */
  address?: true;
  /** Free text in an export: a value starting with =, +, -, @, tab or CR gets a leading apostrophe so a
   * spreadsheet shows it instead of running it. Dates, codes and yes/no need no guard. */
  formulaSensitive: boolean;
  /** Carried by each search result and network entry (the contact summary). */
  inSummary?: true;
  /** Left out of exports (never the case for a voter-file field). */
  notExported?: true;
}

const publicText = <const E extends Partial<ContactFieldDefinition>>(
  column: string,
  label: string,
  extra?: E,
) =>
  ({
    column,
    label,
    type: 'text',
    data: 'public',
    nullable: true,
    formulaSensitive: true,
    ...extra,
  }) as Omit<
    { column: string; label: string; type: 'text'; data: 'public'; nullable: true; formulaSensitive: true },
    keyof E
  > &
    E;

/** Every contact field, in the order of the export's columns. */
export const CONTACT_FIELDS = {
  id: {
    column: 'id',
    label: 'ID',
    type: 'text',
    data: 'system',
    nullable: false,
    formulaSensitive: false,
    inSummary: true,
    notExported: true,
  },
  systemId: publicText('system_id', 'System ID', { nullable: false, inSummary: true }),
  voterId: publicText('voter_id', 'Voter ID', {
    import: {
      column: 'Voter ID',
      parse: 'text',
      aliases: [
        'voterid',
        'voteridnumber',
        'voternumber',
        'voterno',
        'voternum',
        'statevoterid',
        'systemid',
        'registrationnumber',
        'regnumber',
        'id',
      ],
    },
  }),
  fullName: publicText('full_name', 'Full Name', { nullable: false, inSummary: true }),
  firstName: publicText('first_name', 'First Name', {
    inSummary: true,
    import: { column: 'Name First', parse: 'name', aliases: ['firstname', 'first', 'fname', 'givenname'] },
  }),
  middleName: publicText('middle_name', 'Middle Name', {
    inSummary: true,
    import: {
      column: 'Name Middle',
      parse: 'name',
      aliases: ['middlename', 'middle', 'mname', 'middleinitial', 'mi'],
    },
  }),
  lastName: publicText('last_name', 'Last Name', {
    inSummary: true,
    import: {
      column: 'Name Last',
      parse: 'name',
      aliases: ['lastname', 'last', 'surname', 'lname', 'familyname'],
    },
  }),
  suffix: publicText('suffix', 'Suffix', {
    import: { column: 'Name Suffix', parse: 'text', aliases: ['suffix', 'namesuffix', 'sfx'] },
  }),
  dateOfBirth: publicText('date_of_birth', 'Date of Birth', {
    type: 'date',
    formulaSensitive: false,
    inSummary: true,
    import: { column: 'Birth Date', parse: 'date', aliases: ['dob', 'dateofbirth', 'birthday', 'birthdt'] },
  }),
  streetAddress: publicText('street_address', 'Street Address', { inSummary: true, address: true }),
  city: publicText('city', 'City', {
    inSummary: true,
    address: true,
    import: {
      column: 'Residence City (USPS)',
      parse: 'text',
      aliases: ['residencecity', 'city', 'rescity'],
    },
  }),
  state: publicText('state', 'State', {
    inSummary: true,
    address: true,
    import: {
      column: 'Residence State',
      parse: 'upper',
      aliases: ['state', 'resstate', 'st'],
    },
  }),
  zipCode: publicText('zip_code', 'ZIP Code', {
    inSummary: true,
    address: true,
    import: {
      column: 'Residence Zipcode',
      parse: 'zip',
      aliases: [
        'zip',
        'zipcode',
        'zip5',
        'postalcode',
        'postcode',
        'reszip',
        'residencezip',
        'residencezipcode',
      ],
    },
  }),
  party: publicText('party', 'Party', {
    inSummary: true,
    import: {
      column: 'Party Affiliation',
      parse: 'upper',
      aliases: ['party', 'partycode', 'politicalparty', 'partyaffil'],
    },
  }),
  voterStatus: publicText('voter_status', 'Voter Status', {
    inSummary: true,
    import: { column: 'Voter Status', parse: 'upper', aliases: ['status', 'registrationstatus'] },
  }),
  registrationDate: publicText('registration_date', 'Registration Date', {
    type: 'date',
    formulaSensitive: false,
    import: {
      column: 'Registration Date',
      parse: 'date',
      aliases: ['regdate', 'dateregistered', 'registereddate', 'registrationdt', 'voterregistrationdate'],
    },
  }),
  precinct: publicText('precinct', 'Precinct', {
    import: { column: 'Precinct', parse: 'text', aliases: ['pct', 'precinctnumber', 'precinctno'] },
  }),
  district: publicText('district', 'Congressional District', {
    import: {
      column: 'Congressional District',
      parse: 'text',
      aliases: ['congressional', 'congdist', 'congressdistrict', 'cd', 'uscongress'],
    },
  }),
  houseDistrict: publicText('house_district', 'House District', {
    import: {
      column: 'House District',
      parse: 'text',
      aliases: ['statehousedistrict', 'hd', 'statehouse'],
    },
  }),
  senateDistrict: publicText('senate_district', 'Senate District', {
    import: {
      column: 'Senate District',
      parse: 'text',
      aliases: ['statesenatedistrict', 'sd', 'statesenate'],
    },
  }),
  commissionDistrict: publicText('commission_district', 'County Commission District', {
    import: {
      column: 'County Commission District',
      parse: 'text',
      aliases: ['commissiondistrict', 'countycommission', 'ccd'],
    },
  }),
  schoolBoardDistrict: publicText('school_board_district', 'School Board District', {
    import: {
      column: 'School Board District',
      parse: 'text',
      aliases: ['schooldistrict', 'schoolboard', 'sbd'],
    },
  }),
  supporterStatus: {
    column: 'supporter_status',
    label: 'Supporter Status',
    type: 'code',
    data: 'volunteer',
    nullable: false,
    formulaSensitive: false,
    inSummary: true,
  },
  volunteerLikeliness: {
    column: 'volunteer_likeliness',
    label: 'Volunteer Likeliness',
    type: 'code',
    data: 'volunteer',
    nullable: false,
    formulaSensitive: false,
    inSummary: true,
  },
  notes: {
    column: 'notes',
    label: 'Notes',
    type: 'text',
    data: 'volunteer',
    nullable: true,
    formulaSensitive: true,
  },
  doNotContact: {
    column: 'do_not_contact',
    label: 'Do Not Contact',
    type: 'boolean',
    data: 'volunteer',
    nullable: false,
    formulaSensitive: false,
    inSummary: true,
  },
  moved: {
    column: 'moved',
    label: 'Moved',
    type: 'boolean',
    data: 'volunteer',
    nullable: false,
    formulaSensitive: false,
    inSummary: true,
  },
  deceased: {
    column: 'deceased',
    label: 'Deceased',
    type: 'boolean',
    data: 'volunteer',
    nullable: false,
    formulaSensitive: false,
    inSummary: true,
  },
  lastResult: {
    column: 'last_result',
    label: 'Last Result',
    type: 'code',
    data: 'volunteer',
    nullable: true,
    formulaSensitive: false,
  },
  lastAttemptAt: {
    column: 'last_attempt_at',
    label: 'Last Attempt',
    type: 'timestamp',
    data: 'volunteer',
    nullable: true,
    formulaSensitive: false,
  },
  addressSource: {
    column: 'address_source',
    label: 'Address Source',
    type: 'code',
    data: 'system',
    nullable: false,
    formulaSensitive: false,
  },
  isActive: {
    column: 'is_active',
    label: 'Active',
    type: 'boolean',
    data: 'system',
    nullable: false,
    formulaSensitive: false,
  },
  lastPublicUpdate: {
    column: 'last_public_update',
    label: 'Last Public Update',
    type: 'timestamp',
    data: 'system',
    nullable: true,
    formulaSensitive: false,
  },
  createdAt: {
    column: 'created_at',
    label: 'Created',
    type: 'timestamp',
    data: 'system',
    nullable: false,
    formulaSensitive: false,
  },
  updatedAt: {
    column: 'updated_at',
    label: 'Updated',
    type: 'timestamp',
    data: 'system',
    nullable: false,
    formulaSensitive: false,
  },
} as const satisfies Record<string, ContactFieldDefinition>;

export type ContactFieldKey = keyof typeof CONTACT_FIELDS;
type Fields = typeof CONTACT_FIELDS;

const entries = Object.entries(CONTACT_FIELDS) as [ContactFieldKey, ContactFieldDefinition][];
const keysWhere = <K extends ContactFieldKey>(test: (field: ContactFieldDefinition) => boolean) =>
  entries.filter(([, field]) => test(field)).map(([key]) => key as K);

/** The fields a search result (and a network entry) carries, in registry order. */
export const SUMMARY_FIELD_KEYS = keysWhere<
  { [K in ContactFieldKey]: Fields[K] extends { inSummary: true } ? K : never }[ContactFieldKey]
>((f) => 'inSummary' in f && f.inSummary === true);

/** The public fields, set by the voter file and changed only by a refresh. */
export const PUBLIC_FIELD_KEYS = keysWhere<
  { [K in ContactFieldKey]: Fields[K] extends { data: 'public' } ? K : never }[ContactFieldKey]
>((f) => f.data === 'public');

/** The fields an export writes, in column order. */
export const EXPORTED_FIELD_KEYS = keysWhere((f) => !f.notExported);

export const exportHeaderOf = (field: ContactFieldDefinition) => field.exportHeader ?? field.label;

/** The value of a field, as JSON carries it. */
export type ContactFieldValue<K extends ContactFieldKey> =
  | (Fields[K]['type'] extends 'boolean' ? boolean : string)
  | (Fields[K]['nullable'] extends true ? null : never);

export type ContactFieldValues<K extends ContactFieldKey = ContactFieldKey> = {
  [P in K]: ContactFieldValue<P>;
};

/** The profile's fact sections, each with its fields in the order shown. */
export const PROFILE_SECTIONS = {
  identity: {
    title: 'Identity Information',
    fields: [
      'fullName',
      'firstName',
      'middleName',
      'lastName',
      'suffix',
      'dateOfBirth',
      'party',
      'voterStatus',
      'registrationDate',
      'voterId',
      'systemId',
    ],
  },
  address: {
    title: 'Address Information',
    fields: ['streetAddress', 'city', 'state', 'zipCode', 'addressSource'],
  },
  district: {
    title: 'District Information',
    fields: [
      'precinct',
      'district',
      'houseDistrict',
      'senateDistrict',
      'commissionDistrict',
      'schoolBoardDistrict',
    ],
  },
} as const satisfies Record<string, { title: string; fields: readonly ContactFieldKey[] }>;
export type ProfileSectionName = keyof typeof PROFILE_SECTIONS;

/** The profile section a field is shown in, if any. */
export function profileSectionOf(key: ContactFieldKey): ProfileSectionName | undefined {
  for (const [name, section] of Object.entries(PROFILE_SECTIONS))
    if ((section.fields as readonly string[]).includes(key)) return name as ProfileSectionName;
  return undefined;
}
