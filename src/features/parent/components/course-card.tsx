import { Badge, Card, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ChildCourseDetail } from '@/contract/schemas/parent';
import { useLocale, useT } from '@/src/lib/i18n/use-t';
import { formatDate, formatDuration, formatPercent } from '../lib/format';
import { gradeOf, standingOf } from '../lib/standing';
import { standingWords } from '../lib/standing-words';
import { GradeBreakdown } from './grade-breakdown';
import { UnitProgressList } from './unit-progress-list';

/** One class of the child: how it is going in words, then the figures behind the words. */
export function CourseCard({ course, childName }: { course: ChildCourseDetail; childName: string }) {
  const t = useT();
  const locale = useLocale();
  const standing = standingWords[standingOf(course)];
  const grade = gradeOf(course);
  return (
    <Card.Root as="article" aria-label={course.name} size="sm">
      <Card.Header gap="2">
        <Stack gap="1">
          <Card.Title as="h3" fontSize="lg">
            {course.name}
          </Card.Title>
          <Text fontSize="sm" color="fg.muted">
            {t('parent.teacher', { name: course.teacherName })}
          </Text>
        </Stack>
        <Stack gap="1" align="flex-start">
          <Badge colorPalette={standing.palette} size="lg" variant="subtle">
            {t(standing.label)}
          </Badge>
          <Text fontSize="sm">{t(standing.hint, { name: childName })}</Text>
        </Stack>
      </Card.Header>
      <Card.Body gap="5">
        <Progress.Root value={Math.round(course.completion)} size="sm" colorPalette="brand" aria-label={course.name}>
          <Stack gap="1.5">
            <Text fontSize="sm">{t('parent.itemsDone', { done: course.itemsCompleted, total: course.itemsTotal })}</Text>
            <HStack gap="3">
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText minW="12" textAlign="end" fontSize="sm">
                {formatPercent(locale, course.completion)}
              </Progress.ValueText>
            </HStack>
          </Stack>
        </Progress.Root>

        <Stack gap="1">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="semibold">{t('parent.grade')}</Text>
            <Text fontWeight="semibold" fontSize="lg">
              {grade === null ? t('parent.gradeNone') : formatPercent(locale, grade)}
            </Text>
          </HStack>
          {course.grades && course.grades.divisions.length > 0 && <GradeBreakdown grades={course.grades} />}
        </Stack>

        {course.units.length > 0 && <UnitProgressList units={course.units} />}

        <Stack gap="0.5" fontSize="sm" color="fg.muted">
          <Text>{t('parent.courseTime', { time: formatDuration(locale, course.timeSpentSeconds) })}</Text>
          <Text>
            {course.lastActivityAt ? t('parent.lastActive', { date: formatDate(locale, course.lastActivityAt) }) : t('parent.noActivity')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
