import { Badge, Box, Link as ChakraLink, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useUnitContents } from '../api/unit-contents';
import { contentKinds } from '../lib/content-kinds';
import { formatPercent } from '../lib/format';

/** A unit's content items in order, each a link to the item, with the class's progress on it. */
export function UnitContentList({ unitId, instanceId }: { unitId: string; instanceId: string }) {
  const {
    data: { contents },
  } = useUnitContents(unitId, instanceId);
  if (contents.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" py="2">
        No content in this unit yet.
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
                  {kind.label}
                </Badge>
                <span>{item.minutes} min</span>
                {item.maxScore !== null && <span>{item.maxScore} points</span>}
              </HStack>
            </Box>
            <HStack gridColumn={{ base: '2', md: 'auto' }} gap="4" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {item.completion !== null && <span>{formatPercent(item.completion)} done</span>}
              {item.maxScore !== null && <span>avg {formatPercent(item.averageScore)}</span>}
            </HStack>
          </Grid>
        );
      })}
    </Stack>
  );
}

export function UnitContentSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" aria-label="Loading unit content">
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} h="10" />
      ))}
    </Stack>
  );
}
