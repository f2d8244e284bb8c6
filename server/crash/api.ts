/**
 * A small HTTP client for the crash suite: calls the real server over the network, as the app
 * would, and tells an answered request from one whose connection was lost (the server was
 * killed while it was in flight, so whether it was applied is unknown).
 */

/** The request got no answer: refused, reset or cut off mid-body. Its write may or may not have committed. */
export class ConnectionLost extends Error {}

export interface Answer {
  status: number;
  /** The parsed JSON body (the envelope: `{ data, message? }`, or an error body), the text of any other body, or null when empty. */
  body: unknown;
}

export interface ApiSession {
  readonly baseUrl: string;
  get(path: string): Promise<Answer>;
  /** `schoolId`: the `schoolid` header of school-scoped endpoints. */
  post(path: string, body: unknown, schoolId?: string): Promise<Answer>;
  /** A POST whose answer streams: `onText` gets the body's text as it arrives. */
  postStream(path: string, body: unknown, onText: (text: string) => void): Promise<Answer>;
}

export const demoPassword = 'demo1234';

/** `data` of a 2xx envelope; throws with the status and body otherwise (a setup or check call must succeed). */
export function dataOf<T = unknown>(answer: Answer, what: string): T {
  if (answer.status < 200 || answer.status > 299) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: T }).data;
}

/** The body's text, passing each decoded chunk to `onText` as it arrives. */
async function readText(response: Response, onText?: (text: string) => void): Promise<string> {
  if (!onText || !response.body) return response.text();
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of response.body) {
    const part = decoder.decode(chunk, { stream: true });
    text += part;
    onText(part);
  }
  return text + decoder.decode();
}

async function call(
  baseUrl: string,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  schoolId?: string,
  onText?: (text: string) => void,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (schoolId) headers.schoolid = schoolId;
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let text: string;
  let status: number;
  let json: boolean;
  try {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    status = response.status;
    json = response.headers.get('content-type')?.includes('json') ?? false;
    // A stream (an import's progress) is read to its end: a kill mid-stream is a lost connection.
    text = await readText(response, onText);
  } catch (error) {
    throw new ConnectionLost(`${method} ${path}: ${error instanceof Error ? (error.cause ?? error.message) : error}`);
  }
  return { status, body: !text ? null : json ? JSON.parse(text) : text };
}

/**
 * Signs in with the demo password. The access token stays valid across restarts (the JWT secret
 * is kept in DATA_DIR), so one sign-in serves every round of a scenario.
 */
export async function signIn(baseUrl: string, email: string): Promise<ApiSession & { schoolIds: string[] }> {
  const answer = await call(baseUrl, null, 'POST', '/api/v1/auth/login', { email, password: demoPassword });
  const { token, user } = dataOf<{ token: string; user: { schools: Array<{ _id: string }> } }>(answer, `sign-in as ${email}`);
  return {
    schoolIds: user.schools.map((s) => s._id),
    baseUrl,
    get: (path) => call(baseUrl, token, 'GET', path),
    post: (path, body, schoolId) => call(baseUrl, token, 'POST', path, body, schoolId),
    postStream: (path, body, onText) => call(baseUrl, token, 'POST', path, body, undefined, onText),
  };
}
