/**
 * What the API fuzzer sends (tests/api/input.test.ts): path parameters, query strings and JSON
 * bodies built from the values that broke things before (numbers past int4 and int8, NUL,
 * lone surrogates, deep nesting, the wrong type in every field), mixed with values close
 * enough to valid that the handlers behind the schemas run too.
 */
import fc from 'fast-check';
import { NUMBER_SPECS, SEARCH_KEY_ORDER } from '@/lib/filters/query-keys';
import type { ApiRoute, Segment } from './routes';

/** Rows the seed made and the run created, so some requests name things that exist. */
export interface FuzzContext {
  propertyIds: number[];
  agentIds: number[];
  leadIds: number[];
  addressIds: number[];
  alertIds: number[];
  sourceCodes: string[];
}

/**
 * Percent-encodes any JavaScript string. A lone surrogate has no UTF-8 form; it goes as the
 * three bytes a broken encoder writes (%ED%A0%80 for U+D800), which is what reaches a server.
 */
export function encodeAny(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Integers as text at every edge a parser or a column can trip on. */
export const INT_EDGES = [
  '0', '-1', '1', '7', '2147483647', '2147483648', '-2147483648', '-2147483649', '4294967296', '9007199254740991', '9007199254740993',
  '9223372036854775807', '9223372036854775808', '-9223372036854775809', '18446744073709551616', '99999999999999999999',
  '1e3', '1e308', '1e400', '1.5', '0.0000001', '-0', '+1', '01', '0x10', ' 1', '1 ', '١٢', 'NaN', 'Infinity', '-Infinity', '',
];

/** Text that has broken parsers, databases or pages somewhere. */
export const HOSTILE_TEXT = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', '\ud83d', '\uffff', '\ufffe', '\u202e', '\u0001\u001f\u007f', '\r\n',
  '<script>alert(1)</script>', "' OR 1=1 --", '"; DROP TABLE leads; --', '%', '%00', '%ED%A0%80', '..', '../../etc/passwd', '\\',
  '__proto__', 'constructor', 'toString', 'any', 'ANY', 'null', 'true', '[]', '{}', ' ', 'é', '😀', 'Ｒｉｖｅｒｈｅａｄ', '${x}', '{{x}}',
  'x'.repeat(256), 'x'.repeat(5_000), '1,2,3', 'r,,c', '-73,40,-71,42', '40.9,-72.6,1', '|', 'a|b', 'price asc', 'created_at desc',
];

/** Numbers a JSON body can carry that sit at an edge (JSON has no NaN or Infinity: see RAW_NUMBERS). */
const HOSTILE_NUMBERS = [
  0, -1, 1, 2, 60, 2_147_483_647, 2_147_483_648, -2_147_483_649, 4_294_967_296, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 2 ** 64, 1e21, 1e308, -1e308,
  1.5, 0.1, -0.5, 5e-324, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER,
];

/** Number literals only raw JSON can hold: JSON.parse reads them as Infinity, 0 or an inexact double. */
const RAW_NUMBERS = ['1e400', '-1e400', '1e-400', '123456789012345678901234567890', '-0', '0.30000000000000004'];
const RAW_MARK = '\u0001raw:';

/** Field names the app's bodies use, so a random object lands on real fields. */
export const FIELD_NAMES = [
  'lead', 'email', 'phone', 'firstName', 'lastName', 'propertyId', 'propertyPrice', 'tags', 'signUpType', 'gClickId', 'cobuyer', 'next',
  'ealert', 'criteria', 'customName', 'description', 'frequency', 'search', 'type', 'address', 'message', 'rating', 'extraInfo', 'query',
  'size', 'fields', 'ids', 'agentId', 'start', 'code', 'token', 'password', 'propertyType', 'beds', 'baths', 'livingArea', 'yearBuilt',
  'lotAcres', 'waterfront', 'condition', 'upgrades', 'id', 'page', 'per_page', 'minprice', 'maxprice', 'city_label', 'status',
  'currentPassword', 'newPassword', 'isActive', 'everywhere',
];

