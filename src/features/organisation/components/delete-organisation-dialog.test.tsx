import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { DeletionPreview } from '@/contract/schemas/sup-admin';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { DeleteOrganisationDialog } from './delete-organisation-dialog';

const schoolId = '00000000-0000-4000-8000-0000000000a1';
const preview = (changes: Partial<DeletionPreview>): DeletionPreview => ({
  name: 'Maple Middle School',
  counts: { schools: 0, classes: 2, gradeSections: 1, students: 0, teachers: 3, schoolAdmins: 1, districtAdmins: 0, invites: 0 },
  blockedBy: null,
  ...changes,
});
const renderDialog = () =>
  renderWithProviders(<DeleteOrganisationDialog kind="school" id={schoolId} onClose={() => {}} onDeleted={() => {}} />);

describe('deleting a school', () => {
  it('says why it is refused in the reader’s language, from the server’s counts', async () => {
    const counts = { ...preview({}).counts, students: 12 };
    server.use(mockEndpoint(api.schoolDeletePreview, () => preview({ counts, blockedBy: 'The school still has 12 students. …' })));
    await inSpanish();
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Esta escuela todavía no se puede eliminar' })).toBeInTheDocument();
    expect(screen.getByText(/^La escuela todavía tiene 12 estudiantes\./)).toBeInTheDocument();
  });

  it('lists what goes with it when it may go', async () => {
    server.use(mockEndpoint(api.schoolDeletePreview, () => preview({})));
    renderDialog();
    expect(await screen.findByText('This deletes Maple Middle School with:')).toBeInTheDocument();
    expect(screen.getByText('2 classes')).toBeInTheDocument();
    expect(screen.getByText('The memberships of 3 teachers and 1 school admin (their accounts stay)')).toBeInTheDocument();
  });
});
