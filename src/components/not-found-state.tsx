import { Button } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { EmptyState } from './empty-state';

interface Props {
  /** "course", "student", "content item" (English pages; translated ones give `title`). */
  what?: string;
  back: LinkProps;
  backLabel: string;
  /** The texts in the page's language (a translated page words the whole sentence). */
  title?: string;
  description?: string;
}

/**
 * A 404 from the server: the id is unknown or outside the teacher's classes (the server does not
 * tell the two apart, on purpose). Retrying would not help, so this offers the way back instead.
 */
export function NotFoundState({ what, back, backLabel, title, description }: Props) {
  return (
    <EmptyState
      icon={<SearchX />}
      title={title ?? `This ${what} was not found`}
      description={description ?? 'It does not exist, or it is not in one of your classes.'}
    >
      <Button asChild variant="outline" size="sm">
        <Link {...back}>{backLabel}</Link>
      </Button>
    </EmptyState>
  );
}
