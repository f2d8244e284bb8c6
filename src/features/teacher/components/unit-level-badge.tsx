import { Badge } from '@chakra-ui/react';
import { useT } from '@/src/lib/i18n/use-t';
import { unitLevel } from '../lib/unit-levels';

/** A unit's colour level with its number and name (never colour alone). */
export function UnitLevelBadge({ level }: { level: number }) {
  const t = useT();
  const { level: n, name: nameId, colorPalette } = unitLevel(level);
  const name = t(nameId);
  return (
    <Badge colorPalette={colorPalette} variant="subtle" flexShrink={0} title={t('teacher.level.title', { level: n, name })}>
      {t('teacher.level.badge', { level: n, name })}
    </Badge>
  );
}
