import { Box, Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { PageHeader } from '@/src/components/page-header';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useT } from '@/src/lib/i18n/use-t';
import { useSchoolId } from '@/src/lib/school-id';
import { useAssistantStore } from '../stores/assistant-store';
import { ChatInput } from './chat-input';
import { MessageBubble, TypingIndicator } from './message-bubble';
import { preloadReplyRenderer } from './reply-markdown';

/** Questions to start from, on topics the demo curriculum covers (message ids: asked as the reader reads them). */
export const starterQuestions: MessageId[] = [
  'assistant.starter.loops',
  'assistant.starter.binary',
  'assistant.starter.password',
  'assistant.starter.boxModel',
];

/**
 * `/assistant`: a conversation with the assistant, which answers from the curriculum's lessons
 * with links to them. The thread lives in the store, so it survives leaving the page.
 */
export function AssistantPage({ userId }: { userId: string }) {
  const t = useT();
  const { ownerId, messages, loading, claim, send } = useAssistantStore();
  const schoolId = useSchoolId();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => claim(userId), [claim, userId]);

  // Until claimed, the thread may still be another user's: show none of it.
  const thread = ownerId === userId ? messages : [];
  // Keep the newest message (or the typing indicator) in view once the conversation has started.
  const shown = thread.length + (loading ? 1 : 0);
  useEffect(() => {
    if (shown > 1) end.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [shown]);
  const ask = (query: string) => {
    preloadReplyRenderer();
    void send(query, schoolId);
  };
  return (
    <Stack gap="0" maxW="4xl" minH="full">
      <PageHeader title={t('assistant.title')} description={t('assistant.description')} />
      <Stack gap="3" role="log" aria-label={t('assistant.conversation')} aria-live="polite" aria-relevant="additions" flex="1" pb="4">
        {thread.map((message, index) => (
          // Messages are only ever appended: the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <MessageBubble key={index} message={message} />
        ))}
      </Stack>
      {loading && <TypingIndicator />}
      {thread.length === 1 && !loading && (
        <Stack gap="2" mb="4">
          <Text fontSize="sm" color="fg.muted" id="starter-questions">
            {t('assistant.tryThese')}
          </Text>
          <Wrap gap="2" aria-labelledby="starter-questions" role="group">
            {starterQuestions.map((id) => (
              <Button key={id} size="sm" variant="outline" borderRadius="full" onClick={() => ask(t(id))}>
                {t(id)}
              </Button>
            ))}
          </Wrap>
        </Stack>
      )}
      {/* Scrolled into view on each message; its margin keeps the last one clear of the sticky input. */}
      <Box ref={end} scrollMarginBottom="24" />
      <Box position="sticky" bottom="0" bg="bg" pt="2" pb="3" zIndex="1">
        <ChatInput loading={loading} onSend={ask} />
      </Box>
    </Stack>
  );
}
