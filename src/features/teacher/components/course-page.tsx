import { Badge, Box, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Layers, Users } from 'lucide-react';
import { Breadcrumbs } from '@/src/components/breadcrumbs';
import { EmptyState } from '@/src/components/empty-state';
import { NotFoundState } from '@/src/components/not-found-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { PercentBar } from '@/src/components/percent-bar';
import { useT } from '@/src/lib/i18n/use-t';
import { useCourseOutline } from '../api/course-outline';
import { formatDate, formatPercent } from '../lib/format';
import type { RosterState } from '../lib/roster';
import { ClassRoster } from './class-roster';
import { OtherSchoolNotice, useIsOtherSchool } from './other-school-notice';
import { UnitList } from './unit-list';

export type CourseTab = 'units' | 'students';

export interface CoursePageProps {
  instanceId: string;
  tab: CourseTab;
  /** The unit shown expanded (from the URL: breadcrumbs of a content page lead back to it). */
  unit: string | undefined;
  roster: RosterState;
  onChange: (change: { tab?: CourseTab; unit?: string | undefined; roster?: Partial<RosterState> }) => void;
}

/**
 * `/teacher/courses/$instanceId`: a class — its units in order with their colour levels, and its
 * roster. Its route (`src/routes/teacher/courses/$instanceId/index.tsx`) has loaded the outline; the
 * roster tab and each opened unit are parts with boundaries of their own.
 */
export function CoursePage({ instanceId, tab, unit, roster, onChange }: CoursePageProps) {
  const t = useT();
  const {
    data: { courseInstance: c, sections },
  } = useCourseOutline(instanceId);
  const otherSchool = useIsOtherSchool(c.school._id);
  const title = `${c._course.name} · ${c.gradeSection.name}`;
  if (otherSchool) {
    return <OtherSchoolNotice what="class" school={c.school} back={{ to: '/teacher/courses' }} backLabel={t('teacher.courses.backHere')} />;
  }
  return (
    <>
      <Breadcrumbs
        label={t('teacher.breadcrumb')}
        items={[{ label: t('teacher.courses.title'), link: { to: '/teacher/courses' } }, { label: title }]}
      />
      <PageHeader
        title={c._course.name}
        description={t('teacher.course.description', {
          section: c.gradeSection.name,
          grade: c.gradeSection.grade.name,
          school: c.school.name,
          date: formatDate(c.startDate),
        })}
      />
      <HStack gap={{ base: '4', md: '8' }} mb="6" flexWrap="wrap" fontSize="sm">
        <HStack gap="1.5">
          <Users size={16} aria-hidden />
          <Text>
            <strong>{c.studentCount}</strong> {t('teacher.course.studentsWord', { count: c.studentCount })}
          </Text>
        </HStack>
        <HStack gap="1.5">
          <Layers size={16} aria-hidden />
          <Text>
            <strong>{c.unitCount}</strong> {t('teacher.course.unitsWord', { count: c.unitCount })} ·{' '}
            {t('teacher.itemCount', { count: c.contentCount })}
          </Text>
        </HStack>
        <HStack gap="2" minW="14rem" flex={{ base: '1 1 100%', sm: '0 1 18rem' }}>
          <Text whiteSpace="nowrap">
            {t('teacher.completion')} <strong>{formatPercent(c.completion)}</strong>
          </Text>
          <Box flex="1">
            <PercentBar value={c.completion} />
          </Box>
        </HStack>
        <Text>
          {t('teacher.avgScore')} <strong>{formatPercent(c.averageScore)}</strong>
        </Text>
      </HStack>
      <Tabs.Root value={tab} onValueChange={(event) => onChange({ tab: event.value as CourseTab })} lazyMount variant="line">
        <Tabs.List mb="5">
          <Tabs.Trigger value="units">
            <Layers size={16} aria-hidden /> {t('teacher.course.units')}
            <Badge size="sm" variant="subtle">
              {sections.length}
            </Badge>
          </Tabs.Trigger>
          <Tabs.Trigger value="students">
            <Users size={16} aria-hidden /> {t('teacher.course.students')}
            <Badge size="sm" variant="subtle">
              {c.studentCount}
            </Badge>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="units">
          {sections.length === 0 ? (
            <EmptyState icon={<Layers />} title={t('teacher.course.noUnits')} />
          ) : (
            <UnitList instanceId={instanceId} units={sections} expanded={unit} onExpand={(id) => onChange({ unit: id })} />
          )}
        </Tabs.Content>
        <Tabs.Content value="students">
          <ClassRoster instanceId={instanceId} state={roster} onStateChange={(change) => onChange({ roster: change })} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/** The route's error component: the failed load with Retry, or the way back for an unknown class. */
export function CourseError(props: ErrorComponentProps) {
  const t = useT();
  return (
    <PageError
      {...props}
      what={t('teacher.course.what')}
      notFound={
        <NotFoundState
          title={t('teacher.course.notFound')}
          description={t('teacher.notFoundHint')}
          back={{ to: '/teacher/courses' }}
          backLabel={t('teacher.course.back')}
        />
      }
    />
  );
}

/** The route's pending component. */
export function CourseSkeleton() {
  const t = useT();
  return (
    <Stack gap="4" aria-busy="true" aria-label={t('teacher.course.loading')}>
      <Skeleton h="4" w="12rem" />
      <Skeleton h="9" w="60%" />
      <Skeleton h="5" w="40%" />
      <Skeleton h="10" w="16rem" mt="4" />
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} h="16" borderRadius="l2" />
      ))}
    </Stack>
  );
}
