import { Badge } from '@chakra-ui/react';
import type { BugSeverity, BugStatus } from '@/contract/schemas/report-limits';

const severityPalette: Record<BugSeverity, string> = { low: 'gray', normal: 'blue', high: 'orange', blocking: 'red' };
const severityLabel: Record<BugSeverity, string> = { low: 'Low', normal: 'Normal', high: 'High', blocking: 'Blocking' };

export function SeverityBadge({ severity }: { severity: BugSeverity }) {
  return (
    <Badge colorPalette={severityPalette[severity]} variant={severity === 'blocking' ? 'solid' : 'subtle'}>
      {severityLabel[severity]}
    </Badge>
  );
}

export const statusLabel: Record<BugStatus, string> = { open: 'Open', 'in-progress': 'In progress', closed: 'Closed' };
const statusPalette: Record<BugStatus, string> = { open: 'purple', 'in-progress': 'yellow', closed: 'green' };

export function StatusBadge({ status }: { status: BugStatus }) {
  return (
    <Badge colorPalette={statusPalette[status]} variant="outline">
      {statusLabel[status]}
    </Badge>
  );
}
