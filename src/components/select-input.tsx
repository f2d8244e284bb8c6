import { NativeSelect, type NativeSelectFieldProps } from '@chakra-ui/react';

/**
 * A native select whose field takes the props (`id`, `aria-*`, value, onChange): `FormField` gives
 * its one child the label's id, which must land on the `<select>`, not on the wrapper.
 */
export function SelectInput({ children, ...field }: NativeSelectFieldProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The `<option>`s of a list of choices, each its value and what it says. */
export function ValueOptions({ options }: { options: { value: string; label: string }[] }) {
  return (
    <>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** The `<option>`s of records picked by id and shown by name (schools, districts, courses). */
export function NameOptions({ items }: { items: { _id: string; name: string }[] }) {
  return (
    <>
      {items.map((item) => (
        <option key={item._id} value={item._id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
