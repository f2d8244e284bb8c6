import { useEffect, useState } from 'react';
import { TextInput } from './text-input';

interface Props {
  /** The committed search (from the address). */
  value: string;
  onChange: (value: string) => void;
  /** The box's accessible name and placeholder. */
  label: string;
  maxLength?: number;
}

/** A search box that commits what is typed after a short pause (and at once on Enter). */
export function SearchBox({ value, onChange, label, maxLength = 200 }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      value={text}
      maxLength={maxLength}
      maxW={{ base: 'full', md: '80' }}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim());
      }}
    />
  );
}
