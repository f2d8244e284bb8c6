import { HStack, IconButton, Textarea } from '@chakra-ui/react';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { assistantQueryMaxLength } from '@/contract/schemas/assistant-limits';
import { useT } from '@/src/lib/i18n/use-t';

interface Props {
  loading: boolean;
  onSend: (query: string) => void;
}

/** The question box: Enter sends, Shift+Enter starts a new line; disabled while a reply is on its way. */
export function ChatInput({ loading, onSend }: Props) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  // Back to typing once the reply is in (disabling the box took the focus away).
  useEffect(() => {
    if (!loading) input.current?.focus();
  }, [loading]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (loading || !draft.trim()) return;
    onSend(draft);
    setDraft('');
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Not while an input method is composing a character: its Enter picks the character.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }
  return (
    <form onSubmit={submit} aria-label={t('assistant.form')}>
      <HStack align="flex-end" gap="2">
        <Textarea
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={loading}
          aria-label={t('assistant.question')}
          placeholder={t('assistant.placeholder')}
          autoresize
          rows={1}
          maxH="40"
          maxLength={assistantQueryMaxLength}
          bg="bg"
        />
        <IconButton type="submit" aria-label={t('assistant.send')} disabled={loading || !draft.trim()} colorPalette="blue">
          <SendHorizontal />
        </IconButton>
      </HStack>
    </form>
  );
}
