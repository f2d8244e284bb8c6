import { Button, chakra, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DeletionPreview } from '@/contract/schemas/sup-admin';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { DialogFrame } from '@/src/components/dialog-frame';
import { InlineAlert } from '@/src/components/inline-alert';
import { ApiError } from '@/src/lib/api-error';
import { errorMessage } from '@/src/lib/error-message';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useDeleteOrganisation, useDeletionPreview } from '../api/organisation';

/** The lines of what goes, from the server's counts (only the non-zero ones). */
function removedLines(t: Translate, kind: 'district' | 'school', counts: DeletionPreview['counts']): string[] {
  const lines = [
    kind === 'district' && counts.districtAdmins > 0 ? t('org.delete.districtAdmins', { count: counts.districtAdmins }) : null,
    counts.classes > 0 ? t('org.delete.classes', { count: counts.classes }) : null,
    counts.gradeSections > 0 ? t('org.delete.gradeSections', { count: counts.gradeSections }) : null,
    counts.invites > 0 ? t('org.delete.invites', { count: counts.invites }) : null,
    counts.teachers + counts.schoolAdmins > 0
      ? t('org.delete.memberships', { teachers: counts.teachers, admins: counts.schoolAdmins })
      : null,
  ];
  return lines.filter((line): line is string => line !== null);
}

/**
 * Why the delete is refused, in the reader's language: the server decides (`blockedBy`), and its
 * counts say which rule (students left in a school, schools in a district, else an admin's records
 * that must keep their author).
 */
function blockerText(t: Translate, kind: 'district' | 'school', counts: DeletionPreview['counts']): string {
  if (kind === 'school') return t('org.delete.blocked.students', { count: counts.students });
  return counts.schools > 0 ? t('org.delete.blocked.schools', { count: counts.schools }) : t('org.delete.blocked.authored');
}

/**
 * The confirmation of a district's or school's delete: it first asks the server what would go, then
 * either says it (and deletes on confirm) or says why it cannot yet (students or schools remain).
 */
export function DeleteOrganisationDialog({
  kind,
  id,
  onClose,
  onDeleted,
}: {
  kind: 'district' | 'school';
  id: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const preview = useDeletionPreview(kind, id);
  const remove = useDeleteOrganisation(kind);
  const [refusal, setRefusal] = useState<string>();

  if (!preview.data || refusal || preview.data.blockedBy) {
    const reason = refusal ?? (preview.data?.blockedBy ? blockerText(t, kind, preview.data.counts) : null);
    return (
      <DialogFrame
        title={reason ? t(`org.delete.cannot.${kind}`) : t(`org.delete.ask.${kind}`)}
        size="sm"
        onClose={onClose}
        footer={<Button onClick={onClose}>{t('org.delete.close')}</Button>}
      >
        {preview.isError ? (
          <InlineAlert title={t('org.delete.checkFailed')}>{errorMessage(preview.error)}</InlineAlert>
        ) : reason ? (
          <Text>{reason}</Text>
        ) : (
          <Stack gap="2" aria-busy="true" aria-label={t('org.delete.checking')}>
            <Skeleton height="5" />
            <Skeleton height="5" width="70%" />
          </Stack>
        )}
      </DialogFrame>
    );
  }

  const lines = removedLines(t, kind, preview.data.counts);
  return (
    <ConfirmDialog
      open
      title={t('org.admins.deleteTitle', { name: preview.data.name })}
      onDismiss={onClose}
      cancel={{ label: t(`org.delete.keep.${kind}`), onClick: onClose }}
      confirm={{
        label: t(`org.delete.confirm.${kind}`),
        onClick: () => {
          if (remove.isPending) return;
          remove.mutate(id, {
            onSuccess: () => {
              showSnackbar(t('org.admins.deleted', { name: preview.data.name }));
              onDeleted();
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
              else showSnackbar(errorMessage(error), 'error');
            },
          });
        },
      }}
    >
      <Stack gap="3">
        <Text>{t(lines.length ? 'org.delete.with' : 'org.delete.alone', { name: preview.data.name })}</Text>
        {lines.length > 0 && (
          <chakra.ul ps="5" m="0" listStyleType="disc">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </chakra.ul>
        )}
        <Text fontWeight="semibold">{t('org.delete.final')}</Text>
      </Stack>
    </ConfirmDialog>
  );
}
