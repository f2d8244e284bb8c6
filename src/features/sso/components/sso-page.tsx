import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { PageSkeleton } from '@/src/components/page-skeleton';
import { useT } from '@/src/lib/i18n/use-t';
import { SsoProviderCard } from './sso-provider-card';

/** `/admin/sso`: a district admin's single sign-on for their district (the super admin's is on each district's page). */
export function SsoPage({ districtId }: { districtId: string }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('ssoSettings.title')} description={t('ssoSettings.description')} />
      <SsoProviderCard districtId={districtId} />
    </>
  );
}

export const SsoPagePending = () => <PageSkeleton />;
export function SsoPageError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} what={t('ssoSettings.what')} />;
}
