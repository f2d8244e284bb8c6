import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { adaDashboard, parentHandlers, twoChildren } from '@/mocks/parent';
import { server } from '@/mocks/server';
import { otherScreensAnswerNotFound, shellHandlers, userFixture } from '@/mocks/shell';
import { holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderApp } from '@/src/test/render';
// The child's dashboard renders as a transition, in slices between which Testing Library's polling
// runs: on a loaded machine it takes longer than the default wait (issue 19 part 4).
import '@/src/test/async-timeout';

const [ada, ben] = twoChildren as [(typeof twoChildren)[0], (typeof twoChildren)[0]];
const parent = userFixture('parent');

function signedInParent() {
  localStorage.setItem('teacherToken', 'token');
  localStorage.setItem('teacherRefreshToken', 'refresh');
}

function openPortal(path = '/parent', ...handlers: Parameters<typeof server.use>) {
  signedInParent();
  server.use(...handlers, ...parentHandlers(), ...shellHandlers(parent), otherScreensAnswerNotFound);
  return renderApp(path);
}

describe('parent portal', () => {
  it("shows the first child's courses in words and figures: standing, units, grades by division, time, activity", async () => {
    openPortal();
    const course = await screen.findByRole('article', { name: 'Intro to Python' });
    expect(screen.getByRole('heading', { name: 'Ada Parent' })).toBeInTheDocument();
    expect(screen.getByText('Maple Middle School · class 7-A')).toBeInTheDocument();
    expect(screen.getByText('1 hr 5 min')).toBeInTheDocument();
    expect(within(course).getByText('On track')).toBeInTheDocument();
    expect(within(course).getByText('12 of 30 activities done')).toBeInTheDocument();
    expect(within(course).getByText('72%')).toBeInTheDocument();
    const parts = within(course).getByRole('region', { name: 'How the grade is made up' });
    expect(within(parts).getByText('Quizzes')).toBeInTheDocument();
    expect(within(parts).getByText('80%')).toBeInTheDocument();
    expect(within(parts).getAllByText('(counts 50%)')).toHaveLength(2);
    expect(within(course).getByText('2 of 20 done')).toBeInTheDocument();
    expect(within(course).getByText('Last active Mar 1, 2025')).toBeInTheDocument();

    const notStarted = screen.getByRole('article', { name: 'Web Basics' });
    expect(within(notStarted).getByText('Just getting started')).toBeInTheDocument();
    expect(within(notStarted).getAllByText('Not graded yet')).toHaveLength(2);
    expect(within(notStarted).getByText('No activity yet')).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(recent).getByText('While loops quiz')).toBeInTheDocument();
    expect(within(recent).getByText('Quiz · Intro to Python · Mar 1, 2025 · Score 90%')).toBeInTheDocument();
  });

  it('switches between the children, and opens the one a grade notification names (?child=)', async () => {
    const { router, user } = openPortal(`/parent?child=${ben._id}`);
    const course = await screen.findByRole('article', { name: 'Scratch Stories' });
    expect(within(course).getByText('Needs a little help')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ben' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Ada' }));
    expect(await screen.findByRole('article', { name: 'Intro to Python' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ child: ada._id }));
    expect(screen.queryByRole('article', { name: 'Scratch Stories' })).not.toBeInTheDocument();
  });

  it('shows the first child for an id that is not one of theirs', async () => {
    openPortal('/parent?child=00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'Ada Parent' })).toBeInTheDocument();
  });

  it("shows a skeleton while the child's page loads", async () => {
    const held = holdEndpoint('parentDashboard');
    openPortal();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    held.release();
    expect(await screen.findByRole('article', { name: 'Intro to Python' })).toBeInTheDocument();
  });

  it('says when no child is linked', async () => {
    openPortal(
      '/parent',
      mockEndpoint(api.parentChildren, () => []),
    );
    expect(await screen.findByText('No children linked yet')).toBeInTheDocument();
  });

  it("shows a failed child's page with Retry, and Retry loads it", async () => {
    let fail = true;
    const { user } = openPortal(
      '/parent',
      mockEndpoint(api.parentDashboard, () => (fail ? apiError(503, 'The service is busy') : adaDashboard)),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Could not load Ada's progress.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Intro to Python' })).toBeInTheDocument();
  });
});

describe('parent portal in Spanish', () => {
  it('shows the page, the numbers and dates in Spanish, with the language switcher', async () => {
    await inSpanish();
    const { user } = openPortal();
    const course = await screen.findByRole('article', { name: 'Intro to Python' });
    expect(screen.getByRole('heading', { name: 'Mis hijos' })).toBeInTheDocument();
    expect(screen.getByText('Maple Middle School · grupo 7-A')).toBeInTheDocument();
    expect(screen.getByText('Tiempo dedicado a aprender')).toBeInTheDocument();
    expect(within(course).getByText('Va bien')).toBeInTheDocument();
    expect(within(course).getByText('12 de 30 actividades hechas')).toBeInTheDocument();
    expect(within(course).getByText('72 %')).toBeInTheDocument();
    expect(within(course).getByText(/Última actividad: 1 mar 2025/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Web Basics' })).toHaveTextContent('Está empezando');
    expect(screen.getByRole('region', { name: 'Actividad reciente' })).toHaveTextContent('Prueba · Intro to Python');
    expect(screen.getByRole('button', { name: 'Descargar el expediente de Ada' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Mis hijos' }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'My children' })).toBeInTheDocument();
    expect(within(course).getByText('On track')).toBeInTheDocument();
  });
});

describe("parent: downloading a child's record", () => {
  const zip = { fileName: 'ada-parent-record.zip', contentType: 'application/zip', file: 'UEsDBAoAAAAAAA==' };
  const created = vi.fn((_blob: Blob) => 'blob:record');
  const originalCreate = URL.createObjectURL;
  let click: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    URL.createObjectURL = created as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    URL.createObjectURL = originalCreate;
    click.mockRestore();
    created.mockClear();
  });

  it("asks the server for the shown child's record and saves the zip it sends", async () => {
    const asked: string[] = [];
    const { user } = openPortal(
      `/parent?child=${ada._id}`,
      mockEndpoint(api.parentChildExport, ({ params }) => {
        asked.push(params.id!);
        return zip;
      }),
    );
    expect(await screen.findByText(/A zip file with Ada's profile, classes, progress, grades and time spent/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Download Ada's record" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked).toEqual([ada._id]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('ada-parent-record.zip');
    const blob = created.mock.calls[0]![0];
    expect(new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 2))).toBe('PK');
  });

  it("shows the server's message when the download is refused", async () => {
    const { user } = openPortal(
      '/parent',
      mockEndpoint(api.parentChildExport, () => apiError(429, 'Too many downloads. Try again in 10 minutes.')),
    );
    await user.click(await screen.findByRole('button', { name: "Download Ada's record" }));
    expect(await screen.findByText('Too many downloads. Try again in 10 minutes.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
