import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { childrenFixture } from '@/mocks/shell';
import { Route } from '@/src/routes/parent/index';
import { holdEndpoint } from '@/src/test/endpoints';
import { renderWithProviders } from '@/src/test/render';
import { ChildrenPage } from './children-page';

describe('parent landing page', () => {
  it('shows a skeleton, then each child with course completion and average score', async () => {
    server.use(mockEndpoint(api.parentChildren, () => childrenFixture));
    const held = holdEndpoint('parentChildren');
    renderWithProviders(<ChildrenPage />, { path: '/parent', route: Route });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    held.release();
    const card = await screen.findByRole('article', { name: 'Ada Parent' });
    expect(within(card).getByText(/Maple Middle School · class 7-A/)).toBeInTheDocument();
    expect(within(card).getByText('Intro to Python')).toBeInTheDocument();
    expect(within(card).getByText('Average 88%')).toBeInTheDocument();
    expect(within(card).getByText('63%')).toBeInTheDocument();
    expect(within(card).getByText('Not graded yet')).toBeInTheDocument();
    expect(within(card).getByText(/No activity yet/)).toBeInTheDocument();
  });

  it('says when no child is linked', async () => {
    server.use(mockEndpoint(api.parentChildren, () => []));
    renderWithProviders(<ChildrenPage />, { path: '/parent', route: Route });
    expect(await screen.findByText('No children linked yet')).toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads again', async () => {
    let fail = true;
    server.use(mockEndpoint(api.parentChildren, () => (fail ? apiError(503, 'The service is busy') : childrenFixture)));
    const { user } = renderWithProviders(<ChildrenPage />, { path: '/parent', route: Route });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your children.');
    expect(alert).toHaveTextContent('The service is busy');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Ada Parent' })).toBeInTheDocument();
  });
});
