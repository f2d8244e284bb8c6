import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useT } from '../../lib/i18n/use-t';
import type { MarkdownContentProps } from './markdown-content';

const MarkdownContent = lazy(() => import('./markdown-content'));

/** Placeholder of the content's shape while the renderer chunk loads. */
export function MarkdownSkeleton() {
  const t = useT();
  return (
    <Stack gap="4" aria-busy="true" aria-label={t('state.loadingContent')}>
      <SkeletonText noOfLines={3} />
      <Skeleton height="24" />
      <SkeletonText noOfLines={4} />
    </Stack>
  );
}

/**
 * Course content: Markdown with inline `$…$` and display `$$…$$` TeX, highlighted code, tables and
 * images, sanitized. The renderer (marked, KaTeX, highlight.js and their CSS) is its own chunk,
 * fetched only where content shows.
 */
export function Markdown({ source }: MarkdownContentProps) {
  return (
    <Suspense fallback={<MarkdownSkeleton />}>
      <MarkdownContent source={source} />
    </Suspense>
  );
}
