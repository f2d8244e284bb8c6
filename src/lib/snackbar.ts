import { create } from 'zustand';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

/** ARCHITECTURE.md §6. */
export const snackbarAutoHideMs = 3000;

interface SnackbarState {
  open: boolean;
  message: string;
  severity: SnackbarSeverity;
  /** Changes with every message, so a new message restarts the auto-hide timer. */
  id: number;
  close: () => void;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** The global snackbar (ARCHITECTURE.md §6): one message at a time; a new one replaces the current one. */
export const useSnackbarStore = create<SnackbarState>()((set) => ({
  open: false,
  message: '',
  severity: 'success',
  id: 0,
  close: () => {
    clearTimeout(hideTimer);
    set({ open: false });
  },
}));

/**
 * Shows a message in the global snackbar; usable anywhere (components, mutation handlers). Each
 * message gets its own 3000 ms (the timer lives here, so it does not wait for the view to load).
 */
export function showSnackbar(message: string, severity: SnackbarSeverity = 'success') {
  clearTimeout(hideTimer);
  useSnackbarStore.setState((state) => ({ open: true, message, severity, id: state.id + 1 }));
  hideTimer = setTimeout(() => useSnackbarStore.getState().close(), snackbarAutoHideMs);
}

export function closeSnackbar() {
  useSnackbarStore.getState().close();
}
