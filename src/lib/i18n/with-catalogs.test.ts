import { describe, expect, it } from 'vitest';
import type { CatalogArea } from './i18n';
import { withCatalogs } from './with-catalogs';

/** A catalogue loader the test settles, and the areas it was asked for. */
function slowCatalogs() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const asked: CatalogArea[][] = [];
  const load = (...areas: CatalogArea[]) => {
    asked.push(areas);
    return promise;
  };
  return { load, resolve, asked };
}

describe('withCatalogs', () => {
  it('answers the work once the catalogues are loaded', async () => {
    const catalogs = slowCatalogs();
    let answered = false;
    const done = withCatalogs(['logs'], Promise.resolve('page'), catalogs.load).then((value) => {
      answered = true;
      return value;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    catalogs.resolve();
    expect(await done).toBe('page');
    expect(catalogs.asked).toEqual([['logs']]);
  });

  it('throws a failed work only after the catalogues, so its error is shown in words', async () => {
    const catalogs = slowCatalogs();
    let settled = false;
    const done = withCatalogs(['people'], Promise.reject(new Error('404')), catalogs.load).finally(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    catalogs.resolve();
    await expect(done).rejects.toThrow('404');
  });

  it('does not fail the page when a catalogue cannot be fetched', async () => {
    const offline = () => Promise.reject(new Error('offline'));
    expect(await withCatalogs(['roster'], Promise.resolve(3), offline)).toBe(3);
  });
});
