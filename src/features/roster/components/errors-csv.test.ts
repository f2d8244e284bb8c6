import { describe, expect, it } from 'vitest';
import { errorsCsv } from './errors-csv';

describe('errorsCsv', () => {
  it('writes a header and one quoted-where-needed row per error', () => {
    const csv = errorsCsv([
      { file: 'users.csv', line: 3, column: 'email', message: 'must be an email, got "x"' },
      { file: 'users.csv', line: 4, column: 'givenName', message: '=HYPERLINK("evil")' },
    ]);
    expect(csv).toBe(
      '\uFEFFfile,line,column,message\r\n' +
        'users.csv,3,email,"must be an email, got ""x"""\r\n' +
        `users.csv,4,givenName,"'=HYPERLINK(""evil"")"\r\n`,
    );
  });
});
