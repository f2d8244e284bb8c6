import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Ark's menus select on pointer events jsdom does not model well; the keyboard path is the same
 * selection. The menu takes the focus and highlights its first item a frame after it shows, and
 * each key's highlight is a render later still: a key sent before that lands on the trigger or
 * starts from a stale highlight (ArrowUp from no highlight picks the last item). So each step waits
 * for what the last one did.
 */
export async function openMenuByKeyboard(user: User, trigger: HTMLElement) {
  trigger.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => {
    expect(menu).toHaveFocus();
    expect(menu.querySelector('[data-highlighted]')).not.toBeNull();
  });
  return menu;
}

/** Presses `key` in the open menu and waits until it has highlighted `item`. */
export async function pressInMenu(user: User, key: string, item: () => HTMLElement) {
  await user.keyboard(key);
  await waitFor(() => expect(item()).toHaveAttribute('data-highlighted'));
}
