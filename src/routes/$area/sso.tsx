import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadSsoProvider } from '@/src/features/sso/api/provider-query';
import { SsoPage, SsoPageError, SsoPagePending } from '@/src/features/sso/components/sso-page';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

/** A district admin's single sign-on (their district); others have no district here (404). */
export const Route = createFileRoute('/$area/sso')({
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: async ({ context: { queryClient, user } }) => {
    if (!user._district) throw notFound();
    await withCatalogs(['sso-settings'], loadSsoProvider(queryClient, user._district));
  },
  pendingComponent: SsoPagePending,
  errorComponent: SsoPageError,
  component: () => <SsoPage districtId={Route.useRouteContext().user._district!} />,
});
