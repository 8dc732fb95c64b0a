// fast-check arbitraries for hostile input: unicode edge cases, NUL bytes, huge strings and
// arrays, wrong types, missing and extra fields, invalid UUIDs and absurd page sizes.
import fc from 'fast-check';

/** Strings that have broken parsers, databases or renderers before. */
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'x\uD83D', // half an emoji
  '\u202E\u0645\u0631\u062D\u0628\u0627', // RTL override + Arabic
  '\u05E9\u05DC\u05D5\u05DD', // Hebrew
  '\u200B\u200C\u200D\uFEFF', // zero-width characters and BOM
  '\u00A0\u2028\u2029',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301', // stacked combining marks
  '\uFFFD\uFFFE\uFFFF',
  'Z̴̡̧̛͈a̷͉̓l̸̢͌g̵̗̈o̶̰͑',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '%00',
  '%',
  '%zz',
  '\\',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e12',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\r\n\t\v\f',
];

const edgeString = fc.constantFrom(...EDGE_STRINGS);

/** A string of 10k..100k characters (a repeated unit, so generation stays cheap). */
const hugeString = fc
  .tuple(
    fc.constantFrom('a', '\u0000', '😀', '\uD800', 'ж', '\u202E'),
    fc.integer({ min: 10_000, max: 100_000 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: edgeString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.array(edgeString, { maxLength: 5 }).map((parts) => parts.join('x')) },
  { weight: 1, arbitrary: hugeString },
);

/** An array of up to 10k items. */
const hugeArray = fc
  .tuple(
    fc.constantFrom<unknown>('a', 1, null, {}, [], '\u0000'),
    fc.integer({ min: 1000, max: 10_000 }),
  )
  .map(([item, length]) => Array.from({ length }, () => item));

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.constantFrom(0, -1, -0, 1e12, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON-ish value of any type, sometimes enormous. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 20 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, scalar, { maxKeys: 5 }) },
  { weight: 1, arbitrary: hugeArray },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

/** A JSON text sent as it is (fast-check prints it short, the body can be huge or deep). */
export class RawJson {
  constructor(
    readonly text: string,
    readonly description: string,
  ) {}
  [fc.toStringMethod]() {
    return `RawJson(${this.description})`;
  }
}

/** Deeply nested JSON (parsers and validators must not recurse themselves to death). */
const deepValue = fc
  .tuple(fc.integer({ min: 50, max: 100_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`, `${depth} nested arrays`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, `${depth} nested objects`),
  );

/**
 * Bodies for a route whose valid body looks like `template`: anything at all, near-valid bodies
 * with fields missing, wrong-typed or added, and deep or huge ones.
 */
export function bodyArbitrary(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  // A route without fields still gets the extra-field and wrong-type cases, on a field "x".
  const keys = Object.keys(template).length > 0 ? Object.keys(template) : ['x'];
  const mutated = fc
    .tuple(
      fc.array(fc.constantFrom('keep', 'drop', 'wrong'), {
        minLength: keys.length,
        maxLength: keys.length,
      }),
      fc
        .array(fc.constantFrom(...keys, ...keys), { maxLength: keys.length })
        .chain((names) =>
          fc.tuple(
            fc.constant(names),
            fc.array(nastyValue, { minLength: names.length, maxLength: names.length }),
          ),
        ),
      fc.dictionary(nastyString, nastyValue, { maxKeys: 4 }),
    )
    .map(([fates, [_names, values], extra]) => {
      const body: Record<string, unknown> = { ...extra };
      keys.forEach((key, i) => {
        const fate = fates[i];
        if (fate === 'keep') body[key] = template[key];
        else if (fate === 'wrong') body[key] = values[i % Math.max(values.length, 1)] ?? null;
      });
      return body;
    });
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: withNulInside(template) },
    { weight: 2, arbitrary: fc.anything() },
    { weight: 2, arbitrary: fc.object() },
    { weight: 1, arbitrary: nastyValue },
    { weight: 1, arbitrary: deepValue },
    {
      weight: 1,
      arbitrary: fc
        .record({ key: fc.constantFrom(...keys), value: fc.oneof(hugeString, hugeArray) })
        .map(({ key, value }) => ({ ...template, [key]: value })),
    },
  );
}

/** Calendar dates at and past the edges of what a range can hold (1970 to 2100 is accepted). */
const extremeDate = fc.constantFrom(
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '2101-01-01',
  '9999-12-31',
  '275760-09-13',
  '2026-02-30',
  '2026-13-01',
);

/**
 * The valid body with a NUL spliced into one of its strings: everything else is right, so the
 * value reaches the service (PostgreSQL cannot store NUL in text).
 */
function withNulInside(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const strings = Object.keys(template).filter((key) => typeof template[key] === 'string');
  if (strings.length === 0) return fc.constant({ ...template, x: 'a\u0000b' });
  return fc
    .tuple(fc.constantFrom(...strings), fc.nat(), fc.constantFrom('\u0000', '\u0000\u0000'))
    .map(([key, at, nul]) => {
      const value = template[key] as string;
      const cut = value.length === 0 ? 0 : at % (value.length + 1);
      return { ...template, [key]: value.slice(0, cut) + nul + value.slice(cut) };
    });
}

/** Values for page, pageSize, limit and the like. */
const pageValue = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1',
    '-0',
    '1e12',
    '1e309',
    'NaN',
    'Infinity',
    '-Infinity',
    '1.5',
    '0x10',
    '99999999999999999999999',
    '',
    ' ',
    'null',
    '1,2',
    '١٢', // Arabic-Indic digits
  ),
  fc.integer().map(String),
  fc.double().map(String),
  nastyString,
);

/** Strings that are not UUIDs (or barely are), for :id path parameters and id fields. */
export const invalidUuid = fc.oneof(
  fc.constantFrom(
    'null',
    'undefined',
    '0',
    '-1',
    '1e12',
    '00000000-0000-0000-0000-00000000000',
    '00000000-0000-0000-0000-0000000000000',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '{12345678-1234-1234-1234-123456789abc}',
    '12345678123412341234123456789abc',
    '12345678-1234-1234-1234-123456789abc\u0000',
    '12345678-1234-1234-1234-123456789abç',
    "12345678-1234-1234-1234-123456789abc' OR 1=1 --",
    '..',
    '.',
    'a/b',
    'x'.repeat(10_000),
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}x`),
  nastyString,
);

/** Percent-encodes every byte of the UTF-8 form except the unreserved set (lone surrogates become U+FFFD). */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Raw, possibly malformed, query-string fragments, sent as they are. */
const rawFragment = fc.constantFrom(
  '%',
  '%zz',
  '%C0%80',
  '%ED%A0%80', // an encoded surrogate: invalid UTF-8
  '%FF%FE',
  '%00',
  '&&&',
  '==',
  'a[b]=c',
  'a[]=1&a[]=2',
  '__proto__[x]=1',
  'constructor.prototype.x=1',
  '+++',
  ';',
);

/** A query string ("?…" or "") over the route's keys plus extra ones, with hostile values. */
export function queryArbitrary(keys: readonly string[]): fc.Arbitrary<string> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), nastyString) : nastyString;
  const value = fc.oneof(pageValue, nastyString, invalidUuid, fc.uuid(), extremeDate);
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(key, value).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
    },
    { weight: 1, arbitrary: rawFragment },
    { weight: 1, arbitrary: key.map(percentEncode) },
  );
  return fc
    .array(pair, { maxLength: 12 })
    .map((pairs) => (pairs.length > 0 ? `?${pairs.join('&')}` : ''));
}

