import { z } from 'zod';
import { idSchema } from '../http';

export const oneRosterRestVersions = ['v1p1', 'v1p2'] as const;
export const providerAuthKinds = ['oauth2', 'oauth1'] as const;

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), { error: 'must be an http(s) address' });

/**
 * A district's OneRoster REST connection as the admin saves it. `clientSecret` left out keeps the
 * stored one (the API never answers it, so a form cannot send it back). OAuth 1.0a (v1p1 providers
 * that still use it) signs with `clientId` as the consumer key and `clientSecret` as its secret.
 */
export const rosterProviderSaveSchema = z
  .strictObject({
    baseUrl: httpUrl,
    version: z.enum(oneRosterRestVersions),
    authKind: z.enum(providerAuthKinds),
    tokenUrl: httpUrl.nullable().default(null),
    clientId: z.string().trim().min(1).max(500),
    clientSecret: z.string().min(1).max(2000).optional(),
    scope: z.string().trim().max(500).nullable().default(null),
    /** The nightly pull runs (the "sync now" button works either way). */
    enabled: z.boolean(),
    /** A pull's plan is applied without an admin when it stays within `maxDeactivatePercent`. */
    autoApply: z.boolean(),
    maxDeactivatePercent: z.number().min(0).max(100).default(5),
  })
  .refine((value) => value.authKind !== 'oauth2' || value.tokenUrl, {
    error: 'an OAuth 2 connection needs its token address',
    path: ['tokenUrl'],
  })
  .refine((value) => value.authKind !== 'oauth1' || value.version === 'v1p1', {
    error: 'OAuth 1.0a is for OneRoster 1.1 (v1p1) providers only',
    path: ['authKind'],
  });
export type RosterProviderSave = z.input<typeof rosterProviderSaveSchema>;

export const pullStates = ['never', 'running', 'succeeded', 'failed'] as const;
/** What became of a pull's plan: applied by itself, waiting for an admin as a dry run, invalid, or nothing to change. */
export const pullOutcomes = ['applied', 'waiting', 'invalid', 'no-change'] as const;

export const rosterPullStatusSchema = z.object({
  state: z.enum(pullStates),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The start of the last pull that succeeded: the next incremental pull asks for what changed after it. */
  lastSuccessStartedAt: z.string().nullable(),
  /** Why the last pull failed, or what it did. */
  message: z.string().nullable(),
  outcome: z.enum(pullOutcomes).nullable(),
  /** The roster import the last pull made (open it in the import screen). */
  importId: idSchema.nullable(),
  mode: z.enum(['bulk', 'delta']).nullable(),
  records: z.number().int().nullable(),
});
export type RosterPullStatus = z.infer<typeof rosterPullStatusSchema>;

/** The connection as the API answers it: never the secret, only whether one is stored. */
export const rosterProviderSchema = z.object({
  districtId: idSchema,
  baseUrl: z.string(),
  version: z.enum(oneRosterRestVersions),
  authKind: z.enum(providerAuthKinds),
  tokenUrl: z.string().nullable(),
  clientId: z.string(),
  scope: z.string().nullable(),
  clientSecretSet: z.boolean(),
  enabled: z.boolean(),
  autoApply: z.boolean(),
  maxDeactivatePercent: z.number(),
  updatedAt: z.string(),
  status: rosterPullStatusSchema,
});
export type RosterProvider = z.infer<typeof rosterProviderSchema>;

export const rosterProviderAnswerSchema = z.object({ provider: rosterProviderSchema.nullable() });
