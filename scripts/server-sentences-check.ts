/**
 * Whether every sentence the server writes has its Spanish (ARCHITECTURE.md §12 "The server's
 * sentences"): run by `scripts/typecheck.ts` over the program it has just type-checked, so the scan
 * costs no program of its own; `server-sentences.test.ts` checks the check on planted trees.
 */
import type ts from 'typescript';
import { spanish } from '@/server/i18n/spanish';
import { serverSentences } from './server-sentences';

/**
 * Messages the scan cannot follow to their text, each with the texts it stands for: a new one fails
 * the check until it is listed here with its texts (or written so the scan follows it).
 */
export const handedOn: Record<string, string[]> = {
  // `changeInvite`'s `{ action, revoked }` parameter: each caller says how the invite was revoked.
  'server/repos/teacher-invites.ts revoked': ['This invite was revoked.', 'This invite is already revoked.'],
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `catalogue` says a found template: a key of the same shape (`{0}` for each `{}`), or, for
 * a template with a plural inside (`Try again in {} minute{}.`), a key for one of its forms.
 */
export function saidBy(catalogue: Record<string, string>) {
  const keys = Object.keys(catalogue);
  const shapes = new Set(keys.map((key) => key.replace(/\{\d+\}/g, '{}')));
  return (template: string): boolean => {
    if (shapes.has(template)) return true;
    if (!template.includes('{}')) return false;
    const forms = new RegExp(`^${template.split('{}').map(escapeRegex).join('.*?')}$`, 's');
    return keys.some((key) => forms.test(key));
  };
}

/** At least this many sentences: a scan that finds far fewer has stopped seeing the builders. */
const fewest = 150;

/**
 * What is wrong, one line each (none: every sentence is said): sentences without Spanish, messages
 * the scan cannot follow that `handed` does not list, listed ones it no longer meets, listed texts
 * without Spanish.
 */
export function sentenceProblems(
  root: string,
  program?: ts.Program,
  {
    catalogue = spanish,
    handed = handedOn,
    atLeast = fewest,
  }: { catalogue?: Record<string, string>; handed?: Record<string, string[]>; atLeast?: number } = {},
): string[] {
  const { sentences, unresolved } = serverSentences(root, program);
  const said = saidBy(catalogue);
  const problems: string[] = [];
  if (sentences.length < atLeast) problems.push(`only ${sentences.length} sentences found (at least ${atLeast} expected)`);
  for (const { template, where } of sentences) if (!said(template)) problems.push(`${where}: no Spanish for "${template}"`);
  const sites = new Set(unresolved.map((site) => site.replace(/:\d+ /, ' ')));
  for (const site of sites)
    if (!Object.hasOwn(handed, site)) problems.push(`${site}: a message the scan cannot follow (list it in handedOn with its texts)`);
  for (const site of Object.keys(handed)) if (!sites.has(site)) problems.push(`${site}: listed in handedOn but no longer found`);
  for (const texts of Object.values(handed))
    for (const text of texts) if (!(text in catalogue)) problems.push(`no Spanish for "${text}" (handedOn)`);
  return problems;
}
