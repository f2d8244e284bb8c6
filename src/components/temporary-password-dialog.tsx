import { Button, Code, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '../lib/i18n/use-t';
import { DialogFrame } from './dialog-frame';

interface TemporaryPasswordDialogProps {
  /** Who the account is for, e.g. "Ana Ruiz (ana@school.org)". */
  accountLabel: string;
  password: string;
  onClose: () => void;
}

/**
 * Shows a new account's one-time password once, with a copy button: the server keeps only its hash,
 * so closing the dialog is the last chance to read it.
 */
export function TemporaryPasswordDialog({ accountLabel, password, onClose }: TemporaryPasswordDialogProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(password);
    setCopied(true);
  };
  return (
    // Not closed by a click or focus outside: it usually opens as the form's dialog closes (whose focus
    // goes back to the page), and closing it loses the password for good.
    <DialogFrame
      title={t('account.created')}
      size="sm"
      onClose={onClose}
      closeOnInteractOutside={false}
      footer={<Button onClick={onClose}>{t('account.done')}</Button>}
    >
      <Text mb="3">{t('account.give', { who: accountLabel })}</Text>
      <HStack gap="3" flexWrap="wrap">
        <Code fontSize="lg" px="3" py="2" aria-label={t('account.password')} data-testid="temporary-password">
          {password}
        </Code>
        <Button variant="outline" size="sm" onClick={copy} aria-live="polite">
          {copied ? t('account.copied') : t('account.copy')}
        </Button>
      </HStack>
    </DialogFrame>
  );
}
