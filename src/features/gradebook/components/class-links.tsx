import { Button, Card, Heading, HStack, Skeleton, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { TableProperties } from 'lucide-react';
import { LoadError } from '@/src/components/load-error';
import { useMyClasses } from '../api/my-classes';

/** Where grade entry starts: the teacher's classes in the selected school, each opening its grid. */
export function ClassLinks() {
  const classes = useMyClasses();
  return (
    <Card.Root as="section" aria-labelledby="grade-classes-heading" variant="outline" size="sm" mb="6">
      <Card.Header>
        <Heading id="grade-classes-heading" as="h2" size="md">
          Enter grades
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {classes.isPending ? (
          <HStack gap="2" aria-busy="true" aria-label="Loading your classes">
            <Skeleton height="8" width="220px" />
            <Skeleton height="8" width="220px" />
          </HStack>
        ) : classes.isError ? (
          <LoadError error={classes.error} onRetry={() => void classes.refetch()} what="your classes" py="2" />
        ) : classes.data.items.length === 0 ? (
          <Text color="fg.muted">You have no classes in this school.</Text>
        ) : (
          <Wrap gap="2">
            {classes.data.items.map((item) => (
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
        )}
      </Card.Body>
    </Card.Root>
  );
}
