import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { renderWithProviders } from '../test/render';
import { LanguageSwitcher } from './language-switcher';

describe('the language switcher (LocaleButtons)', () => {
  it('names each language in its own language, presses the current one, and switches the app on a tap of another', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher />);
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'English' });
    const spanish = within(group).getByRole('button', { name: 'Español' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    expect(spanish).toHaveAttribute('aria-pressed', 'false');
    expect(spanish).toHaveAttribute('lang', 'es');

    await user.click(english);
    expect(i18n.locale).toBe('en');

    await user.click(spanish);
    await waitFor(() => expect(i18n.locale).toBe('es'));
    await waitFor(() =>
      expect(within(screen.getByRole('group')).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(screen.getByRole('group')).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  });
});