/**
 * Malformed or hostile pieces of a URL, sent as they are: broken and truncated escapes, overlong
 * UTF-8, encoded surrogates, NUL, encoded traversal, raw non-ASCII.
 */
const URL_FRAGMENTS = [
  '%',
  '%%',
  '%2',
  '%zz',
  '%G0',
  '%u0041',
  '%E0%A4%A', // a truncated three-byte sequence
  '%E0%A4',
  '%F0%9F%98', // an emoji without its last byte
  '%C0%AF', // overlong "/"
  '%C0%80', // overlong NUL
  '%E0%80%AF',
  '%ED%A0%80', // an encoded lone surrogate
  '%ED%BF%BF',
  '%FF',
  '%FE%FF',
  '%00',
  'a%00b',
  '%0A%0D',
  '%20',
  '%25',
  '%2525',
  '%252e%252e%252f',
  '..%2F',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%2E%2E/',
  '..%5C',
  '%2F',
  '%5C',
  '..',
  '.',
  ';',
  ';x=1',
  '*',
  ':id',
  'ж',
  '😀',
  '\u00e9',
] as const;

const urlFragment = fc.constantFrom(...URL_FRAGMENTS);

/** Raw query strings (without "?"), malformed escapes included. */
const rawQuery = fc
  .array(
    fc.oneof(
      rawFragment,
      urlFragment,
      fc.tuple(urlFragment, urlFragment).map(([k, v]) => `${k}=${v}`),
      fc
        .tuple(fc.constantFrom('lang', 'page', 'pageSize', 'range', 'q', 'id'), urlFragment)
        .map(([k, v]) => `${k}=${v}`),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join('&'));

type UrlEdit =
  | { kind: 'insert'; at: number; fragment: string }
  | { kind: 'segment'; at: number; fragment: string }
  | { kind: 'slashes'; at: number }
  | { kind: 'long'; at: number; unit: string; length: number }
  | { kind: 'query'; query: string };

const urlEdit: fc.Arbitrary<UrlEdit> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      at: fc.nat(),
      fragment: urlFragment,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('segment' as const),
      at: fc.nat(),
      fragment: urlFragment,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('slashes' as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('long' as const),
      at: fc.nat(),
      unit: fc.constantFrom('a', 'a/', '%41', '%zz', '..%2F', '/'),
      length: fc.integer({ min: 100, max: 20_000 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('query' as const), query: rawQuery }) },
);

function applyEdit(url: string, edit: UrlEdit): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  switch (edit.kind) {
    case 'insert': {
      const at = 1 + (edit.at % path.length);
      return path.slice(0, at) + edit.fragment + path.slice(at) + query;
    }
    case 'segment': {
      const segments = path.split('/');
      // segments[0] is the empty text before the leading slash.
      const at = 1 + (edit.at % Math.max(segments.length - 1, 1));
      segments[at] = edit.fragment;
      return segments.join('/') + query;
    }
    case 'slashes': {
      const slashes = [...path.matchAll(/\//g)].map((m) => m.index);
      const at = slashes[edit.at % slashes.length] ?? 0;
      return `${path.slice(0, at)}/${path.slice(at)}${query}`;
    }
    case 'long': {
      const at = 1 + (edit.at % path.length);
      const long = edit.unit.repeat(Math.ceil(edit.length / edit.unit.length));
      return path.slice(0, at) + long + path.slice(at) + query;
    }
    case 'query':
      return `${path}${query ? `${query}&` : '?'}${edit.query}`;
  }
}

/** A URL like `url` (a path, maybe with a query string) with one to three hostile edits. */
export function mangledUrl(url: string): fc.Arbitrary<string> {
  return fc
    .array(urlEdit, { minLength: 1, maxLength: 3 })
    .map((edits) => edits.reduce(applyEdit, url));
}
