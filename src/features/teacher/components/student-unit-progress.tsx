import { Box, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { StudentProgress } from '@/contract/schemas/teacher';
import { PercentBar } from '@/src/components/percent-bar';
import { useT } from '@/src/lib/i18n/use-t';
import { formatDuration, formatPercent } from '../lib/format';
import { unitLevel } from '../lib/unit-levels';
import { UnitLevelBadge } from './unit-level-badge';

/** Per class, the student's way through each unit: items done, score, time. */
export function StudentUnitProgress({ progress }: { progress: StudentProgress }) {
  const t = useT();
  if (progress.length === 0) return <Text color="fg.muted">{t('teacher.progress.none')}</Text>;
  return (
    <Stack gap="4">
      {progress.map((course) => (
        <Card.Root key={course.courseInstance._id} variant="outline" size="sm">
          <Card.Header>
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              <Card.Title as="h3" fontSize="md">
                {course.courseInstance._course.name} · {course.courseInstance.gradeSection}
              </Card.Title>
              <Text fontSize="sm" color="fg.muted">
                {t('teacher.progress.summary', {
                  completion: formatPercent(course.completion),
                  score: formatPercent(course.averageScore),
                  duration: formatDuration(course.timeSpentSeconds),
                })}
              </Text>
            </HStack>
          </Card.Header>
          <Card.Body>
            <Stack
              as="ol"
              gap="2"
              listStyleType="none"
              m="0"
              p="0"
              aria-label={t('teacher.progress.unitsOf', { course: course.courseInstance._course.name })}
            >
              {course.sections.map((unit) => (
                <Grid
                  as="li"
                  key={unit._id}
                  colorPalette={unitLevel(unit.level).colorPalette}
                  templateColumns={{ base: '1fr auto', md: 'minmax(12rem, 1fr) auto 12rem 6rem' }}
                  columnGap="4"
                  rowGap="1"
                  alignItems="center"
                  borderLeftWidth="4px"
                  borderLeftColor="colorPalette.solid"
                  pl="3"
                  py="1"
                >
                  <Box minW="0">
                    <Text fontSize="xs" color="fg.muted">
                      {t('teacher.unit.position', { position: unit.position })}
                    </Text>
                    <Text fontWeight="medium" truncate>
                      {unit.name}
                    </Text>
                  </Box>
                  <UnitLevelBadge level={unit.level} />
                  <Stack gap="1" gridColumn={{ base: '1 / -1', md: 'auto' }}>
                    <Text fontSize="xs" color="fg.muted">
                      {t('teacher.progress.items', {
                        done: unit.completedCount,
                        count: unit.contentCount,
                        percent: formatPercent(unit.completion),
                      })}
                    </Text>
                    <PercentBar value={unit.completion} />
                  </Stack>
                  <Text fontSize="sm" textAlign={{ md: 'end' }} gridColumn={{ base: '1 / -1', md: 'auto' }} color="fg.muted">
                    {t('teacher.progress.score')}{' '}
                    <Text as="strong" color="fg">
                      {formatPercent(unit.averageScore)}
                    </Text>
                  </Text>
                </Grid>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
