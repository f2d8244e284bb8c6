/**
 * Export → import of the same district is a no-op (issue 18, finding 9), and the export's text cells
 * are neutralised against spreadsheet formulas yet read back as they were (finding 7).
 */
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { type RosterImport, rosterImportSchema } from '@/contract/schemas/roster';
import { sqlRows } from '../db/sql-rows';
import { id } from '../seed/rng';
import { databaseKinds, serverSuite } from '../test/harness';

const superAdmin = 'super@demo.test';

describe.each(databaseKinds)('roster round trip (%s)', (kind) => {
  const suite = serverSuite(kind);
  const exportZip = async (districtId: string) => {
    const res = await suite.post(superAdmin, api.rosterExport.path, { districtId });
    expect(res.statusCode, res.body).toBe(200);
    return Buffer.from(res.json().data.file, 'base64');
  };
  const dryRun = async (districtId: string, zip: Buffer): Promise<RosterImport> => {
    const res = await suite.post(superAdmin, api.rosterImportCreate.path, {
      districtId,
      fileName: 'export.zip',
      file: zip.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(201);
    return rosterImportSchema.parse(res.json().data);
  };
  const changed = (result: RosterImport) => Object.entries(result.counts).filter(([, c]) => c.create + c.update + c.deactivate > 0);

  it.each([['district/1'], ['district/2']])('imports the demo data’s own export of %s as a no-op', async (key) => {
    const districtId = id(key);
    const zip = await exportZip(districtId);
    const result = await dryRun(districtId, zip);
    expect(result.errors).toEqual([]);
    expect(result.status).toBe('dry-run');
    expect(changed(result)).toEqual([]);
  });

  it('applies the export of a district as no write at all, and exports the same bytes after', async () => {
    const districtId = id('district/1');
    const zip = await exportZip(districtId);
    const result = await dryRun(districtId, zip);
    const applied = await suite.post(superAdmin, buildPath(api.rosterImportApply.path, { id: result._id }));
    expect(applied.statusCode, applied.body).toBe(200);
    const [logged] = await sqlRows<{ n: number }>(
      suite.db,
      sql`select count(*)::int as n from roster_import_changes where import_id = ${result._id}`,
    );
    expect(logged!.n).toBe(0);
    expect((await exportZip(districtId)).equals(zip)).toBe(true);
  });

  it('imports a school’s export back into that school as a no-op (school admin)', async () => {
    const res = await suite.post('admin@demo.test', api.rosterExport.path, { districtId: id('district/1'), schoolId: id('school/A') });
    expect(res.statusCode, res.body).toBe(200);
    const created = await suite.post('admin@demo.test', api.rosterImportCreate.path, {
      districtId: id('district/1'),
      schoolId: id('school/A'),
      fileName: 'school.zip',
      file: res.json().data.file,
    });
    expect(created.statusCode, created.body).toBe(201);
    const result = rosterImportSchema.parse(created.json().data);
    expect(result.errors).toEqual([]);
    expect(changed(result)).toEqual([]);
  });

  it('writes names that start like a formula neutralised in users.csv and classes.csv, and reads them back unchanged', async () => {
    const districtId = id('district/1');
    const names = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1)'];
    const students = await sqlRows<{ id: string }>(
      suite.db,
      sql`select id from students where school_id = ${id('school/A')} order by id limit ${names.length}`,
    );
    for (const [i, student] of students.entries())
      await suite.db.execute(sql`update students set first_name = ${names[i]!}, last_name = ${names[i]!} where id = ${student.id}`);
    await suite.db.execute(sql`update users set name = ${'=cmd|x Teacher'} where email = 'teacher3@demo.test'`);
    const zip = await exportZip(districtId);
    const users = strFromU8(unzipSync(new Uint8Array(zip))['users.csv']!);
    // Each cell starts with the quote: never a bare formula after a comma or an opening quote.
    for (const name of [...names, '=cmd|x'].map((n) => n.split('"')[0]!)) {
      expect(users).not.toContain(`,${name}`);
      expect(users).not.toContain(`,"${name}`);
      expect(users).toContain(`'${name}`);
    }
    const result = await dryRun(districtId, zip);
    expect(result.errors).toEqual([]);
    expect(changed(result)).toEqual([]);
  });
});
