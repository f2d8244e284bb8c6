import { ssoApi } from '@/contract/client/sso';
import { callEndpoint } from '@/src/lib/api-client';

/**
 * Single sign-on from the sign-in page (README "Single sign-on"): plain calls, no query cache, like
 * `login`. The lookup sends the domain only (`@school.org`): the server reads nothing else.
 */
export const ssoLookup = (domain: string) => callEndpoint(ssoApi.ssoLookup, { query: { email: `@${domain}` } });

/** The session of a finished single sign-on, from the one-time code the callback put in `#sso=`. */
export const ssoExchange = (code: string) => callEndpoint(ssoApi.ssoExchange, { body: { code } });
