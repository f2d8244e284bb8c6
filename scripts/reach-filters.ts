/**
 * The house rule "a repository that takes a user filters by reach" (docs/ARCHITECTURE.md §4, "One
 * visible way to check access"), checked by reading the code: every exported function of
 * `server/repos/*.ts` with a parameter typed `AuthUser` must use the reach SQL of
 * `server/access/reach.ts`, directly or through functions it calls (in any server module, followed
 * through imports). Syntax only (the TypeScript parser, no type checker), so it runs in a second on
 * the whole tree; `scripts/reach-filters.test.ts` runs it and plants a violation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The reach module and the names in it that are not filters (a list of roles, types). */
const reachModule = 'server/access/reach';
const notFilters = new Set(['creatableRoles', 'ObjectKind', 'AccountKind']);

interface FunctionInfo {
  /** `server/repos/x#name` */
  key: string;
  file: string;
  name: string;
  exported: boolean;
  takesUser: boolean;
  /** Keys of the functions (or reach helpers) its body names. */
  calls: Set<string>;
}

function* serverFiles(root: string, folder = 'server'): Generator<string> {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['migrations', 'test', 'node_modules'].includes(entry.name)) yield* serverFiles(root, relative);
    } else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) yield relative;
  }
}

/** `../access/reach` from `server/repos/x.ts` → `server/access/reach`; `@/server/…` likewise; packages → null. */
function moduleOf(file: string, specifier: string): string | null {
  const target = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      : null;
  return target?.replace(/\.(ts|js)$/, '') ?? null;
}

const takesAuthUser = (fn: ts.SignatureDeclaration) =>
  fn.parameters.some((p) => p.type !== undefined && /\bAuthUser\b/.test(p.type.getText()));

function functionsOf(file: string, text: string): FunctionInfo[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const module = file.replace(/\.ts$/, '');
  const imported = new Map<string, string>();
  const local = new Map<string, ts.FunctionLikeDeclaration>();
  const exportedNames = new Set<string>();
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = moduleOf(file, statement.moduleSpecifier.text);
      const named = statement.importClause?.namedBindings;
      if (from && named && ts.isNamedImports(named)) {
        for (const element of named.elements) imported.set(element.name.text, `${from}#${(element.propertyName ?? element.name).text}`);
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      local.set(statement.name.text, statement);
      if (isExported(statement)) exportedNames.add(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          local.set(declaration.name.text, init);
          if (isExported(statement)) exportedNames.add(declaration.name.text);
        }
      }
    }
  }

  return [...local].map(([name, fn]) => {
    const calls = new Set<string>();
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) {
        const target = imported.get(node.text) ?? (local.has(node.text) && node.text !== name ? `${module}#${node.text}` : null);
        if (target) calls.add(target);
      }
      ts.forEachChild(node, visit);
    };
    // Default values count too (`reach = rowsInReach(user)`).
    for (const parameter of fn.parameters) if (parameter.initializer) visit(parameter.initializer);
    if (fn.body) visit(fn.body);
    return { key: `${module}#${name}`, file, name, exported: exportedNames.has(name), takesUser: takesAuthUser(fn), calls };
  });
}

/** The keys of every function that reaches the reach SQL, directly or through what it calls. */
function filteringKeys(functions: FunctionInfo[]): Set<string> {
  const filters = new Set<string>();
  const isReachHelper = (key: string) => key.startsWith(`${reachModule}#`) && !notFilters.has(key.slice(reachModule.length + 1));
  for (let grown = true; grown; ) {
    grown = false;
    for (const fn of functions) {
      if (filters.has(fn.key)) continue;
      if ([...fn.calls].some((call) => isReachHelper(call) || filters.has(call))) {
        filters.add(fn.key);
        grown = true;
      }
    }
  }
  return filters;
}

/** Exported repository functions that take a user and never use the reach SQL, as `file#name`, sorted. */
export function unfilteredRepositoryFunctions(root: string): string[] {
  const functions = [...serverFiles(root)].flatMap((file) => functionsOf(file, readFileSync(path.join(root, file), 'utf8')));
  const filters = filteringKeys(functions);
  return functions
    .filter((fn) => /^server\/repos\/[^/]+\.ts$/.test(fn.file) && fn.exported && fn.takesUser && !filters.has(fn.key))
    .map((fn) => `${fn.file}#${fn.name}`)
    .sort();
}
