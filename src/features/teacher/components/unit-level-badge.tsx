import { Badge } from '@chakra-ui/react';
import { unitLevel } from '../lib/unit-levels';

/** A unit's colour level with its number and name (never colour alone). */
export function UnitLevelBadge({ level }: { level: number }) {
  const { level: n, name, colorPalette } = unitLevel(level);
  return (
    <Badge colorPalette={colorPalette} variant="subtle" flexShrink={0} title={`Level ${n} of 5: ${name}`}>
      L{n} · {name}
    </Badge>
  );
}
