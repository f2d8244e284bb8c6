import { z } from 'zod';
import { idSchema } from '../http';
import { currentUserSchema, tokenPairSchema } from './user';

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), { error: 'must be an http(s) address' });

/** A bare email domain (`school.example.org`), lower-cased. */
const emailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: 'must be a domain such as school.example.org' });

/**
 * A district's OpenID Connect provider as an admin saves it (issue 21). `clientSecret` left out keeps
 * the stored one (the API never answers it). Each domain belongs to one district's provider.
 */
export const ssoProviderSaveSchema = z.strictObject({
  displayName: z.string().trim().min(1).max(80),
  issuer: httpUrl,
  clientId: z.string().trim().min(1).max(500),
  clientSecret: z.string().min(1).max(2000).optional(),
  emailDomains: z
    .array(emailDomain)
    .min(1)
    .max(50)
    .refine((domains) => new Set(domains).size === domains.length, { error: 'lists a domain twice' }),
  /** Whether the district's people may still sign in with a password. */
  passwordsAllowed: z.boolean(),
  enabled: z.boolean(),
});
export type SsoProviderSave = z.input<typeof ssoProviderSaveSchema>;

/** The provider as the API answers it: never the secret, only whether one is stored. */
export const ssoProviderSchema = z.object({
  districtId: idSchema,
  displayName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  emailDomains: z.array(z.string()),
  passwordsAllowed: z.boolean(),
  enabled: z.boolean(),
  /** The address to register at the provider as the redirect URI. */
  redirectUri: z.string(),
  updatedAt: z.string(),
});
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

export const ssoProviderAnswerSchema = z.object({ provider: ssoProviderSchema.nullable() });

export const ssoLookupQuerySchema = z.strictObject({ email: z.string().trim().max(320) });

/** Whether the email's domain signs in through a provider, and its name; nothing about any account. */
export const ssoLookupSchema = z.object({
  sso: z.boolean(),
  displayName: z.string().nullable(),
  /** Whether a password may still be used for this domain. */
  passwordsAllowed: z.boolean(),
});
export type SsoLookup = z.infer<typeof ssoLookupSchema>;

export const ssoExchangeSchema = z.strictObject({ code: z.string().min(1).max(200) });
export const ssoSessionSchema = tokenPairSchema.extend({ user: currentUserSchema });

/**
 * The `code` of a password sign-in refused because the account's district signs in through its
 * provider only (401, after the right password; the body's `provider` is the provider's name).
 */
export const ssoRequiredCode = 'SSO_REQUIRED';

/** Why a single sign-on came back without a session: the sign-in page's `?sso_error=` (each has its message there). */
export const ssoErrorCodes = [
  'no_provider',
  'provider_unavailable',
  'provider_misconfigured',
  'provider_error',
  'flow_expired',
  'invalid_response',
  'unverified_email',
  'domain_not_allowed',
  'no_account',
  'other_district',
  'too_many',
] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];
