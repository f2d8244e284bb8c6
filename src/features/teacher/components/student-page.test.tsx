import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { ava, fixtureId, pythonClass, schoolB } from '@/mocks/teacher';
import { setSchoolId } from '@/src/lib/school-id';
import { Route } from '@/src/routes/teacher/students/$studentId';
import { failEndpoint, holdEndpoint, spyEndpoint } from '@/src/test/endpoints';
import { renderWithProviders } from '@/src/test/render';
import { useTeacherFixtures } from '../test/setup-teacher';
import { StudentPage } from './student-page';

const renderStudent = (studentId = ava._id) =>
  renderWithProviders(<StudentPage studentId={studentId} />, {
    path: '/teacher/students/$studentId',
    route: Route,
    initialPath: `/teacher/students/${studentId}`,
  });

beforeEach(useTeacherFixtures);

describe('StudentPage', () => {
  it('shows a skeleton, then the profile and the classes', async () => {
    const held = holdEndpoint('studentQuizPerformance');
    renderStudent();
    expect(await screen.findByLabelText('Loading student')).toBeInTheDocument();
    held.release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Martinez' })).toBeInTheDocument();
    expect(screen.getByText('S-1001 · 7-A · Lincoln Middle School')).toBeInTheDocument();
    expect(screen.getByText('Rosa Martinez')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rosa.martinez@example.org' })).toHaveAttribute('href', 'mailto:rosa.martinez@example.org');
    expect(screen.getByRole('link', { name: 'Python Programming · 7-A' })).toHaveAttribute(
      'href',
      `/teacher/courses/${pythonClass._id}?tab=students`,
    );
  });

  it('combines the five student calls into one page', async () => {
    const calls = (
      ['studentGet', 'studentProgress', 'studentActivityPerformance', 'studentLabPerformance', 'studentQuizPerformance'] as const
    ).map((name) => spyEndpoint(name));
    renderStudent();
    await screen.findByRole('heading', { level: 1, name: 'Ava Martinez' });
    for (const requests of calls) expect(requests[0]?.url).toContain(ava._id);
  });

  it("shows the progress through each unit of the student's classes", async () => {
    renderStudent();
    const units = within(await screen.findByRole('list', { name: 'Units of Python Programming' })).getAllByRole('listitem');
    expect(units).toHaveLength(5);
    expect(units[2]).toHaveTextContent('Functions');
    expect(units[2]).toHaveTextContent('L3 · Intermediate');
    expect(units[2]).toHaveTextContent('3 of 4 items · 75%');
    expect(units[2]).toHaveTextContent('Score 86%');
  });

  it('charts activities, labs and quizzes against the class average', async () => {
    renderStudent();
    const labs = await screen.findByRole('figure', { name: /^Labs: Ava's score against the class average/ });
    const rows = within(labs).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Ava's score 95%, Class average / 80%");
    // No class average on the last lab yet: no tick and no figure for it.
    expect(rows[2]).toHaveTextContent("Ava's score 70%");
    expect(rows[2]).not.toHaveTextContent('Class average');
    expect(within(labs).getAllByTestId('reference-marker')).toHaveLength(2);
    expect(screen.getByRole('figure', { name: /^Activities:/ })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /^Quizzes:/ })).toBeInTheDocument();
  });

  it('says so when a kind has no scored items', async () => {
    server.use(
      mockEndpoint(api.studentQuizPerformance, () => [
        { courseInstance: { _id: pythonClass._id, _course: { _id: 'c', name: 'Python Programming' }, gradeSection: '7-A' }, points: [] },
      ]),
    );
    renderStudent();
    expect(await screen.findByText('No scored quizzes yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: /^Quizzes:/ })).not.toBeInTheDocument();
  });

  it('shows "not found" for a student outside the teacher\'s classes, without asking for the rest', async () => {
    const progress = spyEndpoint('studentProgress');
    renderStudent(fixtureId(997));
    expect(await screen.findByText('This student was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to students' })).toHaveAttribute('href', '/teacher/students');
    expect(progress).toHaveLength(0);
  });

  it('does not keep showing the student after a switch to another school', async () => {
    renderStudent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Martinez' })).toBeInTheDocument();
    act(() => setSchoolId(schoolB._id));
    expect(await screen.findByText('This student is at Lincoln Middle School')).toBeInTheDocument();
    expect(screen.queryByText('Rosa Martinez')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when one of the calls fails', async () => {
    const failure = failEndpoint('studentLabPerformance');
    const { user } = renderStudent();
    expect(await screen.findByText('Could not load this student.')).toBeInTheDocument();
    failure.recover();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Martinez' })).toBeInTheDocument();
  });
});
