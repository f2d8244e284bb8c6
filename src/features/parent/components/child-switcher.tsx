import { Button, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Child } from '@/contract/schemas/parent';
import { useT } from '@/src/lib/i18n/use-t';

/**
 * The parent's children as a row of thumb-sized links (`?child=<id>`): the address says who is
 * shown, so a grade notification's link and the back button land on the right child.
 */
export function ChildSwitcher({ kids, selectedId }: { kids: readonly Child[]; selectedId: string }) {
  const t = useT();
  return (
    <Wrap as="nav" aria-label={t('parent.chooseChild')} gap="2" mb="5">
      {kids.map((child) => {
        const current = child._id === selectedId;
        return (
          <Button key={child._id} asChild size="md" minH="11" variant={current ? 'solid' : 'outline'} borderRadius="full">
            <Link to="/parent" search={{ child: child._id }} aria-current={current ? 'page' : undefined} replace>
              {child.firstName}
            </Link>
          </Button>
        );
      })}
    </Wrap>
  );
}
