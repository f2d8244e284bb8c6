import { Box, Card, Grid, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { StudentProfile } from '@/contract/schemas/teacher';
import { useT } from '@/src/lib/i18n/use-t';

/** Who the student is: number, class group, school, parents (with e-mail links). */
export function StudentProfileCard({ student }: { student: StudentProfile }) {
  const t = useT();
  const gradeSection = student.gradeSection
    ? t('teacher.profile.section', { section: student.gradeSection.name, grade: student.gradeSection.grade.name })
    : t('teacher.profile.none');
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {t('teacher.profile.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="3" m="0" fontSize="sm">
          <Field label={t('teacher.profile.number')}>{student.studentNumber}</Field>
          <Field label={t('teacher.gradeSection')}>{gradeSection}</Field>
          <Field label={t('teacher.profile.school')}>{student.school.name}</Field>
          <Field label={t('teacher.profile.parents', { count: student.parents.length })}>
            {student.parents.length === 0 ? (
              <Text color="fg.muted">{t('teacher.profile.noneLinked')}</Text>
            ) : (
              <Stack gap="2">
                {student.parents.map((parent) => (
                  <Stack key={parent._id} gap="0">
                    <Text>{parent.name}</Text>
                    <Link href={`mailto:${parent.email}`} fontSize="xs" color="fg.muted" wordBreak="break-all">
                      {parent.email}
                    </Link>
                  </Stack>
                ))}
              </Stack>
            )}
          </Field>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" m="0" minW="0">
        {children}
      </Box>
    </>
  );
}
