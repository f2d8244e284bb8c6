/**
 * The house rule "route handlers are one line" (docs/ARCHITECTURE.md §4, "One way to refuse" and
 * the use-case modules after it), checked by reading the code: in `server/routes/*.ts` (tests
 * aside) every function — a handler, or a helper beside the handlers — is one statement: an arrow
 * with an expression body, or a block of one statement. A route never decides anything itself:
 * no `if`, `throw`, loop, `try` or `switch` in a route file. A second statement, a condition or a
 * refusal belongs in the group's use case (`server/<group>/`) or its repository. Syntax only (the
 * TypeScript parser); `scripts/one-line-routes.test.ts` runs it and plants each violation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const routesFolder = 'server/routes';

/** Statements that decide or refuse: logic a use case holds, not a route. */
const decisionKinds = new Map<ts.SyntaxKind, string>([
  [ts.SyntaxKind.IfStatement, 'if'],
  [ts.SyntaxKind.ThrowStatement, 'throw'],
  [ts.SyntaxKind.TryStatement, 'try'],
  [ts.SyntaxKind.SwitchStatement, 'switch'],
  [ts.SyntaxKind.ForStatement, 'for'],
  [ts.SyntaxKind.ForOfStatement, 'for'],
  [ts.SyntaxKind.ForInStatement, 'for'],
  [ts.SyntaxKind.WhileStatement, 'while'],
  [ts.SyntaxKind.DoStatement, 'do'],
]);

/** The name a function is known by: its own, its property's or its variable's. */
function nameOf(fn: ts.FunctionLikeDeclaration): string {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const parent = fn.parent;
  if ((ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}

/** Each breach of one route file as `file:line name: what`. */
function breachesOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const breaches: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && ts.isBlock(node.body) && node.body.statements.length > 1) {
      breaches.push(`${at(node)} ${nameOf(node)}: ${node.body.statements.length} statements`);
    }
    const decision = decisionKinds.get(node.kind);
    if (decision) breaches.push(`${at(node)}: ${decision}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return breaches;
}

/** Every breach of the rule under `root`'s `server/routes/`, sorted. */
export function routeBreaches(root: string): string[] {
  return readdirSync(path.join(root, routesFolder))
    .filter((name) => name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(name))
    .flatMap((name) => breachesOf(`${routesFolder}/${name}`, readFileSync(path.join(root, routesFolder, name), 'utf8')))
    .sort();
}
