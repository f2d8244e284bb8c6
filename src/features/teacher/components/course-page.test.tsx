import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { ava, fixtureId, pythonClass, pythonUnits, schoolB } from '@/mocks/teacher';
import { setSchoolId } from '@/src/lib/school-id';
import { Route } from '@/src/routes/teacher/courses/$instanceId/index';
import { failEndpoint, holdEndpoint, spyEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { defaultRosterState, type RosterState } from '../lib/roster';
import { useTeacherFixtures } from '../test/setup-teacher';
import { CoursePage, type CourseTab } from './course-page';

/** The page with its search state kept in React state, as the route keeps it in the URL. */
function Harness({ instanceId, initialTab = 'units' }: { instanceId: string; initialTab?: CourseTab }) {
  const [tab, setTab] = useState<CourseTab>(initialTab);
  const [unit, setUnit] = useState<string>();
  const [roster, setRoster] = useState<RosterState>(defaultRosterState);
  return (
    <CoursePage
      instanceId={instanceId}
      tab={tab}
      unit={unit}
      roster={roster}
      onChange={(change) => {
        if (change.tab) setTab(change.tab);
        if ('unit' in change) setUnit(change.unit);
        if (change.roster) setRoster((previous) => ({ ...previous, ...change.roster }));
      }}
    />
  );
}

const renderCourse = (instanceId = pythonClass._id, initialTab?: CourseTab) =>
  renderWithProviders(<Harness instanceId={instanceId} initialTab={initialTab} />, {
    path: '/teacher/courses/$instanceId',
    route: Route,
    initialPath: `/teacher/courses/${instanceId}`,
  });

beforeEach(useTeacherFixtures);

describe('CoursePage: units', () => {
  it('shows a skeleton, then the class and its units in order, each with its colour level', async () => {
    const held = holdEndpoint('courseSections');
    renderCourse();
    expect(await screen.findByLabelText('Loading course')).toBeInTheDocument();
    held.release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Python Programming' })).toBeInTheDocument();
    expect(screen.getByText(/7-A · Grade 7 · Lincoln Middle School/)).toBeInTheDocument();
    const units = within(screen.getByRole('list', { name: 'Units' })).getAllByRole('button');
    expect(units.map((u) => u.textContent)).toEqual(pythonUnits.map((u, i) => expect.stringContaining(`Unit ${i + 1}${u.name}`)));
    expect(units.map((u) => within(u).getByText(/^L\d · /).textContent)).toEqual([
      'L1 · Foundations',
      'L2 · Developing',
      'L3 · Intermediate',
      'L4 · Advanced',
      'L5 · Challenge',
    ]);
    expect(units.map((u) => u.closest('li')?.getAttribute('data-level'))).toEqual(['1', '2', '3', '4', '5']);
  });

  it("opens a unit to its content, with the class's progress, each item a link", async () => {
    const requests = spyEndpoint('sectionContents');
    const { user } = renderCourse();
    const unit = await screen.findByRole('button', { name: /Loops and Conditions/ });
    expect(unit).toHaveAttribute('aria-expanded', 'false');

    await user.click(unit);
    expect(unit).toHaveAttribute('aria-expanded', 'true');
    const lab = await screen.findByRole('link', { name: 'Loops and Conditions: Lab' });
    expect(lab).toHaveAttribute('href', `/teacher/courses/${pythonClass._id}/content/${fixtureId(612)}`);
    const panel = document.getElementById(unit.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('link')).toHaveLength(4);
    expect(within(panel).getByText('Quiz')).toBeInTheDocument();
    expect(requests[0]?.url).toContain(`?instance=${pythonClass._id}`);

    await user.click(unit);
    expect(unit).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Loops and Conditions: Lab' })).not.toBeInTheDocument();
  });

  it('opens a unit with the keyboard', async () => {
    const { user } = renderCourse();
    const unit = await screen.findByRole('button', { name: /Getting Started/ });
    unit.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Getting Started: Lesson' })).toBeInTheDocument();
  });

  it('says so for a unit without content', async () => {
    const { user } = renderCourse();
    await user.click(await screen.findByRole('button', { name: /Projects/ }));
    expect(await screen.findByText('No content in this unit yet.')).toBeInTheDocument();
  });

  it('shows "not found" with the way back for a course outside the teacher\'s classes', async () => {
    renderCourse(fixtureId(999));
    expect(await screen.findByText('This course was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my courses' })).toHaveAttribute('href', '/teacher/courses');
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
  });

  it('does not keep showing the class after a switch to another school', async () => {
    renderCourse();
    expect(await screen.findByRole('heading', { level: 1, name: 'Python Programming' })).toBeInTheDocument();
    act(() => setSchoolId(schoolB._id));
    expect(await screen.findByText('This class is at Lincoln Middle School')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Python Programming' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My courses here' })).toHaveAttribute('href', '/teacher/courses');
  });

  it('shows an error with Retry that asks again', async () => {
    const failure = failEndpoint('courseSections');
    const { user } = renderCourse();
    expect(await screen.findByText('Could not load this course.')).toBeInTheDocument();
    failure.recover();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Python Programming' })).toBeInTheDocument();
  });
});

