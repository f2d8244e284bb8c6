import { Box, Button, Field, HStack, Image, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type BugSeverity, bugReportLimits as limits } from '@/contract/schemas/report-limits';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { sendBugReport } from '../api/bug-report';
import { type BugReportDraft, clearDraft, loadDraft, saveDraft } from '../reports/bug-report-draft';
import { type BugReportField, validateBugReport } from '../reports/bug-report-form';
import { readScreenshot } from '../reports/screenshot-file';

const severities: BugSeverity[] = ['low', 'normal', 'high', 'blocking'];

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
  const t = useT();
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
    showSnackbar(t('communication.report.thanks'));
    onClose();
  };

  return (
    <FormDialog
      title={t('communication.report.title')}
      onClose={onClose}
      open={open}
      size="lg"
      onSubmit={submit}
      submitLabel={t('communication.report.send')}
      pending={sending}
      loadingText={t('communication.report.sending')}
      colorPalette="brand"
    >
      <Text color="fg.muted" fontSize="sm">
        {t('communication.report.intro')}
      </Text>
      <FormField label={t('communication.report.field.title')} error={shown('title')} required>
        <TextInput maxLength={limits.title.max} {...text('title')} />
      </FormField>
      <FormField label={t('communication.report.field.description')} error={shown('description')} required>
        <Textarea rows={4} maxLength={limits.description.max} {...text('description')} />
      </FormField>
      <FormField label={t('communication.report.field.expected')} error={shown('expected')}>
        <Textarea rows={2} maxLength={limits.expected.max} {...text('expected')} />
      </FormField>
      <FormField label={t('communication.report.field.steps')} error={shown('steps')}>
        <Textarea rows={3} maxLength={limits.steps.max} placeholder={t('communication.report.stepsExample')} {...text('steps')} />
      </FormField>
      <Field.Root>
        <Field.Label>{t('communication.report.field.severity')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={draft.severity} onChange={(event) => edit('severity', event.currentTarget.value)}>
            {severities.map((value) => (
              <option key={value} value={value}>
                {t(`communication.report.severity.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <FormField label={t('communication.report.field.screenshot')} error={screenshotError}>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => void pickScreenshot(event.currentTarget.files?.[0])}
        />
      </FormField>
      {draft.screenshot && (
        <HStack align="start" gap="3">
          <Image
            src={draft.screenshot}
            alt={t('communication.report.screenshotPreview')}
            maxH="40"
            maxW="60%"
            borderWidth="1px"
            rounded="l1"
          />
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              edit('screenshot', null);
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            {t('communication.report.removeScreenshot')}
          </Button>
        </HStack>
      )}
      <Box fontSize="sm" color="fg.muted">
        {t('communication.report.page')}{' '}
        <Text as="span" fontFamily="mono" wordBreak="break-all">
          {path}
        </Text>
      </Box>
    </FormDialog>
  );
}
