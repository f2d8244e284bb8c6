import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { PageSkeleton } from '@/src/components/page-skeleton';
import { SsoProviderCard } from './sso-provider-card';

/** `/admin/sso`: a district admin's single sign-on for their district (the super admin's is on each district's page). */
export function SsoPage({ districtId }: { districtId: string }) {
  return (
    <>
      <PageHeader
        title="Single sign-on"
        description="Staff and parents sign in with the district's OpenID Connect provider (Google Workspace, Microsoft Entra ID…)."
      />
      <SsoProviderCard districtId={districtId} />
    </>
  );
}

export const SsoPagePending = () => <PageSkeleton />;
export const SsoPageError = (props: ErrorComponentProps) => <PageError {...props} what="single sign-on" />;
