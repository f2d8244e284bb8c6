import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../lib/i18n/use-t';

interface Props {
  /** From 0. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name (two pagers on a page need different ones). */
  label?: string;
}

/** "21–40 of 57" with previous and next page; nothing when everything fits on one page. */
export function RangePager({ page, pageSize, total, onPage, label }: Props) {
  const t = useT();
  if (total <= pageSize && page === 0) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <HStack as="nav" aria-label={label ?? t('pager.label')} justify="space-between" mt="4">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> {t('pager.previous')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {total === 0 || first > total ? t('pager.none') : t('pager.range', { first, last, total })}
      </Text>
      <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
        {t('pager.next')} <ChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
