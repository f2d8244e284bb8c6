import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { AnnouncementInput } from '@/contract/schemas/announcements';
import { adminAnnouncementFixture, adminAnnouncementsFixture, audiencesFixture } from '@/mocks/announcements';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { Route as announcementsRoute } from '@/src/routes/$area/announcements';
import { failEndpoint, holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { AnnouncementsRoutePage } from './announcements-page';

/** The list endpoint over `items`, paged as the server pages; records the pages asked for. */
function listOf(items = adminAnnouncementsFixture(3)) {
  const pages: number[] = [];
  server.use(
    mockEndpoint(api.adminAnnouncements, ({ body }) => {
      const { page, pageSize } = body as { page: number; pageSize: number };
      pages.push(page);
      return { items: items.slice(page * pageSize, (page + 1) * pageSize), total: items.length, page, pageSize };
    }),
    mockEndpoint(api.announcementAudiences, () => audiencesFixture),
  );
  return pages;
}

const renderPage = (initialPath = '/admin/announcements') =>
  renderWithProviders(<AnnouncementsRoutePage />, { path: '/$area/announcements', initialPath, route: announcementsRoute });

describe('announcements admin screen', () => {
  it('shows a skeleton, then each announcement with its status and audience', async () => {
    listOf();
    const held = holdEndpoint('adminAnnouncements');
    renderPage();
    expect(await screen.findByLabelText('Loading announcements')).toBeInTheDocument();
    held.release();
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Announcement 1');
    expect(within(items[0]!).getByText('Running')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Ended')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('School: Maple Middle School');
    // The message shows as text, without its Markdown marks.
    expect(items[0]).toHaveTextContent('The lab is closed on Friday.');
    // Only running and scheduled ones can be edited; ended ones neither edited nor withdrawn.
    expect(within(items[2]!).queryByRole('button', { name: /Edit|Withdraw/ })).not.toBeInTheDocument();
  });

  it('pages on the server, newest first, with the page in the address', async () => {
    const pages = listOf(adminAnnouncementsFixture(12));
    const { user, router } = renderPage('/sup-admin/announcements');
    expect(await screen.findByText('1–10 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Announcement 11')).toBeInTheDocument();
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(router!.state.location.search).toEqual({ page: 1 });
    expect(pages).toEqual([0, 1]);
  });

  it('has an empty state', async () => {
    listOf([]);
    renderPage();
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New announcement' })).toBeEnabled();
  });

  it('has an error state with Retry', async () => {
    listOf();
    const failing = failEndpoint('adminAnnouncements', 503);
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the announcements.');
    failing.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('writes a new announcement: errors once touched, a sanitized live preview, the audiences of the scope', async () => {
    listOf([]);
    let sent: AnnouncementInput | undefined;
    server.use(
      mockEndpoint(api.createAnnouncement, ({ body }) => {
        sent = body as AnnouncementInput;
        return adminAnnouncementFixture();
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });

    const title = within(dialog).getByLabelText('Title');
    await user.click(title);
    await user.tab();
    expect(await within(dialog).findByText('Give the announcement a title')).toBeInTheDocument();
    await user.type(title, 'Science fair');

    // The picker offers what the server said this admin may address, and no platform.
    const audience = within(dialog).getByLabelText('Audience');
    expect(within(audience).queryByRole('option', { name: /platform/ })).not.toBeInTheDocument();
    expect(
      within(audience)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['North District (the whole district)', 'Maple Middle School', 'Cedar Middle School']);
    await user.selectOptions(audience, 'Cedar Middle School');
    await user.selectOptions(within(dialog).getByLabelText('Severity'), 'Good news');

    const message = within(dialog).getByLabelText('Message (Markdown)');
    await user.click(message);
    await user.paste('See **the hall** <img src="x" onerror="window.pwned=1"><script>window.pwned=1</script>');
    const banner = within(dialog).getByTestId('banner-preview');
    await waitFor(() => expect(banner.querySelector('span > strong')).not.toBeNull());
    expect(banner).toHaveTextContent('Science fair — See the hall');
    const full = within(dialog).getByTestId('message-preview');
    await waitFor(() => expect(full.querySelector('.markdown-body strong')).toHaveTextContent('the hall'));
    for (const preview of [banner, full]) {
      expect(preview.querySelector('script')).toBeNull();
      expect(preview.innerHTML).not.toMatch(/onerror/);
    }
    expect((window as { pwned?: number }).pwned).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Announcement published')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New announcement' })).not.toBeInTheDocument());
    expect(sent).toMatchObject({
      title: 'Science fair',
      severity: 'success',
      audience: { scope: 'school', schoolId: audiencesFixture.schools[1]!._id },
      endsAt: null,
    });
    expect(sent!.message).toContain('<script>');
    expect(Date.parse(sent!.startsAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  it("shows the server's field errors under their fields", async () => {
    listOf([]);
    server.use(
      mockEndpoint(api.createAnnouncement, () =>
        apiError(400, 'Invalid request', { code: 'BAD_REQUEST', details: [{ path: 'body.endsAt', message: 'must be in the future' }] }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    // A start ahead schedules it.
    const starts = within(dialog).getByLabelText('Starts');
    await user.clear(starts);
    await user.type(starts, '2099-01-01T10:00');
    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    await user.clear(starts);
    await user.type(starts, '2020-01-01T10:00');
    await user.type(within(dialog).getByLabelText('Title'), 'Late');
    await user.type(within(dialog).getByLabelText('Message (Markdown)'), 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Must be in the future')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ends (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits one with its values filled in', async () => {
    const running = adminAnnouncementFixture();
    listOf([running]);
    let edited: { id?: string; body?: AnnouncementInput } = {};
    server.use(
      mockEndpoint(api.updateAnnouncement, ({ params, body }) => {
        edited = { id: params.id!, body: body as AnnouncementInput };
        return { ...running, title: 'Lab reopened' };
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Lab closed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit announcement' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Lab closed');
    expect(within(dialog).getByLabelText('Audience')).toHaveValue(`school:${running.audience._id}`);
    await user.clear(title);
    await user.type(title, 'Lab reopened');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Announcement saved')).toBeInTheDocument();
    expect(edited.id).toBe(running._id);
    expect(edited.body).toMatchObject({ title: 'Lab reopened', message: running.message, severity: 'warning', endsAt: running.endsAt });
  });

  it('withdraws only after a confirm, and Keep it changes nothing', async () => {
    const running = adminAnnouncementFixture();
    listOf([running]);
    const withdrawn: string[] = [];
    server.use(
      mockEndpoint(api.withdrawAnnouncement, ({ params }) => {
        withdrawn.push(params.id!);
        return adminAnnouncementFixture({ status: 'withdrawn', withdrawnAt: new Date().toISOString() });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw Lab closed' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Withdraw this announcement?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(withdrawn).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw Lab closed' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Withdraw this announcement?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('"Lab closed" withdrawn')).toBeInTheDocument();
    expect(withdrawn).toEqual([running._id]);
  });
});

describe('announcements: in Spanish', () => {
  it('shows each announcement with its status and audience in Spanish, and the form’s rules', async () => {
    listOf();
    await inSpanish();
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Avisos' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('En curso')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Programado')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Escuela: Maple Middle School');
    await user.click(screen.getByRole('button', { name: 'Nuevo aviso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo aviso' });
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialog).findByText('Póngale un título al aviso')).toBeInTheDocument();
  });
});
