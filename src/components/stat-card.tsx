import { Box, Card, HStack, Stat } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

interface Props {
  label: string;
  value: string;
  help?: string;
  icon: LucideIcon;
}

/** One figure of the dashboard: what it is, the number, and a line of context. */
export function StatCard({ label, value, help, icon: Icon }: Props) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Stat.Root>
          <HStack justify="space-between" align="start">
            <Stat.Label color="fg.muted">{label}</Stat.Label>
            <Box color="colorPalette.fg" bg="colorPalette.subtle" p="1.5" borderRadius="l2" aria-hidden>
              <Icon size={18} />
            </Box>
          </HStack>
          <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
          {help && (
            <Stat.HelpText color="fg.muted" mb="0">
              {help}
            </Stat.HelpText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
