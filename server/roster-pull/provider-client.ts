/**
 * Reads a OneRoster REST provider: every page of one resource collection, authenticated by OAuth 2
 * client credentials (a bearer token, fetched again when it expires or the provider answers 401)
 * or OAuth 1.0a (each request signed). Any other failure — a 4xx/5xx, a network error, a body that
 * is not the collection, a second 401 after a fresh token — throws a `PullFailure` whose message is
 * for the admin; the pull then stops whole (pull.ts), so a half-read roster is never planned.
 */
import { oauth1Header } from './oauth1';
import type { ProviderConnection } from './provider-settings';
import { privateAddressOf } from './public-address';
import { PullFailure } from './pull-failure';

export const pullResources = ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'enrollments'] as const;
export type PullResource = (typeof pullResources)[number];
export type JsonRecord = Record<string, unknown>;

export interface ClientOptions {
  pageSize?: number;
  /** Bytes of response bodies one pull may read in all (the same 256 MB a CSV upload may inflate to, §17.2). */
  maxBytes?: number;
  timeoutMs?: number;
  /** Whether the provider may sit on a private or loopback address (false in production, `public-address.ts`). */
  allowPrivateAddresses?: boolean;
}

interface Token {
  value: string;
  /** Date.now() past which it is fetched again before use. */
  renewAt: number;
}

export interface ProviderClient {
  /** Every record of the collection, following `next` links or limit/offset paging; `since`: only those modified after it. */
  readAll(resource: PullResource, since: string | null): Promise<JsonRecord[]>;
  /** Requests sent and tokens fetched, for the tests and the pull's status. */
  readonly stats: { requests: number; tokens: number; bytes: number };
}

export function providerClient(connection: ProviderConnection, options: ClientOptions = {}): ProviderClient {
  const pageSize = options.pageSize ?? 1000;
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const base = new URL(connection.baseUrl.replace(/\/+$/, ''));
  const stats = { requests: 0, tokens: 0, bytes: 0 };
  let token: Token | null = null;

  async function send(url: URL, init: RequestInit, what: string): Promise<Response> {
    stats.requests++;
    if (!options.allowPrivateAddresses) {
      const refusal = await privateAddressOf(url).catch(() => `${url.host} could not be resolved`);
      if (refusal) throw new PullFailure(`${what}: ${refusal}`);
    }
    try {
      return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new PullFailure(`${what}: the provider could not be reached (${cause})`);
    }
  }

  async function fetchToken(): Promise<Token> {
    if (connection.auth.kind !== 'oauth2') throw new Error('not an OAuth 2 connection');
    const { tokenUrl, clientId, clientSecret, scope } = connection.auth;
    const form = new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
    const res = await send(
      new URL(tokenUrl),
      { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: form },
      'token',
    );
    stats.tokens++;
    if (!res.ok) throw new PullFailure(`token: the provider refused the client credentials (${res.status})`);
    const body = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof body?.access_token !== 'string') throw new PullFailure('token: the provider answered no access_token');
    const lifetime = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in * 1000 : 3600_000;
    // Renew a little early, so a token does not run out between our check and the provider's.
    return { value: body.access_token, renewAt: Date.now() + lifetime - Math.min(30_000, lifetime / 2) };
  }

  async function authorised(url: URL, fresh: boolean): Promise<string> {
    if (connection.auth.kind === 'oauth1')
      return oauth1Header('GET', url, { consumerKey: connection.auth.clientId, consumerSecret: connection.auth.clientSecret });
    if (fresh || !token || Date.now() >= token.renewAt) token = await fetchToken();
    return `Bearer ${token.value}`;
  }

  /** One GET; a 401 under OAuth 2 fetches a new token and tries once more (a token may expire mid-pull). */
  async function get(url: URL, what: string): Promise<Response> {
    let res = await send(url, { headers: { authorization: await authorised(url, false), accept: 'application/json' } }, what);
    if (res.status === 401 && connection.auth.kind === 'oauth2')
      res = await send(url, { headers: { authorization: await authorised(url, true), accept: 'application/json' } }, what);
    if (res.status === 401 || res.status === 403) throw new PullFailure(`${what}: the provider refused the credentials (${res.status})`);
    if (!res.ok) throw new PullFailure(`${what}: the provider answered ${res.status}`);
    return res;
  }

  async function page(url: URL, resource: PullResource): Promise<{ records: JsonRecord[]; res: Response }> {
    const res = await get(url, resource);
    const text = await res.text();
    stats.bytes += Buffer.byteLength(text);
    if (stats.bytes > maxBytes)
      throw new PullFailure(`${resource}: the provider's answers passed ${maxBytes / 1024 / 1024} MB; the pull stops`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PullFailure(`${resource}: the provider's answer is not JSON`);
    }
    const records = (body as Record<string, unknown> | null)?.[resource];
    if (!Array.isArray(records) || !records.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r)))
      throw new PullFailure(`${resource}: the provider's answer holds no "${resource}" list`);
    return { records: records as JsonRecord[], res };
  }

  return {
    stats,
    async readAll(resource, since) {
      const all: JsonRecord[] = [];
      let url: URL | null = new URL(`${base.pathname}/${resource}`, base);
      url.searchParams.set('limit', String(pageSize));
      url.searchParams.set('offset', '0');
      if (since) url.searchParams.set('filter', `dateLastModified>'${since}'`);
      while (url) {
        const { records, res } = await page(url, resource);
        all.push(...records);
        url = nextPage(url, res, records.length, all.length, pageSize, base);
      }
      return all;
    },
  };
}

/**
 * The next page: the `next` Link when the provider gives one (only on the provider's own origin: the
 * token is not sent elsewhere), else the next offset while `X-Total-Count` says more remain, or,
 * without a count, while pages come back full.
 */
function nextPage(current: URL, res: Response, received: number, soFar: number, pageSize: number, base: URL): URL | null {
  const link = res.headers.get('link');
  const next = link
    ?.split(',')
    .map((part) => /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part.trim()))
    .find(Boolean)?.[1];
  if (next) {
    const url = new URL(next, current);
    if (url.origin !== base.origin) throw new PullFailure('the provider pointed its next page at another server; the pull stops');
    return url;
  }
  if (received === 0) return null;
  const total = Number(res.headers.get('x-total-count'));
  const more = res.headers.has('x-total-count') && Number.isFinite(total) ? soFar < total : received >= pageSize;
  if (!more) return null;
  const url = new URL(current);
  url.searchParams.set('offset', String(Number(current.searchParams.get('offset') ?? 0) + received));
  return url;
}
