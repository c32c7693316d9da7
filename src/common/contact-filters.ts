/**
 * The filter registry: every filter a contact search or an export can apply, defined once. For each: its
 * parameters in the search's query string, its field in an export request, the kind of condition it is
 * and the column it reads. The server turns each kind into SQL in one place
 * (`src/server/search/filter-conditions.ts`), so search, export preview and export job share one
 * implementation of every condition, and the search's remembered totals are keyed by the values read here.
 *
 * Adding a filter on an existing contact column: one entry here (and an index migration when the column
 * is not indexed for it). Filters marked `choices` appear in the search and export filter panels as a list
 * of the values the contacts have, with counts. docs/ARCHITECTURE.md has the recipe.
 */
import { z } from 'zod';
import { BALLOT_FILTERS, type BallotFilter } from './ballots.js';
import {
  ATTEMPT_RESULTS,
  type AttemptResult,
  SUPPORTER_STATUSES,
  type SupporterStatus,
  VOLUNTEER_LIKELINESS,
} from './constants.js';
import { voterStatusLabel } from './contact-display.js';
import { CONTACT_FIELDS, type ContactFieldKey } from './contact-fields.js';
import { isRealDate } from './real-date.js';
import { wholeNumber } from './schemas/common.js';

/** The longest list an export filter or a comma-separated search parameter takes. */
export const FILTER_LIST_MAX = 200;
const NAME_MAX = 100;
const CODE_MAX = 40;

/**
 * The kinds of condition, each with the value it takes:
 * - `namePrefix`: the folded name starts with the text (case, accents and apostrophes ignored);
 * - `givenName`: as `namePrefix`, or the name is one the text is a nickname of, or a nickname of it
 *   ("Bill" finds William, "William" finds Bill; src/server/search/names/nickname-table.ts);
 * - `surname`: as `namePrefix`, or the last part of a compound surname starts with the text ("Reyes" finds
 *   Garcia-Reyes, "Cruz" De La Cruz); a suffix typed after it ("Aldhurst Jr") must be the contact's suffix;
 * - `addressPrefix`: the street address starts with the text (a house number and/or the street), case,
 *   accents and punctuation ignored and "Street"/"St", "Drive"/"Dr", "North"/"N"… alike (migration 0013);
 *   text without a house number matches the street of any house; a street typed without its leading direction
 *   ("Monroe") matches with any, a pasted address is read up to its first comma, and a bare number after the
 *   street type is the unit ("Shamrock St 205");
 * - `equalsIgnoringCase`: the column equals the text, case ignored;
 * - `oneOf`: the column is one of the values;
 * - `zipPrefix`: the ZIP code's first five digits are one of the values;
 * - `ageRange`: the age in whole years today is within the bounds (each optional);
 * - `votedInAll`: the voter history says they voted (by mail, early or at the polls) in each election held on
 *   these dates (YYYY-MM-DD);
 * - `minRecentGenerals`: they voted in at least this many of the last four general elections (0 to 4).
 *
 * - `latestAnswer`: the voter's latest answer to the survey question is this choice.
 * - `ballotStatus`: the voter's ballot in the election under way (the latest a ballot file named, or the one on
 *   `electionDate`) is in this group (src/common/ballots.ts): requested (out, not returned), returned, rejected,
 *   voted (accepted, early or on the day) or not-voted.
 *
 * `votedInAll` and `minRecentGenerals` read the vote history tables (migration 0015), `latestAnswer` the
 * contact attempts (issue 19), not a contact field.
 */
export interface FilterValueOfKind {
  namePrefix: string;
  givenName: string;
  surname: string;
  addressPrefix: string;
  equalsIgnoringCase: string;
  oneOf: readonly string[];
  zipPrefix: readonly string[];
  ageRange: { min?: number; max?: number };
  votedInAll: readonly string[];
  minRecentGenerals: number;
  latestAnswer: { questionId: string; choice: string };
  ballotStatus: { status: BallotFilter; electionDate?: string };
}
export type FilterKind = keyof FilterValueOfKind;

export interface FilterDefinition<
  K extends FilterKind = FilterKind,
  P extends z.ZodRawShape = z.ZodRawShape,
  F extends string = string,
  S extends z.ZodType = z.ZodType,
