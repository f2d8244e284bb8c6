import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { FamilySummarySettings } from '@/contract/schemas/parent';
import { apiError, interceptEndpoint, mockEndpoint } from '@/mocks/endpoint';
import { parentHandlers } from '@/mocks/parent';
import { server } from '@/mocks/server';
import { otherScreensAnswerNotFound, shellHandlers, userFixture } from '@/mocks/shell';
import { i18n } from '@/src/lib/i18n/i18n';
import { inSpanish } from '@/src/test/i18n';
import { renderApp, renderWithProviders } from '@/src/test/render';
import { StopSummariesPage } from './stop-summaries-page';

const token = 'RmJV9WnUKDHyR3Cep6TnauYmSQY88BDjgtog3TLLI3g';
/** The whole portal renders first (its route, the shell, the child's page): on a busy machine a cold first render takes longer than the default wait. */
const firstRender = { timeout: 20_000 };

function openPortal(summary?: FamilySummarySettings) {
  localStorage.setItem('teacherToken', 'token');
  localStorage.setItem('teacherRefreshToken', 'refresh');
  const saves: unknown[] = [];
  const handlers = parentHandlers(undefined, summary);
  server.use(
    // Records each save, then lets the portal's handlers answer it.
    interceptEndpoint(api.familySummaryUpdate, async ({ request }) => {
      saves.push(await request.clone().json());
      return undefined;
    }),
    ...handlers,
    ...shellHandlers(userFixture('parent')),
    otherScreensAnswerNotFound,
  );
  return { ...renderApp('/parent'), saves };
}

describe('weekly email settings in the parent portal', () => {
  it('is off by default; one tap turns it on in the portal language, then the language can change, and one tap turns it off', async () => {
    const { user, saves } = openPortal();
    const toggle = await screen.findByRole('checkbox', { name: 'Email me a weekly summary of each child' }, firstRender);
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Language of the email' })).not.toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(saves).toEqual([{ enabled: true, locale: 'en' }]);
    expect(await screen.findByText('Weekly email turned on')).toBeInTheDocument();

    const language = screen.getByRole('group', { name: 'Language of the email' });
    expect(within(language).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(language).getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({ enabled: true, locale: 'es' });
    await waitFor(() => expect(within(language).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true'));

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(saves[2]).toEqual({ enabled: false, locale: 'es' });
    expect(await screen.findByText('Weekly email turned off')).toBeInTheDocument();
  });

  it('in Spanish, speaks Spanish and turning it on asks for Spanish mail', async () => {
    await inSpanish();
    const { user, saves } = openPortal();
    const toggle = await screen.findByRole('checkbox', { name: 'Enviarme cada semana un resumen de cada hijo' }, firstRender);
    await user.click(toggle);
    await waitFor(() => expect(saves).toEqual([{ enabled: true, locale: 'es' }]));
    const language = await screen.findByRole('group', { name: 'Idioma del correo' });
    expect(within(language).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a failed save and leaves the setting as it was', async () => {
    const { user } = openPortal();
    server.use(mockEndpoint(api.familySummaryUpdate, () => apiError(500, 'Something broke')));
    const toggle = await screen.findByRole('checkbox', { name: 'Email me a weekly summary of each child' }, firstRender);
    await user.click(toggle);
    expect(await screen.findByText('Could not save. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Email me a weekly summary of each child' })).not.toBeChecked());
  });
});

describe('the stop link of a weekly email', () => {
  function openLink(hash: string) {
    window.history.replaceState(null, '', `/family-summary/stop${hash}`);
    return renderWithProviders(<StopSummariesPage />, { path: '/family-summary/stop' });
  }
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('stops the summaries signed out with the token from the fragment, and confirms in the parent mail language', async () => {
    const stops: unknown[] = [];
    server.use(
      mockEndpoint(api.familySummaryUnsubscribe, ({ body }) => {
        stops.push(body);
        return { locale: 'es' as const };
      }),
    );
    openLink(`#${token}`);
    expect(await screen.findByRole('heading', { name: 'Ya no recibirá el resumen semanal por correo' })).toBeInTheDocument();
    expect(stops).toEqual([{ token }]);
    expect(i18n.locale).toBe('es');
    expect(screen.getByRole('link', { name: 'Abrir el portal para familias' })).toHaveAttribute('href', '/parent');
  });

  it('says so for an unknown link', async () => {
    server.use(mockEndpoint(api.familySummaryUnsubscribe, () => apiError(404, 'This link is not known.')));
    openLink(`#${token}`);
    expect(await screen.findByText('This link is not known. Turn the weekly email off in the parent portal instead.')).toBeInTheDocument();
  });

  it('says so for an address without a token, calling nothing', async () => {
    const stops: unknown[] = [];
    server.use(
      mockEndpoint(api.familySummaryUnsubscribe, ({ body }) => {
        stops.push(body);
        return { locale: 'en' as const };
      }),
    );
    openLink('');
    expect(await screen.findByText('This address has no link in it. Open the link from your email again.')).toBeInTheDocument();
    expect(stops).toEqual([]);
  });
});
