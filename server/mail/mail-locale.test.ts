import { describe, expect, it } from 'vitest';
import { mailLocale } from './mail-locale';

describe('mailLocale', () => {
  it('takes the chosen language first', () => {
    expect(mailLocale('es', 'en-US,en;q=0.9')).toBe('es');
    expect(mailLocale('en', 'es-MX')).toBe('en');
  });

  it('else the first browser language the app has, else English', () => {
    expect(mailLocale(undefined, 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(mailLocale(undefined, 'pt-BR,es;q=0.8,en;q=0.5')).toBe('es');
    expect(mailLocale(undefined, 'EN-gb')).toBe('en');
    expect(mailLocale(undefined, ['fr-FR', 'es'])).toBe('es');
    expect(mailLocale(undefined, 'fr-FR,de;q=0.5')).toBe('en');
    expect(mailLocale(undefined, undefined)).toBe('en');
    expect(mailLocale(undefined, '*')).toBe('en');
  });
});
