import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../components/confirm-dialog';
import { renderWithProviders } from '../test/render';
import { inertBehindModals } from './inert-behind-modals';

/** A page with a button behind, and a confirmation it opens (a Chakra modal, as in the app). */
function PageWithDialog() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove student</Button>
      <ConfirmDialog
        open={open}
        title="Remove this student?"
        cancel={{ label: 'Keep', onClick: close }}
        confirm={{ label: 'Remove', onClick: close }}
        onDismiss={close}
      >
        Their progress stays.
      </ConfirmDialog>
    </>
  );
}

/** The element directly under body that holds the page (what zag hides behind a modal). */
const pageContainer = () => {
  const container = screen.getByRole('button', { name: 'Remove student' }).closest('body > *');
  if (!container) throw new Error('the page is not under body');
  return container;
};

describe('inert behind modals', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = inertBehindModals(document.body);
  });
  afterEach(() => stop());

  it('makes the page behind an open dialog inert, and takes it back when the dialog closes', async () => {
    const { user } = renderWithProviders(<PageWithDialog />);
    const page = pageContainer();
    expect(page).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Remove student' }));
    await screen.findByRole('alertdialog', { name: 'Remove this student?' });
    await waitFor(() => expect(page).toHaveAttribute('data-aria-hidden'));
    await waitFor(() => expect(page).toHaveAttribute('inert'));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(page).not.toHaveAttribute('data-aria-hidden'));
    await waitFor(() => expect(page).not.toHaveAttribute('inert'));
  });

  it('leaves an element that was inert before a modal opened as it was', async () => {
    const before = document.createElement('div');
    before.setAttribute('inert', '');
    document.body.append(before);
    const page = document.createElement('div');
    document.body.append(page);
    // zag marks both behind a modal, then takes its marks away as the modal closes.
    page.setAttribute('data-aria-hidden', '');
    before.setAttribute('data-aria-hidden', '');
    await waitFor(() => expect(page).toHaveAttribute('inert'));
    page.removeAttribute('data-aria-hidden');
    before.removeAttribute('data-aria-hidden');
    await waitFor(() => expect(page).not.toHaveAttribute('inert'));
    expect(before).toHaveAttribute('inert');
    before.remove();
    page.remove();
  });
});