> {
  kind: K;
  /**
   * The contact field the condition reads (a name prefix reads the field's folded key); none for the kinds
   * that read the vote history.
   */
  field?: ContactFieldKey;
  /** The label of its control in the filter panels. */
  label: string;
  /** The parameters of GET /api/contacts/search it reads, and the value they give (undefined: not set). */
  search?: {
    params: P;
    read: (query: z.output<z.ZodObject<P>>) => FilterValueOfKind[K] | undefined;
  };
  /** Its field in an export request (preview and start), and the value that gives. */
  export?: {
    field: F;
    schema: S;
    read: (value: z.output<S>) => FilterValueOfKind[K] | undefined;
  };
  /** Offered in the filter panels as the values the active contacts have, with counts. */
  choices?: true;
  /** How a value of a choice filter reads in the panels, when its code alone would not say (ACT → Active). */
  choiceLabel?: (value: string) => string;
}

const define = <
  K extends FilterKind,
  P extends z.ZodRawShape = Record<never, never>,
  F extends string = never,
  S extends z.ZodType = never,
>(
  definition: FilterDefinition<K, P, F, S>,
) => definition;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

/** A comma-separated query parameter: trimmed values, empties dropped; undefined when none is left. */
const commaList = <T extends string>(label: string, check: (value: string) => string | undefined) =>
  z
    .string({ error: `${label}: send the values as one text, separated by commas` })
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const value of list) {
        const problem = check(value);
        if (problem) {
          ctx.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
      }
      return list.length ? (list as T[]) : undefined;
    });

const list = <T extends z.ZodType>(item: T, label: string) =>
  z.array(item).max(FILTER_LIST_MAX, `${label}: at most ${FILTER_LIST_MAX} values`).default([]);

const nonEmpty = <T>(values: T[]) => (values.length ? values : undefined);

const exportAge = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(150, `${label} must be at most 150`)
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);

const namePrefix = <
  N extends 'firstName' | 'middleName' | 'lastName',
  K extends 'namePrefix' | 'givenName' | 'surname',
>(
  field: N,
  label: string,
  kind: K,
) => {
  const params = { [field]: optionalText(NAME_MAX, label) } as Record<N, ReturnType<typeof optionalText>>;
  return define({
    kind,
    field,
    label,
    search: { params, read: (q) => (q as Record<N, string | undefined>)[field] },
  });
};

/**
 * A code of the voter file (precinct, a district, the voter status), matched exactly: a comma-separated list in
 * the search, a list in an export, offered as a choice of the values the contacts have.
 */
const voterFileCode = <N extends string>(
  field: ContactFieldKey & N,
  label: string,
  choiceLabel?: (value: string) => string,
) => {
  const tooLong = `${label} must be at most ${CODE_MAX} characters`;
  const values = commaList(label, (v) => (v.length > CODE_MAX ? tooLong : undefined)).refine(
    (list) => !list || list.length <= FILTER_LIST_MAX,
    `${label}: at most ${FILTER_LIST_MAX} values`,
  );
  const params = { [field]: values } as Record<N, typeof values>;
  return define({
    kind: 'oneOf',
    field,
    label,
    choices: true,
    choiceLabel,
    search: { params, read: (q) => (q as Record<N, string[] | undefined>)[field] },
    export: {
      field,
      schema: list(z.string().trim().min(1, `${label} must not be empty`).max(CODE_MAX, tooLong), label),
      read: nonEmpty,
    },
  });
};

/** The most election dates one votedIn filter takes. */
export const VOTED_IN_MAX = 20;
const notADate = (value: string) =>
  `Voted in: "${value.slice(0, 40)}" is not a date; write each election date as YYYY-MM-DD, such as 2024-11-05`;
const tooManyDates = `Voted in: at most ${VOTED_IN_MAX} election dates`;
const isAttemptResult = (s: string): s is AttemptResult => (ATTEMPT_RESULTS as readonly string[]).includes(s);

const isSupporterStatus = (s: string): s is SupporterStatus =>
  (SUPPORTER_STATUSES as readonly string[]).includes(s);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const badAnswer = (value: string) =>
  `Answer: "${value.slice(0, 60)}" is not a question and a choice; write it as <question id>:<choice>`;
