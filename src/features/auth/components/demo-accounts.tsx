import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '@/src/lib/i18n/use-t';

/** ARCHITECTURE.md §8: the demo logins (password demo1234). Shown in development only. */
export const demoAccounts = [
  { email: 'teacher@demo.test', label: 'Teacher (schools A and B)' },
  { email: 'teacher2@demo.test', label: 'Teacher (school C)' },
  { email: 'parent@demo.test', label: 'Parent' },
  { email: 'admin@demo.test', label: 'School admin' },
  { email: 'district@demo.test', label: 'District admin' },
  { email: 'super@demo.test', label: 'Super admin' },
];
export const demoPassword = 'demo1234';

export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const t = useT();
  return (
    <Box
      as="section"
      aria-labelledby="demo-accounts"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="l2"
      p="4"
    >
      <Text id="demo-accounts" fontWeight="semibold" mb="1">
        {t('signIn.demoHeading')}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('signIn.demoHint', { password: demoPassword })}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="0.5">
        {demoAccounts.map((account) => (
          <Button
            key={account.email}
            variant="ghost"
            h="auto"
            py="1.5"
            px="2"
            flexDirection="column"
            alignItems="flex-start"
            gap="0"
            onClick={() => onPick(account.email, demoPassword)}
          >
            <span>{account.email}</span>
            <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs">
              {account.label}
            </Text>
          </Button>
        ))}
      </SimpleGrid>
    </Box>
  );
}
