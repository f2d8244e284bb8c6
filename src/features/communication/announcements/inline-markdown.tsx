import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { renderInlineAnnouncement } from './render-inline';

/** One line of an announcement's Markdown, sanitized; its own chunk (marked and DOMPurify), loaded when one shows. */
export default function InlineMarkdown({ source }: { source: string }) {
  const html = useMemo(() => renderInlineAnnouncement(source), [source]);
  return (
    <chakra.span
      css={{
        '& a': { textDecoration: 'underline', color: 'inherit' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em' },
        '& img': { display: 'inline', maxHeight: '1em' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderInlineAnnouncement sanitizes with DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
