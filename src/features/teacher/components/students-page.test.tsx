import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { gradeSectionsBySchool, schoolA, schoolB } from '@/mocks/teacher';
import { setSchoolId } from '@/src/lib/school-id';
import { Route } from '@/src/routes/teacher/students/index';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { renderWithProviders } from '@/src/test/render';
import { defaultRosterState, type RosterState } from '../lib/roster';
import { useTeacherFixtures } from '../test/setup-teacher';
import { StudentsPage } from './students-page';

function Harness() {
  const [grade, setGrade] = useState<string>();
  const [section, setSection] = useState<string>();
  const [roster, setRoster] = useState<RosterState>(defaultRosterState);
  return (
    <StudentsPage
      grade={grade}
      section={section}
      roster={roster}
      onChange={(change) => {
        if ('grade' in change) setGrade(change.grade);
        if ('section' in change) setSection(change.section);
        if (change.roster) setRoster((previous) => ({ ...previous, ...change.roster }));
      }}
    />
  );
}

const renderPage = () => renderWithProviders(<Harness />, { path: '/teacher/students', route: Route });
const sectionNames = () =>
  within(screen.getByRole('list', { name: 'Grade sections' }))
    .getAllByRole('button')
    .map((b) => within(b).getByText(/^\d-[A-Z]$/).textContent);

beforeEach(useTeacherFixtures);

describe('StudentsPage', () => {
  it("shows a skeleton, then the school's grades and sections", async () => {
    const held = holdEndpoint('gradeSections');
    renderPage();
    expect(await screen.findByLabelText('Loading grade sections')).toBeInTheDocument();
    held.release();

    const grades = within(await screen.findByRole('group', { name: 'Grade' }));
    expect(grades.getAllByRole('button').map((b) => b.textContent)).toEqual(['All grades', 'Grade 7', 'Grade 8']);
    expect(sectionNames()).toEqual(['7-A', '7-B', '8-A', '8-B']);
    expect(screen.getByRole('button', { name: /8-B/ })).toBeDisabled();
    expect(screen.getByText('Choose a grade section to see its students.')).toBeInTheDocument();
  });

  it('filters the sections by grade', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Grade 8' }));
    expect(screen.getByRole('button', { name: 'Grade 8' })).toHaveAttribute('aria-pressed', 'true');
    expect(sectionNames()).toEqual(['8-A', '8-B']);
    await user.click(screen.getByRole('button', { name: 'All grades' }));
    expect(sectionNames()).toHaveLength(4);
  });

  it("lists a chosen section's students, searchable, each a link to the student", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /7-A/ }));
    expect(screen.getByRole('button', { name: /7-A/ })).toHaveAttribute('aria-pressed', 'true');
    const table = await screen.findByRole('table', { name: 'Students of the grade section' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    await user.click(screen.getByRole('searchbox', { name: 'Search students' }));
    await user.paste('ava');
    expect(
      within(table)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Martinez, Ava']);
  });

  it("says so when none of a section's students are in the teacher's classes", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /7-B/ }));
    expect(await screen.findByText("None of this section's students are in your classes")).toBeInTheDocument();
  });

  it('shows an empty state for a school without sections, and follows a school switch', async () => {
    server.use(
      mockEndpoint(api.gradeSections, ({ request }) =>
        request.headers.get('schoolid') === schoolA._id ? [] : gradeSectionsBySchool[schoolB._id]!,
      ),
    );
    renderPage();
    expect(await screen.findByText('No grade sections in this school yet')).toBeInTheDocument();
    act(() => setSchoolId(schoolB._id));
    expect(await screen.findByRole('button', { name: /6-A/ })).toBeInTheDocument();
  });

  it('shows an error with Retry that asks again', async () => {
    const failure = failEndpoint('gradeSections');
    const { user } = renderPage();
    expect(await screen.findByText('Could not load the grade sections.')).toBeInTheDocument();
    failure.recover();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('group', { name: 'Grade' })).toBeInTheDocument();
  });
});
