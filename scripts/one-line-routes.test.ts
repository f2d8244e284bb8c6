import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { plantedTrees } from './lib/planted-tree';
import { routeBreaches } from './one-line-routes';

const trees = plantedTrees('one-line-routes-');
afterEach(trees.removeAll);

describe('route handlers are one line (docs/ARCHITECTURE.md §4)', () => {
  it('holds for every file of server/routes/, with no exception', () => {
    const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    expect(routeBreaches(repositoryRoot)).toEqual([]);
  });

  it('catches a planted handler or helper of two statements, and a route that decides or refuses', () => {
    const planted = trees.plant({
      'server/routes/a.ts': [
        'const ok = { ok: true as const };',
        'const one = ({ db }) => page(db);',
        'export const handlers = {',
        '  expression: ({ db }) => page(db),',
        '  block: async ({ db }) => {',
        '    return page(db);',
        '  },',
        '  two: async ({ db }) => {',
        '    await move(db);',
        '    return ok;',
        '  },',
        '  refuses: async ({ db }) => found(await item(db) ?? (() => { throw notFound(); })()),',
        '  method() { const a = 1; return a; },',
        '};',
        'async function helper(db) {',
        '  if (!(await reach(db))) throw notFound();',
        '}',
        'const checked = async (db) => { for (const x of db) use(x); };',
      ].join('\n'),
      'server/routes/a.test.ts': "it('x', async () => { const a = 1; if (a) throw new Error(); });",
      'server/other/b.ts': 'export async function useCase(db) { if (!db) throw notFound(); return db; }',
    });
    expect(routeBreaches(planted)).toEqual([
      'server/routes/a.ts:12: throw',
      'server/routes/a.ts:13 method: 2 statements',
      'server/routes/a.ts:16: if',
      'server/routes/a.ts:16: throw',
      'server/routes/a.ts:18: for',
      'server/routes/a.ts:8 two: 2 statements',
    ]);
  });
});
