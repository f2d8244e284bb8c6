import { Button, chakra, Grid, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { BookOpen, FilterX } from 'lucide-react';
import { useId } from 'react';
import type { CourseInstance } from '@/contract/schemas/teacher';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { useMyCourses } from '@/src/lib/my-courses-query';
import { CourseCard } from './course-card';

interface Props {
  /** The grade section filter (a grade section id), from the URL; undefined shows every class. */
  section: string | undefined;
  onSectionChange: (section: string | undefined) => void;
}

const cardGrid = { base: '1fr', sm: 'repeat(auto-fill, minmax(18rem, 1fr))' };

const header = <PageHeader title="My courses" description="The classes you teach in this school." />;

/**
 * `/teacher/courses`: the teacher's classes in the selected school, filterable by grade section.
 * Its route (`src/routes/teacher/courses/index.tsx`) has loaded them.
 */
export function MyCoursesPage(props: Props) {
  return (
    <>
      {header}
      <MyCoursesContent {...props} />
    </>
  );
}

/** The route's pending component: the header, and cards in the shape of the classes. */
export function MyCoursesPending() {
  return (
    <>
      {header}
      <MyCoursesSkeleton />
    </>
  );
}

/** The route's error component: the header, and the failed load with Retry. */
export function MyCoursesError(props: ErrorComponentProps) {
  return <PageError {...props} header={header} what="your courses" />;
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
  const { data } = useMyCourses();
  const selectId = useId();
  const classes = data.items;

  if (classes.length === 0) {
    return (
      <EmptyState
        icon={<BookOpen />}
        title="No classes in this school yet"
        description="Classes assigned to you in this school will be listed here."
      />
    );
  }

  const sections = sectionsOf(classes);
  const shown = section ? classes.filter((c) => c.gradeSection._id === section) : classes;
  return (
    <Stack gap="5">
      <HStack gap="3" flexWrap="wrap">
        <chakra.label htmlFor={selectId} fontWeight="medium" fontSize="sm">
          Grade section
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto" minW="12rem">
          <NativeSelect.Field
            id={selectId}
            value={section ?? ''}
            onChange={(event) => onSectionChange(event.currentTarget.value || undefined)}
          >
            <option value="">All grade sections ({classes.length})</option>
            {sections.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name} ({s.count})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {shown.length === 1 ? '1 class' : `${shown.length} classes`}
        </Text>
      </HStack>
      {shown.length === 0 ? (
        <EmptyState
          icon={<FilterX />}
          title="No classes in this grade section"
          description="Choose another grade section or show them all."
        >
          <Button variant="outline" size="sm" onClick={() => onSectionChange(undefined)}>
            Show all classes
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
  return (
    <Stack gap="5" aria-busy="true" aria-label="Loading courses">
      <Skeleton h="8" w="18rem" borderRadius="l2" />
      <Grid templateColumns={cardGrid} gap="4">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h="52" borderRadius="l2" />
        ))}
      </Grid>
    </Stack>
  );
}
