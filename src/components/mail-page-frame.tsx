import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The frame of a page a signed-out visitor opens from a mail (a teacher's invite, a weekly summary's
 * stop link): the sign-in page's card, centred on a subtle background (at the top on a phone), with
 * the page's `<title>`. `mark` heads the card: the product's name, or an icon of what the page is for.
 */
export function MailPageFrame({ title, mark, children }: { title: string; mark: ReactNode; children: ReactNode }) {
  return (
    <Box
      as="main"
      minH="100dvh"
      bg="bg.subtle"
      display="flex"
      alignItems={{ base: 'flex-start', sm: 'center' }}
      justifyContent="center"
      p={{ base: '4', sm: '6' }}
    >
      <title>{title}</title>
      <Stack
        gap="6"
        width="full"
        maxW="480px"
        mt={{ base: '6', sm: '0' }}
        p={{ base: '6', sm: '8' }}
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        boxShadow="sm"
      >
        {mark}
        {children}
      </Stack>
    </Box>
  );
}
