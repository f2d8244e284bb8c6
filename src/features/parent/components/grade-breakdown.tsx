import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChildCourseDetail } from '@/contract/schemas/parent';
import { useLocale, useT } from '@/src/lib/i18n/use-t';
import { formatPercent } from '../lib/format';

/** The grade by the teacher's gradebook divisions (Quizzes, Labs…), each with its weight when the total is weighted. */
export function GradeBreakdown({ grades }: { grades: NonNullable<ChildCourseDetail['grades']> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Box as="section" aria-label={t('parent.gradeParts')}>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
        {grades.divisions.map((division) => (
          <HStack as="li" key={division._id} justify="space-between" gap="3">
            <Text minW="0">
              {division.name}
              {division.weight !== null && (
                <Text as="span" color="fg.muted">
                  {' '}
                  ({t('parent.weight', { weight: formatPercent(locale, division.weight) })})
                </Text>
              )}
            </Text>
            <Text flexShrink={0} fontWeight="medium">
              {division.percent === null ? t('parent.gradeNone') : formatPercent(locale, division.percent)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
