import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { schoolB, statisticsBySchool } from '@/mocks/teacher';
import { setSchoolId } from '@/src/lib/school-id';
import { Route } from '@/src/routes/teacher/index';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { useTeacherFixtures } from '../test/setup-teacher';
import { DashboardPage } from './dashboard-page';

const renderDashboard = () => renderWithProviders(<DashboardPage />, { path: '/teacher', route: Route });

beforeEach(useTeacherFixtures);

describe('DashboardPage', () => {
  it('shows a skeleton, then the figures and the completion of each class', async () => {
    const held = holdEndpoint('dashboardStatistics');
    renderDashboard();
    expect(await screen.findByLabelText('Loading dashboard')).toBeInTheDocument();
    held.release();

    expect(await screen.findByText('Students')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading dashboard')).not.toBeInTheDocument();
    expect(screen.getByText('62')).toBeInTheDocument();
    expect(screen.getByText('Active this week').closest('dl, div')).toBeInTheDocument();
    expect(screen.getByText('41')).toBeInTheDocument();
    expect(screen.getByText('311 h')).toBeInTheDocument();
    expect(screen.getByText('36%')).toBeInTheDocument();
    // The teacher's own time in the app this week (the time tracker's rows).
    expect(screen.getByText('4 h 25 min')).toBeInTheDocument();
    expect(screen.getByText('Your time')).toBeInTheDocument();

    const chart = screen.getByRole('figure', { name: 'Course completion per class' });
    const rows = within(chart).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Python Programming' })).toHaveAttribute(
      'href',
      '/teacher/courses/00000000-0000-4000-8000-000000000192',
    );
    expect(rows[1]).toHaveTextContent('7-A · 12 students');
    expect(rows[1]).toHaveTextContent('Completion 61%');
  });

  it('shows the school head counts', async () => {
    renderDashboard();
    expect(await screen.findByText('In this school')).toBeInTheDocument();
    expect(screen.getByText('412')).toBeInTheDocument();
    expect(screen.getByText('teachers')).toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry asks again', async () => {
    const failure = failEndpoint('schoolProgress');
    const { user } = renderDashboard();
    expect(await screen.findByText('Could not load your dashboard.')).toBeInTheDocument();
    expect(screen.getByText('The server had a problem. Try again.')).toBeInTheDocument();
    expect(screen.queryByText('Students')).not.toBeInTheDocument();

    failure.recover();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('62')).toBeInTheDocument();
    expect(failure.calls()).toBeGreaterThanOrEqual(2);
  });

  it('leaves the head counts out silently when they fail (ARCHITECTURE.md §6)', async () => {
    failEndpoint('usersCount');
    renderDashboard();
    expect(await screen.findByText('62')).toBeInTheDocument();
    expect(screen.queryByText('In this school')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an empty state to a teacher without classes in this school', async () => {
    server.use(
      mockEndpoint(api.dashboardStatistics, () => ({
        ...statisticsBySchool[schoolB._id]!,
        studentCount: 0,
        classCount: 0,
        courseCount: 0,
      })),
      mockEndpoint(api.schoolProgress, () => []),
    );
    renderDashboard();
    expect(await screen.findByText('No classes in this school yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('on a school switch shows the skeleton, never the other school, then the new school', async () => {
    renderDashboard();
    expect(await screen.findByText('62')).toBeInTheDocument();

    const held = holdEndpoint('dashboardStatistics');
    act(() => setSchoolId(schoolB._id));
    expect(await screen.findByLabelText('Loading dashboard')).toBeInTheDocument();
    expect(screen.queryByText('62')).not.toBeInTheDocument();
    expect(screen.queryByText('Python Programming')).not.toBeInTheDocument();

    held.release();
    expect(await screen.findByText('22')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').some((row) => row.textContent?.includes('6-A'))).toBe(true);
  });
});

describe('DashboardPage: in Spanish', () => {
  it('shows the figures, their help and the completion per class in Spanish, with Spanish numbers', async () => {
    await inSpanish();
    renderDashboard();
    expect(await screen.findByText('Estudiantes')).toBeInTheDocument();
    expect(screen.getByText('Activos esta semana')).toBeInTheDocument();
    expect(screen.getByText('Su tiempo')).toBeInTheDocument();
    // Intl's Spanish percent: a (non-breaking) space before the sign.
    expect(screen.getByText(/^36\s%$/)).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Progreso del curso por clase' });
    const rows = within(chart).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('7-A · 12 estudiantes');
    expect(await screen.findByText('En esta escuela')).toBeInTheDocument();
    expect(screen.getByText('docentes')).toBeInTheDocument();
  });
});
