import { createContext, type ReactNode, type RefObject, useContext, useEffect, useState } from 'react';

/**
 * Where keyboard focus should land after an edit re-renders the list: the name of a new division,
 * the "Move to…" button of a moved attribute (which now lives in another list). UI state, so it
 * stays out of the template history.
 */
class FocusRequests {
  private pending = new Set<string>();
  request(key: string) {
    this.pending.add(key);
  }
  consume(key: string) {
    return this.pending.delete(key);
  }
}

const FocusRequestsContext = createContext<FocusRequests | null>(null);

export function FocusRequestsProvider({ children }: { children: ReactNode }) {
  const [requests] = useState(() => new FocusRequests());
  return <FocusRequestsContext.Provider value={requests}>{children}</FocusRequestsContext.Provider>;
}

/** Asks for focus on the element that will register under `key`. */
export function useRequestFocus(): (key: string) => void {
  const requests = useContext(FocusRequestsContext);
  return (key) => requests?.request(key);
}

/** Focuses `ref` when focus was requested for `key` (on mount, or after a re-render). */
export function useFocusWhenRequested(key: string, ref: RefObject<HTMLElement | null>, select = false) {
  const requests = useContext(FocusRequestsContext);
  useEffect(() => {
    if (!requests?.consume(key)) return;
    ref.current?.focus();
    if (select && ref.current instanceof HTMLInputElement) ref.current.select();
  });
}
