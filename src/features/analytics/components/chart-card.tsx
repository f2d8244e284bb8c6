import { Box, Button, Card, Heading, HStack, SegmentGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ChartColumn, Download } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { EmptyState } from '@/src/components/empty-state';
import { downloadText } from '@/src/lib/download-file';
import { useT } from '@/src/lib/i18n/use-t';
import { type ChartSpec, csvOf, hasData } from '../lib/chart-spec';
import { FigureTable } from './figure-table';

// recharts stays in its own chunk, loaded when a chart first shows (never with the table view only).
// lazy() loses the component's type parameter: it is given back here.
const FigureChart = lazy(() => import('./figure-chart')) as unknown as <Row>(props: { spec: ChartSpec<Row> }) => ReactNode;

export type FigureView = 'chart' | 'table';

function ChartSkeleton() {
  const t = useT();
  return <Skeleton h={{ base: '64', md: '72' }} borderRadius="l2" aria-busy="true" aria-label={t('analytics.loadingChart')} />;
}

/**
 * One figure of the analytics page: its title and what it counts, a switch between the chart and
 * its table view (the accessible form, with the same numbers), and the CSV of those numbers, built
 * here from the same rows. No activity in the range: the empty state instead.
 */
export function ChartCard<Row>({ spec, initialView = 'chart' }: { spec: ChartSpec<Row>; initialView?: FigureView }) {
  const t = useT();
  const [view, setView] = useState<FigureView>(initialView);
  const headingId = `figure-${spec.id}`;
  const empty = !hasData(spec);
  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Header gap="2">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'start' }} gap="3">
          <Heading as="h2" size="md" id={headingId}>
            {spec.title}
          </Heading>
          {!empty && (
            <HStack gap="2" flexShrink={0} wrap="wrap">
              <SegmentGroup.Root
                size="sm"
                value={view}
                onValueChange={(e) => setView(e.value as FigureView)}
                aria-label={t('analytics.view', { title: spec.title })}
              >
                <SegmentGroup.Indicator />
                {(['chart', 'table'] as const).map((value) => (
                  <SegmentGroup.Item key={value} value={value}>
                    <SegmentGroup.ItemText>{value === 'chart' ? t('analytics.chart') : t('analytics.table')}</SegmentGroup.ItemText>
                    <SegmentGroup.ItemHiddenInput />
                  </SegmentGroup.Item>
                ))}
              </SegmentGroup.Root>
              <Button
                size="sm"
                variant="outline"
                minH="9"
                aria-label={t('analytics.downloadCsv', { title: spec.title })}
                onClick={() => downloadText(`${spec.fileName}.csv`, csvOf(spec))}
              >
                <Download aria-hidden /> CSV
              </Button>
            </HStack>
          )}
        </Stack>
        <Text color="fg.muted" fontSize="sm">
          {spec.description}
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        {empty ? (
          <EmptyState icon={<ChartColumn />} title={t('analytics.empty')} description={t('analytics.emptyHint')} />
        ) : view === 'chart' ? (
          <Suspense fallback={<ChartSkeleton />}>
            <FigureChart spec={spec} />
          </Suspense>
        ) : (
          <FigureTable spec={spec} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A card's loading state, in its shape. */
export function ChartCardSkeleton({ title }: { title: string }) {
  const t = useT();
  return (
    <Card.Root as="section" aria-busy="true" aria-label={t('analytics.loadingCard', { title })}>
      <Card.Header gap="2">
        <Skeleton h="6" w="48" />
        <Skeleton h="4" w="full" />
      </Card.Header>
      <Card.Body pt="2">
        <Box>
          <ChartSkeleton />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
