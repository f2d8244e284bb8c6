import { Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { School } from 'lucide-react';
import { useT } from '@/src/lib/i18n/use-t';
import { useUsersCount } from '../api/users-count';
import { formatCount } from '../lib/format';

/**
 * The selected school's head counts (`GET /api/v1/teacher/users/count`). ARCHITECTURE.md §6: a failure of
 * this call is swallowed silently, so on error the card is simply left out.
 */
export function SchoolCounts() {
  const t = useT();
  const { data, isPending, isError } = useUsersCount();
  if (isError) return null;
  if (isPending) return <Skeleton h="14" borderRadius="l2" aria-hidden />;
  const figures = [
    [data.students, t('teacher.counts.students')],
    [data.teachers, t('teacher.counts.teachers')],
    [data.classes, t('teacher.counts.classes')],
    [data.gradeSections, t('teacher.counts.gradeSections')],
  ] as const;
  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Body>
        <Stack direction="row" flexWrap="wrap" columnGap="6" rowGap="2" align="center">
          <HStack gap="2" color="fg.muted" whiteSpace="nowrap">
            <School size={18} aria-hidden />
            <Text fontWeight="medium">{t('teacher.counts.title')}</Text>
          </HStack>
          <HStack as="dl" gap="5" flexWrap="wrap" rowGap="1" m="0">
            {figures.map(([value, label]) => (
              <HStack key={label} gap="1.5">
                {/* The term comes first for screen readers; the number is shown first. */}
                <Text as="dt" color="fg.muted" order={1}>
                  {label}
                </Text>
                <Text as="dd" m="0" fontWeight="semibold" order={0}>
                  {formatCount(value)}
                </Text>
              </HStack>
            ))}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
