import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { onePage } from '@/mocks/organisation';
import { server } from '@/mocks/server';
import { schoolsFixture } from '@/mocks/shell';
import { Route as adminSchoolsRoute } from '@/src/routes/$area/index';
import { holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { SchoolsPage } from './schools-page';

describe('admin landing page (schools)', () => {
  it('shows a skeleton, then totals and each school with its counts', async () => {
    server.use(mockEndpoint(api.schoolsAll, () => onePage(schoolsFixture.slice(0, 2))));
    const held = holdEndpoint('schoolsAll');
    renderWithProviders(<SchoolsPage />, { path: '/$area/', initialPath: '/admin', route: adminSchoolsRoute });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    held.release();
    const card = await screen.findByRole('article', { name: 'Maple Middle School' });
    expect(within(card).getByText('120')).toBeInTheDocument();
    expect(within(card).getByText('8')).toBeInTheDocument();
    expect(screen.getByText('215')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    server.use(mockEndpoint(api.schoolsAll, () => onePage([])));
    renderWithProviders(<SchoolsPage />, { path: '/$area/', initialPath: '/admin', route: adminSchoolsRoute });
    expect(await screen.findByText('No schools yet')).toBeInTheDocument();
  });

  it('has an error state with Retry', async () => {
    server.use(mockEndpoint(api.schoolsAll, () => apiError(500, 'Something went wrong on our side')));
    renderWithProviders(<SchoolsPage />, { path: '/$area/', initialPath: '/admin', route: adminSchoolsRoute });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the schools.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    server.use(mockEndpoint(api.schoolsAll, () => onePage(schoolsFixture.slice(0, 1))));
    await inSpanish();
    renderWithProviders(<SchoolsPage />, { path: '/$area/', initialPath: '/admin', route: adminSchoolsRoute });
    expect(await screen.findByRole('heading', { name: 'Escuelas' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Maple Middle School' })).getByText('Estudiantes')).toBeInTheDocument();
  });
});
