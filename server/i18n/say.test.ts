import { describe, expect, it } from 'vitest';
import { languageOf, say } from './say';
import { spanish } from './spanish';

describe("the server's sentences in Spanish (say.ts)", () => {
  it('leaves English exactly as written, and a sentence the catalogue lacks in English', () => {
    expect(say('Class not found', 'en')).toBe('Class not found');
    expect(say('no user "u1" in users.csv', 'en')).toBe('no user "u1" in users.csv');
    expect(say('A sentence nobody translated', 'es')).toBe('A sentence nobody translated');
  });

  it('says a catalogue sentence, putting its values back in place, in the order the Spanish needs', () => {
    expect(say('Class not found', 'es')).toBe('Clase no encontrada');
    expect(say('no user "u-1 x" in users.csv', 'es')).toBe('no hay ningún usuario «u-1 x» en users.csv');
    expect(say('"s1" is enrolled in "c1" already on line 12', 'es')).toBe('«s1» ya está inscrito en «c1» en la línea 12');
    expect(say('{0} is outside your reach', 'es')).toBe('{0} is outside your reach');
  });

  it('says a value that is itself a sentence of the catalogue (a row error inside an apply failure)', () => {
    expect(
      say(
        'The data changed since the dry run and the file no longer fits it: users.csv line 4, email: "a@b.c" is already used by another account. Upload it again.',
        'es',
      ),
    ).toBe(
      'Los datos cambiaron desde la simulación y el archivo ya no encaja: users.csv línea 4, email: «a@b.c» ya lo usa otra cuenta. Súbalo de nuevo.',
    );
  });

  it('reads the language from Accept-Language: the first of en/es in the order given, else English', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('es')).toBe('es');
    expect(languageOf('es-MX,es;q=0.9')).toBe('es');
    expect(languageOf('fr-FR,en;q=0.8,es;q=0.5')).toBe('en');
    expect(languageOf('de-DE,fr')).toBe('en');
  });

  it('keeps the catalogue whole: each text has the placeholders of its key, and no key is only placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();
    for (const [english, text] of Object.entries(spanish)) {
      expect(placeholders(text), english).toEqual(placeholders(english));
      expect(english.replace(/\{\d+\}/g, '').trim().length, english).toBeGreaterThan(3);
      expect(text, english).not.toBe('');
    }
  });
});
