import { describe, expect, it, vi } from 'vitest';
import { withCatalogs } from './with-catalogs';

// A plain function rather than a spy: what `loadCatalogs` answers in each test, and the areas asked for.
const stub = vi.hoisted(() => ({ answer: (): Promise<void> => Promise.resolve(), asked: [] as string[][] }));
vi.mock('./i18n', () => ({
  loadCatalogs: (...areas: string[]) => {
    stub.asked.push(areas);
    return stub.answer();
  },
}));

/** A promise and its resolve, to settle the catalogues when the test says so. */
function later() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('withCatalogs', () => {
  it('answers the work once the catalogues are loaded', async () => {
    const catalogs = later();
    stub.answer = () => catalogs.promise;
    let answered = false;
    const done = withCatalogs(['logs'], Promise.resolve('page')).then((value) => {
      answered = true;
      return value;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    catalogs.resolve();
    expect(await done).toBe('page');
    expect(stub.asked.at(-1)).toEqual(['logs']);
  });

  it('throws a failed work only after the catalogues, so its error is shown in words', async () => {
    const catalogs = later();
    stub.answer = () => catalogs.promise;
    let settled = false;
    const done = withCatalogs(['people'], Promise.reject(new Error('404'))).finally(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    catalogs.resolve();
    await expect(done).rejects.toThrow('404');
  });

  it('does not fail the page when a catalogue cannot be fetched', async () => {
    stub.answer = () => Promise.reject(new Error('offline'));
    expect(await withCatalogs(['roster'], Promise.resolve(3))).toBe(3);
  });
});
