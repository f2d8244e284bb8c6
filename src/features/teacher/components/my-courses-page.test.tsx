import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { Route } from '@/src/routes/teacher/courses/index';
import { failEndpoint, holdEndpoint, spyEndpoint } from '@/src/test/endpoints';
import { renderWithProviders } from '@/src/test/render';
import { useTeacherFixtures } from '../test/setup-teacher';
import { MyCoursesPage } from './my-courses-page';

/** The page with its filter kept in state, as the route keeps it in the URL. */
function Harness({ initial }: { initial?: string }) {
  const [section, setSection] = useState(initial);
  return <MyCoursesPage section={section} onSectionChange={setSection} />;
}

const renderPage = (initial?: string) => renderWithProviders(<Harness initial={initial} />, { path: '/teacher/courses', route: Route });
const courseTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(useTeacherFixtures);

describe('MyCoursesPage', () => {
  it('asks for page 0 of 500 with the school, shows a skeleton, then every class as a link', async () => {
    const requests = spyEndpoint('myCourses');
    const held = holdEndpoint('myCourses');
    renderPage();
    expect(await screen.findByLabelText('Loading courses')).toBeInTheDocument();
    held.release();

    expect(await screen.findByRole('link', { name: 'Python Programming' })).toHaveAttribute(
      'href',
      '/teacher/courses/00000000-0000-4000-8000-000000000192',
    );
    expect(courseTitles()).toEqual(['Data and Algorithms', 'Python Programming', 'Web Design']);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request).toMatchObject({ body: { pageSize: 500, page: 0 }, schoolId: '00000000-0000-4000-8000-000000000001' });
    }
    const python = screen.getByRole('link', { name: 'Python Programming' }).closest('li')!;
    expect(within(python).getByText('7-A')).toBeInTheDocument();
    expect(within(python).getByText(/12 students/)).toBeInTheDocument();
    expect(within(python).getByText('61%')).toBeInTheDocument();
  });

  it('filters by grade section and back to all', async () => {
    const { user } = renderPage();
    const filter = await screen.findByLabelText('Grade section');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All grade sections (3)', '7-A (1)', '7-B (1)', '8-A (1)']);

    await user.selectOptions(filter, '7-B (1)');
    expect(courseTitles()).toEqual(['Web Design']);
    expect(screen.getByText('1 class')).toBeInTheDocument();

    await user.selectOptions(filter, 'All grade sections (3)');
    expect(courseTitles()).toHaveLength(3);
  });

  it('says so when the section in the address has no classes, and offers all of them', async () => {
    const { user } = renderPage('00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByText('No classes in this grade section')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all classes' }));
    expect(courseTitles()).toHaveLength(3);
  });

  it('shows an empty state without classes', async () => {
    server.use(mockEndpoint(api.myCourses, () => ({ items: [], total: 0, page: 0, pageSize: 500 })));
    renderPage();
    expect(await screen.findByText('No classes in this school yet')).toBeInTheDocument();
    expect(screen.queryByLabelText('Grade section')).not.toBeInTheDocument();
  });

  it('shows an error with Retry that asks again', async () => {
    const failure = failEndpoint('myCourses', 503);
    const { user } = renderPage();
    expect(await screen.findByText('Could not load your courses.')).toBeInTheDocument();
    failure.recover();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('link', { name: 'Web Design' })).toBeInTheDocument();
    expect(failure.calls()).toBeGreaterThanOrEqual(2);
  });
});
