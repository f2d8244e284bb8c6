/**
 * Finds the sentences the server writes to a reader (ARCHITECTURE.md §12 "The server's sentences"):
 * the message of every refusal built in `server/` (the builders of `server/lib/refusal.ts`, `found`,
 * `new Refused`, and the functions that hand a message of theirs on to one), the field messages given
 * with them (`{ path, message }`), and the roster import's file and row errors (`fail(…)`, `.add({ message })`).
 * Each is answered as a template, `{}` standing for each interpolated value, so a test can check that
 * the Spanish catalogue (`server/i18n/spanish.ts`) has it. A message the scan cannot follow to its
 * text is answered in `unresolved`, so a new kind of call fails the test instead of passing unseen.
 */
import path from 'node:path';
import ts from 'typescript';
import { sourceFilesUnder } from './lib/source-files';

export interface FoundSentence {
  template: string;
  where: string;
}

/** The builders and which of their arguments are messages. */
const builders: Record<string, number[]> = {
  badRequest: [0],
  invalidField: [1, 2],
  unauthorized: [0],
  forbidden: [0],
  notFound: [0],
  conflict: [0],
  fieldConflict: [1],
  tooLarge: [0],
  tooManyRequests: [1],
  found: [1],
  Refused: [1],
  // An apply's failure after its stream began (server/roster/apply.ts), told as the failed event's message.
  ApplyFailure: [0],
};

function serverFiles(root: string): string[] {
  const keep = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');
  return [...sourceFilesUnder(root, 'server', { keep, skip: ['testing', 'test', 'fuzz'] })].map((file) => path.join(root, file)).sort();
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** The declaration of the function a parameter belongs to (`const f = (m) => …`, `function f(m)`, a method), and its place. */
function functionOfParameter(parameter: ts.ParameterDeclaration): { fn: ts.Node; index: number } | null {
  const fn = parameter.parent;
  const index = fn.parameters.indexOf(parameter);
  if (ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) return { fn, index };
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent)) return { fn: fn.parent, index };
  return null;
}

/** A program over `server/` alone, for a scan run outside the whole project's type check (the planted trees of its test). */
function serverProgram(root: string, files: string[]): ts.Program {
  return ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    baseUrl: root,
    paths: { '@/*': ['./*'] },
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
}

/**
 * Scans `server/` of `root`. `program` may be one the caller already type-checked (the whole
 * project's, `scripts/typecheck.ts`): the scan then asks a checker that has done its work, instead
 * of building and checking a program of its own (about 20 s of CPU).
 */
