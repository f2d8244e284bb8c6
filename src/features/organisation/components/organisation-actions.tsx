import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { showSnackbar } from '@/src/lib/snackbar';
import { useSetActive } from '../api/organisation';
import { DeleteOrganisationDialog } from './delete-organisation-dialog';

interface Props {
  kind: 'district' | 'school';
  id: string;
  name: string;
  deactivated: boolean;
  /** Opens the edit dialog (the page owns it). */
  onEdit: () => void;
  /** After the delete: the page leaves for the list. */
  onDeleted: () => void;
}

const lockedOut = {
  district:
    'Its district admins, and the teachers and school admins of its schools, are signed out and cannot sign in until you reactivate it.',
  school: 'Its teachers and school admins who have no other active school are signed out and cannot sign in until you reactivate it.',
};

/** Edit, deactivate or reactivate (confirmed, saying who is locked out), delete (confirmed with what goes). */
export function OrganisationActions({ kind, id, name, deactivated, onEdit, onDeleted }: Props) {
  const [open, setOpen] = useState<'toggle' | 'delete' | null>(null);
  const setActive = useSetActive(kind);
  const close = () => setOpen(null);
  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" onClick={onEdit}>
        Edit
      </Button>
      <Button variant="outline" onClick={() => setOpen('toggle')}>
        {deactivated ? 'Reactivate' : 'Deactivate'}
      </Button>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen('delete')}>
        Delete
      </Button>
      {open === 'toggle' && (
        <ConfirmDialog
          open
          title={`${deactivated ? 'Reactivate' : 'Deactivate'} ${name}?`}
          onDismiss={close}
          cancel={{ label: 'Cancel', onClick: close }}
          confirm={{
            label: deactivated ? 'Reactivate' : 'Deactivate',
            onClick: () =>
              setActive.mutate(
                { id, active: deactivated },
                {
                  onSuccess: () => {
                    showSnackbar(`${name} ${deactivated ? 'reactivated' : 'deactivated'}`);
                    close();
                  },
                },
              ),
          }}
        >
          {deactivated ? `Its people can sign in again.` : `${lockedOut[kind]} Nothing is deleted.`}
        </ConfirmDialog>
      )}
      {open === 'delete' && <DeleteOrganisationDialog kind={kind} id={id} onClose={close} onDeleted={onDeleted} />}
    </HStack>
  );
}
