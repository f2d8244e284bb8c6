import { Box, Card, Link as ChakraLink, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { StudentClass } from '@/contract/schemas/teacher';
import { PercentBar } from '@/src/components/percent-bar';
import { useT } from '@/src/lib/i18n/use-t';
import { formatDuration, formatPercent, formatRelative } from '../lib/format';

/** The teacher's classes this student is in, with the student's standing in each. */
export function StudentClasses({ classes }: { classes: StudentClass[] }) {
  const t = useT();
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {t('teacher.classes.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {classes.length === 0 ? (
          <Text color="fg.muted">{t('teacher.classes.none')}</Text>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
            {classes.map((c) => (
              <Grid as="li" key={c._id} templateColumns={{ base: '1fr', md: '1fr 12rem' }} gap="2" alignItems="center">
                <Box minW="0">
                  <ChakraLink asChild fontWeight="medium">
                    <Link to="/teacher/courses/$instanceId" params={{ instanceId: c._id }} search={{ tab: 'students' }}>
                      {c._course.name} · {c.gradeSection}
                    </Link>
                  </ChakraLink>
                  <HStack gap="3" fontSize="xs" color="fg.muted" flexWrap="wrap">
                    <span>{t('teacher.classes.avgScore', { percent: formatPercent(c.averageScore) })}</span>
                    <span>{t('teacher.classes.spent', { duration: formatDuration(c.timeSpentSeconds) })}</span>
                    <span>{t('teacher.classes.lastActive', { when: formatRelative(c.lastActivityAt).toLocaleLowerCase() })}</span>
                  </HStack>
                </Box>
                <Stack gap="1">
                  <Text fontSize="xs" color="fg.muted">
                    {t('teacher.unit.completion', { percent: formatPercent(c.completion) })}
                  </Text>
                  <PercentBar value={c.completion} />
                </Stack>
              </Grid>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
