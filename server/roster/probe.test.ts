import { it } from 'vitest';
import { readRoster } from './read-roster';
import { fixtureZip } from './testing/fixtures';
import { japan12Delta, moodle11, moodle12, oat11 } from './testing/other-products';

it('probe', async () => {
  for (const [name, set] of Object.entries({ moodle11, moodle12, oat11, japan12Delta })) {
    const read = await readRoster(fixtureZip(set));
    console.log(name, read.version, JSON.stringify(read.modes), read.errors.kept, Object.fromEntries(Object.entries(read.records).map(([k, v]) => [k, v.length])));
  }
});
