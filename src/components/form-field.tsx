import { Box, chakra, Text } from '@chakra-ui/react';
import { cloneElement, type ReactElement, useId } from 'react';

interface Props {
  label: string;
  /** Shown under the field, announced with it, and marks the control invalid. */
  error?: string | undefined;
  /** Announced to assistive technology (forms where every field is required show no asterisks). */
  required?: boolean;
  /** One control (input, select, textarea…) that accepts `id`, `aria-invalid`, `aria-describedby`. */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled form control with its error text. Hand-wired rather than Chakra's `Field` so that the
 * sign-in page does not pull Ark UI's field machinery into the first JavaScript.
 */
export function FormField({ label, error, required, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" fontSize="sm" mb="1.5">
        {label}
      </chakra.label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
      })}
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1.5">
          {error}
        </Text>
      )}
    </Box>
  );
}
