import { describe, expect, it } from 'vitest';
import { rosterFiles } from '@/contract/schemas/roster';
import { readRosterZip, zipLimits } from './read-zip';
import { generateOneRoster } from './testing/generate-oneroster';
import { deflated, deflatedZeros, type RawEntry, rawZip } from './testing/raw-zip';

const generated = generateOneRoster({ schoolNames: ['One', 'Two'], studentsPerSchool: 30, teachersPerSchool: 2, parentsPerSchool: 2 });
/** The generated roster's six files as raw entries, under the given names. */
const rosterEntries = (name = (file: string) => `${file}.csv`): RawEntry[] =>
  rosterFiles.map((file) => ({ name: name(file), data: deflated(generated.files[file]) }));
const sizeOf = (file: (typeof rosterFiles)[number]) => Buffer.byteLength(generated.files[file]);

describe('reading a roster zip within its limits (docs/ARCHITECTURE.md §17.2)', () => {
  it('reads a generated roster within the default caps', async () => {
    const { tables, failure } = await readRosterZip(rawZip(rosterEntries((file) => `export/${file}.csv`)));
    expect(failure).toBeNull();
    expect(tables.users?.rows).toHaveLength(generated.counts.students + generated.counts.teachers + generated.counts.parents);
  });

  it('refuses an entry that inflates past the per-entry cap (413 naming it), whatever its ratio', async () => {
    const entryBytes = sizeOf('classes') - 1;
    // The first file larger than the cap in the zip's order is the one named.
    const first = rosterFiles.find((file) => sizeOf(file) > entryBytes)!;
    await expect(readRosterZip(generated.zip, { ...zipLimits, entryBytes })).rejects.toMatchObject({
      kind: 'too_large',
      message: `${first}.csv inflates to more than ${entryBytes} bytes; the zip is refused`,
      details: [{ path: 'body.file', message: expect.stringContaining(`${first}.csv`) }],
    });
  });

  it('refuses files that together inflate past the total cap, each within the per-entry cap', async () => {
    // All but the last file (enrollments.csv) fit exactly.
    const totalBytes = rosterFiles.slice(0, -1).reduce((sum, file) => sum + sizeOf(file), 0);
    await expect(readRosterZip(generated.zip, { ...zipLimits, totalBytes })).rejects.toMatchObject({
      kind: 'too_large',
      message: `The zip's CSV files inflate to more than ${totalBytes} bytes (at enrollments.csv); the zip is refused`,
    });
  });

  it('refuses a bomb by its ratio once past the floor, though its header declares 100 bytes and it is under the size caps', async () => {
    const bomb = rawZip([...rosterEntries().slice(0, 4), { name: 'users.csv', data: deflatedZeros(64), declaredSize: 100 }]);
    await expect(readRosterZip(bomb)).rejects.toMatchObject({
      kind: 'too_large',
      message: `users.csv inflates to more than ${zipLimits.ratio} times its compressed size (a zip bomb); the zip is refused`,
    });
    // Under the floor a file may compress as well as it likes: 1 MB of zeros is a (bad) CSV, not a bomb.
    const small = await readRosterZip(rawZip([{ name: 'users.csv', data: deflatedZeros(1) }]));
    expect(small.tables.users).toBeDefined();
  });

  it('stops inflating a 1 GB bomb at the cap: refused in well under a second', async () => {
    const bomb = rawZip([{ name: 'users.csv', data: deflatedZeros(1024), declaredSize: 1000 }]);
    const started = performance.now();
    await expect(readRosterZip(bomb)).rejects.toMatchObject({ kind: 'too_large' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each(['../users.csv', 'export/../../users.csv', '/etc/users.csv', '\\users.csv', 'C:/roster/users.csv', 'export\\..\\users.csv'])(
    'refuses the unsafe entry name %s (400 naming it)',
    async (name) => {
      const zip = rawZip([...rosterEntries().slice(0, 4), { name, data: deflated(generated.files.users) }]);
      await expect(readRosterZip(zip)).rejects.toMatchObject({
        kind: 'invalid',
        message: `The zip entry "${name}" has an unsafe path (absolute or with ..)`,
        details: [{ path: 'body.file', message: expect.stringContaining(name) }],
      });
    },
  );

  it('refuses a repeated entry, and two entries that are the same roster file in different folders (400)', async () => {
    const twice = rawZip([...rosterEntries(), { name: 'users.csv', data: deflated(generated.files.users) }]);
    await expect(readRosterZip(twice)).rejects.toMatchObject({ kind: 'invalid', message: 'The zip holds "users.csv" twice' });
    const twoFolders = rawZip([...rosterEntries(), { name: 'old/Users.csv', data: deflated(generated.files.users) }]);
    await expect(readRosterZip(twoFolders)).rejects.toMatchObject({
      kind: 'invalid',
      message: 'The zip holds users.csv twice ("users.csv" and "old/Users.csv")',
    });
  });
});
