import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startThemeSync, useThemeStore } from '../lib/theme-store';
import { renderWithProviders } from '../test/render';
import { ThemeToggle } from './theme-toggle';

/** The style the store adds while it switches the theme (CSS transitions off). */
const pauses = () => [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.includes('transition:none'));
const transitionsOff = () => pauses().length > 0;

describe('theme', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = startThemeSync();
  });
  afterEach(() => {
    stop();
    // A switch whose animation frame never came in this test: not the next test's.
    for (const pause of pauses()) pause.remove();
  });

  it('defaults to dark on <html>', () => {
    expect(useThemeStore.getState().setting).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('toggles with a button named for the theme and remembers the choice under activeTheme', async () => {
    const { user } = renderWithProviders(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: /theme/i }));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('activeTheme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /theme/i }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('activeTheme')).toBe('dark');
  });

  it('switches with transitions off for that one change, then on again', async () => {
    act(() => useThemeStore.getState().setSetting('light'));
    expect(document.documentElement).toHaveClass('light');
    expect(transitionsOff()).toBe(true);
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(transitionsOff()).toBe(false);
  });

  it('follows another tab through the storage event', () => {
    renderWithProviders(<ThemeToggle />);
    act(() => {
      localStorage.setItem('activeTheme', 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: 'activeTheme', newValue: 'light' }));
    });
    expect(document.documentElement).toHaveClass('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('takes up a setting another tab wrote before the sync started (the store was made earlier)', async () => {
    stop();
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(useThemeStore.getState().resolved).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(transitionsOff()).toBe(false);
    localStorage.setItem('activeTheme', 'light');
    stop = startThemeSync();
    expect(document.documentElement).toHaveClass('light');
    expect(useThemeStore.getState().setting).toBe('light');
    // The page on screen was dark: the change is made with transitions off, as any switch is.
    expect(transitionsOff()).toBe(true);
  });

  it('resolves "system" from the OS preference (light here)', () => {
    act(() => useThemeStore.getState().setSetting('system'));
    expect(localStorage.getItem('activeTheme')).toBe('system');
    expect(document.documentElement).toHaveClass('light');
  });
});
