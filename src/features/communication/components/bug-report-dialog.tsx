import { Button, CloseButton, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { ApiError } from '@/src/lib/api-error';
import { showSnackbar } from '@/src/lib/snackbar';
import { type BugReport, useSendBugReport } from '../api/bug-report';

type Errors = Partial<Record<'title' | 'description', string>>;

/** The contract's rules (contract/endpoints/shell.ts), checked before sending. */
function validate(title: string, description: string): Errors {
  const errors: Errors = {};
  if (title.trim().length < 3) errors.title = 'Give the problem a title of at least 3 characters';
  else if (title.trim().length > 200) errors.title = 'Keep the title under 200 characters';
  if (description.trim().length < 10) errors.description = 'Describe what happened in at least 10 characters';
  else if (description.trim().length > 5000) errors.description = 'Keep the description under 5000 characters';
  return errors;
}

/** Field messages from a 400 answer (`body.title`, …). */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: Errors = {};
  for (const detail of error.body.details ?? []) {
    const field = detail.path.replace(/^body\./, '');
    if (field === 'title' || field === 'description') errors[field] = detail.message.charAt(0).toUpperCase() + detail.message.slice(1);
  }
  return errors;
}

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The bug report form: a title, what happened, and the page it happened on (sent along). A failed
 * send is not announced (ARCHITECTURE.md §6); the form stays open with what was typed so it can be sent again.
 */
export function BugReportDialog({ open, onClose }: Props) {
  const path = useLocation({ select: (location) => location.href });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendBugReport();

  const close = () => {
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(title, description);
    setErrors(found);
    if (found.title || found.description) return;
    const report: BugReport = { title: title.trim(), description: description.trim(), path: path.slice(0, 2000) };
    send.mutate(report, {
      onSuccess: () => {
        setTitle('');
        setDescription('');
        close();
        showSnackbar('Thank you: your report has been sent to the team.');
      },
      onError: (error) => setErrors(serverErrors(error)),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} size={{ base: 'full', sm: 'md' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Report a bug</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    Tell us what went wrong. The page you are on ({path}) is sent with your report.
                  </Text>
                  <FormField label="Title" error={errors.title} required>
                    <TextInput value={title} maxLength={200} onChange={(event) => setTitle(event.currentTarget.value)} />
                  </FormField>
                  <FormField label="What happened?" error={errors.description} required>
                    <Textarea
                      value={description}
                      rows={6}
                      maxLength={5000}
                      placeholder="What did you do, what did you expect, and what happened instead?"
                      onChange={(event) => setDescription(event.currentTarget.value)}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={send.isPending} loadingText="Sending…">
                  Send report
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
