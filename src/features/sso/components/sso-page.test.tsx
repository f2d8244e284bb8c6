import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { shellHandlers, userFixture } from '@/mocks/shell';
import { session } from '@/src/lib/session';
import { renderApp } from '@/src/test/render';

describe('/admin/sso', () => {
  it('a district admin configures their own district’s provider from the menu', async () => {
    const admin = userFixture('district-admin');
    const asked: string[] = [];
    server.use(
      ...shellHandlers(admin),
      mockEndpoint(api.ssoProvider, ({ params }) => {
        asked.push(params.id ?? '');
        return { provider: null };
      }),
    );
    session.setTokens('access', 'refresh');
    renderApp('/admin/sso');
    expect(await screen.findByRole('heading', { level: 1, name: 'Single sign-on' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set up single sign-on' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Single sign-on' }).length).toBeGreaterThan(0);
    // Their own district only (the route's loader, then the card's query).
    expect(new Set(asked)).toEqual(new Set([admin._district]));
  });
});
