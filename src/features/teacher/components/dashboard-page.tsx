import { Box, Card, Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Activity, BookOpen, Clock, GraduationCap, Timer, TrendingUp, Users } from 'lucide-react';
import { BarList } from '@/src/components/bar-list';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { StatCard } from '@/src/components/stat-card';
import { useT } from '@/src/lib/i18n/use-t';
import { useDashboard } from '../api/dashboard';
import { formatCount, formatDuration, formatPercent } from '../lib/format';
import { SchoolCounts } from './school-counts';

/**
 * Six figure cards laid out by the width the page actually has (the drawer may be open or not), by
 * container query: two columns, then three, then all six in a row; no row ends with a hole.
 */
const cardGrid = {
  display: 'grid',
  gap: '4',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@container (min-width: 36rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@container (min-width: 66rem)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
} as const;

function Header() {
  const t = useT();
  return <PageHeader title={t('teacher.dashboard.title')} description={t('teacher.dashboard.description')} />;
}

/**
 * `/teacher`: the figures a teacher wants first, and completion per class. Its route
 * (`src/routes/teacher/index.tsx`) has loaded them; a school switch asks for the other school's
 * and shows `DashboardPending` meanwhile, never this school's figures.
 */
export function DashboardPage() {
  return (
    <>
      <Header />
      <DashboardContent />
    </>
  );
}

/** The route's pending component: the header, and the skeleton in the shape of the figures. */
export function DashboardPending() {
  return (
    <>
      <Header />
      <DashboardSkeleton />
    </>
  );
}

/** The route's error component: the header, and the failed load with Retry. */
export function DashboardError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('teacher.dashboard.what')} />;
}

function DashboardContent() {
  const t = useT();
  const {
    data: { statistics: s, courseCompletion },
  } = useDashboard();

  if (s.classCount === 0) {
    return <EmptyState icon={<BookOpen />} title={t('teacher.dashboard.empty')} description={t('teacher.dashboard.emptyHint')} />;
  }

  const activeShare = s.studentCount > 0 ? (s.activeStudentsThisWeek / s.studentCount) * 100 : 0;
  return (
    <Stack gap="6" css={{ containerType: 'inline-size' }}>
      <Box css={cardGrid}>
        <StatCard
          icon={Users}
          label={t('teacher.dashboard.students')}
          value={formatCount(s.studentCount)}
          help={t('teacher.dashboard.studentsHelp', { count: s.classCount })}
        />
        <StatCard
          icon={BookOpen}
          label={t('teacher.dashboard.classes')}
          value={formatCount(s.classCount)}
          help={t('teacher.dashboard.courses', { count: s.courseCount })}
        />
        <StatCard
          icon={Activity}
          label={t('teacher.dashboard.active')}
          value={formatCount(s.activeStudentsThisWeek)}
          help={t('teacher.dashboard.activeHelp', { share: formatPercent(activeShare), items: s.completionsThisWeek })}
        />
        <StatCard
          icon={Clock}
          label={t('teacher.dashboard.timeSpent')}
          value={formatDuration(s.totalTimeSpentSeconds)}
          help={t('teacher.dashboard.timeHelp', { duration: formatDuration(s.averageTimeSpentSeconds) })}
        />
        <StatCard
          icon={TrendingUp}
          label={t('teacher.dashboard.averageCompletion')}
          value={formatPercent(s.averageCompletion)}
          help={t('teacher.dashboard.averageScore', { score: formatPercent(s.averageScore) })}
        />
        <StatCard
          icon={Timer}
          label={t('teacher.dashboard.yourTime')}
          value={formatDuration(s.myTimeThisWeekSeconds)}
          help={t('teacher.dashboard.yourTimeHelp')}
        />
      </Box>
      <SchoolCounts />
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h2" size="md" id="completion-heading">
            {t('teacher.dashboard.completionHeading')}
          </Heading>
        </Card.Header>
        <Card.Body>
          {courseCompletion.length === 0 ? (
            <EmptyState icon={<GraduationCap />} title={t('teacher.dashboard.noProgress')} />
          ) : (
            <BarList
              label={t('teacher.dashboard.completionHeading')}
              valueName={t('teacher.completion')}
              items={courseCompletion.map((c) => ({
                id: c._id,
                label: c.courseName,
                detail: t('teacher.dashboard.classDetail', { section: c.gradeSection, count: c.studentCount }),
                value: c.completion,
                link: { to: '/teacher/courses/$instanceId', params: { instanceId: c._id } },
              }))}
            />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

export function DashboardSkeleton() {
  const t = useT();
  return (
    <Stack gap="6" aria-busy="true" aria-label={t('teacher.dashboard.loading')} css={{ containerType: 'inline-size' }}>
      <Box css={cardGrid}>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Skeleton key={n} h="28" borderRadius="l2" />
        ))}
      </Box>
      <Skeleton h="14" borderRadius="l2" />
      <Skeleton h="64" borderRadius="l2" />
    </Stack>
  );
}
