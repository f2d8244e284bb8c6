/**
 * A OneRoster REST provider for the tests, a Fastify server in the test process: it serves a
 * generated roster (the CSV generator's rows, as the REST binding's JSON of v1p1 or v1p2) under
 * `/ims/oneroster/<version>/<resource>`, with an OAuth 2 client-credentials token endpoint whose
 * tokens die after a few requests, limit/offset paging with `X-Total-Count` (and `next` Links when
 * asked), the `dateLastModified>'…'` filter, and faults switched on by the test.
 */
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import Fastify, { type FastifyInstance } from 'fastify';
import { type RosterFile, rosterFiles } from '@/contract/schemas/roster';
import { type GenerateOptions, generateOneRoster, type Row } from '../../roster/testing/generate-oneroster';
import { hmacSha1Signature, signatureBaseString } from '../oauth1';
import type { JsonRecord, PullResource } from '../provider-client';

export interface LocalProviderFaults {
  /** A token stops working after this many resource requests (the pull must fetch a new one). */
  tokenUses: number;
  /** Answer 500 to the n-th resource request (1-based) of `resource` and every one after. */
  failAt: { resource: PullResource; request: number } | null;
  /** Page with `Link: <…>; rel="next"` instead of leaving the client to count. */
  linkPaging: boolean;
  /** Refuse every token request (wrong credentials). */
  refuseTokens: boolean;
}

/**
 * Checks a request's OAuth 1.0a header the way a provider does: the signature of the URL it received
 * (as the server parsed it, so a client that signed another encoding of the query fails), under the
 * consumer secret.
 */
function oauth1Valid(method: string, url: URL, header: string, consumerKey: string, consumerSecret: string): boolean {
  const params = [...header.replace(/^OAuth /, '').matchAll(/(\w+)="([^"]*)"/g)].map(
    ([, k, v]) => [decodeURIComponent(k!), decodeURIComponent(v!)] as [string, string],
  );
  const signature = params.find(([k]) => k === 'oauth_signature')?.[1];
  const oauth = params.filter(([k]) => k !== 'oauth_signature');
  if (!signature || oauth.find(([k]) => k === 'oauth_consumer_key')?.[1] !== consumerKey) return false;
  const base = signatureBaseString(method, url, [...url.searchParams.entries(), ...oauth]);
  return hmacSha1Signature(base, consumerSecret) === signature;
}

export interface LocalProvider {
  /** The base URL an admin would save (…/ims/oneroster/v1p1). */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  faults: LocalProviderFaults;
  /** The served records, by resource (tests edit them through `change`). */
  records: Record<PullResource, JsonRecord[]>;
  /** Requests seen: tokens issued, resource requests, 401s answered, filters asked. */
  seen: { tokens: number; requests: number; unauthorised: number; filters: string[]; byResource: Partial<Record<PullResource, number>> };
  /** Changes a record (or adds it) and stamps it modified now, as a SIS does. */
  change(resource: PullResource, sourcedId: string, fields: JsonRecord): void;
  close(): Promise<void>;
}

const toResource: Record<RosterFile, PullResource> = {
  orgs: 'orgs',
  academicSessions: 'academicSessions',
  courses: 'courses',
  classes: 'classes',
  users: 'users',
  enrollments: 'enrollments',
};

const ref = (sourcedId: string, type: string) => (sourcedId ? { sourcedId, type, href: `/${type}s/${sourcedId}` } : null);
const refs = (cell: string, type: string) => (cell ? cell.split(',').map((id) => ref(id, type)) : []);
const list = (cell: string) => (cell ? cell.split(',') : []);

/** One CSV row as the REST binding's JSON (the reverse of json-to-csv.ts, written independently for the test). */
function asJson(file: RosterFile, row: Row, version: 'v1p1' | 'v1p2'): JsonRecord {
  const head = { sourcedId: row.sourcedId, status: row.status || 'active', dateLastModified: '2026-01-05T08:00:00.000Z' };
  switch (file) {
    case 'orgs':
      return { ...head, name: row.name, type: row.type, identifier: row.identifier ?? '', parent: ref(row.parentSourcedId ?? '', 'org') };
    case 'academicSessions':
      return { ...head, title: row.title, type: row.type, startDate: row.startDate, endDate: row.endDate, schoolYear: row.schoolYear };
    case 'courses':
      return {
        ...head,
        title: row.title,
        courseCode: row.courseCode ?? '',
        grades: list(row.grades ?? ''),
        org: ref(row.orgSourcedId!, 'org'),
      };
    case 'classes':
      return {
        ...head,
        title: row.title,
        classType: row.classType || 'scheduled',
        grades: list(row.grades ?? ''),
        course: ref(row.courseSourcedId!, 'course'),
        school: ref(row.schoolSourcedId!, 'org'),
        terms: refs(row.termSourcedIds ?? '', 'academicSession'),
      };
    case 'users': {
      const person = {
        ...head,
        enabledUser: version === 'v1p1' ? row.enabledUser || 'true' : row.enabledUser !== 'false',
        givenName: row.givenName,
        familyName: row.familyName,
        identifier: row.identifier ?? '',
        email: row.email ?? '',
        agents: refs(row.agentSourcedIds ?? '', 'user'),
        grades: list(row.grades ?? ''),
      };
      const orgs = list(row.orgSourcedIds ?? '');
      if (version === 'v1p1') return { ...person, role: row.role, orgs: orgs.map((o) => ref(o, 'org')) };
      return {
        ...person,
        primaryOrg: ref(orgs[0] ?? '', 'org'),
        roles: orgs.map((o, i) => ({ roleType: i === 0 ? 'primary' : 'secondary', role: row.role, org: ref(o, 'org') })),
      };
    }
    case 'enrollments':
      return {
        ...head,
        role: row.role,
        primary: version === 'v1p1' ? row.primary || 'false' : row.primary === 'true',
        user: ref(row.userSourcedId!, 'user'),
        class: ref(row.classSourcedId!, 'class'),
        school: ref(row.schoolSourcedId ?? '', 'org'),
      };
  }
}

