import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ChatMessage } from '@/contract/schemas/assistant';
import { useT } from '@/src/lib/i18n/use-t';
import { greetingMessage } from '../stores/assistant-store';
import { ReplyMarkdown } from './reply-markdown';

const bubble = {
  px: '4',
  py: '3',
  borderRadius: 'l3',
  maxW: { base: '92%', md: '80%' },
  minW: '0',
} as const;

/** One message of the thread: the user's as typed, on the right; the assistant's rendered, on the left. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const t = useT();
  if (message.sender === 'user') {
    return (
      <Box {...bubble} alignSelf="flex-end" colorPalette="blue" bg="colorPalette.solid" color="colorPalette.contrast">
        <VisuallyHidden>{t('assistant.youSaid')} </VisuallyHidden>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.message}
        </Text>
      </Box>
    );
  }
  return (
    <Box {...bubble} alignSelf="flex-start" bg="bg.muted" borderWidth="1px" borderColor="border.muted" data-testid="assistant-reply">
      <VisuallyHidden>{t('assistant.assistantSaid')} </VisuallyHidden>
      <Box css={{ '& .markdown-body > :last-child': { marginBottom: 0 }, '& hr': { my: '3' } }}>
        {/* The greeting is the thread's own (English) first message, sent back as history: shown in the reader's language. */}
        <ReplyMarkdown source={message.message === greetingMessage.message ? t('assistant.greeting') : message.message} />
      </Box>
    </Box>
  );
}

/** The assistant's bubble while a reply is on its way. */
export function TypingIndicator() {
  const t = useT();
  return (
    <Box {...bubble} alignSelf="flex-start" bg="bg.muted" borderWidth="1px" borderColor="border.muted" role="status">
      <VisuallyHidden>{t('assistant.typing')}</VisuallyHidden>
      <HStack gap="1" aria-hidden py="1.5">
        {[0, 150, 300].map((delay) => (
          <Box
            key={delay}
            boxSize="2"
            borderRadius="full"
            bg="fg.muted"
            animation="pulse 1s ease-in-out infinite"
            style={{ animationDelay: `${delay}ms` }}
            _motionReduce={{ animation: 'none' }}
          />
        ))}
      </HStack>
    </Box>
  );
}
