import { Button, chakra, Grid, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { BookOpen, FilterX } from 'lucide-react';
import { useId } from 'react';
import type { CourseInstance } from '@/contract/schemas/teacher';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { useT } from '@/src/lib/i18n/use-t';
import { useMyCourses } from '@/src/lib/my-courses-query';
import { CourseCard } from './course-card';

interface Props {
  /** The grade section filter (a grade section id), from the URL; undefined shows every class. */
  section: string | undefined;
  onSectionChange: (section: string | undefined) => void;
}

const cardGrid = { base: '1fr', sm: 'repeat(auto-fill, minmax(18rem, 1fr))' };

function Header() {
  const t = useT();
  return <PageHeader title={t('teacher.courses.title')} description={t('teacher.courses.description')} />;
}

/**
 * `/teacher/courses`: the teacher's classes in the selected school, filterable by grade section.
 * Its route (`src/routes/teacher/courses/index.tsx`) has loaded them.
 */
export function MyCoursesPage(props: Props) {
  return (
    <>
      <Header />
      <MyCoursesContent {...props} />
    </>
  );
}

/** The route's pending component: the header, and cards in the shape of the classes. */
export function MyCoursesPending() {
  return (
    <>
      <Header />
      <MyCoursesSkeleton />
    </>
  );
}

/** The route's error component: the header, and the failed load with Retry. */
export function MyCoursesError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('teacher.courses.what')} />;
}

/** Grade sections that have classes, in name order, with how many classes each. */
function sectionsOf(classes: CourseInstance[]) {
  const byId = new Map<string, { _id: string; name: string; count: number }>();
  for (const c of classes) {
    const entry = byId.get(c.gradeSection._id) ?? { _id: c.gradeSection._id, name: c.gradeSection.name, count: 0 };
    entry.count += 1;
    byId.set(entry._id, entry);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

function MyCoursesContent({ section, onSectionChange }: Props) {
  const t = useT();
  const { data } = useMyCourses();
  const selectId = useId();
  const classes = data.items;

  if (classes.length === 0) {
    return <EmptyState icon={<BookOpen />} title={t('teacher.dashboard.empty')} description={t('teacher.courses.emptyHint')} />;
  }

  const sections = sectionsOf(classes);
  const shown = section ? classes.filter((c) => c.gradeSection._id === section) : classes;
  return (
    <Stack gap="5">
      <HStack gap="3" flexWrap="wrap">
        <chakra.label htmlFor={selectId} fontWeight="medium" fontSize="sm">
          {t('teacher.gradeSection')}
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto" minW="12rem">
          <NativeSelect.Field
            id={selectId}
            value={section ?? ''}
            onChange={(event) => onSectionChange(event.currentTarget.value || undefined)}
          >
            <option value="">{t('teacher.courses.allSections', { count: classes.length })}</option>
            {sections.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name} ({s.count})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t('teacher.courses.count', { count: shown.length })}
        </Text>
      </HStack>
      {shown.length === 0 ? (
        <EmptyState icon={<FilterX />} title={t('teacher.courses.noneInSection')} description={t('teacher.courses.noneInSectionHint')}>
          <Button variant="outline" size="sm" onClick={() => onSectionChange(undefined)}>
            {t('teacher.courses.showAll')}
          </Button>
        </EmptyState>
      ) : (
        <Grid as="ul" templateColumns={cardGrid} gap="4" listStyleType="none" m="0" p="0">
          {shown.map((c) => (
            <li key={c._id}>
              <CourseCard course={c} />
            </li>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

export function MyCoursesSkeleton() {
  const t = useT();
  return (
    <Stack gap="5" aria-busy="true" aria-label={t('teacher.courses.loading')}>
      <Skeleton h="8" w="18rem" borderRadius="l2" />
      <Grid templateColumns={cardGrid} gap="4">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h="52" borderRadius="l2" />
        ))}
      </Grid>
    </Stack>
  );
}
