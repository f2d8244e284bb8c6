import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inSpanish } from '../test/i18n';
import { renderWithProviders } from '../test/render';
import { TemporaryPasswordDialog } from './temporary-password-dialog';

describe('temporary password dialog', () => {
  it('shows the one-time password with its copy button, in English', async () => {
    const { user } = renderWithProviders(<TemporaryPasswordDialog accountLabel="Ana Ruiz" password="otter-42" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Account created' });
    expect(dialog).toHaveTextContent('Give this one-time password to Ana Ruiz. It is shown only now, so share it privately.');
    expect(within(dialog).getByLabelText('One-time password')).toHaveTextContent('otter-42');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says it all in Spanish', async () => {
    await inSpanish();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<TemporaryPasswordDialog accountLabel="Ana Ruiz" password="otter-42" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cuenta creada' });
    expect(dialog).toHaveTextContent(
      'Entregue esta contraseña de un solo uso a Ana Ruiz. Solo se muestra ahora, así que compártala en privado.',
    );
    expect(within(dialog).getByLabelText('Contraseña de un solo uso')).toHaveTextContent('otter-42');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(await within(dialog).findByRole('button', { name: 'Copiada' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    expect(onClose).toHaveBeenCalled();
  });
});
