import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { plantedTrees } from './lib/planted-tree';
import { unfilteredRepositoryFunctions } from './reach-filters';

/**
 * Repository functions that take a user without filtering by reach, each with why (docs/ARCHITECTURE.md §4).
 * A key is `file#function`, or `file` for every function of one module.
 */
const allowed: Record<string, string> = {
  'server/repos/course-catalogue-writes.ts':
    'the catalogue is platform-wide and has one editor, the super admin (the contract’s roles); the user is the audit actor (§13)',
  'server/repos/announcements.ts#createAnnouncement':
    'a new row has no reach to filter on: the use case (server/announcements/announcement-changes.ts) checks the audience’s reach first; the user is the author',
};

const isAllowed = (entry: string) => entry in allowed || entry.split('#')[0]! in allowed;

const trees = plantedTrees('reach-filters-');
const plant = trees.plant;
afterEach(trees.removeAll);

const reach =
  'export function reaches(user: AuthUser, kind: string, id: string) { return sql`true`; }\nexport function creatableRoles(user: AuthUser) { return []; }';

describe('every repository function that takes a user filters by reach', () => {
  it('holds for server/repos/, apart from the allowed exceptions (each with its reason)', () => {
    const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const unfiltered = unfilteredRepositoryFunctions(repositoryRoot);
    expect(unfiltered.filter((entry) => !isAllowed(entry))).toEqual([]);
    // An exception that no longer applies goes from the list.
    expect(Object.keys(allowed).filter((key) => !unfiltered.some((entry) => entry === key || entry.startsWith(`${key}#`)))).toEqual([]);
  });

  it('catches a planted repository function that takes a user and filters by nothing', () => {
    const planted = plant({
      'server/access/reach.ts': reach,
      'server/repos/shared.ts':
        "import { reaches } from '../access/reach';\nexport const inScope = (user: AuthUser, id: string) => reaches(user, 'school', id);",
      'server/repos/a.ts': [
        "import { reaches, creatableRoles } from '../access/reach';",
        "import { inScope } from './shared';",
        'export async function direct(db: Db, user: AuthUser, id: string) { return db.where(reaches(user, "school", id)); }',
        'export const throughImport = (db: Db, user: AuthUser, id: string) => db.where(inScope(user, id));',
        'function local(user: AuthUser) { return reaches(user, "class", "x"); }',
        'export function throughLocal(db: Db, user: AuthUser) { return local(user); }',
        'export function byDefault(db: Db, user: AuthUser, reach = local(user)) { return reach; }',
        'export function unfiltered(db: Db, user: AuthUser, id: string) { return db.where(eq(students.id, id)); }',
        'export const rolesOnly = (user: AuthUser) => creatableRoles(user);',
        'export function noUser(db: Db, id: string) { return db.where(eq(students.id, id)); }',
        'function privateUnfiltered(db: Db, user: AuthUser) { return db; }',
      ].join('\n'),
      'server/repos/a.test.ts': 'export function inATest(db: Db, user: AuthUser) { return db; }',
    });
    expect(unfilteredRepositoryFunctions(planted)).toEqual(['server/repos/a.ts#rolesOnly', 'server/repos/a.ts#unfiltered']);
  });
});
