import { Box, Button, Field, HStack, Image, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type BugSeverity, bugReportLimits as limits } from '@/contract/schemas/report-limits';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { showSnackbar } from '@/src/lib/snackbar';
import { sendBugReport } from '../api/bug-report';
import { type BugReportDraft, clearDraft, loadDraft, saveDraft } from '../reports/bug-report-draft';
import { type BugReportField, validateBugReport } from '../reports/bug-report-form';
import { readScreenshot } from '../reports/screenshot-file';

const severityLabels: Record<BugSeverity, string> = {
  low: 'Low: an annoyance',
  normal: 'Normal: something is wrong',
  high: 'High: part of my work is stuck',
  blocking: 'Blocking: I cannot work',
};

interface Props {
  open: boolean;
  onClose: () => void;
  /** Whose draft this is: drafts are kept per user. */
  userId: string;
}

/**
 * The bug report form: what happened (a title and in full), what was expected, the steps, how bad
 * it is, an optional screenshot, and the page it happened on (sent along). Everything typed is
 * saved as a draft per user as it is typed, so a reload or a failed send loses nothing; the draft
 * is cleared only once the server has the report. A failed send is not announced (ARCHITECTURE.md
 * §6): the form thanks and closes as usual, and the draft is there next time.
 */
export function BugReportDialog({ open, onClose, userId }: Props) {
  const path = useLocation({ select: (location) => location.href });
  const [draft, setDraft] = useState<BugReportDraft>(() => loadDraft(userId));
  const [touched, setTouched] = useState<Partial<Record<BugReportField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [screenshotError, setScreenshotError] = useState<string>();
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => saveDraft(userId, draft), [userId, draft]);

  const errors = validateBugReport(draft);
  // SPEC §5: a field's error shows once it has been touched (or a send was tried).
  const shown = (field: BugReportField) => (touched[field] || submitted ? errors[field] : undefined);
  const edit = (field: keyof BugReportDraft, value: string | null) => setDraft((current) => ({ ...current, [field]: value }));
  const text = (field: BugReportField) => ({
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) => edit(field, event.currentTarget.value),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  const pickScreenshot = async (file: File | undefined) => {
    setScreenshotError(undefined);
    if (!file) return;
    const read = await readScreenshot(file);
    if ('error' in read) {
      setScreenshotError(read.error);
      if (fileInput.current) fileInput.current.value = '';
    } else edit('screenshot', read.dataUrl);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setSending(true);
    const sent = await sendBugReport({
      title: draft.title.trim(),
      description: draft.description.trim(),
      expected: draft.expected.trim(),
      steps: draft.steps.trim(),
      severity: draft.severity,
      path: path.slice(0, limits.path.max),
      ...(draft.screenshot ? { screenshot: draft.screenshot } : {}),
    }).then(
      () => true,
      () => false,
    );
    if (sent) clearDraft(userId);
    showSnackbar('Thank you for your report.');
    onClose();
  };

  return (
    <FormDialog
      title="Report a bug"
      onClose={onClose}
      open={open}
      size="lg"
      onSubmit={submit}
      submitLabel="Send report"
      pending={sending}
      loadingText="Sending…"
      colorPalette="brand"
    >
      <Text color="fg.muted" fontSize="sm">
        Tell us what went wrong. What you type is kept on this device until the report is sent.
      </Text>
      <FormField label="What happened, in a line" error={shown('title')} required>
        <TextInput maxLength={limits.title.max} {...text('title')} />
      </FormField>
      <FormField label="What happened, in full" error={shown('description')} required>
        <Textarea rows={4} maxLength={limits.description.max} {...text('description')} />
      </FormField>
      <FormField label="What did you expect instead?" error={shown('expected')}>
        <Textarea rows={2} maxLength={limits.expected.max} {...text('expected')} />
      </FormField>
      <FormField label="Steps to reproduce" error={shown('steps')}>
        <Textarea rows={3} maxLength={limits.steps.max} placeholder={'1. Open …\n2. Click …'} {...text('steps')} />
      </FormField>
      <Field.Root>
        <Field.Label>How bad is it?</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={draft.severity} onChange={(event) => edit('severity', event.currentTarget.value)}>
            {Object.entries(severityLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <FormField label="Screenshot (optional, PNG, JPEG or WebP, up to 2 MB)" error={screenshotError}>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => void pickScreenshot(event.currentTarget.files?.[0])}
        />
      </FormField>
      {draft.screenshot && (
        <HStack align="start" gap="3">
          <Image src={draft.screenshot} alt="Screenshot preview" maxH="40" maxW="60%" borderWidth="1px" rounded="l1" />
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              edit('screenshot', null);
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            Remove screenshot
          </Button>
        </HStack>
      )}
      <Box fontSize="sm" color="fg.muted">
        Page:{' '}
        <Text as="span" fontFamily="mono" wordBreak="break-all">
          {path}
        </Text>
      </Box>
    </FormDialog>
  );
}
