/**
 * The layer boundaries of ARCHITECTURE.md §1 and §4, checked on every import: static, `export …
 * from`, side-effect and dynamic `import()`, written with `@/` or as a relative path (resolved, so
 * `../../server/x` counts). Run by `npm run lint` after Biome; `scripts/check-boundaries.test.ts`
 * shows it failing on planted files. Test files (`*.test.ts(x)`) and test helpers (a `test/`
 * folder) are held to the same rules, except that server tests may set up the database. It also
 * fails on any import cycle among those files, `import type` included, and on a refusal built from
 * an HTTP status in server code (`statusBuiltViolations`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceFilesUnder } from './lib/source-files';

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

const sourceFolders = ['contract', 'domain', 'server', 'src', 'mocks'];
const isSource = (name: string) => /\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.gen.ts');
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.split('/').includes('test');

const sourceFiles = (root: string, folder: string) =>
  sourceFilesUnder(root, folder, { keep: isSource, skip: ['node_modules', 'migrations'] });

/** Comments out (keeping line breaks), so an example in a comment is not an import. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Every module specifier written in `text` with its line: `from '…'`, `import '…'`, `import('…')`, `require('…')`. */
export function importsOf(text: string): { specifier: string; line: number }[] {
  const code = withoutComments(text);
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
  if (under(file, 'server') && under(target, 'src')) return 'server/ never imports src/ (ARCHITECTURE.md §4)';
  if ((under(file, 'src/components') || under(file, 'src/lib')) && (under(target, 'src/features') || under(target, 'src/app'))) {
    return 'shared front-end code (src/components/, src/lib/) imports no feature and not src/app/ (ARCHITECTURE.md §4)';
  }
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
  const above = ['server/roster', 'server/privacy', 'server/notifications'].find((folder) => under(target, folder));
  if (under(file, 'server/repos') && above) {
    return `a repository imports nothing of the modules that use it: server/repos → ${above}/ (ARCHITECTURE.md §4)`;
  }
  if (under(file, 'server/routes') && !isTest(file)) {
    if (target === 'npm:drizzle-orm' || under(withoutExtension(target), 'server/db/schema')) {
      return 'server/routes/ never touch the database: no server/db/schema, no drizzle-orm (ARCHITECTURE.md §4)';
    }
    if (withoutExtension(target) === 'server/access/reach') {
      return 'server/routes/ never check reach themselves: a use case, a gate of server/access/ or the repository does (ARCHITECTURE.md §4)';
    }
  }
  if (withoutExtension(target) === 'server/lib/errors') {
    return 'refusals are Refused (server/lib/refusal.ts): the status-built HttpError of server/lib/errors.ts is gone (ARCHITECTURE.md §4)';
  }
  if (withoutExtension(target) === 'server/lib/refusal-http' && !under(file, 'server/lib') && !isTest(file)) {
    return 'a refusal becomes HTTP only at the edge: server/lib/refusal-http.ts is for the error handler (ARCHITECTURE.md §4)';
  }
  return null;
}

/** The source file a repository path names (`server/db/schema` → `server/db/schema.ts`), or null (a package, or nothing there). */
function fileOf(target: string, files: Set<string>): string | null {
  if (target.startsWith('npm:')) return null;
  if (files.has(target)) return target;
  for (const ending of ['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx']) {
    if (files.has(`${target}${ending}`)) return `${target}${ending}`;
  }
  return null;
}

/**
 * A refusal built from an HTTP status instead of a `Refused` of a kind: the `HttpError` that
 * `server/lib/errors.ts` held, a subclass of `Refused`, an error thrown with a status, or an error
 * given a `statusCode` (the error handler would answer it by that status, past the one mapping).
 * Server code outside `server/lib/` (the edge) and tests; comments aside.
 */
const statusBuiltRefusals: Array<{ pattern: RegExp; rule: string }> = [
  { pattern: /\bHttpError\b/g, rule: 'no HttpError: refuse with a Refused of a kind (server/lib/refusal.ts)' },
  { pattern: /\bextends\s+Refused\b/g, rule: 'one refusal type: no subclass of Refused (server/lib/refusal.ts)' },
  { pattern: /\bthrow\s+new\s+\w+\(\s*[1-5]\d\d\b/g, rule: 'no error built from a status: refuse with a Refused of a kind' },
  { pattern: /\bstatusCode\s*(?::\s*\d|=(?!=))/g, rule: 'no error carrying a statusCode: refuse with a Refused of a kind' },
];

export function statusBuiltViolations(file: string, text: string): Violation[] {
  if (!under(file, 'server') || under(file, 'server/lib') || isTest(file) || file.split('/').includes('testing')) return [];
  const code = withoutComments(text);
  return statusBuiltRefusals.flatMap(({ pattern, rule }) =>
    [...code.matchAll(pattern)].map((match) => ({
      file,
      line: code.slice(0, match.index).split('\n').length,
      specifier: match[0],
      rule: `${rule} (ARCHITECTURE.md §4)`,
    })),
  );
}

interface Edge {
  to: string;
  line: number;
  specifier: string;
}

/**
 * Every import that closes a cycle, `import type` included (a type-only cycle still ties two modules
 * into one unit that neither can be understood, tested or moved without). Within a strongly connected
 * component every edge lies on a cycle, so each such edge is reported, with one shortest cycle through it.
 */
export function cycleViolations(graph: Map<string, Edge[]>): Violation[] {
  // Tarjan's strongly connected components. Recursive: an import chain is at most as deep as the
  // repository has files, far below the stack's limit.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, string>();
  const stack: string[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.size - 1);
    stack.push(node);
    for (const { to } of graph.get(node) ?? []) {
      if (!index.has(to)) visit(to);
      if (!component.has(to)) low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    for (let member = stack.pop(); member !== undefined; member = member === node ? undefined : stack.pop()) {
      component.set(member, node);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);

  /** The shortest way from `from` to `to` inside their component, both ends included. */
  const wayBetween = (from: string, to: string): string[] => {
    const previous = new Map<string, string>([[from, from]]);
    const queue = [from];
    for (const node of queue) {
      if (node === to) break;
      for (const edge of graph.get(node) ?? []) {
        if (previous.has(edge.to) || component.get(edge.to) !== component.get(from)) continue;
        previous.set(edge.to, node);
        queue.push(edge.to);
      }
    }
    const way = [to];
    for (let node = to; node !== from; way.unshift(node)) node = previous.get(node) ?? from;
    return way;
  };

  const violations: Violation[] = [];
  for (const [file, edges] of graph) {
    for (const { to, line, specifier } of edges) {
      if (component.get(file) !== component.get(to)) continue;
      const cycle = to === file ? [file, file] : [file, ...wayBetween(to, file)];
      violations.push({ file, line, specifier, rule: `import cycle: ${cycle.join(' → ')} (ARCHITECTURE.md §4)` });
    }
  }
  return violations;
}

export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  // Sorted, so the report reads the same on every file system.
  const files = sourceFolders.flatMap((folder) => [...sourceFiles(root, folder)]).sort();
  const known = new Set(files);
  const graph = new Map<string, Edge[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const edges: Edge[] = [];
    for (const { specifier, line } of importsOf(text)) {
      const target = resolveSpecifier(file, specifier);
      const rule = brokenRule(file, target);
      if (rule) violations.push({ file, line, specifier, rule });
      const to = fileOf(target, known);
      if (to) edges.push({ to, line, specifier });
    }
    graph.set(file, edges);
    violations.push(...statusBuiltViolations(file, text));
  }
  return [...violations, ...cycleViolations(graph)];
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
