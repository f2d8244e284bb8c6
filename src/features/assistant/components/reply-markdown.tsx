import { Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { lazy, type MouseEvent, Suspense } from 'react';

// The renderer (marked, KaTeX, highlight.js and their CSS) is the content pages' own chunk: fetched
// when a question is sent (the answer is on its way meanwhile), not with the page.
const loadRenderer = () => import('@/src/components/markdown/markdown-content');
const MarkdownContent = lazy(loadRenderer);

export function preloadReplyRenderer() {
  void loadRenderer();
}

/** Text with nothing Markdown or TeX would change (the greeting): shown as it is, without the renderer. */
const plainText = (source: string) => !/[*_`#[\]$|<>\\~&]|^\s*([-+]|\d+\.)\s/m.test(source);

/**
 * A reply of the assistant: sanitized Markdown with TeX. Links to pages of the app (the lesson
 * links) navigate inside it, without reloading; links elsewhere open a new tab (the sanitizer's
 * rule). While the renderer loads the reply shows as plain text, so nothing waits on it.
 */
export function ReplyMarkdown({ source }: { source: string }) {
  const router = useRouter();
  if (plainText(source)) return <Text whiteSpace="pre-wrap">{source}</Text>;
  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void router.navigate({ href });
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside are the controls; a link's Enter arrives here as a click.
    <div onClick={followInternalLink}>
      <Suspense fallback={<Text whiteSpace="pre-wrap">{source}</Text>}>
        <MarkdownContent source={source} />
      </Suspense>
    </div>
  );
}
