import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/src/lib/storage-keys';
import { documentTheme } from './document-theme';

/** What another tab's write looks like here: the shared storage holds the value, and this tab gets a `storage` event. */
function otherTabStores(key: string, newValue: string) {
  localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

describe('the sign-in page theme before the app loads', () => {
  afterEach(() => {
    document.documentElement.className = '';
    localStorage.clear();
  });

  it('follows a theme chosen in another tab and tells the page, until unsubscribed', () => {
    documentTheme.set('dark');
    const changed = vi.fn();
    const stop = documentTheme.subscribe?.(changed);
    otherTabStores(storageKeys.theme, 'light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(documentTheme.resolved()).toBe('light');
    expect(changed).toHaveBeenCalledTimes(1);

    otherTabStores('some-other-key', 'dark');
    expect(documentTheme.resolved()).toBe('light');
    expect(changed).toHaveBeenCalledTimes(1);

    stop?.();
    otherTabStores(storageKeys.theme, 'dark');
    expect(documentTheme.resolved()).toBe('light');
  });
});