/** NUL and lone surrogates, alone or inside other text: the text no database can store. */
const unstorable = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', '\ud83d'),
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udbff', '\udfff'), fc.string({ maxLength: 8 })).map(([a, b, c]) => a + b + c),
);

const text = fc.oneof(
  { weight: 3, arbitrary: unstorable },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...INT_EDGES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

const number = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((raw) => `${RAW_MARK}${raw}`) },
);

const scalar: fc.Arbitrary<unknown> = fc.oneof({ weight: 4, arbitrary: text }, { weight: 3, arbitrary: number }, fc.boolean(), fc.constant(null));

/** Any JSON value, most often objects keyed by the app's own field names. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: scalar },
    { weight: 2, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 3, arbitrary: fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: text }), tie('value'), { maxKeys: 5 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  ),
})).value;

/** Bodies each route accepts (by route pattern), so one changed field tests the code behind the schema. */
const VALID_BODIES: Record<string, Record<string, unknown>[]> = {
  '/api/leads/register/start': [
    { lead: { email: 'fuzz@example.com', phone: '6315550123', firstName: 'Fuzz', lastName: 'Tester', propertyId: 1, propertyPrice: 450000, tags: ['fuzz'], signUpType: 'visitHouse' }, gClickId: 'g', next: '/' },
    { lead: { email: 'fuzz@example.com' } },
  ],
  '/api/leads/register/complete': [{ lead: { phone: '6315550123', firstName: 'Fuzz', lastName: 'Tester' } }],
  '/api/leads/login/code': [{ email: 'fuzz@example.com', code: '123456' }],
  '/api/agents/login': [{ email: 'agent@example.com', password: 'not-the-password' }],
  '/api/leads/me/e-alerts': [{ ealert: { criteria: { minprice: '300000', type: 'r', city_label: 'Riverhead, NY' }, customName: 'Fuzz', description: 'd', frequency: 'daily' } }],
  '/api/leads/me/e-alerts/[id]': [{ ealert: { frequency: 'weekly', customName: 'Renamed' } }, { ealert: { criteria: { maxbeds: 4 } } }],
  '/api/leads/me/search': [{ search: { criteria: { minbeds: 3, maxprice: 900000 }, type: 'newSearch' } }],
  '/api/suggestions': [{ query: 'river', size: 5, fields: ['city', 'address'] }],
  '/api/leads/me/viewed': [{ ids: [1, 2, 3] }],
  '/api/leads/me/addresses': [{ address: '12 Main St, Riverhead, NY 11901' }],
  '/api/leads/me/addresses/[id]': [{ address: '14 Main St, Riverhead, NY 11901' }],
  '/api/properties/[id]/question': [{ message: 'Is it still available?' }],
  '/api/agents/[id]/question': [{ message: 'Can we talk?' }],
  '/api/properties/[id]/showings': [{ agentId: 1, start: '2031-01-06T15:00:00Z', message: 'Morning please' }],
  '/api/leads/me/addresses/[id]/details': [
    { propertyType: 'r', beds: 3, baths: 2.5, livingArea: 2000, yearBuilt: 1990, lotAcres: 0.5, waterfront: false, condition: 'good', upgrades: ['roof'] },
  ],
  '/api/admin/sources/[source]/properties/[id]/[action]': [{ rating: 60 }, { extraInfo: { note: 'fuzz', floors: 2, gone: null } }],
};
const ALL_VALID_BODIES = Object.values(VALID_BODIES).flat();

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

function withValue(value: unknown, path: Path, replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...Path];
  if (rest.length === 0 && remove) delete copy[head];
  else copy[head] = withValue(copy[head], rest, replacement, remove);
  return copy;
}

function isLeaf(value: unknown, path: Path): boolean {
  let at = value;
  for (const key of path) at = (at as Record<string | number, unknown>)[key];
  return typeof at !== 'object' || at === null;
}

