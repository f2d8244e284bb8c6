import { Box, Link as ChakraLink, HStack, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useT } from '../lib/i18n/use-t';

export interface Crumb {
  label: string;
  /** Where it leads; the last crumb (the current page) has none. */
  link?: LinkProps;
}

/** "My courses › Python · 7-A › Unit 2 › Lesson": the way back up, as a labelled navigation list. */
/** `label` names the navigation ("Breadcrumb" in the page's language when left out). */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label?: string }) {
  const t = useT();
  return (
    <Box as="nav" aria-label={label ?? t('nav.breadcrumb')} mb="3" fontSize="sm">
      <HStack as="ol" gap="1" flexWrap="wrap" listStyleType="none" m="0" p="0">
        {items.map((item, i) => (
          <Fragment key={item.label}>
            {i > 0 && (
              <Box as="li" aria-hidden color="fg.subtle" display="flex">
                <ChevronRight size={14} />
              </Box>
            )}
            <Box as="li" minW="0" maxW={{ base: '100%', md: '20rem' }}>
              {item.link ? (
                <ChakraLink asChild color="fg.muted" _hover={{ color: 'fg' }} display="block" truncate>
                  <Link {...item.link}>{item.label}</Link>
                </ChakraLink>
              ) : (
                <Text aria-current="page" fontWeight="medium" truncate>
                  {item.label}
                </Text>
              )}
            </Box>
          </Fragment>
        ))}
      </HStack>
    </Box>
  );
}
