import { Box, Link as ChakraLink, Grid, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { PercentBar } from './percent-bar';

// Whole percents, as every screen writes them ("61%"); the bars only ever show 0–100 values.
const percentFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const formatPercent = (value: number) => `${percentFormat.format(value)}%`;

export interface BarItem {
  id: string;
  label: string;
  /** A second line under the label, e.g. "7-A · 24 students". */
  detail?: string;
  /** 0–100. */
  value: number;
  /** Drawn as a tick and written out, e.g. the class average; null when there is none. */
  reference?: number | null;
  link?: LinkProps;
}

interface Props {
  /** Accessible name of the chart, e.g. "Course completion per class". */
  label: string;
  items: BarItem[];
  /** Name of the value for screen readers: "Completion", "Score". */
  valueName: string;
  /** Name of the reference tick; also shown as a legend. */
  referenceName?: string;
  colorPalette?: string;
}

/**
 * A horizontal bar chart drawn with plain boxes: one row per item, the label and the value written
 * out (so it reads well aloud and needs no tooltip), the bar and the reference tick decorative.
 * Chosen over recharts for these charts: every value is a percentage on one axis, and this costs no
 * extra JavaScript on the teacher's first page (recharts is ~100 KB gzip) while staying legible at
 * 390 px and following the theme through Chakra tokens.
 */
export function BarList({ label, items, valueName, referenceName, colorPalette = 'brand' }: Props) {
  const hasReference = referenceName !== undefined && items.some((item) => item.reference != null);
  return (
    <Stack as="figure" gap="3" m="0" aria-label={label}>
      {hasReference && (
        <HStack gap="4" fontSize="xs" color="fg.muted" aria-hidden>
          <HStack gap="1.5">
            <Box w="3" h="2" borderRadius="full" bg="colorPalette.solid" colorPalette={colorPalette} />
            {valueName}
          </HStack>
          <HStack gap="1.5">
            <Box w="2px" h="3" bg="fg" />
            {referenceName}
          </HStack>
        </HStack>
      )}
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <Grid
            as="li"
            key={item.id}
            templateColumns={{ base: '1fr auto', md: 'minmax(10rem, 16rem) 1fr 7rem' }}
            templateAreas={{ base: '"label value" "bar bar"', md: '"label bar value"' }}
            columnGap="4"
            rowGap="1.5"
            alignItems="center"
          >
            <Box gridArea="label" minW="0">
              {item.link ? (
                <ChakraLink asChild fontWeight="medium" display="block" truncate>
                  <Link {...item.link}>{item.label}</Link>
                </ChakraLink>
              ) : (
                <Text fontWeight="medium" truncate>
                  {item.label}
                </Text>
              )}
              {item.detail && (
                <Text fontSize="xs" color="fg.muted" truncate>
                  {item.detail}
                </Text>
              )}
            </Box>
            <Box gridArea="bar">
              <PercentBar value={item.value} reference={item.reference ?? null} colorPalette={colorPalette} />
            </Box>
            <Text gridArea="value" textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              <VisuallyHidden>{valueName} </VisuallyHidden>
              <Text as="span" fontWeight="semibold">
                {formatPercent(item.value)}
              </Text>
              {referenceName !== undefined && item.reference != null && (
                <Text as="span" color="fg.muted" fontSize="sm">
                  <VisuallyHidden>, {referenceName}</VisuallyHidden>
                  <span aria-hidden> / </span>
                  {formatPercent(item.reference)}
                </Text>
              )}
            </Text>
          </Grid>
        ))}
      </Stack>
    </Stack>
  );
}
