import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { currentUserSchema, tokenPairSchema } from '@/contract/schemas/user';
import { limiterKeys } from '../auth/login-limiter';
import { demoEmails } from '../seed/people';
import { ageLoginWindow } from '../test/auth-fixtures';
import { databaseKinds, demoPassword, startTestServer, type TestServer } from '../test/harness';

const loginUrl = '/api/v1/auth/login';
const refreshUrl = '/api/v1/teacher/new/token';
const logoutUrl = '/api/v1/auth/logout';
const meUrl = '/api/v1/teacher/current_user';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const names = { A: 'Riverside Middle School', B: 'Hillcrest Middle School', C: 'Lakeshore Middle School' };
const pathsOf = (body: { details?: { path: string }[] }) => (body.details ?? []).map((d) => d.path).sort();

describe.each(databaseKinds)('auth (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  const login = (payload: unknown, extra: Partial<InjectOptions> = {}) =>
    server.app.inject({ method: 'POST', url: loginUrl, payload: payload as object, ...extra });
  const me = (token: string) => server.app.inject({ method: 'GET', url: meUrl, headers: { authorization: `Bearer ${token}` } });
  const rotate = (refreshToken: string) => server.app.inject({ method: 'POST', url: refreshUrl, payload: { refreshToken } });
  async function signIn(email: string) {
    const res = await login({ email, password: demoPassword });
    expect(res.statusCode).toBe(200);
    return res.json().data as { token: string; refreshToken: string; user: { _id: string } };
  }

  describe('login', () => {
    it('answers a token pair and the user', async () => {
      const res = await login({ email: 'Teacher@Demo.TEST', password: demoPassword });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      tokenPairSchema.parse(data);
      const user = currentUserSchema.parse(data.user);
      expect(user).toMatchObject({ email: demoEmails.teacher, role: 'teacher', _district: null });
      expect(user.schools).toHaveLength(2);
      expect(data.token.split('.')).toHaveLength(3);
      expect(data.refreshToken).toMatch(/^rt_/);
    });

    it('refuses a wrong password and an unknown email with the same 401 message', async () => {
      const wrong = await login({ email: demoEmails.teacher, password: 'not-the-password' });
      const unknown = await login({ email: 'nobody@demo.test', password: demoPassword });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Wrong email or password', code: 'UNAUTHORIZED' });
      }
    });

    it.each([
      ['wrong types', { email: 5, password: true }, ['body.email', 'body.password']],
      ['an unknown field', { email: demoEmails.teacher, password: demoPassword, role: 'super-admin' }, ['body.role']],
      ['missing fields', {}, ['body.email', 'body.password']],
      ['a malformed email', { email: 'not-an-email', password: 'x' }, ['body.email']],
    ])('answers 400 with details paths for %s', async (_, payload, paths) => {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(pathsOf(res.json())).toEqual(paths);
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await login(undefined, { payload: '{"email": "a@b.c", ', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
    });

    it('answers 413 for a body over the limit', async () => {
      const res = await login({ email: demoEmails.teacher, password: 'x'.repeat(server.config.bodyLimit + 10) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    });

    // Issue 18, finding 6: five wrong passwords from anywhere locked the account for every address.
    it('makes the address that failed 5 times on an account wait (429, Retry-After, a message); the owner signs in from theirs', async () => {
      const email = 'teacher4@demo.test';
      const stranger = { remoteAddress: '203.0.113.7' };
      for (let i = 0; i < 5; i++) expect((await login({ email, password: `wrong-${i}` }, stranger)).statusCode).toBe(401);
      for (const password of ['wrong-again', 'and-again', demoPassword]) {
        const res = await login({ email, password }, stranger);
        expect(res.statusCode).toBe(429);
        const wait = Number(res.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(30);
        expect(res.json().message).toMatch(/Too many failed sign-in attempts\. Try again in \d+ minutes?\./);
      }
      // The teacher, from the teacher's own address, is not held back; nor is another account from the stranger's.
      expect((await login({ email, password: demoPassword }, { remoteAddress: '198.51.100.4' })).statusCode).toBe(200);
      expect((await login({ email: demoEmails.teacher2, password: demoPassword }, stranger)).statusCode).toBe(200);
    });
  });

  describe('access tokens', () => {
    let session: { token: string; refreshToken: string; user: { _id: string } };
    beforeAll(async () => {
      session = await signIn(demoEmails.teacher);
    });
    const sign = (claims: Record<string, unknown>, secret = server.config.jwtSecret) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(session.user._id)
        .setIssuer('cs-lms')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(secret));

    /** The refresh family an access token names (its `fam` claim). */
    const familyOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).fam as string;

    it('accepts the access token', async () => {
      expect((await me(session.token)).statusCode).toBe(200);
      expect((await sign({ role: 'teacher', typ: 'access', fam: familyOf(session.token) }).then(me)).statusCode).toBe(200);
    });

    it('refuses a well-signed token without a live family of its user: none, unknown, or another user’s', async () => {
      const other = await signIn(demoEmails.teacher2);
      for (const claims of [{}, { fam: '0b6e7d4c-5a3f-4e21-9c8d-7f6a5b4c3d2e' }, { fam: familyOf(other.token) }, { fam: 'not-an-id' }]) {
        const res = await me(await sign({ role: 'teacher', typ: 'access', ...claims }));
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    });

    it('refuses a missing or malformed Authorization header', async () => {
      expect((await server.app.inject({ method: 'GET', url: meUrl })).statusCode).toBe(401);
      const res = await server.app.inject({ method: 'GET', url: meUrl, headers: { authorization: `Token ${session.token}` } });
      expect(res.statusCode).toBe(401);
    });

    it('refuses the refresh token as an access token', async () => {
      expect((await me(session.refreshToken)).statusCode).toBe(401);
    });

    it('refuses an alg:none token', async () => {
      const [, payload] = session.token.split('.');
      expect((await me(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).statusCode).toBe(401);
      expect((await me(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}`)).statusCode).toBe(401);
    });

    it('refuses a tampered payload or signature', async () => {
      const [header, payload, signature] = session.token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const elevated = b64({ ...claims, role: 'super-admin' });
      expect((await me(`${header}.${elevated}.${signature}`)).statusCode).toBe(401);
      const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
      expect((await me(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
    });

    it('refuses an expired token, another secret, and a token that is not an access token', async () => {
      const past = Math.floor(Date.now() / 1000) - 3600;
      const expired = await new SignJWT({ role: 'teacher', typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(session.user._id)
        .setIssuer('cs-lms')
        .setIssuedAt(past - 900)
        .setExpirationTime(past)
        .sign(new TextEncoder().encode(server.config.jwtSecret));
      const res = await me(expired);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
      expect((await me(await sign({ role: 'teacher', typ: 'access' }, 'x'.repeat(48)))).statusCode).toBe(401);
      expect((await me(await sign({ role: 'teacher', typ: 'refresh' }))).statusCode).toBe(401);
    });

    // Found by the contract fuzz suite: a well-signed token whose subject is no UUID reached the
    // user lookup, where the database refused the value and the server answered 500.
    it('refuses a well-signed token whose subject is not a user id, with 401', async () => {
      for (const subject of ['not-an-id', '', `${session.user._id}x`]) {
        const token = await new SignJWT({ role: 'teacher', typ: 'access' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(subject)
          .setIssuer('cs-lms')
          .setExpirationTime('10m')
          .sign(new TextEncoder().encode(server.config.jwtSecret));
        const res = await me(token);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    });
  });

  describe('refresh tokens', () => {
    it('rotates into a new pair; replaying the old one revokes the whole family', async () => {
      const first = await signIn(demoEmails.admin);
      const rotated = await rotate(first.refreshToken);
      expect(rotated.statusCode).toBe(200);
      const pair = tokenPairSchema.parse(rotated.json().data);
      expect(pair.refreshToken).not.toBe(first.refreshToken);
      expect((await me(pair.token)).statusCode).toBe(200);

      const replay = await rotate(first.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe('Your session has ended. Sign in again.');
      // The newest token of that family stopped working too.
      expect((await rotate(pair.refreshToken)).statusCode).toBe(401);
    });

    it('logout revokes the family; other sign-ins of the same user keep working', async () => {
      const a = await signIn(demoEmails.district);
      const b = await signIn(demoEmails.district);
      const out = await server.app.inject({ method: 'POST', url: logoutUrl, payload: { refreshToken: a.refreshToken } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ data: { ok: true } });
      expect((await rotate(a.refreshToken)).statusCode).toBe(401);
      expect((await rotate(b.refreshToken)).statusCode).toBe(200);
    });

    // Issue 18, finding 5: an access token lived on for its 15 minutes after its session ended.
    it('refuses the access token of a signed-out family at once, like an expired one; another sign-in of the user keeps working', async () => {
      const a = await signIn(demoEmails.district);
      const b = await signIn(demoEmails.district);
      expect((await me(a.token)).statusCode).toBe(200);
      await server.app.inject({ method: 'POST', url: logoutUrl, payload: { refreshToken: a.refreshToken } });
      const refused = await me(a.token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Your session has expired or is invalid. Sign in again.', code: 'UNAUTHORIZED' });
      expect((await me(b.token)).statusCode).toBe(200);
    });

    it('refuses every access token of a family revoked by refresh-token reuse; another family of the user keeps working', async () => {
      const stolen = await signIn(demoEmails.admin);
      const other = await signIn(demoEmails.admin);
      const rotated = tokenPairSchema.parse((await rotate(stolen.refreshToken)).json().data);
      expect((await me(rotated.token)).statusCode).toBe(200);
      expect((await rotate(stolen.refreshToken)).statusCode).toBe(401);
      for (const token of [stolen.token, rotated.token]) expect((await me(token)).statusCode).toBe(401);
      expect((await me(other.token)).statusCode).toBe(200);
    });

    it('refuses an unknown refresh token and a bad body', async () => {
      expect((await rotate('rt_unknown')).statusCode).toBe(401);
      const res = await server.app.inject({ method: 'POST', url: refreshUrl, payload: { refreshToken: 5 } });
      expect(res.statusCode).toBe(400);
      expect(pathsOf(res.json())).toEqual(['body.refreshToken']);
    });
  });

  describe('current_user', () => {
    it.each([
      ['super', 'super-admin', 3],
      ['district', 'district-admin', 2],
      ['admin', 'school-admin', 1],
      ['teacher', 'teacher', 2],
      ['teacher2', 'teacher', 1],
      ['parent', 'parent', 1],
    ] as const)('answers for %s', async (key, role, schoolCount) => {
      const res = await server.as(demoEmails[key], { method: 'GET', url: meUrl });
      expect(res.statusCode).toBe(200);
      const user = currentUserSchema.parse(res.json().data);
      expect(user).toMatchObject({ email: demoEmails[key], role });
      expect(user.schools).toHaveLength(schoolCount);
      expect(user._district !== null).toBe(role === 'district-admin');
    });
  });

  describe('my schools', () => {
    it.each([
      [demoEmails.teacher, [names.B, names.A]],
      [demoEmails.teacher2, [names.C]],
      [demoEmails.admin, [names.A]],
      [demoEmails.district, [names.B, names.A]],
      [demoEmails.super, [names.B, names.C, names.A]],
    ])('lists the schools of %s', async (email, expected) => {
      const res = await server.as(email, { method: 'GET', url: api.mySchools.path });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((s: { name: string }) => s.name)).toEqual(expected);
    });
  });
});

describe.each(databaseKinds)('login limits per account and address, per address, per account (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      kind,
      limiter: { pairFree: 2, pairDelaySeconds: 10, pairMaxDelaySeconds: 40, perAddress: 6, perAccount: 8, windowSeconds: 60 },
    });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: loginUrl, payload: { email, password }, remoteAddress });

  it('locks one address only at the address threshold, however many accounts fail', async () => {
    const address = '10.0.0.1';
    // Six failures, each on its own account: no account reaches 3, the address reaches 6.
    for (let i = 0; i < 6; i++) expect((await login(`pupil${i}@demo.test`, 'wrong', address)).statusCode).toBe(401);
    const locked = await login(demoEmails.teacher, demoPassword, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address (another school) is not affected.
    expect((await login(demoEmails.teacher, demoPassword, '10.0.0.9')).statusCode).toBe(200);
  });

  const retryAfter = (res: Awaited<ReturnType<typeof login>>) => {
    expect(res.statusCode).toBe(429);
    return Number(res.headers['retry-after']);
  };
  /** Moves the pair's latest failure back past its wait (instead of waiting). */
  const passWait = (email: string, address: string, seconds: number) =>
    ageLoginWindow(server.database.db, limiterKeys.pair(email, address), seconds);

  it('doubles the wait of an (account, address) pair with each failure past the free ones, up to the cap', async () => {
    const [email, address] = ['teacher3@demo.test', '10.0.1.1'];
    for (let i = 0; i < 2; i++) expect((await login(email, 'wrong', address)).statusCode).toBe(401);
    const waits = [retryAfter(await login(email, demoPassword, address))];
    for (const past of [11, 21, 41]) {
      await passWait(email, address, past);
      expect((await login(email, 'wrong', address)).statusCode).toBe(401);
      waits.push(retryAfter(await login(email, demoPassword, address)));
    }
    // 10, 20, 40, then capped at 40 (each within a second of it).
    expect(waits.map((w) => Math.round(w / 10) * 10)).toEqual([10, 20, 40, 40]);
  });

  it('starts the pair over on the right password', async () => {
    const [email, address] = ['teacher2@demo.test', '10.0.2.1'];
    for (let i = 0; i < 2; i++) expect((await login(email, 'wrong', address)).statusCode).toBe(401);
    expect(retryAfter(await login(email, demoPassword, address))).toBeGreaterThan(0);
    await passWait(email, address, 11);
    expect((await login(email, demoPassword, address)).statusCode).toBe(200);
    // Counted from zero again: two more failures are free.
    for (let i = 0; i < 2; i++) expect((await login(email, 'wrong', address)).statusCode).toBe(401);
    expect(retryAfter(await login(email, 'wrong', address))).toBeGreaterThan(0);
  });

  it('locks an account for every address only at its ceiling of failures from many addresses, until the window ends', async () => {
    const email = demoEmails.parent;
    // Seven failures, one per address: no pair and no address is held back.
    for (let i = 0; i < 7; i++) expect((await login(email, 'wrong', `10.0.3.${i}`)).statusCode).toBe(401);
    expect((await login(email, demoPassword, '10.0.3.100')).statusCode).toBe(200);
    // The eighth reaches the ceiling: even the right password from a fresh address waits.
    expect((await login(email, 'wrong', '10.0.3.7')).statusCode).toBe(401);
    expect(retryAfter(await login(email, demoPassword, '10.0.3.101'))).toBeLessThanOrEqual(60);
    await ageLoginWindow(server.database.db, limiterKeys.account(email), 61);
    expect((await login(email, demoPassword, '10.0.3.101')).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('login limits behind a proxy (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  // The proxy appends the address it saw; what stands left of it is whatever the client sent.
  const login = (password: string, forwardedFor: string) =>
    server.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { email: 'teacher3@demo.test', password },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the address the proxy saw, however the client fills X-Forwarded-For', async () => {
    for (let i = 0; i < 5; i++) expect((await login('wrong', `192.0.2.${i}, 203.0.113.50`)).statusCode).toBe(401);
    expect((await login(demoPassword, '192.0.2.99, 203.0.113.50')).statusCode).toBe(429);
    // Nor can a stranger make the teacher's own address wait by writing it into the header.
    for (let i = 0; i < 5; i++) expect((await login('wrong', '203.0.113.60, 203.0.113.70')).statusCode).toBe(401);
    expect((await login(demoPassword, '203.0.113.60')).statusCode).toBe(200);
  });
});
