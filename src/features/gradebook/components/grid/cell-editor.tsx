import { useEffect, useRef } from 'react';

/** The cell being edited: where, what has been typed, and why it cannot be saved (if so). */
export interface EditingCell {
  row: number;
  col: number;
  draft: string;
  error: string | null;
  /** Spoken name of the field: "Score of Lovelace, Ada for Assignment 1 (out of 20)". */
  label: string;
  /** True when editing began by typing a character: the caret goes after it, nothing to select. */
  typed: boolean;
}

const errorId = 'gg-cell-error';

/**
 * The in-cell field. Keys (Enter, Tab, Escape, arrows) are handled by the grid, which owns the
 * spreadsheet behaviour; this only shows the draft and the validation message.
 */
export function CellEditor({ editing, onChange }: { editing: EditingCell; onChange: (editing: EditingCell) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    if (!editing.typed) field.select();
    // Only when editing starts, not on every keystroke.
  }, [editing.typed]);
  return (
    <>
      <input
        ref={input}
        className="gg-input"
        aria-label={editing.label}
        aria-invalid={editing.error ? true : undefined}
        aria-describedby={editing.error ? errorId : undefined}
        value={editing.draft}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange({ ...editing, draft: event.target.value, error: null })}
      />
      {editing.error && (
        <div id={errorId} role="alert" className="gg-error">
          {editing.error}
        </div>
      )}
    </>
  );
}
