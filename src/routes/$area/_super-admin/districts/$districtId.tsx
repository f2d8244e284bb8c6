import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadDistrict } from '@/src/features/organisation/api/route-loaders';
import { DistrictPage, DistrictPageError, DistrictPagePending } from '@/src/features/organisation/components/detail-pages';
import { ssoProviderQueryOptions } from '@/src/features/sso/api/provider-query';
import { SsoProviderCard } from '@/src/features/sso/components/sso-provider-card';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { isUuid } from '@/src/lib/search-params';

export const Route = createFileRoute('/$area/_super-admin/districts/$districtId')({
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: async ({ context: { queryClient }, params: { districtId } }) => {
    if (!isUuid(districtId)) throw notFound();
    // Its single sign-on card shows its own skeleton and error: fetched alongside, not awaited.
    void queryClient.prefetchQuery(ssoProviderQueryOptions(districtId));
    await withCatalogs(['organisation', 'sso-settings'], loadDistrict(queryClient, districtId));
  },
  pendingComponent: DistrictPagePending,
  errorComponent: DistrictPageError,
  component: () => {
    const { districtId } = Route.useParams();
    return <DistrictPage districtId={districtId} settings={<SsoProviderCard districtId={districtId} />} />;
  },
});
