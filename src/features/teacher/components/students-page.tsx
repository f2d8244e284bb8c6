import { Button, chakra, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { School, Users } from 'lucide-react';
import type { Grade, GradeSection } from '@/contract/schemas/teacher';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useT } from '@/src/lib/i18n/use-t';
import { useGradeSectionStudents } from '../api/grade-section-students';
import { useGradeSections } from '../api/grade-sections';
import { useGrades } from '../api/grades';
import type { RosterState } from '../lib/roster';
import { RosterSkeleton, RosterTable } from './roster-table';

export interface StudentsPageProps {
  /** Grade filter (a grade id) and chosen section (a grade section id), from the URL. */
  grade: string | undefined;
  section: string | undefined;
  roster: RosterState;
  onChange: (change: { grade?: string | undefined; section?: string | undefined; roster?: Partial<RosterState> }) => void;
}

function Header() {
  const t = useT();
  return <PageHeader title={t('teacher.students.title')} description={t('teacher.students.description')} />;
}

/**
 * `/teacher/students`: the school's grade sections by grade, and the students of one section. Its
 * route (`src/routes/teacher/students/index.tsx`) has loaded the grades and sections; the chosen
 * section's students are a part with a boundary of their own, so choosing one keeps the sections.
 */
export function StudentsPage(props: StudentsPageProps) {
  return (
    <>
      <Header />
      <SectionsBrowser {...props} />
    </>
  );
}

/** The route's pending component: the header, and the grade sections' skeleton. */
export function StudentsPending() {
  return (
    <>
      <Header />
      <SectionsSkeleton />
    </>
  );
}

/** The route's error component: the header, and the failed load with Retry. */
export function StudentsError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('teacher.students.what')} />;
}

/** Grades that have sections in this school, in grade order (K, 1 … 12). */
function gradesWithSections(grades: Grade[], sections: GradeSection[]) {
  const present = new Set(sections.map((s) => s.grade._id));
  return grades.filter((g) => present.has(g._id)).sort((a, b) => a.position - b.position);
}

function SectionsBrowser({ grade, section, roster, onChange }: StudentsPageProps) {
  const t = useT();
  const { data: grades } = useGrades();
  const { data: sections } = useGradeSections();

  if (sections.length === 0) {
    return <EmptyState icon={<School />} title={t('teacher.students.empty')} />;
  }

  const shownGrades = gradesWithSections(grades, sections);
  const shownSections = sections
    .filter((s) => !grade || s.grade._id === grade)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const chosen = sections.find((s) => s._id === section);

  return (
    <Stack gap="6">
      <HStack role="group" aria-label={t('teacher.students.grade')} gap="2" flexWrap="wrap">
        <Button size="sm" variant={grade ? 'outline' : 'solid'} aria-pressed={!grade} onClick={() => onChange({ grade: undefined })}>
          {t('teacher.students.allGrades')}
        </Button>
        {shownGrades.map((g) => (
          <Button
            key={g._id}
            size="sm"
            variant={grade === g._id ? 'solid' : 'outline'}
            aria-pressed={grade === g._id}
            onClick={() => onChange({ grade: g._id })}
          >
            {g.name}
          </Button>
        ))}
      </HStack>

      <Grid
        as="ul"
        aria-label={t('teacher.students.sections')}
        templateColumns="repeat(auto-fill, minmax(10rem, 1fr))"
        gap="3"
        listStyleType="none"
        m="0"
        p="0"
      >
        {shownSections.map((s) => (
          <li key={s._id}>
            <SectionButton section={s} selected={s._id === section} onSelect={() => onChange({ section: s._id })} />
          </li>
        ))}
      </Grid>

      {chosen ? (
        <Stack as="section" gap="3" aria-labelledby="section-students-heading">
          <Heading as="h2" size="lg" id="section-students-heading">
            {t('teacher.students.heading', { section: chosen.name })}
          </Heading>
          <QueryBoundary key={chosen._id} skeleton={<RosterSkeleton />} what={t('teacher.students.sectionWhat')}>
            <SectionStudents sectionId={chosen._id} roster={roster} onRosterChange={(change) => onChange({ roster: change })} />
          </QueryBoundary>
        </Stack>
      ) : (
        <Text color="fg.muted">{t('teacher.students.choose')}</Text>
      )}
    </Stack>
  );
}

function SectionButton({ section: s, selected, onSelect }: { section: GradeSection; selected: boolean; onSelect: () => void }) {
  const t = useT();
  const none = s.myStudentCount === 0;
  return (
    <chakra.button
      type="button"
      onClick={onSelect}
      disabled={none}
      aria-pressed={selected}
      w="full"
      h="full"
      textAlign="start"
      p="3"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'colorPalette.solid' : 'border'}
      borderRadius="l2"
      bg={selected ? 'colorPalette.subtle' : 'bg.panel'}
      cursor={none ? 'not-allowed' : 'pointer'}
      opacity={none ? 0.6 : 1}
      _hover={none ? undefined : { borderColor: 'colorPalette.border' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <Text fontWeight="semibold" fontSize="lg">
        {s.name}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {s.grade.name}
      </Text>
      <HStack gap="1" fontSize="sm" mt="2">
        <Users size={14} aria-hidden />
        <Text>{t('teacher.studentCount', { count: s.studentCount })}</Text>
      </HStack>
      <Text fontSize="xs" color={none ? 'fg.muted' : 'colorPalette.fg'}>
        {none ? t('teacher.students.noneMine') : t('teacher.students.mine', { count: s.myStudentCount })}
      </Text>
    </chakra.button>
  );
}

function SectionStudents({
  sectionId,
  roster,
  onRosterChange,
}: {
  sectionId: string;
  roster: RosterState;
  onRosterChange: (change: Partial<RosterState>) => void;
}) {
  const t = useT();
  const { data } = useGradeSectionStudents(sectionId);
  if (data.length === 0) {
    return <EmptyState icon={<Users />} title={t('teacher.students.noneInClasses')} />;
  }
  return <RosterTable label={t('teacher.students.tableLabel')} rows={data} state={roster} onStateChange={onRosterChange} />;
}

export function SectionsSkeleton() {
  const t = useT();
  return (
    <Stack gap="6" aria-busy="true" aria-label={t('teacher.students.loading')}>
      <Skeleton h="8" w="20rem" />
      <Grid templateColumns="repeat(auto-fill, minmax(10rem, 1fr))" gap="3">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} h="28" borderRadius="l2" />
        ))}
      </Grid>
    </Stack>
  );
}
