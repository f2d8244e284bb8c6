import { Box, Link as ChakraLink, HStack, Input, InputGroup, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { type MouseEvent, useId, useMemo, useState } from 'react';
import type { StudentSummary } from '@/contract/schemas/teacher';
import { PercentBar } from '@/src/components/percent-bar';
import { SortColumnHeader } from '@/src/components/sort-button';
import { SortSelect } from '@/src/components/sort-select';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { formatDateTime, formatDuration, formatPercent, formatRelative } from '../lib/format';
import { initialDirection, type RosterSortKey, type RosterState, type SortDirection, searchRoster, sortRoster } from '../lib/roster';

interface Props {
  /** Accessible name of the table. */
  label: string;
  rows: StudentSummary[];
  state: RosterState;
  onStateChange: (change: Partial<RosterState>) => void;
}

/**
 * What shows depends on the width the table gets (the drawer may take 300 px of a tablet), by
 * container query: `data-from="medium"` / `"wide"` parts appear from 36rem / 48rem on,
 * `data-until="medium"` parts (the sort select, last activity under the name) only below 36rem.
 */
const byWidth = {
  containerType: 'inline-size',
  '& [data-from]': { display: 'none' },
  '@container (min-width: 36rem)': {
    '& [data-from="medium"]': { display: 'revert' },
    '& [data-until="medium"]': { display: 'none' },
  },
  '@container (min-width: 48rem)': { '& [data-from="wide"]': { display: 'revert' } },
} as const;

/** The sortable columns; `label` is a message id. */
const columns: { key: RosterSortKey; label: MessageId }[] = [
  { key: 'name', label: 'teacher.roster.student' },
  { key: 'completion', label: 'teacher.completion' },
  { key: 'score', label: 'teacher.avgScore' },
  { key: 'lastActivity', label: 'teacher.roster.lastActivity' },
];

/**
 * Students with their progress, sortable by name, completion, score and last activity, and
 * searchable by name or number. Each name is a link to the student (Tab, Enter); a click anywhere
 * on the row opens the student too.
 */
export function RosterTable({ label, rows, state, onStateChange }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const searchId = useId();
  // The box keeps its own text so typing never waits on the URL; the URL follows for the way back.
  const [query, setQuery] = useState(state.q);
  const shown = useMemo(() => sortRoster(searchRoster(rows, query), state.sort, state.dir), [rows, query, state.sort, state.dir]);

  const sortBy = (key: RosterSortKey) =>
    onStateChange({ sort: key, dir: key === state.sort ? (state.dir === 'asc' ? 'desc' : 'asc') : initialDirection(key) });

  const openRow = (event: MouseEvent, student: StudentSummary) => {
    // The name link handles its own clicks (and middle/modified clicks open a tab as usual).
    if ((event.target as HTMLElement).closest('a')) return;
    void navigate({ to: '/teacher/students/$studentId', params: { studentId: student._id } });
  };

  return (
    <Stack gap="3" css={byWidth}>
      <HStack gap="3" flexWrap="wrap" justify="space-between">
        <InputGroup startElement={<Search size={16} aria-hidden />} maxW={{ base: 'full', sm: '20rem' }}>
          <Input
            id={searchId}
            type="search"
            size="sm"
            aria-label={t('teacher.roster.search')}
            placeholder={t('teacher.roster.placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              onStateChange({ q: event.currentTarget.value });
            }}
          />
        </InputGroup>
        <NarrowSort state={state} onSort={(sort, dir) => onStateChange({ sort, dir })} />
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {shown.length === rows.length
            ? t('teacher.studentCount', { count: rows.length })
            : t('teacher.roster.countOf', { shown: shown.length, count: rows.length })}
        </Text>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" interactive aria-label={label}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {columns.map((column) => (
                <SortHeader key={column.key} column={column} state={state} onSort={sortBy} always={column.key !== 'lastActivity'} />
              ))}
              <Table.ColumnHeader data-from="wide" textAlign="end">
                {t('teacher.roster.timeSpent')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={5} textAlign="center" py="6" color="fg.muted">
                  {t('teacher.roster.noMatch', { query })}
                </Table.Cell>
              </Table.Row>
            )}
            {shown.map((s) => (
              <Table.Row key={s._id} cursor="pointer" onClick={(event) => openRow(event, s)}>
                <Table.Cell minW="9rem">
                  <ChakraLink asChild fontWeight="medium">
                    <Link to="/teacher/students/$studentId" params={{ studentId: s._id }}>
                      {s.lastName}, {s.firstName}
                    </Link>
                  </ChakraLink>
                  <Text fontSize="xs" color="fg.muted">
                    {s.studentNumber}
                    {/* No room for the last-activity column: it goes under the name. */}
                    <Box as="span" data-until="medium">
                      {' · '}
                      {formatRelative(s.lastActivityAt)}
                    </Box>
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Text w="2.5rem" textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatPercent(s.completion)}
                    </Text>
                    <Box flex="1" minW="12" data-from="medium">
                      <PercentBar value={s.completion} height="1.5" />
                    </Box>
                  </HStack>
                </Table.Cell>
                <Table.Cell fontVariantNumeric="tabular-nums">{formatPercent(s.averageScore)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" color={s.lastActivityAt ? undefined : 'fg.muted'} data-from="medium">
                  <span title={s.lastActivityAt ? formatDateTime(s.lastActivityAt) : undefined}>{formatRelative(s.lastActivityAt)}</span>
                </Table.Cell>
                <Table.Cell data-from="wide" textAlign="end" whiteSpace="nowrap">
                  {formatDuration(s.timeSpentSeconds)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function SortHeader({
  column,
  state,
  onSort,
  always,
}: {
  column: { key: RosterSortKey; label: MessageId };
  state: RosterState;
  onSort: (key: RosterSortKey) => void;
  /** Whether the column shows at every width (else from the medium width on). */
  always: boolean;
}) {
  const t = useT();
  const active = state.sort === column.key;
  return (
    <SortColumnHeader
      label={t(column.label)}
      active={active}
      dir={state.dir}
      onSort={() => onSort(column.key)}
      data-from={always ? undefined : 'medium'}
    />
  );
}

/** Where not every column fits (phones, tablets with the drawer open), a select chooses the order. */
function NarrowSort({ state, onSort }: { state: RosterState; onSort: (sort: RosterSortKey, dir: SortDirection) => void }) {
  const t = useT();
  return (
    <SortSelect sort={state.sort} dir={state.dir} onChange={onSort} label={t('teacher.roster.sortBy')} flex="1 1 14rem" data-until="medium">
      {columns.flatMap((column) =>
        (['asc', 'desc'] as const).map((dir) => (
          <option key={`${column.key}:${dir}`} value={`${column.key}:${dir}`}>
            {t('teacher.roster.option', { label: t(column.label), direction: directionLabel(t, column.key, dir) })}
          </option>
        )),
      )}
    </SortSelect>
  );
}

const directionLabel = (t: Translate, key: RosterSortKey, dir: SortDirection) =>
  t(
    key === 'name'
      ? dir === 'asc'
        ? 'teacher.roster.dir.az'
        : 'teacher.roster.dir.za'
      : key === 'lastActivity'
        ? dir === 'asc'
          ? 'teacher.roster.dir.oldest'
          : 'teacher.roster.dir.newest'
        : dir === 'asc'
          ? 'teacher.roster.dir.lowest'
          : 'teacher.roster.dir.highest',
  );

export function RosterSkeleton() {
  const t = useT();
  return (
    <Stack gap="3" aria-busy="true" aria-label={t('teacher.roster.loading')}>
      <Skeleton h="8" maxW="20rem" />
      <Skeleton h="10" />
      {[1, 2, 3, 4, 5].map((n) => (
        <Skeleton key={n} h="12" />
      ))}
    </Stack>
  );
}
