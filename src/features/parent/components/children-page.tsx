import { Box } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { EmptyState } from '@/src/components/empty-state';
import { LanguageSwitcher } from '@/src/components/language-switcher';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { QueryBoundary } from '@/src/components/query-boundary';
import { RenderAfterPaint } from '@/src/components/render-after-paint';
import { handOverFirstPaint } from '@/src/lib/first-paint';
import { useT } from '@/src/lib/i18n/use-t';
import { useChildren } from '../api/children';
import { selectedChild } from '../lib/selected-child';
import { BelowTheFold } from './below-the-fold';
import { ChildDashboard, ChildDashboardSkeleton } from './child-dashboard';
import { ChildSwitcher } from './child-switcher';
import { FamilySummarySettings } from './family-summary-settings';

function Header() {
  const t = useT();
  return <PageHeader title={t('parent.title')} description={t('parent.description')} actions={<LanguageSwitcher />} />;
}

/**
 * The parent's landing page, phone first: their children to switch between (`?child=<id>`), and
 * the chosen child's courses, grades, time and activity. The route has loaded the children and
 * started the child's dashboard, which loads in its own boundary with a skeleton.
 */
export function ChildrenPage({ wanted }: { wanted: string | undefined }) {
  const t = useT();
  const { data: children } = useChildren();
  const child = selectedChild(children, wanted);
  // No child to show: the first paint (drawn only with one) cannot be on screen, or no longer matches.
  useLayoutEffect(() => {
    if (child === null) handOverFirstPaint();
  }, [child]);
  return (
    <Box maxW="3xl">
      <Header />
      {child === null ? (
        <EmptyState icon={<Users />} title={t('parent.noChildren')} description={t('parent.noChildrenHint')} />
      ) : (
        <>
          {children.length > 1 && <ChildSwitcher kids={children} selectedId={child._id} />}
          <QueryBoundary key={child._id} skeleton={<ChildDashboardSkeleton />} what={t('parent.childWhat', { name: child.firstName })}>
            {/* The largest part of the page: rendered in slices once the header has painted. */}
            <RenderAfterPaint fallback={<ChildDashboardSkeleton />}>
              <ChildDashboard childId={child._id} />
            </RenderAfterPaint>
          </QueryBoundary>
        </>
      )}
      {child !== null && (
        <BelowTheFold>
          <FamilySummarySettings />
        </BelowTheFold>
      )}
    </Box>
  );
}

/** The route's pending component: the header, and the child's page in outline. */
export function ChildrenPending() {
  return (
    <Box maxW="3xl">
      <Header />
      <ChildDashboardSkeleton />
    </Box>
  );
}

/** The route's error component: the header, and the failed load with Retry. */
export function ChildrenError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('parent.childrenWhat')} />;
}
