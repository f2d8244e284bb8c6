import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeSnackbar, showSnackbar } from '../lib/snackbar';
import { renderWithProviders } from '../test/render';

describe('snackbar', () => {
  // The view loads with the first message; load it once here so the tests below render it at once.
  beforeAll(async () => {
    const { unmount } = renderWithProviders(<div />);
    act(() => showSnackbar('warm-up'));
    await screen.findByRole('status');
    act(() => closeSnackbar());
    unmount();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success status by default and hides after 3000 ms', () => {
    renderWithProviders(<div />);
    act(() => showSnackbar('Saved'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveAttribute('data-severity', 'success');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts', () => {
    renderWithProviders(<div />);
    act(() => showSnackbar('Error saving gradebook', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error saving gradebook');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes on click and on its dismiss button', () => {
    renderWithProviders(<div />);
    act(() => showSnackbar('One'));
    fireEvent.click(screen.getByText('One'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => showSnackbar('Two', 'info'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows one message at a time, and a new one gets its own 3000 ms', () => {
    renderWithProviders(<div />);
    act(() => showSnackbar('First'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => showSnackbar('Second'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
