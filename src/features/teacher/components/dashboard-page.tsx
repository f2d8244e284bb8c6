import { Box, Card, Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Activity, BookOpen, Clock, GraduationCap, Timer, TrendingUp, Users } from 'lucide-react';
import { BarList } from '@/src/components/bar-list';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { StatCard } from '@/src/components/stat-card';
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

const header = <PageHeader title="Dashboard" description="Your classes in this school at a glance." />;

/**
 * `/teacher`: the figures a teacher wants first, and completion per class. Its route
 * (`src/routes/teacher/index.tsx`) has loaded them; a school switch asks for the other school's
 * and shows `DashboardPending` meanwhile, never this school's figures.
 */
export function DashboardPage() {
  return (
    <>
      {header}
      <DashboardContent />
    </>
  );
}

/** The route's pending component: the header, and the skeleton in the shape of the figures. */
export function DashboardPending() {
  return (
    <>
      {header}
      <DashboardSkeleton />
    </>
  );
}

/** The route's error component: the header, and the failed load with Retry. */
export function DashboardError(props: ErrorComponentProps) {
  return <PageError {...props} header={header} what="your dashboard" />;
}

function DashboardContent() {
  const {
    data: { statistics: s, courseCompletion },
  } = useDashboard();

  if (s.classCount === 0) {
    return (
      <EmptyState
        icon={<BookOpen />}
        title="No classes in this school yet"
        description="When a class is assigned to you here, its students and their progress show up on this page."
      />
    );
  }

  const activeShare = s.studentCount > 0 ? (s.activeStudentsThisWeek / s.studentCount) * 100 : 0;
  return (
    <Stack gap="6" css={{ containerType: 'inline-size' }}>
      <Box css={cardGrid}>
        <StatCard
          icon={Users}
          label="Students"
          value={formatCount(s.studentCount)}
          help={`In your ${plural(s.classCount, 'class', 'classes')}`}
        />
        <StatCard icon={BookOpen} label="Classes" value={formatCount(s.classCount)} help={plural(s.courseCount, 'course', 'courses')} />
        <StatCard
          icon={Activity}
          label="Active this week"
          value={formatCount(s.activeStudentsThisWeek)}
          help={`${formatPercent(activeShare)} of students · ${plural(s.completionsThisWeek, 'item', 'items')} done`}
        />
        <StatCard
          icon={Clock}
          label="Time spent"
          value={formatDuration(s.totalTimeSpentSeconds)}
          help={`${formatDuration(s.averageTimeSpentSeconds)} per student`}
        />
        <StatCard
          icon={TrendingUp}
          label="Average completion"
          value={formatPercent(s.averageCompletion)}
          help={`Average score ${formatPercent(s.averageScore)}`}
        />
        <StatCard icon={Timer} label="Your time" value={formatDuration(s.myTimeThisWeekSeconds)} help="In the app, last 7 days" />
      </Box>
      <SchoolCounts />
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h2" size="md" id="completion-heading">
            Course completion per class
          </Heading>
        </Card.Header>
        <Card.Body>
          {courseCompletion.length === 0 ? (
            <EmptyState icon={<GraduationCap />} title="No class progress yet" />
          ) : (
            <BarList
              label="Course completion per class"
              valueName="Completion"
              items={courseCompletion.map((c) => ({
                id: c._id,
                label: c.courseName,
                detail: `${c.gradeSection} · ${plural(c.studentCount, 'student', 'students')}`,
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

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export function DashboardSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading dashboard" css={{ containerType: 'inline-size' }}>
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
