import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '../test/i18n';
import { renderWithProviders } from '../test/render';
import { RangePager } from './range-pager';

describe('RangePager', () => {
  it('says the range with the numbers of the reader’s language', async () => {
    renderWithProviders(<RangePager page={1} pageSize={20} total={12345} onPage={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Previous21–40 of 12,345Next');
    await inSpanish();
    expect(await screen.findByText('21–40 de 12.345')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toHaveTextContent('Anterior');
  });
});
