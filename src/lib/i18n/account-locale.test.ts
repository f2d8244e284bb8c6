import { afterEach, describe, expect, it } from 'vitest';
import { resetI18n } from '../../test/i18n';
import { session } from '../session';
import { applyAccountLocale, chooseAccountLocale } from './account-locale';
import { i18n, setLocale } from './i18n';

/** A token whose claims name `sub` (only its claims are read here; the server checks signatures). */
const signInAs = (sub: string) => session.setTokens(`e30.${btoa(JSON.stringify({ sub, role: 'teacher' }))}.sig`, 'refresh');

describe('the language remembered per account', () => {
  afterEach(resetI18n);

  it('puts back the language an account chose when it signs in again, and never another account’s', async () => {
    signInAs('teacher-a');
    await chooseAccountLocale('es');
    expect(i18n.locale).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');

    // Someone else on the same tablet, who chose English.
    signInAs('teacher-b');
    await chooseAccountLocale('en');
    await applyAccountLocale('teacher-b');
    expect(i18n.locale).toBe('en');

    // The first teacher signs in again: Spanish, whatever the page showed.
    signInAs('teacher-a');
    await applyAccountLocale('teacher-a');
    expect(i18n.locale).toBe('es');

    // An account that never chose keeps the page's language.
    await setLocale('en');
    await applyAccountLocale('teacher-c');
    expect(i18n.locale).toBe('en');
  });
});