/** `<questionId>:<choice>` (the choice may itself hold colons); undefined when it is not that. */
export const parseAnswerFilter = (value: string) => {
  const at = value.indexOf(':');
  const questionId = value.slice(0, at).trim();
  const choice = value.slice(at + 1).trim();
  if (at < 0 || !UUID.test(questionId) || !choice || choice.length > 200) return undefined;
  return { questionId: questionId.toLowerCase(), choice };
};
const answerValue = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || !v.trim()) return undefined;
    const parsed = parseAnswerFilter(v);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: badAnswer(v) });
      return z.NEVER;
    }
    return parsed;
  });

const isBallotFilter = (s: string): s is BallotFilter => (BALLOT_FILTERS as readonly string[]).includes(s);
const unknownBallotFilter = (s: string) =>
  `Ballot status: "${s.slice(0, 40)}" is not one of ${BALLOT_FILTERS.join(', ')}`;
const ballotElectionDate = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    if (!isRealDate(v)) {
      ctx.addIssue({
        code: 'custom',
        message: `Election date: "${v.slice(0, 40)}" is not a date; write it as YYYY-MM-DD, such as 2026-11-03`,
      });
      return z.NEVER;
    }
    return v;
  });
const ballotStatusParam = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    if (!isBallotFilter(v)) {
      ctx.addIssue({ code: 'custom', message: unknownBallotFilter(v) });
      return z.NEVER;
    }
    return v;
  });

