import { Box, chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Unit } from '@/contract/schemas/teacher';
import { PercentBar } from '@/src/components/percent-bar';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useT } from '@/src/lib/i18n/use-t';
import { formatPercent } from '../lib/format';
import { unitLevel } from '../lib/unit-levels';
import { UnitContentList, UnitContentSkeleton } from './unit-content-list';
import { UnitLevelBadge } from './unit-level-badge';

interface Props {
  instanceId: string;
  units: Unit[];
  /** The unit to show open first (from the URL). */
  expanded: string | undefined;
  /** Called when a unit is opened, so the URL (and the way back from a content page) remembers it. */
  onExpand: (unitId: string | undefined) => void;
}

/** The course's units in order, each a disclosure that opens its content list. */
export function UnitList({ instanceId, units, expanded, onExpand }: Props) {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(expanded ? [expanded] : []));
  const toggle = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
    onExpand(next.has(id) ? id : undefined);
  };
  return (
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label={t('teacher.course.units')}>
      {units.map((unit) => (
        <UnitRow key={unit._id} unit={unit} instanceId={instanceId} open={open.has(unit._id)} onToggle={() => toggle(unit._id)} />
      ))}
    </Stack>
  );
}

function UnitRow({ unit, instanceId, open, onToggle }: { unit: Unit; instanceId: string; open: boolean; onToggle: () => void }) {
  const t = useT();
  const panelId = useId();
  const { colorPalette } = unitLevel(unit.level);
  return (
    <Box
      as="li"
      colorPalette={colorPalette}
      borderWidth="1px"
      borderLeftWidth="6px"
      borderLeftColor="colorPalette.solid"
      borderRadius="l2"
      bg="bg.panel"
      data-level={unit.level}
    >
      <Box as="h3" m="0">
        <chakra.button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          w="full"
          textAlign="start"
          px={{ base: '3', md: '4' }}
          py="3"
          borderRadius="l2"
          cursor="pointer"
          _hover={{ bg: 'bg.subtle' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
        >
          <Grid
            templateColumns={{ base: 'auto 1fr', md: 'auto 1fr auto 12rem' }}
            templateAreas={{ base: '"icon title" "icon meta"', md: '"icon title badge progress"' }}
            columnGap="3"
            rowGap="1.5"
            alignItems="center"
          >
            <Box
              gridArea="icon"
              color="fg.muted"
              transform={open ? 'rotate(180deg)' : undefined}
              transition="transform 0.2s"
              alignSelf="center"
            >
              <ChevronDown size={18} aria-hidden />
            </Box>
            <Box gridArea="title" minW="0">
              <Text fontSize="xs" color="fg.muted" fontWeight="medium">
                {t('teacher.unit.position', { position: unit.position })}
              </Text>
              <Text fontWeight="semibold" fontSize="md" lineClamp={2}>
                {unit.name}
              </Text>
            </Box>
            <HStack gridArea={{ base: 'meta', md: 'badge' }} gap="3" flexWrap="wrap">
              <UnitLevelBadge level={unit.level} />
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                {t('teacher.itemCount', { count: unit.contentCount })}
              </Text>
              <Box display={{ base: 'block', md: 'none' }} fontSize="sm" whiteSpace="nowrap">
                {t('teacher.unit.done', { percent: formatPercent(unit.completion) })}
              </Box>
            </HStack>
            <Stack gridArea="progress" gap="1" display={{ base: 'none', md: 'flex' }}>
              <HStack justify="space-between" fontSize="xs" color="fg.muted">
                <span>{t('teacher.unit.completion', { percent: formatPercent(unit.completion) })}</span>
                <span>{t('teacher.unit.score', { percent: formatPercent(unit.averageScore) })}</span>
              </HStack>
              <PercentBar value={unit.completion} />
            </Stack>
          </Grid>
        </chakra.button>
      </Box>
      {open && (
        <Box id={panelId} px={{ base: '3', md: '4' }} pb="4" pt="1">
          {unit.description && (
            <Text color="fg.muted" fontSize="sm" mb="3">
              {unit.description}
            </Text>
          )}
          <QueryBoundary skeleton={<UnitContentSkeleton />} what={t('teacher.unit.contentWhat')}>
            <UnitContentList unitId={unit._id} instanceId={instanceId} />
          </QueryBoundary>
        </Box>
      )}
    </Box>
  );
}
