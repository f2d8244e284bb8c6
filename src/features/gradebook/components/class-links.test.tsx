import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { CourseInstance } from '@/contract/schemas/teacher';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { setSchoolId } from '@/src/lib/school-id';
import { renderWithProviders } from '@/src/test/render';
import { ClassLinks } from './class-links';

const schoolId = '99999999-9999-4999-8999-999999999999';
const python: CourseInstance = {
  _id: '33333333-3333-4333-8333-333333333333',
  _course: { _id: 'c1', name: 'Intro to Python', description: '', gradeBand: '6-8' },
  gradeSection: { _id: 'g1', name: '7-A' },
  school: { _id: schoolId, name: 'Hillcrest' },
  startDate: '2026-09-01',
  studentCount: 24,
  unitCount: 6,
  contentCount: 40,
  completion: 50,
  averageScore: 70,
} as CourseInstance;

function renderLinks() {
  setSchoolId(schoolId);
  return renderWithProviders(<ClassLinks />, { path: '/gradebook' });
}

describe('class links', () => {
  it("lists the teacher's classes in the selected school, each opening its grid", async () => {
    server.use(
      mockEndpoint(api.myCourses, ({ request, body }) => {
        expect(request.headers.get('schoolid')).toBe(schoolId);
        expect(body).toEqual({ pageSize: 500, page: 0 });
        return { items: [python], total: 1, page: 0, pageSize: 500 };
      }),
    );
    renderLinks();
    const link = await screen.findByRole('link', { name: /Intro to Python · 7-A/ });
    expect(link).toHaveAttribute('href', `/gradebook/class/${python._id}`);
    expect(link).toHaveTextContent('24 students');
  });

  it('says when there is no class, and offers Retry on failure', async () => {
    let fail = true;
    server.use(
      mockEndpoint(api.myCourses, () => (fail ? apiError(500, 'Database unavailable') : { items: [], total: 0, page: 0, pageSize: 500 })),
    );
    const { user } = renderLinks();
    expect(await screen.findByText('Could not load your classes.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no classes in this school.')).toBeInTheDocument();
  });
});
