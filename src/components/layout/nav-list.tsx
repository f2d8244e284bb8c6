import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import type { MessageId } from '../../lib/i18n/compiled/ids';
import { useT } from '../../lib/i18n/use-t';
import type { NavItem } from './nav-items';

const NavLink = chakra(Link);

/**
 * The collapsed drawer's labels as tooltips: their machine and positioning (with the menu's, ≈ 20 KB)
 * load only when the drawer is collapsed, not on every first page (issue 19 part 4).
 */
const Tooltip = lazy(() => import('../tooltip').then((m) => ({ default: m.Tooltip })));

function LabelTip({ label, collapsed, children }: { label: string; collapsed: boolean; children: ReactNode }) {
  if (!collapsed) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip content={label} placement="right">
        {children}
      </Tooltip>
    </Suspense>
  );
}

/**
 * The translated items, by path. The others keep their English label until their screens are
 * translated (ARCHITECTURE.md §12); `nav-items.ts` stays the one list of items.
 */
const translatedLabels: Partial<Record<string, MessageId>> = {
  '/parent': 'nav.children',
  '/notifications': 'nav.notifications',
  '/assistant': 'nav.assistant',
};

interface Props {
  items: NavItem[];
  /** Icons only, the label as a tooltip (and still the link's accessible name). */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The role's navigation items, used by the desktop drawer and the phone overlay. */
export function NavList({ items, collapsed = false, onNavigate }: Props) {
  const t = useT();
  const labelOf = (item: NavItem) => {
    const id = translatedLabels[item.to];
    return id ? t(id) : item.label;
  };
  return (
    <Stack as="ul" gap="1" listStyleType="none" p="0" m="0">
      {items.map((item) => (
        <Box as="li" key={item.to}>
          <LabelTip label={labelOf(item)} collapsed={collapsed}>
            <NavLink
              to={item.to}
              activeOptions={{ exact: item.exact ?? false }}
              onClick={onNavigate}
              display="flex"
              alignItems="center"
              justifyContent={collapsed ? 'center' : 'flex-start'}
              gap="3"
              px={collapsed ? '0' : '4'}
              h="12"
              borderRadius="l2"
              color="fg.muted"
              fontWeight="medium"
              textDecoration="none"
              _hover={{ bg: 'bg.muted', color: 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
              css={{
                // The current page: tinted, and a bar at the start edge that reads in both themes.
                '&[data-status=active]': {
                  bg: 'brand.subtle',
                  color: 'brand.fg',
                  boxShadow: 'inset 3px 0 0 var(--chakra-colors-brand-solid)',
                },
              }}
            >
              <item.icon size={22} aria-hidden />
              {collapsed ? (
                <chakra.span srOnly>{labelOf(item)}</chakra.span>
              ) : (
                <Text as="span" truncate>
                  {labelOf(item)}
                </Text>
              )}
            </NavLink>
          </LabelTip>
        </Box>
      ))}
    </Stack>
  );
}
