import { create } from 'zustand';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

/** SPEC.md §9. */
export const snackbarAutoHideMs = 3000;

interface SnackbarState {
  open: boolean;
  message: string;
  severity: SnackbarSeverity;
  /** Changes with every message, so a new message restarts the auto-hide timer. */
  id: number;
  close: () => void;
}

/** The global snackbar (SPEC.md §3): one message at a time; a new one replaces the current one. */
export const useSnackbarStore = create<SnackbarState>()((set) => ({
  open: false,
  message: '',
  severity: 'success',
  id: 0,
  close: () => set({ open: false }),
}));

/** Shows a message in the global snackbar; usable anywhere (components, mutation handlers). */
export function showSnackbar(message: string, severity: SnackbarSeverity = 'success') {
  useSnackbarStore.setState((state) => ({ open: true, message, severity, id: state.id + 1 }));
}

export function closeSnackbar() {
  useSnackbarStore.getState().close();
}
