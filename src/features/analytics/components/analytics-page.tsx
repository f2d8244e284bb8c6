import { SimpleGrid } from '@chakra-ui/react';
import { type ErrorComponentProps, getRouteApi } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Role } from '@/contract/http';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useT } from '@/src/lib/i18n/use-t';
import { useActivity, useCompletion, useGradebookUse, useTimeSpent } from '../api/figures';
import { useAnalyticsScopes } from '../api/scopes';
import {
  activityChart,
  completionByGradeChart,
  completionBySchoolChart,
  gradebookSchoolsChart,
  gradebookWeeksChart,
  timeSpentChart,
} from '../lib/charts';
import { filterOf, searchOf } from '../lib/filter';
import type { AnalyticsFilter } from '../lib/range';
import { AnalyticsFilters } from './analytics-filters';
import { ChartCard, ChartCardSkeleton } from './chart-card';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/analytics');

function Header() {
  const t = useT();
  return <PageHeader title={t('analytics.title')} description={t('analytics.description')} />;
}

function NotInReach() {
  const t = useT();
  return <EmptyState icon={<SearchX />} title={t('analytics.notFound')} description={t('analytics.notFoundHint')} />;
}

function Section({ what, children, skeletons }: { what: string; children: ReactNode; skeletons: string[] }) {
  return (
    <QueryBoundary what={what} notFound={<NotInReach />} skeleton={skeletons.map((s) => <ChartCardSkeleton key={s} title={s} />)}>
      {children}
    </QueryBoundary>
  );
}

function Activity({ filter }: { filter: AnalyticsFilter }) {
  const { data } = useActivity(filter);
  return <ChartCard spec={activityChart(data, filter)} />;
}
function Completion({ filter }: { filter: AnalyticsFilter }) {
  const { data } = useCompletion(filter);
  return (
    <>
      <ChartCard spec={completionBySchoolChart(data, filter)} />
      <ChartCard spec={completionByGradeChart(data, filter)} />
    </>
  );
}
function TimeSpent({ filter }: { filter: AnalyticsFilter }) {
  const { data } = useTimeSpent(filter);
  return <ChartCard spec={timeSpentChart(data, filter)} />;
}
function Gradebook({ filter }: { filter: AnalyticsFilter }) {
  const { data } = useGradebookUse(filter);
  return (
    <>
      <ChartCard spec={gradebookWeeksChart(data, filter)} />
      <ChartCard spec={gradebookSchoolsChart(data, filter)} />
    </>
  );
}

/**
 * `/admin/analytics` and `/sup-admin/analytics`: the filters, then each figure set in its own
 * section (own loading, error and empty states). The scope is the server's to check: a district or
 * school out of reach answers 404, shown as "not found" in each section.
 */
export function AnalyticsPage({ role, filter, onChange }: { role: Role; filter: AnalyticsFilter; onChange: (f: AnalyticsFilter) => void }) {
  const t = useT();
  const { data: scopes } = useAnalyticsScopes();
  const key = JSON.stringify(filter);
  return (
    <>
      <Header />
      <AnalyticsFilters key={`filters ${key}`} role={role} scopes={scopes} value={filter} onChange={onChange} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" key={`figures ${key}`}>
        <Section what={t('analytics.what.activity')} skeletons={[t('analytics.skeleton.activeUsers')]}>
          <Activity filter={filter} />
        </Section>
        <Section what={t('analytics.what.time')} skeletons={[t('analytics.skeleton.time')]}>
          <TimeSpent filter={filter} />
        </Section>
        <Section what={t('analytics.what.completion')} skeletons={[t('analytics.skeleton.bySchool'), t('analytics.skeleton.byGrade')]}>
          <Completion filter={filter} />
        </Section>
        <Section what={t('analytics.what.gradebook')} skeletons={[t('analytics.skeleton.gradebook'), t('analytics.skeleton.classes')]}>
          <Gradebook filter={filter} />
        </Section>
      </SimpleGrid>
    </>
  );
}

/** The route's component (both areas): the filter from the address; Show replaces it there (shareable). */
export function AnalyticsRoutePage() {
  const search = route.useSearch();
  const { user } = route.useRouteContext();
  const navigate = route.useNavigate();
  return (
    <AnalyticsPage
      role={user.role}
      filter={filterOf(search)}
      onChange={(next) => void navigate({ to: '.', search: searchOf(next), replace: true, resetScroll: false })}
    />
  );
}

const pendingCards = [
  'analytics.skeleton.activeUsers',
  'analytics.skeleton.time',
  'analytics.skeleton.bySchool',
  'analytics.skeleton.byGrade',
] as const;

/** The routes' pending component: the header, the filter bar and the cards' shapes. */
export function AnalyticsPending() {
  const t = useT();
  return (
    <>
      <Header />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" aria-busy="true" aria-label={t('analytics.loading')}>
        {pendingCards.map((id) => (
          <ChartCardSkeleton key={id} title={t(id)} />
        ))}
      </SimpleGrid>
    </>
  );
}

export function AnalyticsError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('analytics.what.page')} />;
}
