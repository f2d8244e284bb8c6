import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { auditLog, schools, userSchools, users } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { unusablePasswordHash } from '../roster/plan/users';
import { demoEmails } from '../seed/people';
import { databaseKinds, demoPassword, startTestServer, type TestServer } from '../test/harness';
import { startTestProvider, type TestProvider } from '../test/oidc-test-provider';

const appUrl = 'http://lms.test';
const redirectUri = `${appUrl}/api/auth/sso/callback`;

describe.each(databaseKinds)('single sign-on through a local OpenID Connect provider (%s)', (kind) => {
  let server: TestServer;
  let idp: TestProvider;
  let riverside: string;
  let lakeshore: string;

  beforeAll(async () => {
    server = await startTestServer({ kind, env: { APP_URL: appUrl } });
    idp = await startTestProvider(redirectUri);
    const districts = await sqlRows<{ id: string; name: string }>(server.database.db, sql`select id, name from districts`);
    riverside = districts.find((d) => d.name === 'Riverside Unified')!.id;
    lakeshore = districts.find((d) => d.name === 'Lakeshore District')!.id;
  });
  afterAll(async () => {
    await idp.close();
    await server.close();
  });

  const providerPath = (districtId: string) => api.ssoProviderSave.path.replace(':id', districtId);
  const saveProvider = (as: string, districtId: string, changes: Record<string, unknown> = {}) =>
    server.as(as, {
      method: 'PUT',
      url: providerPath(districtId),
      payload: idp.settings(changes),
    });
  const login = (email: string) => server.app.inject({ method: 'POST', url: api.login.path, payload: { email, password: demoPassword } });

  /** Starts at the app, goes through the provider as `email`, and answers the app's callback's redirect. */
  async function signInThrough(email: string, { verified = true, hint = email } = {}) {
    const start = await server.app.inject({ method: 'GET', url: `/api/auth/sso/start?email=${encodeURIComponent(hint)}` });
    expect(start.statusCode).toBe(302);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly/);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    idp.signInAs(email, verified);
    const back = await idp.browse(authorize.href);
    expect(back.href.startsWith(redirectUri)).toBe(true);
    const callback = () => server.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
    const res = await callback();
    expect(res.statusCode).toBe(302);
    return { location: String(res.headers.location), replay: callback, cookie, back };
  }
  const refusalRows = async (code: string) =>
    (await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'sso.refused'))).filter(
      (row) => (row.meta as { code?: string }).code === code,
    );

  describe('provider settings', () => {
    it('a district admin saves their own district’s provider; the secret is sealed and never answered', async () => {
      const res = await saveProvider(demoEmails.district, riverside);
      expect(res.statusCode).toBe(200);
      const provider = res.json().data;
      expect(provider).toMatchObject({ districtId: riverside, clientSecretSet: true, emailDomains: ['demo.test'], redirectUri });
      expect(JSON.stringify(provider)).not.toContain(idp.clientSecret);
      const [stored] = await sqlRows<{ client_secret_sealed: string }>(
        server.database.db,
        sql`select client_secret_sealed from sso_providers`,
      );
      expect(stored?.client_secret_sealed).toMatch(/^v1\./);
      expect(stored?.client_secret_sealed).not.toContain(idp.clientSecret);
    });

    it('refuses another district to a district admin (404), a teacher (403), and a domain another district has (409)', async () => {
      expect((await saveProvider(demoEmails.district, lakeshore)).statusCode).toBe(404);
      expect((await saveProvider(demoEmails.teacher, riverside)).statusCode).toBe(403);
      const taken = await saveProvider(demoEmails.super, lakeshore, { displayName: 'Lakeshore ID' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().details).toEqual([{ path: 'body.emailDomains', message: expect.stringContaining('demo.test') }]);
    });

    it('the lookup answers the domain’s provider and nothing about accounts', async () => {
      const known = await server.app.inject({
        method: 'GET',
        url: `${api.ssoLookup.path}?email=${encodeURIComponent(demoEmails.teacher)}`,
      });
      const unknownAccount = await server.app.inject({ method: 'GET', url: `${api.ssoLookup.path}?email=nobody%40demo.test` });
      expect(known.json().data).toEqual({ sso: true, displayName: 'Riverside ID', passwordsAllowed: true });
      expect(unknownAccount.json().data).toEqual(known.json().data);
      const other = await server.app.inject({ method: 'GET', url: `${api.ssoLookup.path}?email=someone%40elsewhere.org` });
      expect(other.json().data).toEqual({ sso: false, displayName: null, passwordsAllowed: true });
    });
  });

  describe('sign-in', () => {
    it('a teacher signs in through the provider and gets the product’s own session, once', async () => {
      const { location, replay } = await signInThrough(demoEmails.teacher);
      expect(location).toMatch(/^\/sign-in#sso=[\w-]{43}$/);
      const code = location.split('#sso=')[1]!;
      const session = await server.app.inject({ method: 'POST', url: api.ssoExchange.path, payload: { code } });
      expect(session.statusCode).toBe(200);
      const { token, refreshToken, user } = session.json().data;
      expect(user).toMatchObject({ email: demoEmails.teacher, role: 'teacher' });
      const me = await server.app.inject({ method: 'GET', url: api.currentUser.path, headers: { authorization: `Bearer ${token}` } });
      expect(me.json().data.email).toBe(demoEmails.teacher);
      // The same rotating refresh family as a password sign-in.
      const rotated = await server.app.inject({ method: 'POST', url: api.refreshToken.path, payload: { refreshToken } });
      expect(rotated.statusCode).toBe(200);
      // The handoff code works once.
      expect((await server.app.inject({ method: 'POST', url: api.ssoExchange.path, payload: { code } })).statusCode).toBe(401);

      // A replayed state (the same callback again) is refused.
      const again = await replay();
      expect(again.headers.location).toBe('/sign-in?sso_error=flow_expired');
    });

    it('refuses a callback from another browser (no flow cookie)', async () => {
      const { back } = await signInThrough(demoEmails.teacher).then(async (first) => {
        // Consume the first, then start a second flow and bring its callback without the cookie.
        expect(first.location).toMatch(/#sso=/);
        const start = await server.app.inject({
          method: 'GET',
          url: `/api/auth/sso/start?email=${encodeURIComponent(demoEmails.teacher)}`,
        });
        idp.signInAs(demoEmails.teacher);
        return { back: await idp.browse(String(start.headers.location)) };
      });
      const res = await server.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(res.headers.location).toBe('/sign-in?sso_error=flow_expired');
    });

    it('accepts an ID token signed again unchanged (the control of the three below)', async () => {
      idp.tamperIdToken((claims) => claims);
      const { location } = await signInThrough(demoEmails.teacher);
      expect(location).toMatch(/^\/sign-in#sso=/);
    });

    it.each([
      ['a wrong audience', (claims: Record<string, unknown>) => ({ ...claims, aud: 'another-app' }), /"aud"/],
      ['an expired ID token', (claims: Record<string, unknown>) => ({ ...claims, iat: 1_000_000_000, exp: 1_000_000_600 }), /"exp"/],
      ['a wrong nonce', (claims: Record<string, unknown>) => ({ ...claims, nonce: 'not-the-nonce-we-sent' }), /"nonce"/],
    ])('refuses %s, though signed by the provider’s key', async (_name, change, reason) => {
      idp.tamperIdToken(change);
      const before = (await refusalRows('invalid_response')).length;
      const { location } = await signInThrough(demoEmails.teacher);
      expect(location).toBe('/sign-in?sso_error=invalid_response');
      const rows = await refusalRows('invalid_response');
      expect(rows.length).toBe(before + 1);
      expect(rows.map((row) => (row.meta as { reason: string }).reason).join(' | ')).toMatch(reason);
    });

    it('refuses an unverified email', async () => {
      const { location } = await signInThrough(demoEmails.teacher, { verified: false });
      expect(location).toBe('/sign-in?sso_error=unverified_email');
    });

    it('refuses an unknown email with an audit row, and creates nothing', async () => {
      const { location } = await signInThrough('nobody@demo.test');
      expect(location).toBe('/sign-in?sso_error=no_account');
      const [row] = await refusalRows('no_account');
      expect(row).toMatchObject({
        actorId: null,
        entity: 'district',
        entityId: riverside,
        meta: { code: 'no_account', email: 'nobody@demo.test' },
      });
      expect(await server.database.db.select().from(users).where(eq(users.email, 'nobody@demo.test'))).toEqual([]);
    });

    it('refuses the email of an account of another district', async () => {
      const { location } = await signInThrough(demoEmails.teacher2);
      expect(location).toBe('/sign-in?sso_error=other_district');
      expect(await refusalRows('other_district')).toHaveLength(1);
    });

    it('an account a roster import created (no password, no invite) signs in', async () => {
      const db = server.database.db;
      const [school] = await db.select().from(schools).where(eq(schools.districtId, riverside)).limit(1);
      const [created] = await db
        .insert(users)
        .values({ email: 'imported.teacher@demo.test', name: 'Imported Teacher', role: 'teacher', passwordHash: unusablePasswordHash })
        .returning();
      await db.insert(userSchools).values({ userId: created!.id, schoolId: school!.id });
      const { location } = await signInThrough('imported.teacher@demo.test');
      const code = location.split('#sso=')[1]!;
      const session = await server.app.inject({ method: 'POST', url: api.ssoExchange.path, payload: { code } });
      expect(session.json().data.user).toMatchObject({ email: 'imported.teacher@demo.test', role: 'teacher' });
    });
  });

  describe('passwords', () => {
    it('a district that disallows passwords refuses them (after the right password only); elsewhere they still work', async () => {
      expect((await saveProvider(demoEmails.super, riverside, { passwordsAllowed: false, clientSecret: undefined })).statusCode).toBe(200);
      const refused = await login(demoEmails.teacher);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        code: 'SSO_REQUIRED',
        provider: 'Riverside ID',
        message: expect.stringContaining('Riverside ID'),
      });
      const wrong = await server.app.inject({
        method: 'POST',
        url: api.login.path,
        payload: { email: demoEmails.teacher, password: 'nope' },
      });
      expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Wrong email or password' });
      expect((await login(demoEmails.teacher2)).statusCode).toBe(200);
      expect((await login(demoEmails.super)).statusCode).toBe(200);
      expect((await saveProvider(demoEmails.super, riverside, { passwordsAllowed: true, clientSecret: undefined })).statusCode).toBe(200);
      expect((await login(demoEmails.teacher)).statusCode).toBe(200);
    });
  });

  describe('the provider down', () => {
    it('at the start: the sign-in page says the provider is unavailable', async () => {
      const closed = await startTestProvider(redirectUri);
      await closed.close();
      await saveProvider(demoEmails.super, riverside, { issuer: closed.issuer });
      const start = await server.app.inject({ method: 'GET', url: `/api/auth/sso/start?email=${encodeURIComponent(demoEmails.teacher)}` });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/sign-in?sso_error=provider_unavailable');
      await saveProvider(demoEmails.super, riverside);
    });

    it('at the callback: the code exchange fails, and the sign-in page says so', async () => {
      const start = await server.app.inject({ method: 'GET', url: `/api/auth/sso/start?email=${encodeURIComponent(demoEmails.teacher)}` });
      const cookie = String(start.headers['set-cookie']).split(';')[0]!;
      idp.signInAs(demoEmails.teacher);
      const back = await idp.browse(String(start.headers.location));
      await idp.close();
      const res = await server.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
      expect(res.headers.location).toBe('/sign-in?sso_error=provider_unavailable');
      // Password sign-in still works where allowed.
      expect((await login(demoEmails.teacher)).statusCode).toBe(200);
    });
  });

  it('limits the starts of one address (30 a minute), then says so on the sign-in page', async () => {
    const start = () => server.app.inject({ method: 'GET', url: '/api/auth/sso/start?email=someone%40elsewhere.org' });
    // 62 starts fill at least one fixed window past its 30, even if a window ends among them.
    let passed = 0;
    let location = '';
    for (let n = 0; n < 62 && location !== '/sign-in?sso_error=too_many'; n++) {
      location = String((await start()).headers.location);
      if (location === '/sign-in?sso_error=no_provider') passed++;
    }
    expect(location).toBe('/sign-in?sso_error=too_many');
    expect(passed).toBeGreaterThan(0);
  });
});
