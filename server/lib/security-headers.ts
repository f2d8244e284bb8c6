import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The protective headers that @fastify/helmet sends with `options`, worked out once at start-up.
 * The plugin builds helmet's middleware anew for every request (its CSP directives parsed each
 * time, two hooks); without CSP nonces the headers are the same for every answer, so they are read
 * off one probe answer (what a probe with helmet adds to one without) and set as they are.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify();
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => '');
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return res.headers;
  };
  const [bare, helmeted] = [await probe(false), await probe(true)];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(helmeted)) if (!(name in bare) && value !== undefined) headers[name] = String(value);
  if (!headers['content-security-policy']) throw new Error('helmet probe sent no Content-Security-Policy');
  return headers;
}

/** Sends the helmet headers of `options` on every answer (API, SPA, errors, streams: set before routing). */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
