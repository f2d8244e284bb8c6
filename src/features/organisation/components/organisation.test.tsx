import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { District } from '@/contract/schemas/sup-admin';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { adminAccountFixture, onePage, pageFromQuery } from '@/mocks/organisation';
import { server } from '@/mocks/server';
import { districtsFixture } from '@/mocks/shell';
import { Route as districtAdminsRoute } from '@/src/routes/$area/_super-admin/district-admins';
import { Route as districtsRoute } from '@/src/routes/$area/index';
import { holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { AdminsConsole, DistrictsConsole } from './console-pages';

const manyDistricts: District[] = Array.from({ length: 25 }, (_, i) => ({
  _id: `d${i}`,
  name: `District ${String(i).padStart(2, '0')}`,
  schoolCount: i,
  createdAt: '2025-01-01T00:00:00.000Z',
  deactivatedAt: i === 1 ? '2025-02-01T00:00:00.000Z' : null,
}));

/** The districts list endpoint over `districts`; records each query string it was asked. */
function districtsOf(districts: District[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    mockEndpoint(api.districtsAll, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return pageFromQuery(districts, request);
    }),
  );
  return asked;
}

const renderDistricts = () =>
  renderWithProviders(<DistrictsConsole />, { path: '/$area/', initialPath: '/sup-admin', route: districtsRoute });

describe('organisation: in Spanish', () => {
  it('shows the districts list with Spanish headings, counts, badges and dates', async () => {
    districtsOf(manyDistricts.slice(0, 3));
    await inSpanish();
    renderDistricts();
    const table = await screen.findByRole('table', { name: 'Distritos' });
    expect(screen.getByRole('heading', { name: 'Distritos' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Escuelas/ })).toBeInTheDocument();
    const second = within(table).getByRole('link', { name: 'District 01' }).closest('tr')!;
    expect(within(second).getByText('Desactivado')).toBeInTheDocument();
    expect(within(second).getByText('1 escuela')).toBeInTheDocument();
    expect(within(table).getAllByText('1 ene 2025').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Nuevo distrito/ })).toBeInTheDocument();
  });
});

describe('organisation: the districts list', () => {
  it('shows a skeleton, then a page of districts with links, badges and a pager', async () => {
    districtsOf(manyDistricts);
    const held = holdEndpoint('districtsAll');
    renderDistricts();
    expect(await screen.findByLabelText('Loading districts')).toHaveAttribute('aria-busy', 'true');
    held.release();
    const table = await screen.findByRole('table', { name: 'Districts' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('link', { name: 'District 00' })).toHaveAttribute('href', '/sup-admin/districts/d0');
    expect(within(within(table).getByRole('link', { name: 'District 01' }).closest('tr')!).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
  });

  it('asks the server to sort by a column header, then the other way round', async () => {
    const asked = districtsOf(districtsFixture);
    const { user } = renderDistricts();
    const table = await screen.findByRole('table', { name: 'Districts' });
    const header = within(table).getByRole('columnheader', { name: /Schools/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('schoolCount'));
    expect(asked.at(-1)?.get('dir')).toBe('asc');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Districts' })).getByRole('columnheader', { name: /Schools/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await user.click(
      within(within(screen.getByRole('table', { name: 'Districts' })).getByRole('columnheader', { name: /Schools/ })).getByRole('button'),
    );
    await waitFor(() => expect(asked.at(-1)?.get('dir')).toBe('desc'));
  });

  it('searches on the server and says when nothing matches', async () => {
    const asked = districtsOf(districtsFixture);
    const { user } = renderDistricts();
    await screen.findByRole('table', { name: 'Districts' });
    await user.type(screen.getByRole('searchbox', { name: 'Search districts' }), 'zzz{Enter}');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    expect(asked.at(-1)?.get('q')).toBe('zzz');
  });

  it('has an empty state and an error state with Retry', async () => {
    let fail = true;
    server.use(mockEndpoint(api.districtsAll, () => (fail ? apiError(503, 'Busy') : onePage([]))));
    const { user } = renderDistricts();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the districts.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No districts yet')).toBeInTheDocument();
  });
});

describe('organisation: the create dialogs', () => {
  it('creates a district, showing the server’s field error first', async () => {
    districtsOf(districtsFixture);
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      mockEndpoint(api.districtCreate, ({ body }) => {
        bodies.push(body);
        if (refuse) {
          refuse = false;
          return apiError(400, 'Invalid request', { details: [{ path: 'body.name', message: 'too long' }] });
        }
        return { ...districtsFixture[0]!, _id: 'new', name: 'East District' };
      }),
    );
    const { user } = renderDistricts();
    await user.click(await screen.findByRole('button', { name: 'New district' }));
    const dialog = await screen.findByRole('dialog', { name: 'New district' });
    await user.click(within(dialog).getByRole('button', { name: 'Create district' }));
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Name'), 'East District');
    await user.click(within(dialog).getByRole('button', { name: 'Create district' }));
    expect(await within(dialog).findByText('Too long')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create district' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New district' })).not.toBeInTheDocument());
    expect(bodies.at(-1)).toEqual({ name: 'East District' });
  });

  it('creates a district admin and shows the one-time password once; a taken email shows on the field', async () => {
    server.use(
      mockEndpoint(api.districtAdminsAll, ({ request }) => pageFromQuery([adminAccountFixture()], request)),
      mockEndpoint(api.districtsAll, () => onePage(districtsFixture)),
    );
    let taken = true;
    server.use(
      mockEndpoint(api.districtAdminCreate, () => {
        if (taken) {
          taken = false;
          return apiError(409, 'An account with this email already exists', {
            details: [{ path: 'body.email', message: 'An account with this email already exists' }],
          });
        }
        return {
          account: adminAccountFixture({ _id: 'a2', name: 'Nia North', email: 'nia@north.test' }),
          temporaryPassword: 'abcd-efgh-jkmn-pqrs',
        };
      }),
    );
    const { user } = renderWithProviders(<AdminsConsole accountRole="district-admin" />, {
      path: '/$area/_super-admin/district-admins',
      initialPath: '/sup-admin/district-admins',
      route: districtAdminsRoute,
    });
    expect(await screen.findByRole('table', { name: 'District admins' })).toHaveTextContent('Dana District');
    await user.click(screen.getByRole('button', { name: 'New district admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'New district admin' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nia North');
    await user.type(within(dialog).getByLabelText('Email'), 'nia@north.test');
    await user.selectOptions(await within(dialog).findByLabelText('District'), 'North District');
    await user.click(within(dialog).getByRole('button', { name: 'Create district admin' }));
    expect(await within(dialog).findByText('An account with this email already exists')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create district admin' }));
    const shown = await screen.findByRole('dialog', { name: 'Account created' });
    expect(within(shown).getByTestId('temporary-password')).toHaveTextContent('abcd-efgh-jkmn-pqrs');
    expect(shown).toHaveTextContent('Nia North (nia@north.test)');
  });
});
