import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';

/** The cache key of a district's provider. */
export const ssoKey = (districtId: string) => ['sso', 'provider', districtId] as const;

/**
 * The district's OpenID Connect provider (`provider: null` when none is saved); the secret is never
 * answered. Apart from the hooks (`provider.ts`): route files import only this, so their loaders
 * stay small in the app's first JavaScript.
 */
export const ssoProviderQueryOptions = (districtId: string) =>
  queryOptions({
    queryKey: ssoKey(districtId),
    queryFn: ({ signal }) => callEndpoint(api.ssoProvider, { params: { id: districtId }, signal }),
  });

/** The routes' loader part. */
export const loadSsoProvider = (queryClient: QueryClient, districtId: string) =>
  queryClient.ensureQueryData(ssoProviderQueryOptions(districtId));
