import { afterEach, describe, expect, it } from 'vitest';
import { plantedTrees } from './lib/planted-tree';
import { serverSentences } from './server-sentences';
import { saidBy, sentenceProblems } from './server-sentences-check';

const trees = plantedTrees('server-sentences-');
afterEach(trees.removeAll);

/**
 * The scan over the real `server/` runs in `npm run test:static` (`scripts/typecheck.ts`, on the
 * program tsc has just checked); these tests check the scan and the check on planted trees.
 */
describe('every sentence the server writes has its Spanish (ARCHITECTURE.md §12 "The server\'s sentences")', () => {
  it('finds a planted refusal, row error and handed-on message, and names what it cannot follow', { timeout: 60_000 }, () => {
    const root = trees.plant({
      'server/a.ts': [
        "import { conflict, notFound } from './refusal';",
        "const missing = 'Planted thing not found';",
        'const say = (message: string) => conflict(message);',
        'export function f(n: number, o: { text(): string }) {',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted file's own template literal
        "  if (n) throw conflict(`Planted ${n} ${n === 1 ? 'thing' : 'things'} here`);",
        '  if (n > 1) throw notFound(missing);',
        "  if (n > 2) throw say('Planted through a helper');",
        '  throw conflict(o.text());',
        '}',
      ].join('\n'),
      'server/roster/b.ts': [
        'export function plan(errors: { add(e: object): void }) {',
        '  const fail = (file: string, line: number, column: string, message: string) => errors.add({ file, line, column, message });',
        "  fail('users', 2, 'email', 'planted row error');",
        '}',
      ].join('\n'),
      'server/a.test.ts': "throw conflict('Not scanned: a test');",
    });
    const { sentences, unresolved } = serverSentences(root);
    expect(sentences.map((s) => s.template).sort()).toEqual(
      ['Planted thing not found', 'Planted through a helper', 'Planted {} {} here', 'planted row error'].sort(),
    );
    expect(unresolved).toEqual(['server/a.ts:8 o.text()']);
    expect(saidBy({ 'Planted {0} {1} here': 'x' })('Planted {} {} here')).toBe(true);
    expect(saidBy({})('Planted {} {} here')).toBe(false);
  });

  it('names a sentence without Spanish, a message it cannot follow, and a listed one gone', { timeout: 60_000 }, () => {
    const root = trees.plant({
      'server/a.ts': [
        "import { conflict } from './refusal';",
        "export const f = (o: { text(): string }) => [conflict('Said sentence'), conflict('Unsaid sentence'), conflict(o.text())];",
      ].join('\n'),
    });
    const check = (handed: Record<string, string[]>) =>
      sentenceProblems(root, undefined, { catalogue: { 'Said sentence': 'Frase dicha', Listed: 'Listada' }, handed, atLeast: 2 });
    expect(check({})).toEqual([
      'server/a.ts:2: no Spanish for "Unsaid sentence"',
      'server/a.ts o.text(): a message the scan cannot follow (list it in handedOn with its texts)',
    ]);
    expect(check({ 'server/a.ts o.text()': ['Listed', 'Unlisted'], 'server/gone.ts x': [] })).toEqual([
      'server/a.ts:2: no Spanish for "Unsaid sentence"',
      'server/gone.ts x: listed in handedOn but no longer found',
      'no Spanish for "Unlisted" (handedOn)',
    ]);
  });
});
