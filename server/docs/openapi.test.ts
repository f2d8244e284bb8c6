import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoint-table';
import { startTestServer, type TestServer } from '../test/harness';

/** `/api/v1/x/:id` → `/api/v1/x/{id}` (OpenAPI's spelling of path parameters). */
const openApiPath = (p: string) => p.replace(/:([A-Za-z_]\w*)/g, '{$1}');

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

// The document and the page come from the registered routes, not from data: one database is enough.
describe('API reference', () => {
  let server: TestServer;
  let doc: Document;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => server?.close());

  it('is OpenAPI 3.1 with every endpoint of the contract, by method and path', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const names = Object.keys(endpoints);
    expect(names.length).toBeGreaterThan(50);
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${name}: ${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.operationId).toBe(name);
      expect(operation?.summary).toBe(endpoint.summary);
      expect(operation?.tags?.length, name).toBe(1);
      expect(operation?.tags, name).not.toContain('Other');
      expect(operation?.description, name).toMatch(endpoint.roles === 'public' ? /^Public/ : /^Roles: /);
      for (const param of endpoint.path.match(/:\w+/g) ?? []) {
        expect(
          operation?.parameters?.some((p) => p.in === 'path' && p.name === param.slice(1)),
          `${name} ${param}`,
        ).toBe(true);
      }
    }
    // Emails are described as emails even though they are trimmed first.
    const login = doc.paths['/api/v1/auth/login']?.post as { requestBody?: { content: Record<string, { schema: unknown }> } };
    expect(login.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { email: { type: 'string', format: 'email' } },
    });
    // Nothing else: the page's own routes and the SPA fallback stay out of the document.
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(names.length);
  });

  it('serves the viewer and its files from this origin only, with no inline script', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    const references = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(references).toEqual(expect.arrayContaining(['/api/docs/viewer.js', '/api/docs/viewer.css', '/api/docs/openapi.json']));
    for (const ref of references) expect(ref, ref).toMatch(/^\/[^/]/);
    // Every script has a src (CSP `script-src 'self'` would block an inline one), no inline handlers.
    expect([...html.matchAll(/<script\b[^>]*>/g)].every(([tag]) => /\ssrc="/.test(tag))).toBe(true);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/https?:\/\//);

    for (const [url, type] of [
      ['/api/docs/viewer.js', /^text\/javascript/],
      ['/api/docs/viewer.css', /^text\/css/],
    ] as const) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      // No other origin anywhere in the script or the style: no CDN, no fonts, no validator badge.
      expect(res.body, url).not.toMatch(/https?:\/\/|\/\/[a-z0-9-]+\.[a-z]/i);
      expect(res.body, url).not.toMatch(/@import|url\(/);
    }
    const script = (await server.app.inject({ method: 'GET', url: '/api/docs/viewer.js' })).body;
    // It reads the document from this server and writes text, never HTML.
    expect(script).toContain("fetch('/api/docs/openapi.json')");
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
  });
});
