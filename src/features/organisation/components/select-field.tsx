import { Box, chakra, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ValueOptions } from '@/src/components/select-input';
import { useT } from '@/src/lib/i18n/use-t';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder: string;
  error?: string | undefined;
}

/** A labelled native select with its error (the label names the select itself, not its wrapper). */
export function SelectField({ label, value, onChange, options, placeholder, error }: Props) {
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" fontSize="sm" mb="1.5">
        {label}
      </chakra.label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          value={value}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{placeholder}</option>
          <ValueOptions options={options} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && (
        <Text id={`${id}-error`} color="fg.error" fontSize="sm" mt="1.5">
          {error}
        </Text>
      )}
    </Box>
  );
}

/** While a picker's choices load (inside the dialog, so the page behind it stays). */
export function PickerSkeleton() {
  const t = useT();
  return <Skeleton height="16" aria-busy="true" aria-label={t('org.loadingChoices')} />;
}
