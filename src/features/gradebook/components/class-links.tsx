import { Button, Card, Heading, HStack, Skeleton, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { TableProperties } from 'lucide-react';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useT } from '@/src/lib/i18n/use-t';
import { useMyCourses } from '@/src/lib/my-courses-query';
import { useSchoolId } from '@/src/lib/school-id';

/**
 * Where grade entry starts: the teacher's classes in the selected school, each opening its grid. A
 * part with a boundary of its own: the template editor below does not wait for it, nor fail with it.
 */
export function ClassLinks() {
  const t = useT();
  const schoolId = useSchoolId();
  return (
    <Card.Root as="section" aria-labelledby="grade-classes-heading" variant="outline" size="sm" mb="6">
      <Card.Header>
        <Heading id="grade-classes-heading" as="h2" size="md">
          {t('gradebook.links.heading')}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {/* Keyed by school: a switch shows the skeleton, never the other school's classes. */}
        <QueryBoundary key={schoolId} skeleton={<ClassLinksSkeleton />} what={t('gradebook.links.what')} py="2">
          <ClassLinksContent />
        </QueryBoundary>
      </Card.Body>
    </Card.Root>
  );
}

function ClassLinksContent() {
  const t = useT();
  const { data } = useMyCourses();
  if (data.items.length === 0) return <Text color="fg.muted">{t('gradebook.links.none')}</Text>;
  return (
    <Wrap gap="2">
      {data.items.map((item) => (
        // Wraps on a phone rather than widening the page (a long course name, a longer language).
        <Button
          key={item._id}
          asChild
          variant="outline"
          size="sm"
          whiteSpace="normal"
          h="auto"
          minH="8"
          py="1.5"
          textAlign="start"
          maxW="full"
        >
          <Link to="/gradebook/class/$instanceId" params={{ instanceId: item._id }}>
            <TableProperties aria-hidden />
            {item._course.name} · {item.gradeSection.name}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {t('gradebook.studentCount', { count: item.studentCount })}
            </Text>
          </Link>
        </Button>
      ))}
    </Wrap>
  );
}

function ClassLinksSkeleton() {
  const t = useT();
  return (
    <HStack gap="2" aria-busy="true" aria-label={t('gradebook.links.loading')}>
      <Skeleton height="8" width="220px" />
      <Skeleton height="8" width="220px" />
    </HStack>
  );
}
