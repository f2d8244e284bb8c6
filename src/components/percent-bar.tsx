import { Box } from '@chakra-ui/react';

interface Props {
  /** 0–100. */
  value: number;
  /** A second value drawn as a tick on the track (e.g. the class average); null for none. */
  reference?: number | null;
  height?: string;
  colorPalette?: string;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * A thin horizontal bar for a percentage. Decorative: the number is always written next to it, so
 * it is hidden from screen readers.
 */
export function PercentBar({ value, reference = null, height = '2', colorPalette }: Props) {
  return (
    <Box position="relative" h={height} bg="bg.emphasized" borderRadius="full" aria-hidden colorPalette={colorPalette} minW="12">
      <Box h="full" w={`${clamp(value)}%`} bg="colorPalette.solid" borderRadius="full" transition="width 0.3s" />
      {reference !== null && (
        <Box
          data-testid="reference-marker"
          position="absolute"
          top="-1"
          bottom="-1"
          left={`calc(${clamp(reference)}% - 1px)`}
          w="2px"
          bg="fg"
          borderRadius="full"
        />
      )}
    </Box>
  );
}
