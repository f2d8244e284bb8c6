import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/src/test/render';
import { BugReportDialog } from './bug-report-dialog';

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** As the app shell does: the form is mounted while open, and closing unmounts it. */
function Opened({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return open ? <BugReportDialog open onClose={close} userId={userId} /> : null;
}

function renderForm(userId = 'u1') {
  const onClose = vi.fn();
  const view = renderWithProviders(<Opened onClose={onClose} userId={userId} />, { path: '/teacher/students' });
  return { ...view, onClose, dialog: () => screen.findByRole('dialog', { name: 'Report a bug' }) };
}

function recordReports(answer: () => Response | { _id: string } = () => ({ _id: 'b1' })) {
  const sent: unknown[] = [];
  server.use(
    mockEndpoint(api.bugReport, ({ body }) => {
      sent.push(body);
      return answer();
    }),
  );
  return sent;
}

async function fillRequired(dialog: HTMLElement, user: ReturnType<typeof renderForm>['user']) {
  await user.type(within(dialog).getByLabelText('What happened, in a line'), 'Grades missing');
  await user.type(within(dialog).getByLabelText('What happened, in full'), 'The grades of 7-A do not show.');
}

describe('bug report form', () => {
  it('shows a field error once the field is touched, and every error when sending', async () => {
    const sent = recordReports();
    const { user, dialog: findDialog } = renderForm();
    const dialog = await findDialog();
    const title = within(dialog).getByLabelText('What happened, in a line');
    await user.type(title, 'ab');
    expect(within(dialog).queryByText(/at least 3 characters/)).not.toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByText('Give the problem a title of at least 3 characters')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    // The description has not been touched: no error yet.
    expect(within(dialog).queryByText(/Describe what happened/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Describe what happened in at least 10 characters')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('keeps the draft as it is typed: a new form (after a reload) starts from it, per user', async () => {
    const first = renderForm();
    const dialog = await first.dialog();
    await first.user.type(within(dialog).getByLabelText('What happened, in a line'), 'Chart overlaps');
    await first.user.type(within(dialog).getByLabelText('Steps to reproduce'), 'Open the dashboard');
    await first.user.selectOptions(within(dialog).getByLabelText('How bad is it?'), 'high');
    first.unmount();

    const again = renderForm();
    const reopened = await again.dialog();
    expect(within(reopened).getByLabelText('What happened, in a line')).toHaveValue('Chart overlaps');
    expect(within(reopened).getByLabelText('Steps to reproduce')).toHaveValue('Open the dashboard');
    expect(within(reopened).getByLabelText('How bad is it?')).toHaveValue('high');
    again.unmount();

    const someoneElse = renderForm('u2');
    expect(within(await someoneElse.dialog()).getByLabelText('What happened, in a line')).toHaveValue('');
  });

  it('sends every field with the page, thanks, closes and clears the draft', async () => {
    const sent = recordReports();
    const { user, dialog: findDialog, onClose } = renderForm();
    const dialog = await findDialog();
    await fillRequired(dialog, user);
    await user.type(within(dialog).getByLabelText('What did you expect instead?'), 'A grade per student');
    await user.selectOptions(within(dialog).getByLabelText('How bad is it?'), 'blocking');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your report.');
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([
      {
        title: 'Grades missing',
        description: 'The grades of 7-A do not show.',
        expected: 'A grade per student',
        steps: '',
        severity: 'blocking',
        path: '/teacher/students',
      },
    ]);
    expect(localStorage.getItem('bugReportDraft:u1')).toBeNull();
  });

  it('fails silently and keeps the draft for next time', async () => {
    const sent = recordReports(() => apiError(503, 'Busy'));
    const { user, dialog: findDialog, onClose, unmount } = renderForm();
    const dialog = await findDialog();
    await fillRequired(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your report.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    const again = renderForm();
    expect(within(await again.dialog()).getByLabelText('What happened, in a line')).toHaveValue('Grades missing');
  });

  it('refuses a file that is not an image by its bytes, and previews and sends an image', async () => {
    const sent = recordReports();
    const { user, dialog: findDialog } = renderForm();
    const dialog = await findDialog();
    const input = within(dialog).getByLabelText(/Screenshot/);
    // A text file renamed to .png: the browser calls it image/png.
    await user.upload(input, new File(['just notes'], 'notes.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Choose a PNG, JPEG or WebP image')).toBeInTheDocument();
    expect(within(dialog).queryByAltText('Screenshot preview')).not.toBeInTheDocument();

    await user.upload(input, new File([pngBytes], 'shot.png', { type: 'image/png' }));
    expect(await within(dialog).findByAltText('Screenshot preview')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    );
    expect(within(dialog).queryByText('Choose a PNG, JPEG or WebP image')).not.toBeInTheDocument();
    await fillRequired(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { screenshot: string }).screenshot).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses an image over 2 MB before sending', async () => {
    const { user, dialog: findDialog } = renderForm();
    const dialog = await findDialog();
    const big = new File([pngBytes, new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/Screenshot/), big);
    expect(await within(dialog).findByText('Choose an image of at most 2 MB')).toBeInTheDocument();
  });
});
