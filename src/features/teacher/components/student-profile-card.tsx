import { Box, Card, Grid, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { StudentProfile } from '@/contract/schemas/teacher';

/** Who the student is: number, class group, school, parents (with e-mail links). */
export function StudentProfileCard({ student }: { student: StudentProfile }) {
  const gradeSection = student.gradeSection ? `${student.gradeSection.name} (${student.gradeSection.grade.name})` : 'None';
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          Profile
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="3" m="0" fontSize="sm">
          <Field label="Student number">{student.studentNumber}</Field>
          <Field label="Grade section">{gradeSection}</Field>
          <Field label="School">{student.school.name}</Field>
          <Field label={student.parents.length === 1 ? 'Parent' : 'Parents'}>
            {student.parents.length === 0 ? (
              <Text color="fg.muted">None linked</Text>
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