/** Every filter; the key is the name used by the filter panels and in the remembered-totals key. */
export const CONTACT_FILTERS = {
  lastName: namePrefix('lastName', 'Last name', 'surname'),
  firstName: namePrefix('firstName', 'First name', 'givenName'),
  middleName: namePrefix('middleName', 'Middle name', 'namePrefix'),
  address: define({
    kind: 'addressPrefix',
    field: 'streetAddress',
    label: 'Address',
    search: { params: { address: optionalText(NAME_MAX, 'Address') }, read: (q) => q.address },
    export: {
      field: 'address',
      schema: optionalText(NAME_MAX, 'Address'),
      read: (v) => v,
    },
  }),
  city: define({
    kind: 'equalsIgnoringCase',
    field: 'city',
    label: 'City',
    search: { params: { city: optionalText(NAME_MAX, 'City') }, read: (q) => q.city },
  }),
  zipCode: define({
    kind: 'zipPrefix',
    field: 'zipCode',
    label: 'ZIP Code',
    search: {
      params: { zipCode: optionalText(10, 'ZIP code') },
      read: (q) => (q.zipCode ? [q.zipCode.slice(0, 5)] : undefined),
    },
    export: {
      field: 'zipCodes',
      schema: list(
        z
          .string()
          .trim()
          .regex(/^\d{5}$/, 'Each ZIP code must be 5 digits, such as 32301'),
        'ZIP codes',
      ),
      read: nonEmpty,
    },
  }),
  party: define({
    kind: 'oneOf',
    field: 'party',
    label: 'Party',
    search: {
      params: { party: optionalText(10, 'Party') },
      read: (q) => (q.party && q.party.toLowerCase() !== 'all' ? [q.party.toUpperCase()] : undefined),
    },
    export: {
      field: 'party',
      schema: list(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{1,10}$/, 'A party code is 1 to 10 letters or digits, such as DEM')
          .transform((v) => v.toUpperCase()),
        'Party',
      ),
      read: nonEmpty,
    },
  }),
  supporterStatus: define({
    kind: 'oneOf',
    field: 'supporterStatus',
    label: 'Supporter status',
    search: {
      params: {
        supporterStatus: commaList<SupporterStatus>('Supporter status', (s) =>
          isSupporterStatus(s) ? undefined : `Unknown supporter status "${s.slice(0, 40)}"`,
        ),
      },
      read: (q) => q.supporterStatus,
    },
    export: {
      field: 'supporterStatus',
      schema: list(z.enum(SUPPORTER_STATUSES, { error: 'Unknown supporter status' }), 'Supporter status'),
      read: nonEmpty,
    },
  }),
  volunteerLikeliness: define({
    kind: 'oneOf',
    field: 'volunteerLikeliness',
    label: 'Volunteer status',
    export: {
      field: 'volunteerStatus',
      schema: list(z.enum(VOLUNTEER_LIKELINESS, { error: 'Unknown volunteer status' }), 'Volunteer status'),
      read: nonEmpty,
    },
  }),
  age: define({
    kind: 'ageRange',
    field: 'dateOfBirth',
    label: 'Age',
    search: {
      params: {
        minAge: wholeNumber('Minimum age', 0, 150).optional(),
        maxAge: wholeNumber('Maximum age', 0, 150).optional(),
      },
      read: ({ minAge, maxAge }) =>
        minAge === undefined && maxAge === undefined ? undefined : { min: minAge, max: maxAge },
    },
    export: {
      field: 'ageRange',
      schema: z
        .object({ min: exportAge('Min age'), max: exportAge('Max age') })
        .strict()
        .default({ min: undefined, max: undefined })
        .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
          message: 'Min age must not be more than max age',
          path: ['min'],
        }),
      read: ({ min, max }) => (min === undefined && max === undefined ? undefined : { min, max }),
    },
  }),
  votedIn: define({
    kind: 'votedInAll',
    label: 'Voted in',
    search: {
      params: {
        votedIn: commaList('Voted in', (v) => (isRealDate(v) ? undefined : notADate(v))).refine(
          (list) => !list || list.length <= VOTED_IN_MAX,
          tooManyDates,
        ),
      },
      read: (q) => (q.votedIn ? [...new Set(q.votedIn)].sort() : undefined),
    },
    export: {
      field: 'votedIn',
      schema: z
        .array(
          z
            .string()
            .trim()
            .refine(isRealDate, { error: (issue) => notADate(String(issue.input)) }),
        )
        .max(VOTED_IN_MAX, tooManyDates)
        .default([]),
      read: (dates) => (dates.length ? [...new Set(dates)].sort() : undefined),
    },
  }),
  minRecentGenerals: define({
    kind: 'minRecentGenerals',
    label: 'Voted in at least … of the last 4 general elections',
    search: {
      params: { minRecentGenerals: wholeNumber('minRecentGenerals', 0, 4).optional() },
      // At least 0 is everyone: no condition.
      read: (q) => (q.minRecentGenerals ? q.minRecentGenerals : undefined),
    },
    export: {
      field: 'minRecentGenerals',
      schema: z
        .number({ error: 'minRecentGenerals must be a number from 0 to 4' })
        .int('minRecentGenerals must be a whole number from 0 to 4')
        .min(0, 'minRecentGenerals must be at least 0')
        .max(4, 'minRecentGenerals must be at most 4')
        .optional()
        .nullable()
        .transform((v) => v ?? undefined),
      read: (n) => (n ? n : undefined),
    },
  }),
  /** The result of the latest contact attempt (`lastResult=not-home` makes a re-knock list). */
  lastResult: define({
    kind: 'oneOf',
    field: 'lastResult',
    label: 'Last result',
    search: {
      params: {
        lastResult: commaList<AttemptResult>('Last result', (s) =>
          isAttemptResult(s) ? undefined : `Unknown result "${s.slice(0, 40)}"`,
        ),
      },
      read: (q) => q.lastResult,
    },
    export: {
      field: 'lastResult',
      schema: list(z.enum(ATTEMPT_RESULTS, { error: 'Unknown result' }), 'Last result'),
      read: nonEmpty,
    },
  }),
  /** The latest answer to a survey question: `answer=<questionId>:<choice>`. */
  answer: define({
    kind: 'latestAnswer',
    label: 'Survey answer',
    search: { params: { answer: answerValue }, read: (q) => q.answer },
    export: { field: 'answer', schema: answerValue, read: (v) => v },
  }),
  /** The ballot in the election under way: `ballotStatus=voted`, optionally `electionDate=2026-11-03`. */
  ballotStatus: define({
    kind: 'ballotStatus',
    label: 'Ballot',
    search: {
      params: { ballotStatus: ballotStatusParam, electionDate: ballotElectionDate },
      read: (q) => (q.ballotStatus ? { status: q.ballotStatus, electionDate: q.electionDate } : undefined),
    },
    export: {
      field: 'ballot',
      schema: z
        .object({ status: ballotStatusParam, electionDate: ballotElectionDate })
        .strict()
        .optional()
        .nullable(),
      read: (v) => (v?.status ? { status: v.status, electionDate: v.electionDate } : undefined),
    },
  }),
  precinct: voterFileCode('precinct', 'Precinct'),
  district: voterFileCode('district', 'Congressional District'),
  houseDistrict: voterFileCode('houseDistrict', 'House District'),
  senateDistrict: voterFileCode('senateDistrict', 'Senate District'),
  commissionDistrict: voterFileCode('commissionDistrict', 'County Commission District'),
  schoolBoardDistrict: voterFileCode('schoolBoardDistrict', 'School Board District'),
  voterStatus: voterFileCode('voterStatus', 'Voter Status', voterStatusLabel),
};

