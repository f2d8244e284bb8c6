import type { ssoEndpoints } from '@/contract/endpoints/sso';
import type { Handlers } from '../lib/register';
import { providerSettings, removeProvider, saveProviderSettings } from '../sso/save-provider';
import { exchangeSsoCode, lookupSso } from '../sso/sso-sign-in';

/** Single sign-on (the rules in `server/sso/`). */
export const ssoHandlers: Handlers<typeof ssoEndpoints> = {
  ssoProvider: ({ params, user, services }) => providerSettings(services, user, params.id),
  ssoProviderSave: ({ params, body, user, services }) => saveProviderSettings(services, user, params.id, body),
  ssoProviderDelete: ({ params, user, services }) => removeProvider(services.db, user, params.id),
  ssoLookup: ({ query, services }) => lookupSso(services, query.email),
  ssoExchange: ({ body, services }) => exchangeSsoCode(services, body.code),
};
