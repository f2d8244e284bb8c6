import { afterEach, describe, expect, it } from 'vitest';
import { plantedTrees } from './lib/planted-tree';
import { findUntranslated, translatedFolders, untranslatedIn } from './untranslated-text';

const trees = plantedTrees('untranslated-');
afterEach(trees.removeAll);

const found = (source: string) => untranslatedIn('src/features/x/a.tsx', source).map(({ line, text }) => `${line} ${text}`);

describe('scripts/untranslated-text.ts', () => {
  it('passes text that goes through t(), names for the code, key names and abbreviations', () => {
    expect(
      found(
        [
          'const t = useT();',
          'export const A = () => (',
          '  <Box className="gg-cell wide" data-state="graded" aria-label={t(\'x.label\')} title={t(\'x.title\', { n })}>',
          "    {t('x.heading')} <Kbd>Enter</Kbd> <Kbd>Esc</Kbd> {count} · %",
          '    <Button>CSV</Button>',
          '    <Notice what="district" backLabel={t(\'x.back\')} />',
          '    <List what="people.parents.what" placeholder="https://sis.example.org/v1" />',
          '    <Field',
          '      // same in every language: an example of a name',
          '      placeholder="Riverside Google"',
          '    />',
          '  </Box>',
          ');',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('finds JSX text, literal children and text props with their lines', () => {
    expect(
      found(
        [
          'export const A = ({ n, name }) => (',
          '  <Box aria-label="Grade sections">',
          '    No students yet',
          "    <Text>{n === 1 ? '1 class' : 'classes'}</Text>",
          `    <Badge title={\`Level \${n} of 5\`}>L{n}</Badge>`,
          "    <Empty description={name || 'Untitled'} placeholder='Search by name' />",
          '  </Box>',
          ');',
          "export function Pick({ label = 'Sort by', what = 'district' }) { return <p>{label}{what}</p>; }",
        ].join('\n'),
      ),
    ).toEqual([
      '2 aria-label=Grade sections',
      '3 No students yet',
      '4 1 class classes',
      '5 title=Level of 5',
      '6 description=Untitled',
      '6 placeholder=Search by name',
      '9 label = Sort by',
    ]);
  });

  it('reads the translated folders’ .tsx files, not tests nor other folders, in file order', () => {
    const root = trees.plant({
      'src/features/teacher/b.tsx': 'export const B = () => <p>Hello there</p>;',
      'src/features/teacher/a.tsx': 'export const A = () => <p>{t("a")}</p>;\nexport const C = () => <p>Good morning</p>;',
      'src/features/teacher/a.test.tsx': 'it("x", () => render(<p>In a test</p>));',
      'src/features/teacher/lib/format.ts': "export const word = 'Not a component';",
      'src/features/courses/c.tsx': 'export const C = () => <p>Not translated yet</p>;',
    });
    expect(findUntranslated(root, ['src/features/teacher'])).toEqual([
      { file: 'src/features/teacher/a.tsx', line: 2, text: 'Good morning' },
      { file: 'src/features/teacher/b.tsx', line: 1, text: 'Hello there' },
    ]);
  });

  it('covers the admin side and the staff side', () => {
    expect(translatedFolders).toEqual(expect.arrayContaining(['src/features/privacy', 'src/features/teacher', 'src/features/gradebook']));
  });
});
