import { Text } from '@chakra-ui/react';

/** A choice the page has already made for this user (one district, one school), shown where its picker would be. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fontWeight="medium" fontSize="sm" mb="1.5">
        {label}
      </Text>
      <Text py="2">{value}</Text>
    </div>
  );
}
