/**
 * The two browser navigations of a single sign-on, outside the JSON contract (they answer 302s):
 * `GET /api/auth/sso/start?email=` sends the browser to the district's provider, and
 * `GET /api/auth/sso/callback` takes it back to the sign-in page, with a one-time code in the
 * fragment or `?sso_error=<code>`. The flow's browser binding rides in an httpOnly cookie scoped to
 * these two paths, for ten minutes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../lib/services';
import { finishSso, ssoCallbackPath, ssoStartPath, startSso } from './sso-sign-in';

const cookieName = 'sso_flow';
const cookiePath = '/api/auth/sso';

function cookie(services: Services, value: string, maxAge: number) {
  const secure = services.config.mail.appUrl.startsWith('https:') ? '; Secure' : '';
  return `${cookieName}=${value}; Path=${cookiePath}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

function bindingOf(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookieName) return rest.join('=') || null;
  }
  return null;
}

const startQuery = z.object({ email: z.string().trim().max(320).default('') });

const originOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

export function registerSsoRedirects(app: FastifyInstance, services: Services) {
  app.get(ssoStartPath, { schema: { hide: true } }, async (req, reply) => {
    // Each start stores a flow: an address may start 30 a minute (a school's staff share one address behind NAT).
    if ((await services.rateLimiter.hit(`sso-start:ip:${req.ip}`, 30, 60)) > 0) return reply.redirect('/sign-in?sso_error=too_many', 302);
    const parsed = startQuery.safeParse(req.query);
    const outcome = await startSso(services, parsed.success ? parsed.data.email : '');
    if (outcome.kind === 'redirect') reply.header('Set-Cookie', cookie(services, outcome.browserBinding, 600));
    return reply.redirect(outcome.location, 302);
  });

  app.get(ssoCallbackPath, { schema: { hide: true } }, async (req, reply) => {
    const query = new URLSearchParams(req.url.slice(req.url.indexOf('?') + 1 || req.url.length));
    const outcome = await finishSso(services, originOf(req), query, bindingOf(req));
    reply.header('Set-Cookie', cookie(services, '', 0));
    return reply.redirect(outcome.location, 302);
  });
}
