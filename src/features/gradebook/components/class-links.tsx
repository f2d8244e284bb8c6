import { Button, Card, Heading, HStack, Skeleton, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { TableProperties } from 'lucide-react';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useMyCourses } from '@/src/lib/my-courses-query';
import { useSchoolId } from '@/src/lib/school-id';

/**
 * Where grade entry starts: the teacher's classes in the selected school, each opening its grid. A
 * part with a boundary of its own: the template editor below does not wait for it, nor fail with it.
 */
export function ClassLinks() {
  const schoolId = useSchoolId();
  return (
    <Card.Root as="section" aria-labelledby="grade-classes-heading" variant="outline" size="sm" mb="6">
      <Card.Header>
        <Heading id="grade-classes-heading" as="h2" size="md">
          Enter grades
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {/* Keyed by school: a switch shows the skeleton, never the other school's classes. */}
        <QueryBoundary key={schoolId} skeleton={<ClassLinksSkeleton />} what="your classes" py="2">
          <ClassLinksContent />
        </QueryBoundary>
      </Card.Body>
    </Card.Root>
  );
}

function ClassLinksContent() {
  const { data } = useMyCourses();
  if (data.items.length === 0) return <Text color="fg.muted">You have no classes in this school.</Text>;
  return (
    <Wrap gap="2">
      {data.items.map((item) => (
        <Button key={item._id} asChild variant="outline" size="sm">
          <Link to="/gradebook/class/$instanceId" params={{ instanceId: item._id }}>
            <TableProperties aria-hidden />
            {item._course.name} · {item.gradeSection.name}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {item.studentCount} students
            </Text>
          </Link>
        </Button>
      ))}
    </Wrap>
  );
}

function ClassLinksSkeleton() {
  return (
    <HStack gap="2" aria-busy="true" aria-label="Loading your classes">
      <Skeleton height="8" width="220px" />
      <Skeleton height="8" width="220px" />
    </HStack>
  );
}
