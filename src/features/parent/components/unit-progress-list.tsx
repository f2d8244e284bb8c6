import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ChildCourseDetail } from '@/contract/schemas/parent';
import { useT } from '@/src/lib/i18n/use-t';

/** Progress through each unit of the course, in course order. */
export function UnitProgressList({ units }: { units: ChildCourseDetail['units'] }) {
  const t = useT();
  return (
    <Stack gap="2">
      <Text as="h4" fontWeight="semibold">
        {t('parent.units')}
      </Text>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {units.map((unit) => (
          <Stack as="li" key={unit._id} gap="1">
            <HStack justify="space-between" align="start" gap="3" fontSize="sm">
              <Text minW="0">{unit.name}</Text>
              <Text flexShrink={0} color="fg.muted">
                {t('parent.unitDone', { done: unit.completed, total: unit.items })}
              </Text>
            </HStack>
            <Progress.Root
              value={unit.items > 0 ? Math.round((100 * unit.completed) / unit.items) : 0}
              size="xs"
              colorPalette="brand"
              aria-label={t('parent.unitProgress', { name: unit.name, done: unit.completed, total: unit.items })}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