/** What replaces one field of a valid body: text no database stores, numbers past the columns, the wrong type, anything. */
const replacement = fc.oneof(
  { weight: 3, arbitrary: unstorable },
  { weight: 3, arbitrary: number },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, '', [], {}, [1], { a: 1 }, '1', 'NaN') },
  { weight: 2, arbitrary: hostileValue },
);

/** A valid body with one field changed or removed: a single value most often, sometimes a whole object or list. */
const nearValid = (bodies: Record<string, unknown>[]) =>
  fc.tuple(fc.constantFrom(...bodies), fc.nat(), fc.integer({ min: 0, max: 4 }), replacement, fc.boolean()).map(([body, pick, leafOnly, value, remove]) => {
    const all = pathsOf(body);
    const leaves = all.filter((p) => isLeaf(body, p));
    const paths = leafOnly > 0 && leaves.length > 0 ? leaves : all;
    return withValue(body, paths[pick % paths.length]!, value, remove && leafOnly === 0);
  });

/** JSON text of a value, with the raw number literals put in. */
export function toJson(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(/"\\u0001raw:([^"]*)"/g, (_, raw: string) => raw);
}

/** Bodies that are not JSON of any value we could make: nesting past any recursion, broken or odd text. */
const rawBody = fc.oneof(
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1_000, max: 15_000 }).map((n) => '{"lead":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.constantFrom('', '{', '[', 'nul', '"\\ud800"', '{"a":1,"a":2}', '{"__proto__":{"admin":true}}', '\u0000', '\ufeff{}', 'x'.repeat(120_000)),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Whether the fuzzer knows valid bodies for a route (it then gets more requests: there is more to reach). */
export const hasValidBodies = (route: ApiRoute) => Object.hasOwn(VALID_BODIES, route.pattern);

/** A body for a route: mostly its own valid bodies, as they are or with one field changed; any other JSON; raw text. */
export function bodyFor(route: ApiRoute): fc.Arbitrary<string> {
  const own = VALID_BODIES[route.pattern] ?? ALL_VALID_BODIES;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...own).map(toJson) },
    { weight: 5, arbitrary: nearValid(own).map(toJson) },
    { weight: 1, arbitrary: nearValid(ALL_VALID_BODIES).map(toJson) },
    { weight: 2, arbitrary: hostileValue.map(toJson) },
    { weight: 1, arbitrary: rawBody },
  );
}

/** Segments already percent-encoded that no encoder would write. */
const RAW_SEGMENTS = ['%00', '1%00', '%ED%A0%80', '%C0%80', '%FF', '%2F', '%252F', '%2e%2e', '%20', '%E2%80%AE'];

const segmentText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INT_EDGES).filter((s) => s !== '').map(encodeAny) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  { weight: 2, arbitrary: text.filter((s) => s !== '').map(encodeAny) },
);

const ids = (list: number[]) => (list.length > 0 ? fc.constantFrom(...list).map(String) : fc.constant('1'));

function paramValue(name: string, ctx: FuzzContext): fc.Arbitrary<string> {
  const valid: Record<string, fc.Arbitrary<string>> = {
    leadId: ids(ctx.leadIds),
    source: ctx.sourceCodes.length > 0 ? fc.constantFrom(...ctx.sourceCodes) : fc.constant('x'),
    action: fc.constantFrom('rating', 'extra-info'),
  };
  const known = valid[name] ?? fc.oneof(ids(ctx.propertyIds), ids(ctx.agentIds), ids(ctx.addressIds), ids(ctx.alertIds));
  return fc.oneof({ weight: 3, arbitrary: known }, { weight: 2, arbitrary: segmentText });
}

