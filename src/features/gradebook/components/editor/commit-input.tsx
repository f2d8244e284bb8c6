import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, type KeyboardEvent, useEffect, useState } from 'react';

interface Props extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: string;
  /** Called once per finished edit (blur or Enter) when the text changed: one history step, not one per key. */
  onCommit: (value: string) => void;
  /** A text that cannot be stored (e.g. a weight of 150) is not committed: the field goes back to the stored value. */
  isValid?: (value: string) => boolean;
}

/**
 * A text field that edits locally and commits when the teacher is done with it. Escape puts the
 * stored value back. When the stored value changes underneath (undo, redo, reset) the field follows.
 */
export const CommitInput = forwardRef<HTMLInputElement, Props>(function CommitInput(
  { value, onCommit, isValid, onBlur, onKeyDown, ...rest },
  ref,
) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  const commit = () => {
    if (draft === value) return;
    if (isValid && !isValid(draft)) setDraft(value);
    else onCommit(draft);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape' && draft !== value) {
      // Only swallow Escape when it undid something, so a dialog around still closes on it.
      event.stopPropagation();
      setDraft(value);
    }
  };
  return (
    <Input
      ref={ref}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={keyDown}
      {...rest}
    />
  );
});
