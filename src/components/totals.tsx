import { SimpleGrid, Stat } from '@chakra-ui/react';

/** A row of headline figures above a list. */
export function Totals({ items }: { items: { label: string; value: number }[] }) {
  return (
    <SimpleGrid columns={items.length} gap={{ base: '2', sm: '4' }} mb="6">
      {items.map((item) => (
        <Stat.Root
          key={item.label}
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          bg="bg.panel"
          p={{ base: '3', sm: '4' }}
          minW="0"
        >
          <Stat.Label>{item.label}</Stat.Label>
          <Stat.ValueText>{item.value.toLocaleString()}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
