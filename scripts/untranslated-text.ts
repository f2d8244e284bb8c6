/**
 * Text left in English in the translated features (issue 21 part 4, ARCHITECTURE.md §12): in their
 * `.tsx` files, a JSX text with a word in it (`<p>No students</p>`) and a string written into a prop
 * people read or hear (`aria-label="Close"`, `title={`Level ${n}`}`), not passed through `t()`. Run by
 * `npm run lint`; `scripts/untranslated-text.test.ts` shows it failing on planted files. It reads
 * the syntax tree (TypeScript's parser), so a string inside `t('…')` or a `className` is not text.
 *
 * A folder joins `translatedFolders` once its feature is translated. Not text: key names on a
 * keyboard (`sameInEveryLanguage`), abbreviations in capitals ("CSV", "DEFAULT"), and a prop's value
 * written as one token, which is a name for the code, not for people (`what="district"`, a message
 * id, a host name or a URL). An example that stays as it is in every language (a placeholder such
 * as a provider's name) says so in a comment before it: `// same in every language`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { sourceFilesUnder } from './lib/source-files';

/** The translated code: every screen (issue 21 part 4 ends with the frame, the shared components and `/invite`). */
export const translatedFolders = [
  'src/app',
  'src/components',
  'src/routes',
  'src/features/auth',
  'src/features/communication',
  'src/features/offline',
  'src/features/parent',
  'src/features/admin',
  'src/features/organisation',
  'src/features/people',
  'src/features/roster',
  'src/features/analytics',
  'src/features/logs',
  'src/features/privacy',
  'src/features/sso',
  'src/features/teacher',
  'src/features/gradebook',
  'src/features/courses',
  'src/features/invites',
  'src/features/assistant',
];

/** Props whose text is read or heard by people (a component's own text props included). */
const textProps = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'alt',
  'description',
  'helperText',
  'loadingText',
  'emptyText',
  'what',
  'backLabel',
  'valueName',
  'referenceName',
  'help',
  'text',
  'content',
]);

/** Words said alike in every language of the app: the keys written on a keyboard. */
const sameInEveryLanguage = new Set(['Enter', 'Esc', 'Tab', 'Ctrl', 'Shift', 'Alt', 'Delete', 'Backspace']);

export interface Untranslated {
  file: string;
  line: number;
  text: string;
}

/** Whether a piece of text has a word in it (two letters or more) that is not a key name or an abbreviation. */
function hasWords(text: string): boolean {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  return words.some((word) => !sameInEveryLanguage.has(word) && !/^\p{Lu}+$/u.test(word));
}

/** A prop's value that names something for the code: one lowercase token ("district", "org.title", "example.org") or a URL. */
const isToken = (value: string) => /^[a-z][\w-]*(\.[\w-]+)*$/.test(value) || /^[a-z]+:\/\/\S+$/.test(value);

const marker = 'same in every language';
/** Whether a comment just before the node says its text stays as it is. */
function marked(node: ts.Node, source: string): boolean {
  return (ts.getLeadingCommentRanges(source, node.getFullStart()) ?? []).some((range) =>
    source.slice(range.pos, range.end).includes(marker),
  );
}

/** The written parts of a string or template literal (not its `${…}` holes), or null for other expressions. */
function literalText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) {
    const parts = [literalText(node.whenTrue), literalText(node.whenFalse)].filter((part): part is string => part !== null);
    return parts.length ? parts.join(' ') : null;
  }
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
  ) {
    return literalText(node.right);
  }
  return null;
}

/** The untranslated texts of one `.tsx` file. */
export function untranslatedIn(file: string, source: string): Untranslated[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Untranslated[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    found.push({ file, line: line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (hasWords(node.text)) report(node, node.text);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      // `{'Sort by'}` or `{done ? 'Done' : 'Open'}` as a child.
      const text = literalText(node.expression);
      if (text !== null && hasWords(text)) report(node, text);
    } else if (ts.isJsxAttribute(node) && textProps.has(node.name.getText(tree)) && node.initializer) {
      const { initializer } = node;
      const value = ts.isStringLiteral(initializer)
        ? initializer.text
        : ts.isJsxExpression(initializer) && initializer.expression
          ? literalText(initializer.expression)
          : null;
      if (value !== null && hasWords(value) && !isToken(value) && !marked(node, source))
        report(node, `${node.name.getText(tree)}=${value}`);
    } else if (
      ts.isBindingElement(node) &&
      node.initializer &&
      ts.isObjectBindingPattern(node.parent) &&
      textProps.has(node.name.getText(tree))
    ) {
      // A text prop's default where the component takes its props (`{ label = 'Sort by' }`).
      const value = literalText(node.initializer);
      if (value !== null && hasWords(value) && !isToken(value) && !marked(node, source))
        report(node, `${node.name.getText(tree)} = ${value}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const tsxFiles = (root: string, folder: string) =>
  sourceFilesUnder(root, folder, { keep: (name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'), skip: ['test'] });

/** Every untranslated text of the translated folders under `root`, in file order. */
export function findUntranslated(root: string, folders: readonly string[] = translatedFolders): Untranslated[] {
  return folders
    .flatMap((folder) => [...tsxFiles(root, folder)])
    .sort()
    .flatMap((file) => untranslatedIn(file, readFileSync(path.join(root, file), 'utf8')));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const found = findUntranslated(root);
  for (const { file, line, text } of found) console.error(`${file}:${line}  ${text}`);
  if (found.length) {
    console.error(
      `\n${found.length} text(s) not passed through t() in a translated feature (docs/architecture/12-parent-portal-and-languages.md).`,
    );
    process.exit(1);
  }
  console.log(`Untranslated text: none in ${translatedFolders.length} translated feature folders.`);
}
