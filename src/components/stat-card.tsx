import { Box, Card, HStack, Stat } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

interface Props {
  label: string;
  value: string;
  help?: string;
  icon: LucideIcon;
}

/**
 * One figure of the dashboard: what it is, the number, and a line of context. `Stat.Root` is a
 * `<dl>`, which may hold only `<dt>`/`<dd>`: the icon sits beside it, and the help line is a `<dd>`.
 */
export function StatCard({ label, value, help, icon: Icon }: Props) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <HStack justify="space-between" align="start">
          <Stat.Root>
            <Stat.Label color="fg.muted">{label}</Stat.Label>
            <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
            {help && (
              <Stat.HelpText asChild color="fg.muted" mb="0">
                <dd>{help}</dd>
              </Stat.HelpText>
            )}
          </Stat.Root>
          <Box color="colorPalette.fg" bg="colorPalette.subtle" p="1.5" borderRadius="l2" aria-hidden>
            <Icon size={18} />
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
