import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { demoEmails } from './seed/people';
import { databaseKinds, startTestServer, type TestServer } from './test/harness';

const genericServerError = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };

/** Nothing a client sees may reveal internals: stack frames, SQL, driver or library names. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(body).not.toMatch(/\b(select|insert|update|delete)\b.+\b(from|into|set)\b/i);
  expect(body).not.toMatch(/relation|syntax error|pglite|drizzle|node_modules|postgres|sqlstate/i);
}

describe.each(databaseKinds)('app (%s)', (kind) => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lms-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>LMS</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'a.js'), 'console.log("asset a");');
    // What vite-precompress.ts writes beside a built file.
    writeFileSync(path.join(dist, 'assets', 'b.js'), 'console.log("asset b");');
    writeFileSync(path.join(dist, 'assets', 'b.js.br'), brotliCompressSync('console.log("asset b");'));
    writeFileSync(path.join(dist, 'assets', 'b.js.gz'), gzipSync('console.log("asset b");'));
    server = await startTestServer({ kind, env: { DIST_DIR: dist } });
  });
  // The last test closes the database on purpose; closing it again may throw.
  afterAll(() => server.close().catch(() => undefined));

  describe('security headers', () => {
    it('sends a strict Content-Security-Policy and the other protective headers', async () => {
      for (const url of ['/api/health', '/teacher/x']) {
        const res = await server.app.inject({ method: 'GET', url });
        const csp = String(res.headers['content-security-policy']);
        const directives = new Map(
          csp
            .split(';')
            .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
            .map(([k, ...v]) => [k, v]),
        );
        expect(directives.get('script-src')).toEqual(["'self'"]);
        expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
        expect(directives.get('default-src')).toEqual(["'self'"]);
        expect(csp).not.toMatch(/https?:|\*/); // no third-party origin, no wildcard
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
    });

    it('marks every /api answer no-store, errors included', async () => {
      for (const url of ['/api/health', '/api/v1/teacher/current_user', '/api/unknown']) {
        const res = await server.app.inject({ method: 'GET', url });
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });
  });

  describe('SPA', () => {
    it('answers client routes with index.html', async () => {
      for (const url of ['/', '/teacher/x', '/parent/child/42?tab=grades']) {
        const res = await server.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('<div id="root">');
      }
    });

    it('serves assets as files, cached for long', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/assets/a.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('console.log("asset a");');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toContain('immutable');
    });

    it('sends the compressed file the browser accepts, and the file itself to one that accepts none', async () => {
      const br = await server.app.inject({ method: 'GET', url: '/assets/b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("asset b");');
      const gz = await server.app.inject({ method: 'GET', url: '/assets/b.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await server.app.inject({ method: 'GET', url: '/assets/b.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log("asset b");');
    });

    it('answers an unknown /api path with a JSON 404, never index.html', async () => {
      for (const [method, url] of [
        ['GET', '/api/unknown'],
        ['POST', '/api/v1/nothing/here'],
      ] as const) {
        const res = await server.app.inject({ method, url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    });

    it('never serves files outside the dist folder', async () => {
      for (const url of ['/../../../etc/passwd', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
        const res = await server.app.inject({ method: 'GET', url });
        expect(res.body).not.toContain('root:');
      }
    });
  });

  describe('errors never leak internals', () => {
    it('keeps client errors short and clean', async () => {
      const answers = await Promise.all([
        server.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: '{"email":',
          headers: { 'content-type': 'application/json' },
        }),
        server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: 'email=a', headers: { 'content-type': 'text/plain' } }),
        server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: ['x'], password: { $ne: '' } } }),
        server.as(demoEmails.teacher, { method: 'POST', url: '/api/v1/teacher/notification/announcement/not-a-uuid/dismiss' }),
        server.app.inject({ method: 'GET', url: `/api/v1/teacher/current_user`, headers: { authorization: `Bearer ${'a'.repeat(5000)}` } }),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expectNoInternals(res.body);
      }
    });

    it('answers a database failure with the generic 500', async () => {
      const db = server.database.db;
      await db.execute(sql.raw('ALTER TABLE notifications RENAME TO notifications_gone'));
      try {
        const res = await server.as(demoEmails.teacher, {
          method: 'POST',
          url: '/api/v1/teacher/notification/received',
          payload: { page: 0, pageSize: 20 },
        });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual(genericServerError);
        expectNoInternals(res.body);
      } finally {
        await db.execute(sql.raw('ALTER TABLE notifications_gone RENAME TO notifications'));
      }
    });

    it('answers with the generic 500 once the database is closed', async () => {
      const token = await server.tokenFor(demoEmails.teacher);
      await server.database.close();
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/v1/teacher/current_user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(genericServerError);
      expectNoInternals(res.body);
    });
  });
});

describe('loadConfig', () => {
  const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lms-config-')) });

  it("reads LOG_LEVEL, TRUST_PROXY and DATABASE_POOL_SIZE with the README's defaults", () => {
    expect(loadConfig(base())).toMatchObject({ logLevel: 'info', trustProxy: 0, databasePoolSize: 10 });
    expect(loadConfig({ ...base(), LOG_LEVEL: 'warn', TRUST_PROXY: 'true', DATABASE_POOL_SIZE: '25' })).toMatchObject({
      logLevel: 'warn',
      trustProxy: 1,
      databasePoolSize: 25,
    });
    // A count of proxies in front (a CDN before the load balancer: 2); anything else is refused.
    expect(loadConfig({ ...base(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base(), TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    for (const bad of ['yes', '-1', '1.5']) expect(() => loadConfig({ ...base(), TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});
