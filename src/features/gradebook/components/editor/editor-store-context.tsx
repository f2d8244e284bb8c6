import { createContext, type ReactNode, useContext, useState } from 'react';
import type { TemporalState } from 'zundo';
import { useStore } from 'zustand';
import {
  createTemplateEditorStore,
  type TemplateEditorState,
  type TemplateEditorStore,
  type TemplateSnapshot,
} from '@/src/features/gradebook/stores/template-editor-store';

const EditorStoreContext = createContext<TemplateEditorStore | null>(null);

/**
 * One editor store per editor screen: its history starts empty each time the screen opens (a
 * module-wide store would carry stale edits and history from an earlier visit, or another test).
 */
export function EditorStoreProvider({ init, children }: { init: (store: TemplateEditorStore) => void; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createTemplateEditorStore();
    init(created);
    return created;
  });
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

export function useEditorStoreApi(): TemplateEditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStoreApi needs an <EditorStoreProvider>');
  return store;
}

/** Reads the editor state; actions are stable, so `useEditor((s) => s.renameDivision)` never re-renders. */
export function useEditor<T>(selector: (state: TemplateEditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}

/** Reads the undo/redo history (ARCHITECTURE.md §9: `useStore(store.temporal, s => s.pastStates.length)`). */
export function useEditorHistory<T>(selector: (state: TemporalState<TemplateSnapshot>) => T): T {
  return useStore(useEditorStoreApi().temporal, selector);
}
