/**
 * The contact field registry: every field of a contact, described once. The voter-file import (which file
 * column fills it, how the text is cleaned), the upsert (which columns a refresh may change), the bulk and
 * single-contact exports (column header, formula safety), the presenter and the response schema (which
 * fields leave the server, in what type), the search results and the profile's sections all read this list.
 * Each field also says where the profile shows it (`profile`) and whether a search filter reads it
 * (`filterable`, kept in step with src/common/contact-filters.ts by contact-fields.test.ts).
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

/** The profile's fact sections, in the order shown, with their titles; each field names its own section. */
export const PROFILE_SECTION_TITLES = {
  identity: 'Identity Information',
  address: 'Address Information',
  district: 'District Information',
} as const;
export type ProfileSectionName = keyof typeof PROFILE_SECTION_TITLES;

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
  /** Shown among the profile's facts: in this section, at this place (ascending) within it. */
  profile?: { section: ProfileSectionName; order: number };
  /** A search filter reads it (src/common/contact-filters.ts). */
  filterable?: true;
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
  systemId: publicText('system_id', 'System ID', {
    profile: { section: 'identity', order: 11 },
    nullable: false,
    inSummary: true,
  }),
  voterId: publicText('voter_id', 'Voter ID', {
    profile: { section: 'identity', order: 10 },
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
  fullName: publicText('full_name', 'Full Name', {
    profile: { section: 'identity', order: 1 },
    nullable: false,
    inSummary: true,
  }),
  firstName: publicText('first_name', 'First Name', {
    profile: { section: 'identity', order: 2 },
    filterable: true,
    inSummary: true,
    import: { column: 'Name First', parse: 'name', aliases: ['firstname', 'first', 'fname', 'givenname'] },
  }),
  middleName: publicText('middle_name', 'Middle Name', {
    profile: { section: 'identity', order: 3 },
    filterable: true,
    inSummary: true,
    import: {
      column: 'Name Middle',
      parse: 'name',
      aliases: ['middlename', 'middle', 'mname', 'middleinitial', 'mi'],
    },
  }),
  lastName: publicText('last_name', 'Last Name', {
    profile: { section: 'identity', order: 4 },
    filterable: true,
    inSummary: true,
    import: {
      column: 'Name Last',
      parse: 'name',
      aliases: ['lastname', 'last', 'surname', 'lname', 'familyname'],
    },
  }),
  suffix: publicText('suffix', 'Suffix', {
    profile: { section: 'identity', order: 5 },
    import: { column: 'Name Suffix', parse: 'text', aliases: ['suffix', 'namesuffix', 'sfx'] },
  }),
  dateOfBirth: publicText('date_of_birth', 'Date of Birth', {
    profile: { section: 'identity', order: 6 },
    filterable: true,
    type: 'date',
    formulaSensitive: false,
    inSummary: true,
    import: { column: 'Birth Date', parse: 'date', aliases: ['dob', 'dateofbirth', 'birthday', 'birthdt'] },
  }),
  streetAddress: publicText('street_address', 'Street Address', {
    profile: { section: 'address', order: 1 },
    filterable: true,
    inSummary: true,
    address: true,
  }),
  city: publicText('city', 'City', {
    profile: { section: 'address', order: 2 },
    filterable: true,
    inSummary: true,
    address: true,
    import: {
      column: 'Residence City (USPS)',
      parse: 'text',
      aliases: ['residencecity', 'city', 'rescity'],
    },
  }),
  state: publicText('state', 'State', {
    profile: { section: 'address', order: 3 },
    inSummary: true,
    address: true,
    import: {
      column: 'Residence State',
      parse: 'upper',
      aliases: ['state', 'resstate', 'st'],
    },
  }),
  zipCode: publicText('zip_code', 'ZIP Code', {
    profile: { section: 'address', order: 4 },
    filterable: true,
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
    profile: { section: 'identity', order: 7 },
    filterable: true,
    inSummary: true,
    import: {
      column: 'Party Affiliation',
      parse: 'upper',
      aliases: ['party', 'partycode', 'politicalparty', 'partyaffil'],
    },
  }),
  voterStatus: publicText('voter_status', 'Voter Status', {
    filterable: true,
    profile: { section: 'identity', order: 8 },
    inSummary: true,
    import: { column: 'Voter Status', parse: 'upper', aliases: ['status', 'registrationstatus'] },
  }),
  registrationDate: publicText('registration_date', 'Registration Date', {
    profile: { section: 'identity', order: 9 },
    type: 'date',
    formulaSensitive: false,
    import: {
      column: 'Registration Date',
      parse: 'date',
      aliases: ['regdate', 'dateregistered', 'registereddate', 'registrationdt', 'voterregistrationdate'],
    },
  }),
  precinct: publicText('precinct', 'Precinct', {
    profile: { section: 'district', order: 1 },
    filterable: true,
    import: { column: 'Precinct', parse: 'text', aliases: ['pct', 'precinctnumber', 'precinctno'] },
  }),
  district: publicText('district', 'Congressional District', {
    profile: { section: 'district', order: 2 },
    filterable: true,
    import: {
      column: 'Congressional District',
      parse: 'text',
      aliases: ['congressional', 'congdist', 'congressdistrict', 'cd', 'uscongress'],
    },
  }),
  houseDistrict: publicText('house_district', 'House District', {
    profile: { section: 'district', order: 3 },
    filterable: true,
    import: {
      column: 'House District',
      parse: 'text',
      aliases: ['statehousedistrict', 'hd', 'statehouse'],
    },
  }),
  senateDistrict: publicText('senate_district', 'Senate District', {
    profile: { section: 'district', order: 4 },
    filterable: true,
    import: {
      column: 'Senate District',
      parse: 'text',
      aliases: ['statesenatedistrict', 'sd', 'statesenate'],
    },
  }),
  commissionDistrict: publicText('commission_district', 'County Commission District', {
    profile: { section: 'district', order: 5 },
    filterable: true,
    import: {
      column: 'County Commission District',
      parse: 'text',
      aliases: ['commissiondistrict', 'countycommission', 'ccd'],
    },
  }),
  schoolBoardDistrict: publicText('school_board_district', 'School Board District', {
    profile: { section: 'district', order: 6 },
    filterable: true,
    import: {
      column: 'School Board District',
      parse: 'text',
      aliases: ['schooldistrict', 'schoolboard', 'sbd'],
    },
  }),
  supporterStatus: {
    filterable: true,
    column: 'supporter_status',
    label: 'Supporter Status',
    type: 'code',
    data: 'volunteer',
    nullable: false,
    formulaSensitive: false,
    inSummary: true,
  },
  volunteerLikeliness: {
    filterable: true,
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
    filterable: true,
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
    profile: { section: 'address', order: 5 },
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

/** The fields a search filter reads. */
export const FILTERABLE_FIELD_KEYS = keysWhere((f) => f.filterable === true);

const sectionFields = (name: ProfileSectionName): readonly ContactFieldKey[] =>
  entries
    .flatMap(([key, f]) => (f.profile?.section === name ? [[key, f.profile.order] as const] : []))
    .sort(([, a], [, b]) => a - b)
    .map(([key]) => key);

/** The profile's fact sections, each with its fields in the order shown (from each field's `profile`). */
export const PROFILE_SECTIONS = Object.fromEntries(
  (Object.keys(PROFILE_SECTION_TITLES) as ProfileSectionName[]).map((name) => [
    name,
    { title: PROFILE_SECTION_TITLES[name], fields: sectionFields(name) },
  ]),
) as {
  [N in ProfileSectionName]: {
    title: (typeof PROFILE_SECTION_TITLES)[N];
    fields: readonly ContactFieldKey[];
  };
};

/** The profile section a field is shown in, if any. */
export function profileSectionOf(key: ContactFieldKey): ProfileSectionName | undefined {
  const field: ContactFieldDefinition = CONTACT_FIELDS[key];
  return field.profile?.section;
}
