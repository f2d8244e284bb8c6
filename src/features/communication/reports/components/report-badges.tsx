import { Badge } from '@chakra-ui/react';
import type { BugSeverity, BugStatus } from '@/contract/schemas/report-limits';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useT } from '@/src/lib/i18n/use-t';

const severityPalette: Record<BugSeverity, string> = { low: 'gray', normal: 'blue', high: 'orange', blocking: 'red' };
const severityLabel: Record<BugSeverity, MessageId> = {
  low: 'communication.bug.severity.low',
  normal: 'communication.bug.severity.normal',
  high: 'communication.bug.severity.high',
  blocking: 'communication.bug.severity.blocking',
};

export function SeverityBadge({ severity }: { severity: BugSeverity }) {
  const t = useT();
  return (
    <Badge colorPalette={severityPalette[severity]} variant={severity === 'blocking' ? 'solid' : 'subtle'}>
      {t(severityLabel[severity])}
    </Badge>
  );
}

/** Each status's name (a message id). */
export const statusLabel: Record<BugStatus, MessageId> = {
  open: 'communication.bug.status.open',
  'in-progress': 'communication.bug.status.in-progress',
  closed: 'communication.bug.status.closed',
};
const statusPalette: Record<BugStatus, string> = { open: 'purple', 'in-progress': 'yellow', closed: 'green' };

export function StatusBadge({ status }: { status: BugStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={statusPalette[status]} variant="outline">
      {t(statusLabel[status])}
    </Badge>
  );
}
