import { Badge, Card, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { Child } from '@/contract/schemas/parent';
import { ChildRecordDownload } from './child-record-download';

function percent(value: number) {
  return `${Math.round(value)}%`;
}

function lastActivity(iso: string | null) {
  if (!iso) return 'No activity yet';
  return `Last active ${new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}`;
}

/** One child: school and class, then each course's completion and average score, and the download of their record. */
export function ChildCard({ child }: { child: Child }) {
  const name = `${child.firstName} ${child.lastName}`;
  return (
    <Card.Root as="article" aria-label={name}>
      <Card.Header>
        <Card.Title as="h2" fontSize="xl">
          {name}
        </Card.Title>
        <Card.Description>
          {child.school.name}
          {child.gradeSection ? ` · class ${child.gradeSection.name}` : ''}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {child.courses.length === 0 ? (
          <Text color="fg.muted">Not enrolled in any course yet.</Text>
        ) : (
          <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
            {child.courses.map((course) => (
              <Stack as="li" key={course._id} gap="2">
                <HStack justify="space-between" align="start" gap="3">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold">{course.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {course.teacherName} · {lastActivity(course.lastActivityAt)}
                    </Text>
                  </Stack>
                  <Badge colorPalette={course.averageScore === null ? 'gray' : 'brand'} size="lg" flexShrink={0}>
                    {course.averageScore === null ? 'Not graded yet' : `Average ${percent(course.averageScore)}`}
                  </Badge>
                </HStack>
                <Progress.Root
                  value={Math.round(course.completion)}
                  size="sm"
                  colorPalette="brand"
                  aria-label={`${course.name} completion`}
                >
                  <HStack gap="3">
                    <Progress.Track flex="1">
                      <Progress.Range />
                    </Progress.Track>
                    <Progress.ValueText minW="12" textAlign="end" fontSize="sm">
                      {percent(course.completion)}
                    </Progress.ValueText>
                  </HStack>
                </Progress.Root>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
      <Card.Footer borderTopWidth="1px" pt="4">
        <ChildRecordDownload child={child} />
      </Card.Footer>
    </Card.Root>
  );
}
