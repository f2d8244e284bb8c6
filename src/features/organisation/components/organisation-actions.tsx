import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { useT } from '@/src/lib/i18n/use-t';
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

/** Edit, deactivate or reactivate (confirmed, saying who is locked out), delete (confirmed with what goes). */
export function OrganisationActions({ kind, id, name, deactivated, onEdit, onDeleted }: Props) {
  const t = useT();
  const [open, setOpen] = useState<'toggle' | 'delete' | null>(null);
  const setActive = useSetActive(kind);
  const close = () => setOpen(null);
  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" onClick={onEdit}>
        {t('org.actions.edit')}
      </Button>
      <Button variant="outline" onClick={() => setOpen('toggle')}>
        {deactivated ? t('org.admins.reactivate') : t('org.admins.deactivate')}
      </Button>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen('delete')}>
        {t('org.admins.delete')}
      </Button>
      {open === 'toggle' && (
        <ConfirmDialog
          open
          title={t(deactivated ? 'org.admins.reactivateTitle' : 'org.admins.deactivateTitle', { name })}
          onDismiss={close}
          cancel={{ label: t('org.cancel'), onClick: close }}
          confirm={{
            label: deactivated ? t('org.admins.reactivate') : t('org.admins.deactivate'),
            onClick: () =>
              setActive.mutate(
                { id, active: deactivated },
                {
                  onSuccess: () => {
                    showSnackbar(t(deactivated ? 'org.admins.reactivated' : 'org.admins.deactivated', { name }));
                    close();
                  },
                },
              ),
          }}
        >
          {deactivated ? t('org.actions.signInAgain') : `${t(`org.actions.lockedOut.${kind}`)} ${t('org.actions.nothingDeleted')}`}
        </ConfirmDialog>
      )}
      {open === 'delete' && <DeleteOrganisationDialog kind={kind} id={id} onClose={close} onDeleted={onDeleted} />}
    </HStack>
  );
}
