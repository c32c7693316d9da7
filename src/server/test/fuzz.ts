/**
 * fast-check arbitraries for fuzzing the API: hostile values (wrong types, huge strings, unicode that
 * breaks naive code, SQL and HTML payloads) and "almost right" requests built from a route's own zod
 * schema, so a new route or field is fuzzed without writing a generator for it.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** Strings that have broken web apps before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  "' OR 1=1 --",
  "'; DROP TABLE contacts; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '%',
  '_',
  '\\',
  '<script>window.__xss=1</script>',
  '<img src=x onerror=window.__xss=1>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'e\u0301\u0301\u0301',
  'Z̴̡̛͇͈a̸̢̛̜l̷̨̛g̶̨̛o̴̢̧',
  '𝕏😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\u200B\u200D\uFEFF',
  '０１２３',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '2026-02-30',
  '0000-00-00',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'DELETE',
  'delete',
  'admin',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
] as const;

/** Lengths around the limits the schemas use, and far beyond them. */
const hugeString = fc
  .constantFrom(101, 201, 255, 501, 5_000, 100_000, 1_100_000)
  .chain((n) => fc.constantFrom('x', 'é', '😀', "'", '<').map((c) => c.repeat(n)));

/** Any string, including astral, combining and right-to-left characters. */
export const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: anyText },
  { weight: 1, arbitrary: hugeString },
);

/** A JSON value of the wrong kind as often as of the right one. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.constantFrom(0, -1, 1.5, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308, -0),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.oneof(nastyString, fc.integer(), fc.constant(null)), { maxLength: 4 }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant({ __proto__: { admin: true } }) },
);

/** Values a caller could legitimately send, by field name, so requests get past the first check. */
export type Hints = Record<string, readonly unknown[]>;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** A plausible value for a zod schema: the kind of value it expects, often a valid one. */
export function plausible(schema: unknown, key: string, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const hinted = hints[key];
  if (hinted?.length) return fc.constantFrom(...hinted);
  const def = defOf(schema);
  if (!def || depth > 4) return nastyValue;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return plausible(def.innerType, key, hints, depth + 1);
    case 'pipe':
      return plausible(def.in, key, hints, depth + 1);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.integer({ min: -1, max: 200 });
    case 'string':
      return anyText;
    case 'array':
      return fc.array(plausible(def.element, key, hints, depth + 1), { maxLength: 3 });
    case 'object':
      return almostValidObject(schema, hints, depth + 1);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => plausible(o, key, hints, depth + 1)));
    default:
      return nastyValue;
  }
}

const ABSENT = Symbol('absent');

/** The object's own fields (plausible, hostile or missing) plus now and then a field it does not know. */
export function almostValidObject(schema: unknown, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(shape)) {
    fields[key] = fc.oneof(
      { weight: 5, arbitrary: plausible(field, key, hints, depth) },
      { weight: 2, arbitrary: nastyValue },
      { weight: 1, arbitrary: fc.constant(ABSENT) },
    );
  }
  const extra = fc.dictionary(fc.oneof(nastyString, fc.constantFrom('role', 'isAdmin', 'id')), nastyValue, {
    maxKeys: 2,
  });
  return fc
    .tuple(fc.record(fields), fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, extra))
    .map(([known, more]) => ({
      ...more,
      ...Object.fromEntries(Object.entries(known).filter(([, v]) => v !== ABSENT)),
    }));
}

export type FuzzPayload =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; body: string };

/** A request body: the schema's shape with hostile values, a value of the wrong kind, or not JSON at all. */
export function bodyFor(schema: unknown, hints: Hints): fc.Arbitrary<FuzzPayload> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v): FuzzPayload => ({ kind: 'json', value: v }));
  return fc.oneof(
    { weight: schema ? 8 : 1, arbitrary: json(schema ? almostValidObject(schema, hints) : nastyValue) },
    { weight: 2, arbitrary: json(nastyValue) },
    { weight: 1, arbitrary: fc.constant<FuzzPayload>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
        ),
        body: fc.oneof(
          fc.constantFrom('{"a":', '[1,2', 'null', '"x"', '\u0000', '{"__proto__":{"x":1}}'),
          anyText,
        ),
      }),
    },
  );
}

/** A query string from the schema's fields (and a few unknown ones), values URL-encoded, lists repeated. */
export function queryFor(schema: unknown, hints: Hints): fc.Arbitrary<string> {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const keys = [...Object.keys(shape), 'page', 'id'];
  const scalar = fc.oneof(
    nastyString,
    fc.integer().map(String),
    fc.constantFrom('%00', '%E0%A4%A', '%', '+', '&&', '=='),
  );
  const value = (key: string) =>
    fc.oneof(
      shape[key]
        ? plausible(shape[key], key, hints).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
        : scalar,
      scalar,
      fc.array(scalar, { minLength: 2, maxLength: 3 }),
    );
  const pair = fc.constantFrom(...keys).chain((key) => value(key).map((v) => [key, v] as const));
  return fc
    .array(pair, { maxLength: 5 })
    .map((pairs) =>
      pairs
        .flatMap(([key, v]) =>
          (Array.isArray(v) ? v : [v]).map((one) => `${key}=${encodeQueryValue(String(one))}`),
        )
        .join('&'),
    );
}

/** Percent-encodes, except the deliberately broken escapes, which go out as they are. */
function encodeQueryValue(value: string) {
  if (/^%(00|E0%A4%A)?$/.test(value)) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded; send it as the raw broken escape a client might.
    return '%ED%A0%80';
  }
}

/** A path segment: a real id from the fixture most of the time, otherwise anything at all, encoded. */
export function pathParam(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: nastyString.filter((s) => s.length < 5_000).map(encodeQueryValue) },
    { weight: 1, arbitrary: fc.constantFrom('%2e%2e', '%2F', '%25', 'a%20b', '%E0%A4%A', '%C0%AF') },
  );
}

export const schemaShape = (schema: z.ZodType | undefined) =>
  (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
