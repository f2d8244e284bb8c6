import { create } from 'zustand';
import { session } from './session';
import { storageKeys } from './storage-keys';

interface SchoolState {
  schoolId: string | null;
  setSchoolId: (id: string | null) => void;
}

/**
 * The selected school (`schoolId` in local storage), as React state. Every school-scoped query key
 * includes it, so switching school refetches and never shows the other school's cached data.
 */
export const useSchoolStore = create<SchoolState>()((set) => ({
  schoolId: session.schoolId(),
  setSchoolId(id) {
    session.setSchoolId(id);
    set({ schoolId: id });
  },
}));

/** The selected school id (null for users without schools). */
export function useSchoolId(): string | null {
  return useSchoolStore((state) => state.schoolId);
}

export function setSchoolId(id: string | null) {
  useSchoolStore.getState().setSchoolId(id);
}

/** Re-reads storage: after sign-in/out, and when another tab changes it. */
export function syncSchoolIdFromStorage() {
  const stored = session.schoolId();
  if (useSchoolStore.getState().schoolId !== stored) useSchoolStore.setState({ schoolId: stored });
}

/** Follows other tabs; returns a cleanup. */
export function startSchoolIdSync(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.schoolId || event.key === null) syncSchoolIdFromStorage();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
