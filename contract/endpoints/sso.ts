import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParams } from '../http';
import {
  ssoExchangeSchema,
  ssoLookupQuerySchema,
  ssoLookupSchema,
  ssoProviderAnswerSchema,
  ssoProviderSaveSchema,
  ssoProviderSchema,
  ssoSessionSchema,
} from '../schemas/sso';

/** A district's provider: super admins for any district, district admins for their own (`:id` is the district). */
const ssoAdminRoles = ['super-admin', 'district-admin'] as const;

/**
 * Single sign-on through a district's OpenID Connect provider (issue 21). The redirects themselves
 * (`GET /api/auth/sso/start`, `GET /api/auth/sso/callback`) are not JSON endpoints and live outside
 * the contract (`server/sso/redirect-routes.ts`); the callback hands the session to the sign-in page
 * as a one-time code, which `ssoExchange` turns into the same token pair as a password sign-in.
 */
export const ssoEndpoints = {
  ssoProvider: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/sso/provider/:id',
    summary: "The district's OpenID Connect provider (null when none); the client secret is never answered.",
    roles: ssoAdminRoles,
    school: false,
    params: idParams,
    response: ssoProviderAnswerSchema,
  }),
  ssoProviderSave: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/sso/provider/:id',
    summary: "Saves the district's provider; the client secret is stored encrypted (AES-256-GCM) and kept when left out.",
    roles: ssoAdminRoles,
    school: false,
    params: idParams,
    body: ssoProviderSaveSchema,
    rateLimit: { perUser: 30, perAddress: 60, windowSeconds: 600 },
    response: ssoProviderSchema,
  }),
  ssoProviderDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/admin/sso/provider/:id',
    summary: "Removes the district's provider: its people sign in with passwords again.",
    roles: ssoAdminRoles,
    school: false,
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  ssoLookup: defineEndpoint({
    method: 'GET',
    path: '/api/v1/auth/sso/lookup',
    summary: "Whether the email's domain signs in through a provider, and the provider's name; says nothing about accounts.",
    roles: 'public',
    school: false,
    query: ssoLookupQuerySchema,
    rateLimit: { perUser: 60, perAddress: 60, windowSeconds: 60 },
    response: ssoLookupSchema,
  }),
  ssoExchange: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/sso/session',
    summary: 'Turns the one-time code of a finished single sign-on (valid one minute) into a token pair and the user.',
    roles: 'public',
    school: false,
    body: ssoExchangeSchema,
    rateLimit: { perUser: 30, perAddress: 30, windowSeconds: 60 },
    response: ssoSessionSchema,
  }),
};
