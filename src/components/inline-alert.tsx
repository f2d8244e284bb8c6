import { Box, HStack, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** An error message inside a form or card (announced as an alert). */
export function InlineAlert({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <HStack
      role="alert"
      align="start"
      gap="3"
      p="3"
      borderRadius="l2"
      bg="bg.error"
      color="fg.error"
      borderWidth="1px"
      borderColor="border.error"
    >
      <Box flexShrink={0} pt="0.5">
        <CircleAlert size={18} aria-hidden />
      </Box>
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        {children && <Text color="fg">{children}</Text>}
      </Box>
    </HStack>
  );
}