/** The path of a route with its parameters filled in (already encoded). */
export function routePath(route: ApiRoute, ctx: FuzzContext): fc.Arbitrary<string> {
  const parts = route.segments.map((segment: Segment): fc.Arbitrary<string[]> => {
    if (segment.kind === 'literal') return fc.constant([segment.text]);
    if (segment.kind === 'param') return paramValue(segment.name, ctx).map((v) => [v]);
    // Hostile segments only: a real route's name would send a method that route does not export (405 is not this test's).
    return fc.array(fc.oneof(segmentText, fc.constantFrom('nope', 'v2', 'properties.json')), { minLength: segment.optional ? 0 : 1, maxLength: 3 });
  });
  return fc.tuple(...parts).map((lists) => `/${lists.flat().join('/')}`);
}

/** Keys any route might read, beside its own. */
const COMMON_KEYS = ['page', 'per_page', 'authorized', 't', 'l', 'next', 'date', 'q', 'id', 'cobuyer', 'agentSite'];

/** Values near what each kind of key takes. */
const nearQueryValue = fc.constantFrom(
  '300000', 'any', '3', '2.5', '1', '0', 'true', 'r', 'r,c', 'a,s', '60,50', 'Riverhead, NY', 'riverhead', '11901', 'price asc',
  '-73,40,-71,42', '-71,42,-73,40', '40.9,-72.6,5', '40.9,-72.6,41,-72.5,40.95,-72.4', '12', '2031-01-06', 'pool', 'North Fork',
  '2026-11-25T09:00:00Z', '0000-01-01T00:00:00Z', '0001-01-01T00:00:00+05:00', '9999-12-31T23:59:59-14:00', '275760-09-13T00:00:00Z', 'agent', 'failure',
);

const queryValue = fc.oneof({ weight: 3, arbitrary: nearQueryValue }, { weight: 3, arbitrary: text }, { weight: 2, arbitrary: fc.constantFrom(...INT_EDGES) });

/** Every numeric search key's limits, one under and one over, and the edges of the column types behind them. */
const NUMBER_EDGES = [
  ...new Set(Object.values(NUMBER_SPECS).flatMap((spec) => [spec.min - 1, spec.min, spec.max, spec.max + 1, spec.max * 10].map(String))),
  '32767', '32768', '2147483647', '2147483648', '3000000000', '9999999999', '10000000000', '99999999999', '9223372036854775808',
];

const numberText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NUMBER_EDGES) },
  { weight: 2, arbitrary: fc.constantFrom(...INT_EDGES) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map(String) },
);

/** A search key with a value of its kind, or of any kind. */
const searchPair = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...Object.keys(NUMBER_SPECS)), numberText) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...SEARCH_KEY_ORDER), queryValue) },
);

const pairsToQuery = (pairs: [string, string][]) => {
  const q = pairs.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&');
  return q === '' ? '' : `?${q}`;
};

/** A query string ('' or '?…'): the keys the route reads, mostly, with hostile values; random keys; raw broken text. */
export function queryFor(route: ApiRoute): fc.Arbitrary<string> {
  const ownKeys = route.queryKeys.length > 0 ? route.queryKeys : COMMON_KEYS;
  const pair = fc.oneof(
    ...(route.search ? [{ weight: 6, arbitrary: searchPair }] : []),
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...ownKeys), fc.oneof(queryValue, numberText)) },
    { weight: 1, arbitrary: fc.tuple(fc.oneof(fc.constantFrom(...COMMON_KEYS), text), queryValue) },
  );
  // A map's view, so the calls that need one (clusters) get past asking for it.
  const view = route.search ? fc.constantFrom<[string, string][]>([], [['bounds', '-73,40,-71,42'], ['zoom', '10']]) : fc.constant<[string, string][]>([]);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 8, arbitrary: fc.tuple(view, fc.array(pair, { minLength: 1, maxLength: route.search ? 12 : 4 })).map(([base, pairs]) => pairsToQuery([...base, ...pairs])) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '&&&', '=', 'a=%00', '%00=1', 'page=1&page=2', 'minprice=1&minprice=2', 'a'.repeat(9_000)).map((q) => `?${q}`) },
  );
}
