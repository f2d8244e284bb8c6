import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { CurrentUser } from '@/contract/schemas/user';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { announcementFixture, notificationsFixture, schoolA, schoolB, shellHandlers, userFixture } from '@/mocks/shell';
import { callEndpoint } from '../lib/api-client';
import { schoolScoped } from '../lib/query-keys';
import { setSchoolId, useSchoolId } from '../lib/school-id';
import { session } from '../lib/session';
import { openMenuByKeyboard, pressInMenu } from '../test/menu-keys';
import { renderApp, renderWithProviders } from '../test/render';

/** A page of the teacher group with no screen: the shell alone, without the teacher screens' calls. */
const teacherShellOnly = '/teacher/shell-only';

function signedInAs(user: CurrentUser, announcement: typeof announcementFixture | null = null) {
  session.setTokens('access', 'refresh');
  server.use(...shellHandlers(user, { announcement }));
}

describe('app shell', () => {
  it('shows the announcement row, shifts the layout by 35 px, and dismisses it', async () => {
    signedInAs(userFixture('parent'), announcementFixture);
    let dismissed: string | undefined;
    server.use(
      mockEndpoint(api.dismissAnnouncement, ({ params }) => {
        dismissed = params.id;
        // From now on the server has nothing to announce to this user.
        server.use(mockEndpoint(api.announcement, () => null));
        return { ok: true };
      }),
    );
    const { user } = renderApp('/parent');
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('Maintenance');
    expect(screen.getByRole('banner')).toHaveStyle({ top: '35px' });

    await user.click(within(banner).getByRole('button', { name: 'Dismiss announcement' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument());
    expect(screen.getByRole('banner')).toHaveStyle({ top: '0px' });
    expect(dismissed).toBe(announcementFixture._id);
  });

  it('has a user menu with the name and role, and a theme button', async () => {
    signedInAs(userFixture('district-admin'));
    renderApp('/admin');
    expect(await screen.findByRole('button', { name: 'User menu for Dana District' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /theme/i })).toBeInTheDocument();
    // One school: no switcher.
    expect(screen.queryByRole('combobox', { name: 'School' })).not.toBeInTheDocument();
  });

  it('switches the language from the user menu and remembers it for the signed-in account', async () => {
    signedInAs(userFixture('teacher'));
    // A token whose claims name the account (the switch remembers the choice under it).
    session.setTokens(`e30.${btoa(JSON.stringify({ sub: 'user-teacher', role: 'teacher' }))}.sig`, 'refresh');
    const { user } = renderApp(teacherShellOnly);
    await openMenuByKeyboard(user, await screen.findByRole('button', { name: 'User menu for Tess Teacher' }));
    // From the first item (Light), one key at a time, each awaited (src/test/menu-keys.ts).
    for (const name of ['Dark', 'Follow the system', 'English', 'Español'])
      await pressInMenu(user, '{ArrowDown}', () => screen.getByRole('menuitemradio', { name }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Menú de Tess Teacher' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language:user-teacher')).toBe('es');
  });
});

/** A school-scoped query as the teacher screens write them: the key carries the school id. */
function ScopedProbe() {
  const schoolId = useSchoolId();
  const courses = useQuery({
    queryKey: schoolScoped(schoolId, 'probe'),
    queryFn: () => callEndpoint(api.mySchools, {}).then(() => `data of ${schoolId}`),
  });
  return <p>{courses.data ?? 'loading'}</p>;
}

describe('school switcher', () => {
  it('writes schoolId and school-scoped keys move to the new school', async () => {
    const teacher = userFixture('teacher');
    signedInAs(teacher);
    const { user, queryClient } = renderApp(teacherShellOnly);
    const select = await screen.findByRole('combobox', { name: 'School' });
    expect(select).toHaveValue(schoolA._id);
    expect(localStorage.getItem('schoolId')).toBe(schoolA._id);
    queryClient.setQueryData(schoolScoped(schoolA._id, 'probe'), 'data of A');

    await user.selectOptions(select, schoolB._id);
    expect(localStorage.getItem('schoolId')).toBe(schoolB._id);
    expect(select).toHaveValue(schoolB._id);
    // The other school's cached rows are gone, so nothing of school A can show for school B.
    expect(queryClient.getQueryData(schoolScoped(schoolA._id, 'probe'))).toBeUndefined();
  });

  it('a screen reading useSchoolId refetches under the new key', async () => {
    signedInAs(userFixture('teacher'));
    setSchoolId(schoolA._id);
    renderWithProviders(<ScopedProbe />);
    expect(await screen.findByText(`data of ${schoolA._id}`)).toBeInTheDocument();
    act(() => setSchoolId(schoolB._id));
    expect(await screen.findByText(`data of ${schoolB._id}`)).toBeInTheDocument();
  });
});

describe('notifications bell', () => {
  it('shows the unread count and the newest notifications', async () => {
    session.setTokens('access', 'refresh');
    let asked: unknown;
    server.use(...shellHandlers(userFixture('teacher'), { notifications: notificationsFixture }));
    server.use(
      mockEndpoint(api.notificationsReceived, ({ body }) => {
        asked = body;
        return { items: notificationsFixture, total: 2, page: 0, pageSize: 20, unread: 1, lastSeq: 2 };
      }),
    );
    const { user } = renderApp(teacherShellOnly);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // ARCHITECTURE.md §6: page size 20 from page 0.
    expect(asked).toEqual({ page: 0, pageSize: 20 });
    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Newest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Unread:', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('Ada handed in Lab 3.')).toBeInTheDocument();
  });
});

describe('bug report', () => {
  async function openForm(user: ReturnType<typeof renderApp>['user']) {
    await openMenuByKeyboard(user, await screen.findByRole('button', { name: /user menu/i }));
    // Report a bug is the item above the last (Sign out): a key before its highlight shows could sign the test out.
    await pressInMenu(user, '{End}', () => screen.getByRole('menuitem', { name: 'Sign out' }));
    await pressInMenu(user, '{ArrowUp}', () => screen.getByRole('menuitem', { name: 'Report a bug' }));
    await user.keyboard('{Enter}');
    return screen.findByRole('dialog', { name: 'Report a bug' });
  }

  it('opens the form from the user menu and sends the report with the page address (the form: bug-report-dialog.test.tsx)', async () => {
    signedInAs(userFixture('parent'));
    let sent: unknown;
    server.use(
      mockEndpoint(api.bugReport, ({ body }) => {
        sent = body;
        return { _id: 'b1' };
      }),
    );
    const { user } = renderApp('/parent');
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('What happened, in a line'), 'abc grades missing');
    await user.type(within(dialog).getByLabelText('What happened, in full'), 'The grades of 7-A do not show.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your report.');
    expect(sent).toMatchObject({ title: 'abc grades missing', description: 'The grades of 7-A do not show.', path: '/parent' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report a bug' })).not.toBeInTheDocument());
  });
});
