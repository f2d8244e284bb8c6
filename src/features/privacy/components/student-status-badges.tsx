import { Badge } from '@chakra-ui/react';
import type { PrivacyStudent } from '@/contract/schemas/privacy';
import { formatDate } from '../lib/format';

/** "Left school" (a roster import deactivated them) and "Deletion on <date>" (a purge is pending). */
export function StudentStatusBadges({ student }: { student: PrivacyStudent }) {
  return (
    <>
      {student.deactivatedAt && <Badge colorPalette="gray">Left school</Badge>}
      {student.deletionDueAt && <Badge colorPalette="red">Deletion on {formatDate(student.deletionDueAt)}</Badge>}
    </>
  );
}
