import { create } from 'zustand';

/** Whether a template save replayed after a reload met a newer template (shown by the offline status). */
export const useTemplateConflict = create<{ conflicted: boolean }>()(() => ({ conflicted: false }));
export const noteTemplateConflict = () => useTemplateConflict.setState({ conflicted: true });
export const dismissTemplateConflict = () => useTemplateConflict.setState({ conflicted: false });
