import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { childrenFixture } from '@/mocks/shell';
import { Route } from '@/src/routes/parent/index';
import { renderWithProviders } from '@/src/test/render';
import { ChildrenPage } from './children-page';

const zip = { fileName: 'ada-parent-record.zip', contentType: 'application/zip', file: 'UEsDBAoAAAAAAA==' };

describe("parent: downloading a child's record", () => {
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

  it("asks the server for that child's record and saves the zip it sends", async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint(api.parentChildren, () => childrenFixture),
      mockEndpoint(api.parentChildExport, ({ params }) => {
        asked.push(params.id!);
        return zip;
      }),
    );
    const { user } = renderWithProviders(<ChildrenPage />, { path: '/parent', route: Route });
    const card = await screen.findByRole('article', { name: 'Ada Parent' });
    expect(within(card).getByText(/A zip file with Ada's profile, classes, progress, grades and time spent/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: "Download Ada's record" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked).toEqual([childrenFixture[0]!._id]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('ada-parent-record.zip');
    const blob = created.mock.calls[0]![0];
    expect(new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 2))).toBe('PK');
  });

  it("shows the server's message when the download is refused", async () => {
    server.use(
      mockEndpoint(api.parentChildren, () => childrenFixture),
      mockEndpoint(api.parentChildExport, () => apiError(429, 'Too many downloads. Try again in 10 minutes.')),
    );
    const { user } = renderWithProviders(<ChildrenPage />, { path: '/parent', route: Route });
    const card = await screen.findByRole('article', { name: 'Ada Parent' });
    await user.click(within(card).getByRole('button', { name: "Download Ada's record" }));
    expect(await screen.findByText('Too many downloads. Try again in 10 minutes.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
