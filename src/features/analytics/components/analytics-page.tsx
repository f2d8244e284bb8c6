import { SimpleGrid } from '@chakra-ui/react';
import { type ErrorComponentProps, getRouteApi } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Role } from '@/contract/http';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { QueryBoundary } from '@/src/components/query-boundary';
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

const title = 'Analytics';
const header = (
  <PageHeader title={title} description="Who is active, how far courses are, time spent and gradebook use, for your schools." />
);

const notInReach = (
  <EmptyState
    icon={<SearchX />}
    title="Not found"
    description="This district or school does not exist or is not one of yours. Pick another above."
  />
);

function Section({ what, children, skeletons }: { what: string; children: ReactNode; skeletons: string[] }) {
  return (
    <QueryBoundary what={what} notFound={notInReach} skeleton={skeletons.map((s) => <ChartCardSkeleton key={s} title={s} />)}>
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
  const { data: scopes } = useAnalyticsScopes();
  const key = JSON.stringify(filter);
  return (
    <>
      {header}
      <AnalyticsFilters key={`filters ${key}`} role={role} scopes={scopes} value={filter} onChange={onChange} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" key={`figures ${key}`}>
        <Section what="the activity figures" skeletons={['active users']}>
          <Activity filter={filter} />
        </Section>
        <Section what="the time spent" skeletons={['time spent']}>
          <TimeSpent filter={filter} />
        </Section>
        <Section what="the completion figures" skeletons={['completion by school', 'completion by grade']}>
          <Completion filter={filter} />
        </Section>
        <Section what="the gradebook figures" skeletons={['gradebook use', 'classes with a gradebook']}>
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

/** The routes' pending component: the header, the filter bar and the cards' shapes. */
export function AnalyticsPending() {
  return (
    <>
      {header}
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" aria-busy="true" aria-label="Loading analytics">
        {['active users', 'time spent', 'completion by school', 'completion by grade'].map((t) => (
          <ChartCardSkeleton key={t} title={t} />
        ))}
      </SimpleGrid>
    </>
  );
}

export function AnalyticsError(props: ErrorComponentProps) {
  return <PageError {...props} header={header} what="analytics" />;
}
