/**
 * The layer boundaries of ARCHITECTURE.md §1 and §4, checked on every import: static, `export …
 * from`, side-effect and dynamic `import()`, written with `@/` or as a relative path (resolved, so
 * `../../server/x` counts). Run by `npm run lint` after Biome; `scripts/check-boundaries.test.ts`
 * shows it failing on planted files. Test files (`*.test.ts(x)`) and test helpers (a `test/`
 * folder) are held to the same rules, except that server tests may set up the database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

const sourceFolders = ['contract', 'domain', 'server', 'src', 'mocks'];
const isSource = (name: string) => /\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.gen.ts');
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.split('/').includes('test');

function* sourceFiles(root: string, folder: string): Generator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(path.join(root, folder), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') yield* sourceFiles(root, relative);
    } else if (isSource(entry.name)) yield relative;
  }
}

/** Every module specifier written in `text` with its line: `from '…'`, `import '…'`, `import('…')`, `require('…')`. */
export function importsOf(text: string): { specifier: string; line: number }[] {
  // Comments out (keeping line breaks), so an example in a comment is not an import.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found: { specifier: string; line: number }[] = [];
  const pattern = /\bfrom\s*(['"])([^'"]+)\1|\bimport\s*(['"])([^'"]+)\3|\b(?:import|require)\s*\(\s*(['"`])([^'"`]+)\5\s*\)/g;
  for (const match of code.matchAll(pattern)) {
    const specifier = match[2] ?? match[4] ?? match[6];
    if (specifier) found.push({ specifier, line: code.slice(0, match.index).split('\n').length });
  }
  return found;
}

/** `@/x` and relative specifiers as repository paths (`server/db/schema`); packages as `npm:name`. */
export function resolveSpecifier(file: string, specifier: string): string {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  const parts = specifier.split('/');
  return `npm:${specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
}

const under = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);
const withoutExtension = (target: string) => target.replace(/\.(ts|tsx|js|mjs)$/, '');

/** The rule `target` breaks when imported from `file`, or null. Both are repository paths. */
export function brokenRule(file: string, target: string): string | null {
  if ((under(file, 'contract') || under(file, 'domain')) && ['server', 'src', 'mocks'].some((folder) => under(target, folder))) {
    return 'contract/ and domain/ import nothing of server/, src/ or mocks/ (ARCHITECTURE.md §4)';
  }
  if (under(file, 'src') && under(target, 'server')) return 'src/ never imports server/ (ARCHITECTURE.md §4)';
  if (under(file, 'src') && !isTest(file) && withoutExtension(target) === 'contract/endpoint-table') {
    return 'the app calls through @/contract/api; the schema table (and zod with it) stays off the browser (ARCHITECTURE.md §2, §4)';
  }
  const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
  if (feature) {
    const other = /^src\/features\/([^/]+)(\/|$)/.exec(target)?.[1];
    if (other && other !== feature)
      return `a feature imports no other feature: src/features/${feature} → src/features/${other} (ARCHITECTURE.md §4)`;
    if (under(target, 'src/app')) return 'a feature never imports src/app/ (ARCHITECTURE.md §4)';
  }
  if (under(file, 'server/routes') && !isTest(file)) {
    if (target === 'npm:drizzle-orm' || under(withoutExtension(target), 'server/db/schema')) {
      return 'server/routes/ never touch the database: no server/db/schema, no drizzle-orm (ARCHITECTURE.md §4)';
    }
  }
  return null;
}

export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const folder of sourceFolders) {
    for (const file of sourceFiles(root, folder)) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const { specifier, line } of importsOf(text)) {
        const rule = brokenRule(file, resolveSpecifier(file, specifier));
        if (rule) violations.push({ file, line, specifier, rule });
      }
    }
  }
  return violations;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkBoundaries(root);
  for (const { file, line, specifier, rule } of violations) console.error(`${file}:${line}  ${specifier}\n    ${rule}`);
  if (violations.length) {
    console.error(`\n${violations.length} import(s) across a boundary (docs/ARCHITECTURE.md §4).`);
    process.exit(1);
  }
  console.log('Boundaries: no import crosses one.');
}
