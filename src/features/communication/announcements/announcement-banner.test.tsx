import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { announcementFixture, shellHandlers, userFixture } from '@/mocks/shell';
import { session } from '@/src/lib/session';
import { holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderApp, renderWithProviders } from '@/src/test/render';
import { AnnouncementBanner, AnnouncementBar } from './announcement-banner';
import { hasMarkup } from './plain-text';
import { renderInlineAnnouncement } from './render-inline';

describe('announcement banner', () => {
  it("renders the message's inline Markdown on one line", async () => {
    renderWithProviders(
      <AnnouncementBar title="Exams" message={'Read **the rules**\nand the [timetable](/teacher), `room 4`.'} severity="warning" />,
    );
    const bar = screen.getByRole('region', { name: 'Announcement' });
    expect(await within(bar).findByText('the rules')).toHaveProperty('tagName', 'STRONG');
    expect(within(bar).getByRole('link', { name: 'timetable' })).toHaveAttribute('href', '/teacher');
    expect(within(bar).getByText('room 4')).toHaveProperty('tagName', 'CODE');
    expect(bar.querySelector('p p')).toBeNull();
    expect(bar).toHaveTextContent('Exams — Read the rules and the timetable, room 4.');
    // No Dismiss without a handler (the admin's preview).
    expect(within(bar).queryByRole('button')).not.toBeInTheDocument();
  });

  it('flattens headings, lists and quotes onto the one line', async () => {
    renderWithProviders(<AnnouncementBar title="Buses" message={'## Monday\n\n- walk\n- **carpool**\n\n> stay safe'} severity="error" />);
    const bar = screen.getByRole('region', { name: 'Announcement' });
    expect(await within(bar).findByText('carpool')).toHaveProperty('tagName', 'STRONG');
    expect(bar).toHaveTextContent('Buses — Monday · walk · carpool stay safe');
    expect(bar.querySelector('h1, h2, h3, ul, li, blockquote')).toBeNull();
  });

  it('shows plain text as it is, without loading the renderer', () => {
    renderWithProviders(<AnnouncementBar title="Winter break" message="Winter break: back on January 4, 2027." severity="info" />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent('Winter break — back on January 4, 2027.');
    expect(hasMarkup('Back on January 4; costs $5 (or 10 %).')).toBe(false);
    for (const marked of ['a **b**', 'a _b_', '`x`', '[a](/b)', 'see https://x.org', 'a <b>', 'a &amp; b', 'a \\* b']) {
      expect(hasMarkup(marked), marked).toBe(true);
    }
  });

  it('opens the whole message, rendered and sanitized, from More', async () => {
    const { user } = renderWithProviders(
      <AnnouncementBanner
        announcement={{
          ...announcementFixture,
          message: '## Saturday\n\n- read-only from 8:00\n- back at 9:00\n\n<script>window.pwned = 1</script>',
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Read the whole announcement: Maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance' });
    expect(await within(dialog).findByRole('heading', { name: 'Saturday' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['read-only from 8:00', 'back at 9:00']);
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('never renders scripts, event handlers or javascript: links', () => {
    const html = renderInlineAnnouncement(
      'Hi <script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1"> <a href="javascript:alert(1)" onclick="x()">a</a> [b](javascript:alert(2)) <svg onload="alert(3)"></svg>',
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('script')).toBeNull();
    expect(root.innerHTML).not.toMatch(/on(error|click|load)=/);
    expect([...root.querySelectorAll('a')].some((a) => a.getAttribute('href')?.includes('javascript'))).toBe(false);
    expect(root.textContent).toContain('Hi');
  });

  it('clears at once on Dismiss, before the server has answered, and the server is told', async () => {
    session.setTokens('access', 'refresh');
    server.use(...shellHandlers(userFixture('teacher'), { announcement: { ...announcementFixture, message: 'Read **this**' } }));
    const dismissed: string[] = [];
    server.use(
      mockEndpoint(api.dismissAnnouncement, ({ params }) => {
        dismissed.push(params.id!);
        server.use(mockEndpoint(api.announcement, () => null));
        return { ok: true };
      }),
    );
    const held = holdEndpoint('dismissAnnouncement');
    const { user } = renderApp('/teacher/shell-only');
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(await within(banner).findByText('this')).toHaveProperty('tagName', 'STRONG');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveStyle({ top: '0px' });
    held.release();
    await waitFor(() => expect(dismissed).toEqual([announcementFixture._id]));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});

describe('announcement banner in Spanish', () => {
  it('names its region and buttons, and the whole message its end date, in Spanish', async () => {
    await inSpanish();
    const { user } = renderWithProviders(
      <AnnouncementBanner announcement={{ ...announcementFixture, endsAt: '2025-03-01T15:30:00.000Z' }} />,
    );
    const bar = screen.getByRole('region', { name: 'Anuncio' });
    expect(within(bar).getByRole('button', { name: 'Descartar el anuncio' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Leer el anuncio completo: Maintenance' }));
    expect(within(bar).getByText('Más')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance' });
    // The date through Intl in Spanish ("1 mar 2025"), whatever the machine's own language.
    expect(await within(dialog).findByText(/^Hasta el 1 mar 2025/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
