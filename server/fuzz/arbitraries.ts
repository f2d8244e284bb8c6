/**
 * Generated requests for the contract fuzz suite (`contract-fuzz.test.ts`): hostile JSON, bodies
 * derived from an endpoint's schema and then broken a little, path parameters, query strings and
 * headers. Every generated request says what the server should see of it (`bodyView` and
 * friends), so a property can parse that with the contract's zod schemas.
 */
import fc from 'fast-check';
import type { AnyEndpoint } from '@/contract/define';
import { bodyArbitraryOf } from './schema-arbitrary';

export interface FuzzRequest {
  method: AnyEndpoint['method'];
  /** Path with its parameters filled in, and the query string. */
  url: string;
  /** The path parameters as the router hands them over, or null when a raw form makes that unclear. */
  params: Record<string, string> | null;
  /** The query as parsed on the server, or null when none was sent. */
  query: Record<string, string | string[]> | null;
  headers: Record<string, string>;
  /** The request body as sent: none, or text under a content type (or none). */
  body: { text: string; contentType: string | null } | null;
}

/** What this caller holds: its valid token (null when signed out), its schools and everyone else's. */
export interface CallerFacts {
  token: string | null;
  /** Tokens that must not work: wrong secret, expired, unknown user, `alg: none`. */
  forgedTokens: readonly string[];
  ownSchools: readonly string[];
  otherSchools: readonly string[];
  /** Real ids of the seeded database, so generated ids reach real rows now and then. */
  ids: readonly string[];
  /** Known-good bodies per endpoint name, for bodies no generator hits by chance (a whole gradebook template). */
  examples: Readonly<Record<string, readonly unknown[]>>;
}

// ── Hostile JSON ────────────────────────────────────────────────────────────────────────────────

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u001f',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'true',
  '../../../../etc/passwd',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  'SELECT * FROM users',
  '$1',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  '{{7*7}}${7*7}',
  '%s%s%s%n',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  'Zalgo ̵̡̛̗͓̦̜̟̦͍̗̜',
  '👩‍👩‍👧‍👦'.repeat(50),
  '__proto__',
  'x'.repeat(70_000),
  'ä'.repeat(20_000),
];

/** Object keys that break naive code: prototype pollution, Mongo operators, keys the schemas use. */
export const nastyKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '$where',
    '$gt',
    '',
    'page',
    'id',
    '_id',
  ),
  fc.string({ maxLength: 12, unit: 'grapheme' }),
);

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 2 ** 64, -(2 ** 63), 1e-320),
  fc.double(),
  fc.integer(),
);

/** Any JSON value at all, with wrong types, nulls, unicode, huge strings and polluting keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Defines a key even when it is `__proto__`, so the object carries it as its own (JSON) property. */
function put(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

type Mutation = 'set' | 'delete' | 'add' | 'wrap';

/** One small break of a (valid-looking) value at one of its objects or arrays. */
function mutate(value: unknown, mutation: Mutation, at: number, key: string, replacement: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  const containers: Array<Record<string, unknown>> = [];
  const walk = (node: unknown) => {
    if (node && typeof node === 'object') {
      containers.push(node as Record<string, unknown>);
      for (const child of Object.values(node)) walk(child);
    }
  };
  walk(copy);
  const target = containers[at % Math.max(containers.length, 1)];
  if (!target || mutation === 'wrap') return [copy];
  const keys = Object.keys(target);
  const existing = keys[at % Math.max(keys.length, 1)];
  if (mutation === 'set' && existing !== undefined) put(target, existing, replacement);
  else if (mutation === 'delete' && existing !== undefined) delete target[existing];
  else put(target, key, replacement);
  return copy;
}

/** Bodies near what the schema accepts: valid-looking ones, and the same broken in one place. */
function nearValid(endpoint: AnyEndpoint, ids: readonly string[], examples: readonly unknown[]): fc.Arbitrary<unknown> {
  if (!endpoint.body) return hostileJson;
  const generated = bodyArbitraryOf(endpoint.body, ids);
  const valid = examples.length ? fc.oneof(generated, fc.constantFrom(...examples)) : generated;
  const broken = fc
    .tuple(valid, fc.constantFrom<Mutation>('set', 'delete', 'add', 'wrap'), fc.nat(), nastyKey, hostileJson)
    .map(([value, mutation, at, key, replacement]) => mutate(value, mutation, at, key, replacement));
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: broken });
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const badJsonText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '1e999',
    '{"a":1,"a":2}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '\uFEFF{}',
    deep(2_000),
    `{"a":${deep(500)}}`,
  ),
  fc.string({ maxLength: 60, unit: 'binary' }),
);

const contentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  'APPLICATION/JSON',
];

function bodyOf(endpoint: AnyEndpoint, ids: readonly string[], examples: readonly unknown[]): fc.Arbitrary<FuzzRequest['body']> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ text: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 8, arbitrary: json(nearValid(endpoint, ids, examples)) },
    { weight: 2, arbitrary: json(hostileJson) },
    { weight: 1, arbitrary: badJsonText.map((text) => ({ text, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(
            json(nearValid(endpoint, ids, examples)).map((b) => b.text),
            badJsonText,
          ),
          fc.constantFrom<string | null>(...contentTypes, null),
        )
        .map(([text, contentType]) => ({ text, contentType })),
    },
  );
}

