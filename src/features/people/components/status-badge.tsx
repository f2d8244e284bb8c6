import { Badge } from '@chakra-ui/react';
import { useT } from '@/src/lib/i18n/use-t';

/** "Deactivated" where it applies; nothing for an active person (the usual case needs no badge). */
export function StatusBadge({ deactivated, label }: { deactivated: boolean; label?: string }) {
  const t = useT();
  if (!deactivated) return null;
  return (
    <Badge colorPalette="gray" variant="surface">
      {label ?? t('people.deactivated')}
    </Badge>
  );
}
