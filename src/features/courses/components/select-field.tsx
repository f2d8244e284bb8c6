import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

/**
 * A native select whose field takes the props (`id`, `aria-*`, value, onChange): `FormField` gives
 * its one child the label's id, which must land on the `<select>`, not on the wrapper.
 */
export function SelectField({ children, ...field }: ComponentProps<typeof NativeSelect.Field>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
