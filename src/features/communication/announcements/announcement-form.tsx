import { Box, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { announcementLimits } from '@/contract/announcement-limits';
import type { AdminAnnouncement, AnnouncementAudiences, AnnouncementSeverity } from '@/contract/schemas/announcements';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { Markdown } from '@/src/components/markdown/markdown';
import { SelectInput } from '@/src/components/select-input';
import { TextInput } from '@/src/components/text-input';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { AnnouncementBar } from './announcement-banner';
import { useAnnouncementAudiences, useCreateAnnouncement, useUpdateAnnouncement } from './api/admin-announcements';
import {
  emptyValues,
  type FormField as Field,
  type FormErrors,
  type FormValues,
  serverFieldErrors,
  toInput,
  validate,
  valuesOf,
} from './form-values';
import { severityNames } from './severity-labels';

function AudienceOptions({ audiences }: { audiences: AnnouncementAudiences }) {
  const t = useT();
  const districtName = new Map(audiences.districts.map((d) => [d._id, d.name]));
  return (
    <>
      {audiences.platform && <option value="platform">{t('communication.form.audiencePlatform')}</option>}
      {audiences.districts.length > 0 && (
        <optgroup label={t('communication.form.district')}>
          {audiences.districts.map((d) => (
            <option key={d._id} value={`district:${d._id}`}>
              {t('communication.form.wholeDistrict', { name: d.name })}
            </option>
          ))}
        </optgroup>
      )}
      {audiences.schools.length > 0 && (
        <optgroup label={t('communication.form.school')}>
          {audiences.schools.map((s) => (
            <option key={s._id} value={`school:${s._id}`}>
              {districtName.size > 1 && districtName.get(s._district) ? `${s.name} · ${districtName.get(s._district)}` : s.name}
            </option>
          ))}
        </optgroup>
      )}
    </>
  );
}

interface Props {
  /** The announcement to edit; a new one when absent. */
  editing?: AdminAnnouncement | undefined;
  onClose: () => void;
}

/**
 * Writing or editing an announcement: title, Markdown message with a live preview (rendered and
 * sanitized exactly like the banner and the full message), severity, the audience (only what the
 * admin may address), and when it starts and ends. Errors show once a field is touched (SPEC §5).
 */
export function AnnouncementFormDialog({ editing, onClose }: Props) {
  const t = useT();
  const { data: audiences } = useAnnouncementAudiences();
  const [values, setValues] = useState<FormValues>(() => (editing ? valuesOf(editing) : emptyValues(audiences)));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const pending = create.isPending || update.isPending;

  const errors = { ...validate(values), ...serverErrors };
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const touch = (field: Field) => () => setTouched((previous) => ({ ...previous, [field]: true }));
  const control = (field: Field) => ({ value: values[field], onChange: set(field), onBlur: touch(field) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ title: true, message: true, severity: true, audience: true, startsAt: true, endsAt: true });
    if (Object.values(validate(values)).some(Boolean)) return;
    const body = toInput(values);
    const done = {
      onSuccess: () => {
        showSnackbar(t(editing ? 'communication.form.saved' : 'communication.form.published'));
        onClose();
      },
      onError: (error: Error) => {
        const byField = serverFieldErrors(error);
        if (Object.keys(byField).length > 0) setServerErrors(byField);
        else showSnackbar(error.message || t('communication.form.notSaved'), 'error');
      },
    };
    if (editing) update.mutate({ id: editing._id, body }, done);
    else create.mutate(body, done);
  };

  // A start ahead schedules it (its audience is told when it starts); otherwise it shows at once.
  const later = new Date(values.startsAt).getTime() > Date.now();
  const previewTitle = values.title.trim() || t('communication.form.previewTitle');
  const previewMessage = values.message.trim() || t('communication.form.previewMessage');

  return (
    <FormDialog
      title={t(editing ? 'communication.form.editTitle' : 'communication.announcements.new')}
      onClose={onClose}
      size="lg"
      onSubmit={submit}
      submitLabel={t(editing ? 'communication.form.save' : later ? 'communication.form.schedule' : 'communication.form.publish')}
      pending={pending}
      loadingText={t('communication.form.saving')}
      colorPalette="brand"
    >
      <FormField label={t('communication.form.title')} error={shown('title')} required>
        <TextInput {...control('title')} maxLength={announcementLimits.title} />
      </FormField>
      <FormField label={t('communication.form.message')} error={shown('message')} required>
        <Textarea
          {...control('message')}
          rows={5}
          maxLength={announcementLimits.message}
          placeholder={t('communication.form.messagePlaceholder')}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('communication.form.severity')} error={shown('severity')}>
          <SelectInput {...control('severity')}>
            {(Object.keys(severityNames) as AnnouncementSeverity[]).map((severity) => (
              <option key={severity} value={severity}>
                {t(severityNames[severity])}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label={t('communication.form.audience')} error={shown('audience')} required>
          <SelectInput {...control('audience')}>
            <AudienceOptions audiences={audiences} />
          </SelectInput>
        </FormField>
        <FormField label={t('communication.form.starts')} error={shown('startsAt')} required>
          <TextInput type="datetime-local" {...control('startsAt')} />
        </FormField>
        <FormField label={t('communication.form.ends')} error={shown('endsAt')}>
          <TextInput type="datetime-local" {...control('endsAt')} />
        </FormField>
      </SimpleGrid>
      <Box as="section" aria-label={t('communication.form.preview')}>
        <Text fontWeight="medium" fontSize="sm" mb="1.5">
          {t('communication.form.preview')}
        </Text>
        <Box h="35px" borderRadius="l2" overflow="hidden" borderWidth="1px" data-testid="banner-preview">
          <AnnouncementBar title={previewTitle} message={previewMessage} severity={values.severity} />
        </Box>
        <Box mt="3" p="3" borderWidth="1px" borderRadius="l2" maxH="60" overflowY="auto" data-testid="message-preview">
          <Markdown source={previewMessage} />
        </Box>
      </Box>
    </FormDialog>
  );
}