// ── Path, query, headers ────────────────────────────────────────────────────────────────────────

/** `encodeURIComponent` throws on a lone surrogate; a URL cannot carry one anyway, so it becomes U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** One path parameter: as written in the URL, and as the router decodes it (null: unclear). */
const paramOf = (ids: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids).map((id) => ({ raw: id, decoded: id as string | null })) },
    { weight: 2, arbitrary: fc.uuid().map((id) => ({ raw: id, decoded: id as string | null })) },
    {
      weight: 2,
      arbitrary: fc
        .string({ minLength: 1, maxLength: 40, unit: 'grapheme' })
        .map((s) => ({ raw: encodeURIComponent(s), decoded: s as string | null })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '..',
          '../..',
          '%2e%2e%2f%2e%2e',
          '%',
          '%zz',
          '%00',
          '%E0%A4%A',
          'null',
          '0',
          '-1',
          'a'.repeat(250),
          '00000000-0000-0000-0000-000000000000',
          'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
          '{6f1c1a42-2c8e-4b8a-9a43-5b0d9e2f7a11}',
          "'%20OR%201=1--",
        )
        .map((raw) => ({ raw, decoded: null as string | null })),
    },
  );

function pathOf(endpoint: AnyEndpoint, ids: readonly string[]): fc.Arbitrary<{ path: string; params: Record<string, string> | null }> {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  if (!names.length) return fc.constant({ path: endpoint.path, params: null });
  return fc.tuple(...names.map(() => paramOf(ids))).map((values) => {
    const params: Record<string, string> = {};
    let clear = true;
    const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
      const value = values[names.indexOf(name)]!;
      if (value.decoded === null) clear = false;
      else params[name] = value.decoded;
      return value.raw;
    });
    return { path, params: clear ? params : null };
  });
}

const queryKey = fc.oneof(
  fc.constantFrom('instance', 'page', '__proto__', 'constructor', 'q'),
  fc.string({ minLength: 1, maxLength: 10, unit: 'grapheme' }).map(wellFormed),
);

function queryOf(ids: readonly string[]): fc.Arbitrary<Record<string, string | string[]> | null> {
  const value = fc.oneof(fc.constantFrom(...ids), fc.uuid(), nastyString.filter((s) => s.length < 5000).map(wellFormed));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.constantFrom(...ids).map((id) => ({ instance: id })) },
    {
      weight: 2,
      arbitrary: fc.dictionary(queryKey, fc.oneof(value, fc.array(value, { minLength: 2, maxLength: 3 })), { minKeys: 1, maxKeys: 3 }),
    },
  );
}

function queryString(query: Record<string, string | string[]>): string {
  return Object.entries(query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`))
    .join('&');
}

/** Header values Node accepts (visible ASCII), anything in them. */
const headerText = fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,80}$/);

function authorizationOf(facts: CallerFacts): fc.Arbitrary<string | null> {
  const garbage = fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'bearer a.b.c',
      'Bearer e30.e30.',
      `Bearer ${'a'.repeat(8000)}`,
      'Token abc',
    ),
    fc.constantFrom(...facts.forgedTokens).map((t) => `Bearer ${t}`),
    ...(facts.token ? [fc.constantFrom(`Bearer ${facts.token}x`, `Bearer ${facts.token} ${facts.token}`, facts.token)] : []),
    headerText,
  );
  if (!facts.token) return fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 3, arbitrary: garbage });
  return fc.oneof({ weight: 8, arbitrary: fc.constant(`Bearer ${facts.token}`) }, { weight: 2, arbitrary: garbage });
}

function schoolIdOf(facts: CallerFacts): fc.Arbitrary<string | null> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    ...(facts.ownSchools.length ? [{ weight: 5, arbitrary: fc.constantFrom(...facts.ownSchools) }] : []),
    ...(facts.otherSchools.length ? [{ weight: 1, arbitrary: fc.constantFrom(...facts.otherSchools) }] : []),
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: headerText },
  );
}

const extraHeaders = fc.record(
  {
    'last-event-id': fc.oneof(fc.constantFrom('0', '-1', '99999999999999999999', '1e3', 'NaN'), headerText),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*', 'text/event-stream'),
    'x-forwarded-for': headerText,
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', 'x'),
    'accept-language': headerText,
  },
  { requiredKeys: [] },
);

/** A whole generated request to one endpoint, for one caller. */
export function requestOf(name: string, endpoint: AnyEndpoint, facts: CallerFacts): fc.Arbitrary<FuzzRequest> {
  const withBody = endpoint.method !== 'GET';
  return fc
    .record({
      path: pathOf(endpoint, facts.ids),
      query: queryOf(facts.ids),
      authorization: authorizationOf(facts),
      schoolId: schoolIdOf(facts),
      extra: extraHeaders,
      body: withBody ? bodyOf(endpoint, facts.ids, facts.examples[name] ?? []) : fc.constant(null),
    })
    .map(({ path, query, authorization, schoolId, extra, body }) => {
      const headers: Record<string, string> = { ...extra };
      if (authorization !== null) headers.authorization = authorization;
      if (schoolId !== null) headers.schoolid = schoolId;
      if (body?.contentType) headers['content-type'] = body.contentType;
      return {
        method: endpoint.method,
        url: query ? `${path.path}?${queryString(query)}` : path.path,
        params: path.params,
        query,
        headers,
        body,
      };
    });
}
