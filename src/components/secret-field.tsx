import { Stack, Text } from '@chakra-ui/react';
import { FormField } from './form-field';
import { TextInput } from './text-input';

/**
 * A write-only secret (a client secret of a sign-in or roster provider): the server never sends a
 * saved one back, only that one is saved. Then the field shows `savedText` as its placeholder, is
 * not required, and `keepHint` says that leaving it empty keeps the saved one.
 */
export function SecretField({
  label,
  value,
  onChange,
  error,
  saved,
  savedText,
  keepHint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  saved: boolean;
  savedText: string;
  keepHint: string;
}) {
  return (
    <Stack gap="1">
      <FormField label={label} error={error} required={!saved}>
        <TextInput
          value={value}
          type="password"
          maxLength={2000}
          autoComplete="new-password"
          placeholder={saved ? savedText : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </FormField>
      {saved && (
        <Text fontSize="sm" color="fg.muted">
          {keepHint}
        </Text>
      )}
    </Stack>
  );
}
