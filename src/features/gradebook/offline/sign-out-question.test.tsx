import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inSpanish } from '@/src/test/i18n';
import { createTestQueryClient, renderWithProviders } from '@/src/test/render';
import { askBeforeSignOut, SignOutQuestion } from './sign-out-question';

/** A gradebook change waiting offline (paused), as a grade typed with the Wi-Fi down. */
function waitingChange(client: ReturnType<typeof createTestQueryClient>) {
  void client
    .getMutationCache()
    .build(client, { mutationKey: ['gradebook', 'save-score'], mutationFn: async () => 'saved', networkMode: 'online' })
    .execute(undefined)
    .catch(() => {});
}

describe('sign-out with grade changes still waiting', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('goes on at once when nothing waits', async () => {
    await expect(askBeforeSignOut(createTestQueryClient())).resolves.toBe(true);
  });

  it('asks first; staying keeps the session, and the second time the person may sign out and lose them', async () => {
    onlineManager.setOnline(false);
    const client = createTestQueryClient();
    waitingChange(client);
    waitingChange(client);
    const { user } = renderWithProviders(<SignOutQuestion />, { queryClient: client });

    const first = askBeforeSignOut(client);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out with changes not saved?' });
    expect(dialog).toHaveTextContent(
      '2 grade changes have not reached the server yet. If you sign out now, they are deleted from this device.',
    );
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await expect(first).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const second = askBeforeSignOut(client);
    await user.click(await screen.findByRole('button', { name: 'Sign out and lose them' }));
    await expect(second).resolves.toBe(true);
  });

  it('asks in the reader’s language', async () => {
    onlineManager.setOnline(false);
    await inSpanish();
    const client = createTestQueryClient();
    waitingChange(client);
    renderWithProviders(<SignOutQuestion />, { queryClient: client });
    void askBeforeSignOut(client);
    expect(await screen.findByRole('alertdialog', { name: '¿Cerrar sesión con cambios sin guardar?' })).toHaveTextContent(
      '1 cambio de nota aún no ha llegado al servidor.',
    );
  });
});
