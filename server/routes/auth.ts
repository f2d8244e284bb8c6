import type { FastifyRequest } from 'fastify';
import type { authEndpoints } from '@/contract/endpoints/auth';
import { type RequestOrigin, renewSession, signIn, signOut } from '../auth/sign-in';
import { schoolsOf, toCurrentUser } from '../auth/users';
import type { Handlers } from '../lib/register';

const originOf = (req: FastifyRequest): RequestOrigin => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

/** Sessions (the rules in `server/auth/sign-in.ts`). */
export const authHandlers: Handlers<typeof authEndpoints> = {
  login: ({ body, req, services }) => signIn(services, originOf(req), body),
  refreshToken: ({ body, services }) => renewSession(services, body.refreshToken),
  logout: ({ body, req, services }) => signOut(services, originOf(req), body.refreshToken),
  // The guard already read a teacher's or school admin's schools (`Session.schools`).
  currentUser: async ({ user, services, req }) => toCurrentUser(services.db, user, req.auth?.schools),
  mySchools: async ({ user, services, req }) => req.auth?.schools ?? schoolsOf(services.db, user),
};
