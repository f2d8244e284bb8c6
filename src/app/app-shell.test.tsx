import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../contract/api';
import type { CurrentUser } from '../../contract/schemas/user';
import { mockEndpoint } from '../../mocks/endpoint';
import { server } from '../../mocks/server';
import { announcementFixture, schoolA, schoolB, userFixture } from '../../mocks/shell';
import { callEndpoint } from '../lib/api-client';
import { schoolScoped } from '../lib/query-keys';
import { setSchoolId, useSchoolId } from '../lib/school-id';
import { session } from '../lib/session';
import { renderApp, renderWithProviders } from '../test/render';

function signedInAs(user: CurrentUser, announcement: typeof announcementFixture | null = null) {
  session.setTokens('access', 'refresh');
  server.use(
    mockEndpoint(api.currentUser, () => user),
    mockEndpoint(api.announcement, () => announcement),
    mockEndpoint(api.mySchools, () => user.schools),
    mockEndpoint(api.parentChildren, () => []),
    mockEndpoint(api.schoolsAll, () => []),
    mockEndpoint(api.districtsAll, () => []),
  );
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
    const { user, queryClient } = renderApp('/gradebook');
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
