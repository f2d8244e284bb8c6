import { Grid, Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Breadcrumbs } from '@/src/components/breadcrumbs';
import { NotFoundState } from '@/src/components/not-found-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { useT } from '@/src/lib/i18n/use-t';
import { useStudentDetail } from '../api/student';
import { fullName } from '../lib/format';
import { OtherSchoolNotice, useIsOtherSchool } from './other-school-notice';
import { StudentClasses } from './student-classes';
import { StudentPerformance } from './student-performance';
import { StudentProfileCard } from './student-profile-card';
import { StudentUnitProgress } from './student-unit-progress';

/**
 * `/teacher/students/$studentId`: who the student is, how far they are, and how they score against
 * the class. Its route (`src/routes/teacher/students/$studentId.tsx`) has loaded the student.
 */
export function StudentPage({ studentId }: { studentId: string }) {
  const t = useT();
  const { data: student } = useStudentDetail(studentId);
  const otherSchool = useIsOtherSchool(student.school._id);
  const name = fullName(student);
  if (otherSchool) {
    return (
      <OtherSchoolNotice
        what="student"
        school={student.school}
        back={{ to: '/teacher/students' }}
        backLabel={t('teacher.student.backHere')}
      />
    );
  }
  const where = [student.studentNumber, student.gradeSection?.name, student.school.name].filter(Boolean).join(' · ');
  return (
    <>
      <Breadcrumbs
        label={t('teacher.breadcrumb')}
        items={[{ label: t('teacher.students.title'), link: { to: '/teacher/students' } }, { label: name }]}
      />
      <PageHeader title={name} description={where} />
      <Stack gap="6">
        <Grid templateColumns={{ base: '1fr', lg: '20rem 1fr' }} gap="6" alignItems="start">
          <StudentProfileCard student={student} />
          <StudentClasses classes={student.courses} />
        </Grid>
        <Section title={t('teacher.student.progress')}>
          <StudentUnitProgress progress={student.progress} />
        </Section>
        <Section title={t('teacher.student.performance')}>
          <StudentPerformance
            firstName={student.firstName}
            series={[
              { kind: 'activity', title: t('teacher.student.activities'), data: student.activityPerformance },
              { kind: 'lab', title: t('teacher.student.labs'), data: student.labPerformance },
              { kind: 'quiz', title: t('teacher.student.quizzes'), data: student.quizPerformance },
            ]}
          />
        </Section>
      </Stack>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The route's error component: the failed load with Retry, or the way back for an unknown student. */
export function StudentError(props: ErrorComponentProps) {
  const t = useT();
  return (
    <PageError
      {...props}
      what={t('teacher.student.what')}
      notFound={
        <NotFoundState
          title={t('teacher.student.notFound')}
          description={t('teacher.notFoundHint')}
          back={{ to: '/teacher/students' }}
          backLabel={t('teacher.student.back')}
        />
      }
    />
  );
}

/** The route's pending component. */
export function StudentSkeleton() {
  const t = useT();
  return (
    <Stack gap="5" aria-busy="true" aria-label={t('teacher.student.loading')}>
      <Skeleton h="4" w="10rem" />
      <Skeleton h="9" w="40%" />
      <Grid templateColumns={{ base: '1fr', lg: '20rem 1fr' }} gap="6">
        <Skeleton h="48" borderRadius="l2" />
        <Skeleton h="48" borderRadius="l2" />
      </Grid>
      <Skeleton h="64" borderRadius="l2" />
    </Stack>
  );
}