export async function startLocalProvider(
  roster: GenerateOptions,
  version: 'v1p1' | 'v1p2' = 'v1p1',
  auth: 'oauth2' | 'oauth1' = 'oauth2',
): Promise<LocalProvider> {
  const generated = generateOneRoster(roster);
  const records = {} as Record<PullResource, JsonRecord[]>;
  for (const file of rosterFiles) {
    const rows = parse(generated.files[file], { columns: true, skip_empty_lines: true }) as Row[];
    records[toResource[file]] = rows.map((row) => asJson(file, row, version));
  }
  const faults: LocalProviderFaults = { tokenUses: 1000, failAt: null, linkPaging: false, refuseTokens: false };
  const seen: LocalProvider['seen'] = { tokens: 0, requests: 0, unauthorised: 0, filters: [], byResource: {} };
  const clientId = 'district-client';
  const clientSecret = randomBytes(12).toString('hex');
  const tokens = new Map<string, number>();

  const app: FastifyInstance = Fastify();
  let address = '';
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post('/oauth/token', async (req, reply) => {
    const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    const form = new URLSearchParams(String(req.body));
    if (faults.refuseTokens || basic !== `${clientId}:${clientSecret}` || form.get('grant_type') !== 'client_credentials')
      return reply.status(401).send({ error: 'invalid_client' });
    seen.tokens++;
    const token = randomBytes(16).toString('hex');
    tokens.set(token, faults.tokenUses);
    return { access_token: token, token_type: 'bearer', expires_in: 3600 };
  });
  app.get<{ Params: { resource: string }; Querystring: { limit?: string; offset?: string; filter?: string } }>(
    `/ims/oneroster/${version}/:resource`,
    async (req, reply) => {
      if (auth === 'oauth1') {
        if (!oauth1Valid('GET', new URL(req.url, address), req.headers.authorization ?? '', clientId, clientSecret)) {
          seen.unauthorised++;
          return reply.status(401).send({ imsx_codeMajor: 'failure', imsx_description: 'bad signature' });
        }
      } else {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        const uses = tokens.get(token) ?? 0;
        if (uses <= 0) {
          seen.unauthorised++;
          return reply.status(401).send({ imsx_codeMajor: 'failure', imsx_description: 'token expired' });
        }
        tokens.set(token, uses - 1);
      }
      const resource = req.params.resource as PullResource;
      if (!(resource in records)) return reply.status(404).send({});
      seen.requests++;
      const n = (seen.byResource[resource] ?? 0) + 1;
      seen.byResource[resource] = n;
      if (faults.failAt?.resource === resource && n >= faults.failAt.request) return reply.status(500).send({ error: 'internal' });
      let all = records[resource];
      if (req.query.filter) {
        seen.filters.push(req.query.filter);
        const since = /^dateLastModified>'([^']+)'$/.exec(req.query.filter)?.[1];
        if (!since) return reply.status(400).send({ error: 'unsupported filter' });
        all = all.filter((r) => String(r.dateLastModified) > since);
      }
      const limit = Number(req.query.limit ?? 100);
      const offset = Number(req.query.offset ?? 0);
      reply.header('X-Total-Count', String(all.length));
      if (faults.linkPaging && offset + limit < all.length) {
        const next = new URL(req.url, 'http://provider');
        next.searchParams.set('offset', String(offset + limit));
        reply.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
      }
      return { [resource]: all.slice(offset, offset + limit) };
    },
  );
  address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: `${address}/ims/oneroster/${version}`,
    tokenUrl: `${address}/oauth/token`,
    clientId,
    clientSecret,
    faults,
    records,
    seen,
    change(resource, sourcedId, fields) {
      const stamp = { dateLastModified: new Date().toISOString() };
      const found = records[resource].find((r) => r.sourcedId === sourcedId);
      if (found) Object.assign(found, fields, stamp);
      else records[resource].push({ sourcedId, status: 'active', ...fields, ...stamp });
    },
    close: () => app.close(),
  };
}
