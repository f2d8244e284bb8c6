import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@/contract/define';
import { endpoints } from '@/contract/endpoint-table';
import { keepFirstSecret, loadConfig } from './config';
import { limitsOf } from './lib/register';
import { demoEmails } from './seed/people';
import { databaseKinds, demoPassword, startTestServer, type TestServer } from './test/harness';

/** The whole policy, directive by directive: a loosened or added source fails here. */
const expectedCsp = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Emotion (Chakra) writes style tags at run time; scripts stay strict.
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
};

function cspOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function distWithIndex(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'lms-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>LMS</title><div id="root"></div>');
  return dist;
}

// Headers come from the HTTP layer alone; one database is enough for them.
describe('security headers', () => {
  let plain: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    const dist = distWithIndex();
    [plain, proxied] = await Promise.all([
      startTestServer({ env: { DIST_DIR: dist } }),
      startTestServer({ env: { DIST_DIR: dist, TRUST_PROXY: 'true' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), proxied?.close()]);
  });

  it('sends the exact CSP, nosniff and no framing on an API answer, the SPA index and the API reference', async () => {
    for (const url of ['/api/health', '/', '/teacher/students', '/api/docs']) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(cspOf(res.headers['content-security-policy']), url).toEqual(expectedCsp);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends the same protective headers on error answers: 401, 404, 400', async () => {
    const answers = [
      await plain.app.inject({ method: 'GET', url: '/api/v1/teacher/current_user' }),
      await plain.app.inject({ method: 'GET', url: '/api/no-such-endpoint' }),
      await plain.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 1 } }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([401, 404, 400]);
    for (const res of answers) {
      expect(cspOf(res.headers['content-security-policy'])).toEqual(expectedCsp);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends HSTS only for a request that came over TLS through a trusted proxy', async () => {
    const hsts = 'max-age=63072000; includeSubDomains';
    const overTls = { 'x-forwarded-proto': 'https' };
    for (const url of ['/api/health', '/']) {
      expect((await proxied.app.inject({ method: 'GET', url, headers: overTls })).headers['strict-transport-security'], url).toBe(hsts);
      const plainHttp = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
      expect(plainHttp.headers['strict-transport-security'], url).toBeUndefined();
      expect((await proxied.app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBeUndefined();
      // Without TRUST_PROXY the header is the client's word, not the proxy's: no HSTS.
      expect((await plain.app.inject({ method: 'GET', url, headers: overTls })).headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('the generated JWT secret', () => {
  it('is the first one kept when several instances on one DATA_DIR each generated one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lms-secret-'));
    const file = path.join(dir, 'jwt-secret');
    const [first, second] = ['a'.repeat(64), 'b'.repeat(64)];
    // Both found no file; the one that keeps its secret second takes the first's.
    expect(keepFirstSecret(file, first)).toBe(first);
    expect(keepFirstSecret(file, second)).toBe(first);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
    // A file too short to be a secret is replaced.
    writeFileSync(file, 'short');
    expect(keepFirstSecret(file, second)).toBe(second);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(second);
  });
});

describe('default rate limits of mutating endpoints', () => {
  it('adds the configured per-user and per-address limits (a minute) where the contract sets none', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lms-config-')) });
    expect(config).toMatchObject({ rateLimitPerUser: 120, rateLimitPerAddress: 600 });
    expect(limitsOf(endpoints.notificationsReceived, config)).toEqual([{ perUser: 120, perAddress: 600, windowSeconds: 60 }]);
    // Reading endpoints have none.
    expect(limitsOf(endpoints.currentUser, config)).toEqual([]);
    for (const endpoint of Object.values(endpoints) as AnyEndpoint[]) {
      const limits = limitsOf(endpoint, config);
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(endpoint.method)) continue;
      // Every mutating endpoint is limited both per user and per address, by its own limits or the defaults.
      expect(
        limits.some((l) => l.perUser),
        endpoint.path,
      ).toBe(true);
      expect(
        limits.some((l) => l.perAddress),
        endpoint.path,
      ).toBe(true);
      if (endpoint.rateLimit) expect(limits[0]).toBe(endpoint.rateLimit);
    }
  });

  it('refuses a limit that is not a whole number above 0', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lms-config-'));
    expect(() => loadConfig({ DATA_DIR: dir, RATE_LIMIT_PER_USER: '0' })).toThrow(/RATE_LIMIT_PER_USER/);
    expect(() => loadConfig({ DATA_DIR: dir, RATE_LIMIT_PER_ADDRESS: 'lots' })).toThrow(/RATE_LIMIT_PER_ADDRESS/);
    expect(loadConfig({ DATA_DIR: dir, RATE_LIMIT_PER_USER: '5', RATE_LIMIT_PER_ADDRESS: '9' })).toMatchObject({
      rateLimitPerUser: 5,
      rateLimitPerAddress: 9,
    });
  });
});

describe.each(databaseKinds)('rate limits and email trimming (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind, env: { RATE_LIMIT_PER_USER: '3', RATE_LIMIT_PER_ADDRESS: '5' } });
  });
  afterAll(() => server?.close());

  const received = (email: string, remoteAddress: string) =>
    server.as(email, { method: 'POST', url: '/api/v1/teacher/notification/received', payload: { page: 0, pageSize: 20 }, remoteAddress });

  const expectRefused = (res: Awaited<ReturnType<typeof received>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  };

  it('answers 429 with Retry-After past the default limit per user, whatever the address', async () => {
    for (let i = 0; i < 3; i++) expect((await received(demoEmails.teacher, `10.1.0.${i}`)).statusCode).toBe(200);
    expectRefused(await received(demoEmails.teacher, '10.1.0.9'));
    // Another user is not held back by this one's count, and reading is not limited.
    expect((await received(demoEmails.teacher2, '10.1.0.10')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect(
        (await server.as(demoEmails.teacher, { method: 'GET', url: '/api/v1/teacher/current_user', remoteAddress: '10.1.0.9' })).statusCode,
      ).toBe(200);
    }
  });

  it('answers 429 with Retry-After past the default limit per address, whoever signs in', async () => {
    const login = (email: string, remoteAddress: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: demoPassword }, remoteAddress });
    const address = '10.2.0.1';
    const people = [demoEmails.teacher, demoEmails.parent, demoEmails.admin, demoEmails.district, demoEmails.super];
    for (const email of people) expect((await login(email, address)).statusCode).toBe(200);
    expectRefused(await login(demoEmails.teacher2, address));
    expect((await login(demoEmails.teacher2, '10.2.0.2')).statusCode).toBe(200);
  });

  it('signs in with an email wrapped in spaces', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: '  teacher@demo.test  ', password: demoPassword },
      remoteAddress: '10.3.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(endpoints.login.response.parse(res.json().data).user.email).toBe(demoEmails.teacher);
    // Trimmed, then checked: spaces inside are still not an address.
    const inside = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ' teacher @demo.test ', password: demoPassword },
      remoteAddress: '10.3.0.1',
    });
    expect(inside.statusCode).toBe(400);
  });
});