describe('CoursePage: roster', () => {
  // Plain selectors here: role queries over a whole sortable table are slow in jsdom.
  const rowNames = () => [...document.querySelectorAll('table tbody tr a')].map((a) => a.textContent);
  const header = (name: RegExp) =>
    [...document.querySelectorAll<HTMLElement>('table thead th')].find((th) => name.test(th.textContent ?? ''))!;
  const sortBy = (name: RegExp) => header(name).querySelector('button')!;

  it('switches to the roster tab and lists the class by last name', async () => {
    const { user } = renderCourse();
    await user.click(await screen.findByRole('tab', { name: /Students/ }));
    const table = await screen.findByRole('table', { name: 'Class roster' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(rowNames().slice(0, 3)).toEqual(['Adams, Ethan', 'Brown, Emma', 'Chen, Olivia']);
    expect(header(/Student/)).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts by completion, score and last activity, and back by name', async () => {
    const { user } = renderCourse(pythonClass._id, 'students');
    await screen.findByRole('table', { name: 'Class roster' });

    await user.click(sortBy(/Completion/));
    expect(header(/Completion/)).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames().slice(0, 2)).toEqual(['Brown, Emma', 'Ivanova, Sofia']);
    await user.click(sortBy(/Completion/));
    expect(header(/Completion/)).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()[0]).toBe('Garcia, Mateo');

    await user.click(sortBy(/Avg score/));
    expect(rowNames()[0]).toBe('Brown, Emma');
    // Not graded yet: last, whichever the direction.
    expect(rowNames().at(-1)).toBe('Garcia, Mateo');

    await user.click(sortBy(/Last activity/));
    expect(rowNames()[0]).toBe('Brown, Emma');
    expect(rowNames().at(-1)).toBe('Garcia, Mateo');

    await user.click(sortBy(/Student/));
    expect(rowNames()[0]).toBe('Adams, Ethan');
  });

  it('sorts with the select phones get, too', async () => {
    const { user } = renderCourse(pythonClass._id, 'students');
    const select = await screen.findByLabelText('Sort by');
    await user.selectOptions(select, 'Avg score (highest)');
    expect(header(/Avg score/)).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()[0]).toBe('Brown, Emma');
    await user.selectOptions(select, 'Student (Z–A)');
    expect(rowNames()[0]).toBe('Yamamoto, Kai');
  });

  it('searches by name or number', async () => {
    const { user } = renderCourse(pythonClass._id, 'students');
    const search = await screen.findByRole('searchbox', { name: 'Search students' });
    await user.click(search);
    await user.paste('brown');
    expect(rowNames()).toEqual(['Brown, Emma']);
    expect(screen.getByText('1 of 12 students')).toBeInTheDocument();

    await user.clear(search);
    await user.click(search);
    await user.paste('S-1001');
    expect(rowNames()).toEqual(['Martinez, Ava']);

    await user.clear(search);
    await user.click(search);
    await user.paste('nobody');
    expect(screen.getByText('No student matches “nobody”.')).toBeInTheDocument();
  });

  it('opens a student from a click on the row and from the keyboard', async () => {
    const { user, router } = renderCourse(pythonClass._id, 'students');
    await screen.findByRole('table', { name: 'Class roster' });
    const avaRow = screen.getByRole('link', { name: 'Martinez, Ava' }).closest('tr')!;
    await user.click(within(avaRow).getByText('S-1001'));
    await waitFor(() => expect(router!.state.location.pathname).toBe(`/teacher/students/${ava._id}`));

    router!.history.back();
    const link = await screen.findByRole('link', { name: 'Martinez, Ava' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router!.state.location.pathname).toBe(`/teacher/students/${ava._id}`));
  });

  it('shows an empty state for a class without students', async () => {
    server.use(mockEndpoint(api.enrolledStudents, () => []));
    renderCourse(pythonClass._id, 'students');
    expect(await screen.findByText('No students in this class yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with Retry for the roster', async () => {
    const failure = failEndpoint('enrolledStudents');
    const { user } = renderCourse(pythonClass._id, 'students');
    expect(await screen.findByText('Could not load the class roster.')).toBeInTheDocument();
    failure.recover();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('table', { name: 'Class roster' })).toBeInTheDocument();
  });
});

describe('CoursePage: in Spanish', () => {
  it('shows the class, its units with their levels and a unit’s content in Spanish', async () => {
    await inSpanish();
    const { user } = renderCourse();
    expect(await screen.findByRole('heading', { level: 1, name: 'Python Programming' })).toBeInTheDocument();
    const units = within(screen.getByRole('list', { name: 'Unidades' })).getAllByRole('button');
    expect(within(units[0]!).getByText('N1 · Fundamentos')).toHaveAttribute('title', 'Nivel 1 de 5: Fundamentos');
    expect(units[0]).toHaveTextContent('Unidad 1');
    expect(screen.getByRole('tab', { name: /Estudiantes/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Loops and Conditions/ }));
    expect(await screen.findByText('Cuestionario')).toBeInTheDocument();
  });
});
