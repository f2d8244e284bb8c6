import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { spanish } from '@/server/i18n/spanish';
import { plantedTrees } from './lib/planted-tree';
import { serverSentences } from './server-sentences';

const trees = plantedTrees('server-sentences-');
afterEach(trees.removeAll);

/**
 * Messages the scan cannot follow to their text, each with the texts it stands for: a new one fails
 * the test until it is listed here with its texts (or written so the scan follows it).
 */
const handedOn: Record<string, string[]> = {
  // `changeInvite`'s `{ action, revoked }` parameter: each caller says how the invite was revoked.
  'server/repos/teacher-invites.ts revoked': ['This invite was revoked.', 'This invite is already revoked.'],
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keys = Object.keys(spanish);
const shapes = new Set(keys.map((key) => key.replace(/\{\d+\}/g, '{}')));

/**
 * Whether the catalogue says a found template: a key of the same shape (`{0}` for each `{}`), or,
 * for a template with a plural inside (`Try again in {} minute{}.`), a key for one of its forms.
 */
function said(template: string): boolean {
  if (shapes.has(template)) return true;
  if (!template.includes('{}')) return false;
  const forms = new RegExp(`^${template.split('{}').map(escapeRegex).join('.*?')}$`, 's');
  return keys.some((key) => forms.test(key));
}

describe('every sentence the server writes has its Spanish (ARCHITECTURE.md §12 "The server\'s sentences")', () => {
  it('holds for every refusal, field message and roster error written in server/', { timeout: 180_000 }, () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const { sentences, unresolved } = serverSentences(root);
    expect(sentences.length).toBeGreaterThan(150);
    const missing = sentences.filter(({ template }) => !said(template)).map(({ template, where }) => `${where}: ${template}`);
    expect(missing).toEqual([]);
    expect([...new Set(unresolved.map((site) => site.replace(/:\d+ /, ' ')))].sort()).toEqual(Object.keys(handedOn).sort());
    for (const texts of Object.values(handedOn)) for (const text of texts) expect(spanish[text], text).toBeDefined();
  });

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
    expect(said('Planted {} {} here')).toBe(false);
  });
});
