import { Badge } from '@chakra-ui/react';

/** "Deactivated" where it applies; nothing for an active person (the usual case needs no badge). */
export function StatusBadge({ deactivated, label = 'Deactivated' }: { deactivated: boolean; label?: string }) {
  if (!deactivated) return null;
  return (
    <Badge colorPalette="gray" variant="surface">
      {label}
    </Badge>
  );
}
