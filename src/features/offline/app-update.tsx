import { lazy, Suspense } from 'react';
import { useT } from '@/src/lib/i18n/use-t';
import { useAppUpdate } from './service-worker';

const UpdateNotice = lazy(() => import('./update-notice'));

/** "A new version is ready — Reload", loaded only while a new version waits (ARCHITECTURE.md §20). */
export function AppUpdate() {
  const waiting = useAppUpdate((state) => state.waiting);
  const t = useT();
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice message={t('update.ready')} action={t('update.reload')} />
    </Suspense>
  );
}
