import { create } from 'zustand';
import { storageKeys } from '@/src/lib/storage-keys';

interface DrawerState {
  /** Desktop drawer: icons only (remembered across visits). */
  collapsed: boolean;
  /** Phone drawer (an overlay): open or not. */
  mobileOpen: boolean;
  toggleCollapsed: () => void;
  setMobileOpen: (open: boolean) => void;
}

function readCollapsed() {
  try {
    return localStorage.getItem(storageKeys.drawerCollapsed) === 'true';
  } catch {
    return false;
  }
}

export const useDrawerStore = create<DrawerState>()((set, get) => ({
  collapsed: readCollapsed(),
  mobileOpen: false,
  toggleCollapsed() {
    const collapsed = !get().collapsed;
    localStorage.setItem(storageKeys.drawerCollapsed, String(collapsed));
    set({ collapsed });
  },
  setMobileOpen: (mobileOpen) => set({ mobileOpen }),
}));
