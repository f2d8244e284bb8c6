import { Button, chakra, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DeletionPreview } from '@/contract/schemas/sup-admin';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { DialogFrame } from '@/src/components/dialog-frame';
import { InlineAlert } from '@/src/components/inline-alert';
import { ApiError } from '@/src/lib/api-error';
import { errorMessage } from '@/src/lib/error-message';
import { showSnackbar } from '@/src/lib/snackbar';
import { useDeleteOrganisation, useDeletionPreview } from '../api/organisation';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** The lines of what goes, from the server's counts (only the non-zero ones). */
function removedLines(kind: 'district' | 'school', counts: DeletionPreview['counts']): string[] {
  const lines = [
    kind === 'district' && counts.districtAdmins > 0 ? `${plural(counts.districtAdmins, 'district admin account')}` : null,
    counts.classes > 0 ? plural(counts.classes, 'class', 'classes') : null,
    counts.gradeSections > 0 ? plural(counts.gradeSections, 'grade section') : null,
    counts.invites > 0 ? plural(counts.invites, 'open teacher invite') : null,
    counts.teachers + counts.schoolAdmins > 0
      ? `The memberships of ${plural(counts.teachers, 'teacher')} and ${plural(counts.schoolAdmins, 'school admin')} (their accounts stay)`
      : null,
  ];
  return lines.filter((line): line is string => line !== null);
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
  const preview = useDeletionPreview(kind, id);
  const remove = useDeleteOrganisation(kind);
  const [refusal, setRefusal] = useState<string>();

  if (!preview.data || refusal || preview.data.blockedBy) {
    const reason = refusal ?? preview.data?.blockedBy;
    return (
      <DialogFrame
        title={reason ? `This ${kind} cannot be deleted yet` : `Delete this ${kind}?`}
        size="sm"
        onClose={onClose}
        footer={<Button onClick={onClose}>Close</Button>}
      >
        {preview.isError ? (
          <InlineAlert title="Could not check what would be deleted">{errorMessage(preview.error)}</InlineAlert>
        ) : reason ? (
          <Text>{reason}</Text>
        ) : (
          <Stack gap="2" aria-busy="true" aria-label="Checking what would be deleted">
            <Skeleton height="5" />
            <Skeleton height="5" width="70%" />
          </Stack>
        )}
      </DialogFrame>
    );
  }

  const lines = removedLines(kind, preview.data.counts);
  return (
    <ConfirmDialog
      open
      title={`Delete ${preview.data.name}?`}
      onDismiss={onClose}
      cancel={{ label: `Keep the ${kind}`, onClick: onClose }}
      confirm={{
        label: `Delete ${kind}`,
        onClick: () => {
          if (remove.isPending) return;
          remove.mutate(id, {
            onSuccess: () => {
              showSnackbar(`${preview.data.name} deleted`);
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
        <Text>
          {lines.length ? `This deletes ${preview.data.name} with:` : `This deletes ${preview.data.name}. Nothing else is in it.`}
        </Text>
        {lines.length > 0 && (
          <chakra.ul ps="5" m="0" listStyleType="disc">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </chakra.ul>
        )}
        <Text fontWeight="semibold">This cannot be undone. To pause it instead, deactivate it.</Text>
      </Stack>
    </ConfirmDialog>
  );
}
