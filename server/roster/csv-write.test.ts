import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseCell, restoreCell } from './csv-write';

describe('roster CSV cells', () => {
  const formulas = ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', "'=already quoted", "''+twice"];
  it('neutralises every text a spreadsheet would run as a formula', () => {
    for (const text of formulas) expect(neutraliseCell(text).startsWith("'"), text).toBe(true);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('leaves plain text and numbers as they are', () => {
    for (const text of ['Ada', "O'Neil", "'quoted", '-5', '+3.5', '', 'a=b']) expect(neutraliseCell(text)).toBe(text);
  });

  it('reads back exactly what it wrote', () => {
    for (const text of [...formulas, 'Ada', "'quoted", '-5', "'-5", "'", "'=", '=']) expect(restoreCell(neutraliseCell(text))).toBe(text);
  });
});
