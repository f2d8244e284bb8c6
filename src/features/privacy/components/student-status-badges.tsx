import { Badge } from '@chakra-ui/react';
import type { PrivacyStudent } from '@/contract/schemas/privacy';
import { useT } from '@/src/lib/i18n/use-t';
import { formatDate } from '../lib/format';

/** "Left school" (a roster import deactivated them) and "Deletion on <date>" (a purge is pending). */
export function StudentStatusBadges({ student }: { student: PrivacyStudent }) {
  const t = useT();
  return (
    <>
      {student.deactivatedAt && <Badge colorPalette="gray">{t('privacy.leftSchool')}</Badge>}
      {student.deletionDueAt && <Badge colorPalette="red">{t('privacy.deletionOn', { date: formatDate(student.deletionDueAt) })}</Badge>}
    </>
  );
}
