/**
 * OAuth 1.0a request signing with HMAC-SHA1 (RFC 5849 §3.4), as OneRoster 1.1 REST providers that
 * predate OAuth 2 require: no token (two-legged), the consumer key and secret only. The signature
 * base string covers the method, the base URI and every query and oauth_ parameter, each percent-
 * encoded by §3.6 (only unreserved characters left as they are), sorted by name, then value.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** RFC 3986 percent-encoding as §3.6 wants it: encodeURIComponent leaves !'()* alone, the RFC does not. */
export const oauthEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface OAuth1Credentials {
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
}

/** §3.4.1: METHOD&base-uri&normalised-parameters; `params` are the query (and form body) parameters plus the oauth_ ones. */
export function signatureBaseString(method: string, url: URL, params: ReadonlyArray<[string, string]>): string {
  const port =
    url.port && !((url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443'))
      ? `:${url.port}`
      : '';
  const baseUri = `${url.protocol}//${url.hostname.toLowerCase()}${port}${url.pathname}`;
  const normalised = params
    .map(([name, value]) => [oauthEncode(name), oauthEncode(value)] as const)
    .sort(([an, av], [bn, bv]) => (an === bn ? (av < bv ? -1 : av > bv ? 1 : 0) : an < bn ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return [method.toUpperCase(), oauthEncode(baseUri), oauthEncode(normalised)].join('&');
}

export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret = ''): string {
  return createHmac('sha1', `${oauthEncode(consumerSecret)}&${oauthEncode(tokenSecret)}`)
    .update(baseString)
    .digest('base64');
}

/** The Authorization header of one request (a GET: its query is all the parameters). `fixed` pins nonce and timestamp for tests. */
export function oauth1Header(
  method: string,
  url: URL,
  credentials: OAuth1Credentials,
  fixed: { nonce?: string; timestamp?: string; extra?: ReadonlyArray<[string, string]> } = {},
): string {
  const oauth: Array<[string, string]> = [
    ['oauth_consumer_key', credentials.consumerKey],
    ['oauth_nonce', fixed.nonce ?? randomBytes(16).toString('hex')],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', fixed.timestamp ?? String(Math.floor(Date.now() / 1000))],
    ...(credentials.token ? ([['oauth_token', credentials.token]] as Array<[string, string]>) : []),
    ['oauth_version', '1.0'],
  ];
  const base = signatureBaseString(method, url, [...url.searchParams.entries(), ...(fixed.extra ?? []), ...oauth]);
  const signature = hmacSha1Signature(base, credentials.consumerSecret, credentials.tokenSecret);
  const signed: Array<[string, string]> = [...oauth, ['oauth_signature', signature]];
  return `OAuth ${signed.map(([k, v]) => `${oauthEncode(k)}="${oauthEncode(v)}"`).join(', ')}`;
}
