import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/contract/http';
import type { CurrentUser } from '@/contract/schemas/user';
import { server } from '@/mocks/server';
import { shellHandlers, userFixture } from '@/mocks/shell';
import { homePathFor } from '../lib/roles';
import { session } from '../lib/session';
import { renderApp } from '../test/render';
import { createAppRouter } from './router';

const id = '00000000-0000-4000-8000-000000000001';

/** Every address the two admin trees had before they became one (`src/routes/$area/`), and the page that answers it now. */
const pages: [path: string, routeId: string][] = [
  ['', '/$area/'],
  ['/analytics', '/$area/analytics'],
  ['/announcements', '/$area/announcements'],
  ['/classes', '/$area/classes/'],
  [`/classes/${id}`, '/$area/classes/$classId'],
  ['/courses', '/$area/courses/'],
  [`/courses/${id}`, '/$area/courses/$courseId'],
  ['/invites', '/$area/invites'],
  ['/logs', '/$area/logs'],
  ['/parents', '/$area/parents/'],
  [`/parents/${id}`, '/$area/parents/$parentId'],
  ['/privacy', '/$area/privacy/'],
  [`/privacy/${id}`, '/$area/privacy/$studentId'],
  ['/roster', '/$area/roster'],
  ['/school-admins', '/$area/school-admins'],
  ['/schools', '/$area/schools/'],
  [`/schools/${id}`, '/$area/schools/$schoolId'],
  ['/students', '/$area/students/'],
  [`/students/${id}`, '/$area/students/$studentId'],
  ['/teachers', '/$area/teachers/'],
  [`/teachers/${id}`, '/$area/teachers/$teacherId'],
];
/** The super admin's platform pages: under `/sup-admin` only. */
const platformPages: [path: string, routeId: string][] = [
  ['/bug-reports', '/$area/_super-admin/bug-reports'],
  ['/crash-reports', '/$area/_super-admin/crash-reports'],
  ['/district-admins', '/$area/_super-admin/district-admins'],
  [`/districts/${id}`, '/$area/_super-admin/districts/$districtId'],
  ['/outbox', '/$area/_super-admin/outbox'],
];

function leafOf(pathname: string) {
  const matches = createAppRouter().matchRoutes(pathname, {});
  const leaf = matches.at(-1);
  return { routeId: leaf?.routeId, params: leaf?.params, ids: matches.map((m) => m.routeId) };
}

describe('the admin areas: one route tree, the same addresses', () => {
  it.each(pages)('/admin%s and /sup-admin%s are the one page %s, each with its area', (path, routeId) => {
    for (const area of ['admin', 'sup-admin']) {
      const leaf = leafOf(`/${area}${path}`);
      expect(leaf.routeId).toBe(routeId);
      expect(leaf.params).toMatchObject({ area });
    }
  });

  it.each(platformPages)('/sup-admin%s is %s, and /admin%s is not found', (path, routeId) => {
    expect(leafOf(`/sup-admin${path}`).routeId).toBe(routeId);
    expect(leafOf(`/admin${path}`).ids).not.toContain(routeId);
  });

  it('another first segment is not an area: the other groups keep their pages, anything else is not found', () => {
    expect(leafOf('/teacher').routeId).toBe('/teacher/');
    expect(leafOf('/notifications').routeId).toBe('/_signed-in/notifications');
    expect(leafOf('/elsewhere/teachers').ids).not.toContain('/$area');
    expect(leafOf('/Admin2').ids).not.toContain('/$area');
  });
});

function signedInAs(role: Role): CurrentUser {
  const user = userFixture(role);
  session.setTokens('access', 'refresh');
  server.use(...shellHandlers(user));
  return user;
}

describe('the admin areas: each lets in only its own roles', () => {
  it.each([
    ['super-admin', '/admin/teachers'],
    ['super-admin', `/admin/students/${id}`],
    ['school-admin', '/sup-admin/teachers'],
    ['district-admin', '/sup-admin/schools'],
    ['district-admin', '/sup-admin/outbox'],
    ['teacher', '/admin/logs'],
    ['parent', '/sup-admin/bug-reports'],
  ] as const)('a %s at %s gets "no access", with the way to their own home', async (role, path) => {
    signedInAs(role);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', homePathFor(role));
  });

  it('a school admin at a platform page of the super admin gets "not found" inside their area', async () => {
    signedInAs('school-admin');
    renderApp('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
