import { Badge, Box, Link as ChakraLink, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useT } from '@/src/lib/i18n/use-t';
import { useUnitContents } from '../api/unit-contents';
import { contentKinds } from '../lib/content-kinds';
import { formatPercent } from '../lib/format';

/** A unit's content items in order, each a link to the item, with the class's progress on it. */
export function UnitContentList({ unitId, instanceId }: { unitId: string; instanceId: string }) {
  const t = useT();
  const {
    data: { contents },
  } = useUnitContents(unitId, instanceId);
  if (contents.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" py="2">
        {t('teacher.unit.noContent')}
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" borderTopWidth="1px">
      {contents.map((item) => {
        const kind = contentKinds[item.kind];
        const Icon = kind.icon;
        return (
          <Grid
            as="li"
            key={item._id}
            templateColumns={{ base: 'auto 1fr', md: 'auto 1fr auto' }}
            columnGap="3"
            rowGap="1"
            alignItems="center"
            py="2.5"
            borderBottomWidth="1px"
          >
            <Box color={`${kind.colorPalette}.fg`} aria-hidden>
              <Icon size={18} />
            </Box>
            <Box minW="0">
              <ChakraLink asChild fontWeight="medium">
                <Link to="/teacher/courses/$instanceId/content/$contentId" params={{ instanceId, contentId: item._id }}>
                  {item.title}
                </Link>
              </ChakraLink>
              <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap">
                <Badge size="sm" variant="surface" colorPalette={kind.colorPalette}>
                  {t(kind.label)}
                </Badge>
                <span>{t('teacher.minutes', { count: item.minutes })}</span>
                {item.maxScore !== null && <span>{t('teacher.points', { count: item.maxScore })}</span>}
              </HStack>
            </Box>
            <HStack gridColumn={{ base: '2', md: 'auto' }} gap="4" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {item.completion !== null && <span>{t('teacher.unit.done', { percent: formatPercent(item.completion) })}</span>}
              {item.maxScore !== null && <span>{t('teacher.unit.avg', { percent: formatPercent(item.averageScore) })}</span>}
            </HStack>
          </Grid>
        );
      })}
    </Stack>
  );
}

export function UnitContentSkeleton() {
  const t = useT();
  return (
    <Stack gap="2" aria-busy="true" aria-label={t('teacher.unit.loadingContent')}>
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} h="10" />
      ))}
    </Stack>
  );
}