export type ContactFilterKey = keyof typeof CONTACT_FILTERS;
type Filters = typeof CONTACT_FILTERS;

/** The value each filter applies; a filter that is not set is absent. */
export type FilterValues = { [K in ContactFilterKey]?: FilterValueOfKind[Filters[K]['kind']] };

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type SearchParamsOf<F> = F extends { search?: { params: infer P } } ? P : Record<never, never>;
type ExportFieldOf<F> = F extends { export?: { field: infer N extends string; schema: infer S } }
  ? Record<N, S>
  : Record<never, never>;

const filterEntries = Object.entries(CONTACT_FILTERS) as [ContactFilterKey, FilterDefinition][];

type ChoiceKey = {
  [K in ContactFilterKey]: Filters[K] extends { choices: true } ? K : never;
}[ContactFilterKey];

/**
 * The filters offered as a choice among the values the contacts have; each one's search parameter and
 * export field are named as the filter.
 */
export const CHOICE_FILTER_KEYS = filterEntries.filter(([, f]) => f.choices).map(([key]) => key as ChoiceKey);

/** Every search parameter of every filter, for the search's query-string schema. */
export const SEARCH_FILTER_PARAMS = Object.assign(
  {},
  ...filterEntries.map(([, f]) => f.search?.params ?? {}),
) as Intersection<{ [K in ContactFilterKey]: SearchParamsOf<Filters[K]> }[ContactFilterKey]>;

/** Every export field of every filter, for the export request's schema. */
export const EXPORT_FILTER_FIELDS = Object.fromEntries(
  filterEntries.flatMap(([, f]) => (f.export ? [[f.export.field, f.export.schema]] : [])),
) as Intersection<{ [K in ContactFilterKey]: ExportFieldOf<Filters[K]> }[ContactFilterKey]>;

/** The column a filter on a contact field reads (every filter but the vote-history ones has one). */
export function filterColumn(filter: { field?: ContactFieldKey; label: string }): string {
  if (!filter.field) throw new Error(`The ${filter.label} filter reads no contact field`);
  return CONTACT_FIELDS[filter.field].column;
}

/** The filter values of a parsed search query. */
export function readSearchFilters(query: object): FilterValues {
  const values: Record<string, unknown> = {};
  for (const [key, f] of filterEntries) {
    const value = f.search?.read(query as never);
    if (value !== undefined) values[key] = value;
  }
  return values as FilterValues;
}

const isSet = (value: unknown) =>
  value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Whether a parsed search query names anybody or anything: a name, an address part or any filter. Without
 * one a search is the whole voter file (PRODUCT.md, Search; Walk and call lists).
 */
export const hasSearchCriteria = (query: object) => Object.values(readSearchFilters(query)).some(isSet);

/** The filter values of a parsed export request. */
export function readExportFilters(request: object): FilterValues {
  const values: Record<string, unknown> = {};
  for (const [key, f] of filterEntries) {
    if (!f.export) continue;
    const value = f.export.read((request as Record<string, never>)[f.export.field]);
    if (value !== undefined) values[key] = value;
  }
  return values as FilterValues;
}

/** The filters that name somebody or a street: a name part or the address (not the city, the ZIP or a code). */
const NAME_OR_ADDRESS: readonly ContactFilterKey[] = ['firstName', 'middleName', 'lastName', 'address'];

/**
 * Whether a parsed search query names a person or a street. Without one, whatever the other filters (an age, a
 * party, a city, a precinct), a search is a slice of the voter file that pages through everyone; a non-admin
 * gets its first page only (decision 0346).
 */
export const hasNameOrAddress = (query: object) => {
  const values = readSearchFilters(query) as Record<string, unknown>;
  return NAME_OR_ADDRESS.some((key) => isSet(values[key]));
};
