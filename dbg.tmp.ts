import { startTestServer } from '@/server/test/harness';
import { createDryRun } from '@/server/roster/dry-run';
import { generateOneRoster } from '@/server/roster/testing/generate-oneroster';
import { id } from '@/server/seed/rng';
const s = await startTestServer({});
const user = { id: id('user/super'), name: 's', email: 'super@demo.test', role: 'super-admin' as const, districtId: null };
const g = generateOneRoster({ schoolNames: ['Riverside Middle School', 'X'], studentsPerSchool: 9, teachersPerSchool: 2, parentsPerSchool: 1, classesPerStudent: 2 });
try { const r = await createDryRun(s.database.db, user, { districtId: id('district/1'), fileName: 'x.zip', file: Buffer.from(g.zip).toString('base64') }); console.log(r.status, r.counts, r.errors.slice(0,5)); } catch (e) { console.error(e); }
await s.close();
