import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChildActivity } from '@/contract/schemas/parent';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useLocale, useT } from '@/src/lib/i18n/use-t';
import { formatDate, formatPercent } from '../lib/format';

const kindLabels: Record<ChildActivity['kind'], MessageId> = {
  lesson: 'parent.kind.lesson',
  activity: 'parent.kind.activity',
  lab: 'parent.kind.lab',
  quiz: 'parent.kind.quiz',
};

/** The last things the child worked on, newest first. */
export function RecentActivity({ items }: { items: readonly ChildActivity[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack as="section" aria-labelledby="recent-activity" gap="3">
      <Text as="h2" id="recent-activity" fontWeight="semibold" fontSize="xl">
        {t('parent.recentHeading')}
      </Text>
      {items.length === 0 ? (
        <Text color="fg.muted">{t('parent.noRecent')}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" borderTopWidth="1px">
          {items.map((item) => (
            <Stack as="li" key={`${item.at}-${item.title}`} gap="1" py="3" borderBottomWidth="1px">
              <HStack justify="space-between" align="start" gap="3">
                <Text fontWeight="medium" minW="0">
                  {item.title}
                </Text>
                <Badge flexShrink={0} colorPalette={item.status === 'completed' ? 'green' : 'gray'} variant="subtle">
                  {t(item.status === 'completed' ? 'parent.status.completed' : 'parent.status.inProgress')}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {[
                  t(kindLabels[item.kind]),
                  item.courseName,
                  formatDate(locale, item.at),
                  item.scorePercent === null ? null : t('parent.score', { percent: formatPercent(locale, item.scorePercent) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
