import { Badge, Card, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Layers, Users } from 'lucide-react';
import type { CourseInstance } from '@/contract/schemas/teacher';
import { PercentBar } from '@/src/components/percent-bar';
import { useT } from '@/src/lib/i18n/use-t';
import { formatPercent } from '../lib/format';

/** A class in the course list; the whole card opens it (the title is the link, for keyboards). */
export function CourseCard({ course: c }: { course: CourseInstance }) {
  const t = useT();
  return (
    <LinkBox asChild h="full" _hover={{ borderColor: 'colorPalette.border' }} transition="border-color 0.15s">
      <Card.Root variant="outline" size="sm">
        <Card.Body gap="3">
          <HStack justify="space-between" gap="2">
            <Badge colorPalette="brand" variant="subtle" size="lg">
              {c.gradeSection.name}
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              {c.gradeSection.grade.name}
            </Text>
          </HStack>
          <Stack gap="1">
            <Card.Title as="h2" fontSize="lg">
              <LinkOverlay asChild>
                <Link to="/teacher/courses/$instanceId" params={{ instanceId: c._id }}>
                  {c._course.name}
                </Link>
              </LinkOverlay>
            </Card.Title>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {c._course.description}
            </Text>
          </Stack>
          <Stack gap="1.5" mt="auto">
            <HStack justify="space-between" fontSize="sm" gap="3">
              <Text color="fg.muted">
                {t('teacher.completion')}{' '}
                <Text as="strong" color="fg">
                  {formatPercent(c.completion)}
                </Text>
              </Text>
              <Text color="fg.muted">
                {t('teacher.avgScore')}{' '}
                <Text as="strong" color="fg">
                  {formatPercent(c.averageScore)}
                </Text>
              </Text>
            </HStack>
            <PercentBar value={c.completion} />
          </Stack>
          <HStack gap="4" fontSize="sm" color="fg.muted" flexWrap="wrap">
            <HStack gap="1">
              <Users size={14} aria-hidden /> {t('teacher.studentCount', { count: c.studentCount })}
            </HStack>
            <HStack gap="1">
              <Layers size={14} aria-hidden /> {t('teacher.card.units', { units: c.unitCount, items: c.contentCount })}
            </HStack>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