export function serverSentences(root: string, given?: ts.Program): { sentences: FoundSentence[]; unresolved: string[] } {
  const files = serverFiles(root);
  const program = given ?? serverProgram(root, files);
  const checker = program.getTypeChecker();
  // The functions found to hand a message of theirs on to a builder or a log, by declaration.
  const takers = new Map<ts.Node, Set<number>>();

  const scan = () => {
    const sentences: FoundSentence[] = [];
    const unresolved: string[] = [];
    let grew = false;
    const where = (node: ts.Node) => {
      const file = node.getSourceFile();
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      return `${path.relative(root, file.fileName)}:${line + 1}`;
    };
    const templatesOf = (expression: ts.Expression, seen: Set<ts.Node>): string[] | null => {
      if (seen.has(expression)) return [];
      seen.add(expression);
      if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return templatesOf(expression.expression, seen);
      if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
      if (ts.isTemplateExpression(expression))
        return [expression.head.text + expression.templateSpans.map((span) => `{}${span.literal.text}`).join('')];
      if (ts.isConditionalExpression(expression)) {
        const a = templatesOf(expression.whenTrue, seen);
        const b = templatesOf(expression.whenFalse, seen);
        return a && b ? [...a, ...b] : null;
      }
      if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
        const a = templatesOf(expression.left, seen);
        const b = templatesOf(expression.right, seen);
        return a && b ? [...a, ...b] : null;
      }
      if (expression.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(expression) && expression.text === 'undefined')) return [];
      if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.BarBarToken) {
        const a = templatesOf(expression.left, seen);
        const b = templatesOf(expression.right, seen);
        return a && b ? [...a, ...b] : null;
      }
      if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
        return templatesOf(expression.right, seen);
      if (ts.isCallExpression(expression)) {
        // A function that answers a message (`districtDeletionBlocker(counts)`): every text it returns.
        const fn = declarationOf(expression.expression);
        const body =
          fn && (ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))
            ? fn.body
            : fn && ts.isVariableDeclaration(fn) && fn.initializer && ts.isArrowFunction(fn.initializer)
              ? fn.initializer.body
              : undefined;
        if (body && !ts.isBlock(body)) return templatesOf(body, seen);
        if (body) {
          const all: string[] = [];
          let ok = true;
          const returns = (node: ts.Node) => {
            if (ts.isFunctionLike(node)) return;
            if (ts.isReturnStatement(node) && node.expression) {
              const found = templatesOf(node.expression, seen);
              if (found) all.push(...found);
              else ok = false;
            }
            ts.forEachChild(node, returns);
          };
          ts.forEachChild(body, returns);
          return ok ? all : null;
        }
      }
      if (ts.isIdentifier(expression)) {
        const declaration = declarationOf(expression);
        if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
          const own = templatesOf(declaration.initializer, seen);
          if (!own || !(declaration.parent.flags & ts.NodeFlags.Let)) return own;
          // A `let`: its later assignments too (`failure ??= …`).
          const all = [...own];
          let ok = true;
          const assignments = (node: ts.Node) => {
            if (
              ts.isBinaryExpression(node) &&
              ts.isIdentifier(node.left) &&
              node.left.text === expression.text &&
              [ts.SyntaxKind.EqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken].includes(node.operatorToken.kind)
            ) {
              const found = templatesOf(node.right, seen);
              if (found) all.push(...found);
              else ok = false;
            }
            ts.forEachChild(node, assignments);
          };
          assignments(declaration.getSourceFile());
          return ok ? all : null;
        }
        if (declaration && ts.isBindingElement(declaration) && ts.isVariableDeclaration(declaration.parent.parent)) {
          // `const { failure } = await read(…)`: the texts the answer's field is given.
          const whole = declaration.parent.parent.initializer;
          const type = whole && checker.getAwaitedType(checker.getTypeAtLocation(whole));
          const name = (declaration.propertyName ?? declaration.name).getText();
          const texts = fieldTexts(type?.getProperty(name), name, seen);
          if (texts) return texts;
        }
        if (declaration && ts.isParameter(declaration)) {
          // A message handed on: its function's callers give the text.
          if (declaration.initializer) {
            const own = templatesOf(declaration.initializer, seen) ?? [];
            const taker = functionOfParameter(declaration);
            if (taker) addTaker(taker);
            return own;
          }
          const taker = functionOfParameter(declaration);
          if (taker) {
            addTaker(taker);
            return [];
          }
        }
      }
      if (ts.isElementAccessExpression(expression) || ts.isPropertyAccessExpression(expression)) {
        // A table of messages (`messages[status]`, `unreadable[read.record]`): every string of it.
        const table = ts.isElementAccessExpression(expression) ? expression.expression : expression.expression;
        const literals = literalTypes(expression);
        if (literals) return literals;
        const object = objectLiteralOf(table);
        if (object) {
          const all: string[] = [];
          for (const property of object.properties)
            if (ts.isPropertyAssignment(property)) all.push(...(templatesOf(property.initializer, seen) ?? []));
          return all;
        }
        if (ts.isPropertyAccessExpression(expression)) {
          // A message kept in a field (`target.missing`, `verdict.problem`): every text the field's
          // file gives that field.
          const texts = fieldTexts(checker.getSymbolAtLocation(expression.name), expression.name.text, seen);
          if (texts) return texts;
        }
      }
      const literals = literalTypes(expression);
      return literals;
    };
    const literalTypes = (expression: ts.Expression): string[] | null => {
      const type = checker.getTypeAtLocation(expression);
      const parts = type.isUnion() ? type.types : [type];
      const texts = parts.map((part) => (part.isStringLiteral() ? part.value : null));
      return texts.every((text): text is string => text !== null) ? texts : null;
    };
    /** Every text the file declaring a field gives that field (values that are not strings aside). */
    const fieldTexts = (property: ts.Symbol | undefined, name: string, seen: Set<ts.Node>): string[] | null => {
      const file = property?.declarations?.[0]?.getSourceFile();
      if (!file) return null;
      const all: string[] = [];
      let ok = true;
      const assignments = (node: ts.Node) => {
        if (
          (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
          node.name.getText() === name &&
          ts.isObjectLiteralExpression(node.parent)
        ) {
          const value = ts.isPropertyAssignment(node) ? node.initializer : node.name;
          if (!(checker.getTypeAtLocation(value).flags & ts.TypeFlags.Object)) {
            const found = templatesOf(value, seen);
            if (found) all.push(...found);
            else ok = false;
          }
        }
        ts.forEachChild(node, assignments);
      };
      assignments(file);
      return ok ? all : null;
    };
    /** The function a call runs, as `functionOfParameter` names it (through destructuring and aliases alike). */
    const calleeOf = (call: ts.CallExpression | ts.NewExpression): ts.Node | undefined => {
      const declaration = checker.getResolvedSignature(call)?.getDeclaration();
      if (
        declaration &&
        (ts.isArrowFunction(declaration) || ts.isFunctionExpression(declaration)) &&
        ts.isVariableDeclaration(declaration.parent)
      )
        return declaration.parent;
      return declaration;
    };
    const declarationOf = (expression: ts.Expression): ts.Declaration | undefined => {
      let symbol =
        ts.isIdentifier(expression) && ts.isShorthandPropertyAssignment(expression.parent)
          ? checker.getShorthandAssignmentValueSymbol(expression.parent)
          : checker.getSymbolAtLocation(expression);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    };
    const objectLiteralOf = (expression: ts.Expression): ts.ObjectLiteralExpression | null => {
      if (!ts.isIdentifier(expression)) return null;
      let symbol = checker.getSymbolAtLocation(expression);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declaration = symbol?.valueDeclaration;
      if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return null;
      let initializer: ts.Expression = declaration.initializer;
      while (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer) || ts.isParenthesizedExpression(initializer))
        initializer = initializer.expression;
      return ts.isObjectLiteralExpression(initializer) ? initializer : null;
    };
    const addTaker = ({ fn, index }: { fn: ts.Node; index: number }) => {
      const set = takers.get(fn) ?? new Set<number>();
      takers.set(fn, set);
      if (!set.has(index)) {
        set.add(index);
        grew = true;
      }
    };
    const take = (expression: ts.Expression, at: ts.Node) => {
      const templates = templatesOf(expression, new Set());
      if (templates === null) unresolved.push(`${where(at)} ${expression.getText()}`);
      else for (const template of templates) sentences.push({ template, where: where(at) });
    };
    /** `{ path, message }` and `{ file, line, column, message }` objects given to a builder or a log. */
    const takeMessageProperties = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText() === 'message') take(property.initializer, property);
          if (ts.isShorthandPropertyAssignment(property) && property.name.text === 'message') take(property.name, property);
        }
      }
      ts.forEachChild(node, takeMessageProperties);
    };
    for (const file of files) {
      const source = program.getSourceFile(file);
      if (!source) continue;
      const roster = file.includes(`${path.sep}roster${path.sep}`);
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
          const name = calleeName(node);
          const callee = calleeOf(node);
          const builder = name ? Object.hasOwn(builders, name) : false;
          const indexes = [...(builder && name ? (builders[name] ?? []) : []), ...(callee ? (takers.get(callee) ?? []) : [])];
          const args = node.arguments ?? ts.factory.createNodeArray();
          for (const index of indexes) {
            const arg = args[index];
            if (arg) take(arg, arg);
          }
          if (builder) for (const arg of args) takeMessageProperties(arg);
          // The roster's file and row errors: `errors.add({ …, message })` (and the functions handing theirs on to it).
          if (
            roster &&
            name === 'add' &&
            ts.isPropertyAccessExpression(node.expression) &&
            /errors|log/i.test(node.expression.expression.getText())
          )
            for (const arg of args) takeMessageProperties(arg);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    return { sentences, unresolved, grew };
  };

  for (;;) {
    const result = scan();
    if (!result.grew) return { sentences: result.sentences, unresolved: result.unresolved };
  }
}
