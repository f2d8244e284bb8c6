import { Button } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { useT } from '../lib/i18n/use-t';
import { EmptyState } from './empty-state';

interface Props {
  back: LinkProps;
  backLabel: string;
  /** The texts in the page's language: each page words its own ("This course was not found"). */
  title?: string;
  description?: string;
}

/**
 * A 404 from the server: the id is unknown or outside the teacher's classes (the server does not
 * tell the two apart, on purpose). Retrying would not help, so this offers the way back instead.
 */
export function NotFoundState({ back, backLabel, title, description }: Props) {
  const t = useT();
  return (
    <EmptyState icon={<SearchX />} title={title ?? t('state.notFound')} description={description ?? t('state.notFoundBody')}>
      <Button asChild variant="outline" size="sm">
        <Link {...back}>{backLabel}</Link>
      </Button>
    </EmptyState>
  );
}
