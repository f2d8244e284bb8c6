import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** The viewer's three files, read once at start (they are small and never change while running). */
const file = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/**
 * `GET /api/docs`: the API reference page; `/api/docs/openapi.json`: the OpenAPI 3.1 document that
 * @fastify/swagger generates from the registered contract routes. The page's script and style are
 * files of this origin, so the global CSP (`script-src 'self'`) holds for it unchanged.
 */
export function registerDocs(app: FastifyInstance) {
  const assets = {
    html: file('viewer.html'),
    js: file('viewer.js'),
    css: file('viewer.css'),
  };
  const hide = { schema: { hide: true } };
  app.get('/api/docs', hide, async (_req, reply) => reply.type('text/html; charset=utf-8').send(assets.html));
  app.get('/api/docs/viewer.js', hide, async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(assets.js));
  app.get('/api/docs/viewer.css', hide, async (_req, reply) => reply.type('text/css; charset=utf-8').send(assets.css));
  app.get('/api/docs/openapi.json', hide, async () => app.swagger());
}
