import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledFolder, readCatalogs, renderCatalogs, sourceLocale } from './compile-catalogs';

describe('the message catalogs (src/lib/i18n/catalogs)', () => {
  it('are compiled and up to date (run `npm run i18n`)', () => {
    const files = renderCatalogs();
    for (const [file, text] of files) expect(existsSync(file) ? readFileSync(file, 'utf8') : 'missing', file).toBe(text);
    expect(
      readdirSync(compiledFolder)
        .map((name) => path.join(compiledFolder, name))
        .sort(),
    ).toEqual([...files.keys()].sort());
  });

  it('give every language every English message, and nothing else', () => {
    const catalogs = readCatalogs();
    const english = catalogs.get(sourceLocale)!;
    expect(catalogs.size).toBeGreaterThan(1);
    for (const [locale, areas] of catalogs) {
      expect([...areas.keys()], locale).toEqual([...english.keys()]);
      for (const [area, catalog] of english) {
        const translated = areas.get(area)!;
        const missing = Object.keys(catalog).filter((id) => !translated[id]?.trim());
        const unknown = Object.keys(translated).filter((id) => !(id in catalog));
        expect({ locale, area, missing, unknown }).toEqual({ locale, area, missing: [], unknown: [] });
      }
    }
  });

  it('use the same placeholders in every language', () => {
    // `{name}` or `{name, plural, …}`; not a branch's text (`one {every day}`), which may start with a word too.
    const placeholders = (message: string) =>
      [...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();
    const catalogs = readCatalogs();
    for (const [area, catalog] of catalogs.get(sourceLocale)!) {
      for (const [locale, areas] of catalogs) {
        for (const [id, message] of Object.entries(catalog)) {
          expect(placeholders(areas.get(area)![id] ?? ''), `${locale} ${area} ${id}`).toEqual(placeholders(message));
        }
      }
    }
  });
});
