import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ContentKind, PerformanceSeries } from '@/contract/schemas/teacher';
import { BarList } from '@/src/components/bar-list';
import { useT } from '@/src/lib/i18n/use-t';
import { contentKinds } from '../lib/content-kinds';

interface Props {
  firstName: string;
  series: { kind: Exclude<ContentKind, 'lesson'>; title: string; data: PerformanceSeries }[];
}

/** Activities, labs and quizzes: the student's score on each item against the class average. */
export function StudentPerformance({ firstName, series }: Props) {
  const t = useT();
  return (
    <Stack gap="4">
      {series.map(({ kind, title, data }) => {
        const Icon = contentKinds[kind].icon;
        const withPoints = data.filter((course) => course.points.length > 0);
        return (
          <Card.Root key={kind} variant="outline" size="sm">
            <Card.Header>
              <Heading as="h3" size="md" display="flex" alignItems="center" gap="2">
                <Icon size={18} aria-hidden /> {title}
              </Heading>
            </Card.Header>
            <Card.Body gap="5">
              {withPoints.length === 0 ? (
                <Text color="fg.muted">{t(`teacher.performance.none.${kind}`)}</Text>
              ) : (
                withPoints.map((course) => (
                  <Stack key={course.courseInstance._id} gap="2">
                    {data.length > 1 && (
                      <Text fontWeight="medium" fontSize="sm">
                        {course.courseInstance._course.name} · {course.courseInstance.gradeSection}
                      </Text>
                    )}
                    <BarList
                      label={t('teacher.performance.label', { title, name: firstName, course: course.courseInstance._course.name })}
                      valueName={t('teacher.performance.valueName', { name: firstName })}
                      referenceName={t('teacher.performance.reference')}
                      items={course.points.map((point) => ({
                        id: point.contentId,
                        label: point.title,
                        detail: t('teacher.unit.crumb', { position: point.unit.position, name: point.unit.name }),
                        value: point.score,
                        reference: point.classAverage,
                      }))}
                    />
                  </Stack>
                ))
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
