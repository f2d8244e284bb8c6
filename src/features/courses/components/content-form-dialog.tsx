import { Box, Button, HStack, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import type { CatalogueItem } from '@/contract/schemas/courses';
import type { ContentKind } from '@/contract/schemas/teacher';
import { DialogFrame } from '@/src/components/dialog-frame';
import { FormDialogActions } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { InlineAlert } from '@/src/components/inline-alert';
import { Markdown } from '@/src/components/markdown/markdown';
import { QueryBoundary } from '@/src/components/query-boundary';
import { SelectInput } from '@/src/components/select-input';
import { TextInput } from '@/src/components/text-input';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useCatalogueItem } from '../api/catalogue';
import { useCreateContent, useUpdateContent } from '../api/catalogue-mutations';
import { type SaveFailure, saveFailure } from '../lib/field-errors';
import { kindLabels } from '../lib/format';

const kinds = Object.keys(kindLabels) as ContentKind[];

interface Draft {
  title: string;
  kind: ContentKind;
  body: string;
  maxScore: string;
  minutes: string;
}

interface Props {
  unitId: string;
  /** Given: that item is edited (its body loads first); else a new item goes at the end of the unit. */
  item?: CatalogueItem;
  onClose: () => void;
}

/**
 * A content item written or edited: title, kind, Markdown body with TeX (previewed as teachers see
 * it), max score and minutes. One dialog from the start (its body loads the item): swapping a
 * loading dialog for another would hand the focus back to the page, which closes the new one.
 */
export function ContentFormDialog({ unitId, item, onClose }: Props) {
  const t = useT();
  const create = useCreateContent();
  const update = useUpdateContent();
  const formId = useId();
  const pending = create.isPending || update.isPending;
  const fields = { formId, unitId, onClose, create, update, ...(item ? { item } : {}) };
  return (
    <DialogFrame
      title={item ? t('courses.form.edit', { name: item.title }) : t('courses.content.new')}
      onClose={onClose}
      footer={
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t(item ? 'courses.content.save' : 'courses.content.add')}
          pending={pending}
          loadingText={t('courses.saving')}
          form={formId}
        />
      }
    >
      {item ? (
        <QueryBoundary
          what={t('courses.content.what')}
          skeleton={
            <Stack gap="3" aria-busy="true" aria-label={t('courses.content.loading')}>
              <Skeleton height="10" />
              <Skeleton height="40" />
            </Stack>
          }
        >
          <LoadedContentForm {...fields} item={item} />
        </QueryBoundary>
      ) : (
        <ContentForm {...fields} initial={{ title: '', kind: 'lesson', body: '', maxScore: '', minutes: '15' }} />
      )}
    </DialogFrame>
  );
}

interface FormProps {
  formId: string;
  unitId: string;
  item?: CatalogueItem;
  onClose: () => void;
  create: ReturnType<typeof useCreateContent>;
  update: ReturnType<typeof useUpdateContent>;
}

function LoadedContentForm(props: FormProps & { item: CatalogueItem }) {
  const { data } = useCatalogueItem(props.item._id);
  return (
    <ContentForm
      {...props}
      initial={{
        title: data.title,
        kind: data.kind,
        body: data.body,
        maxScore: data.maxScore === null ? '' : String(data.maxScore),
        minutes: String(data.minutes),
      }}
    />
  );
}

function ContentForm({ formId, unitId, item, onClose, create, update, initial }: FormProps & { initial: Draft }) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const [preview, setPreview] = useState(false);
  const [failure, setFailure] = useState<SaveFailure>({ fields: {} });
  const pending = create.isPending || update.isPending;
  const graded = draft.kind !== 'lesson';
  const set = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const maxScore = graded ? Number(draft.maxScore) : null;
    const minutes = Number(draft.minutes);
    const fields: Record<string, string> = {};
    if (!draft.title.trim()) fields.title = t('courses.content.titleRequired');
    if (graded && !(maxScore && maxScore > 0)) fields.maxScore = t('courses.content.maxScoreRequired');
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 600) fields.minutes = t('courses.content.minutesRange');
    if (Object.keys(fields).length > 0) return setFailure({ fields });
    const body = { title: draft.title, kind: draft.kind, body: draft.body, maxScore, minutes };
    const handlers = {
      onSuccess: () => {
        showSnackbar(item ? t('courses.content.saved') : t('courses.content.added', { title: draft.title.trim() }));
        onClose();
      },
      onError: (error: unknown) => setFailure(saveFailure(error)),
    };
    if (item) update.mutate({ id: item._id, body }, handlers);
    else create.mutate({ unitId, body }, handlers);
  };

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        {failure.message && <InlineAlert title={t('courses.content.notSaved')}>{failure.message}</InlineAlert>}
        <FormField label={t('courses.content.title')} error={failure.fields.title} required>
          <TextInput value={draft.title} maxLength={200} onChange={(e) => set({ title: e.currentTarget.value })} />
        </FormField>
        <HStack gap="4" align="start" wrap="wrap">
          <Box flex="1 1 10rem">
            <FormField label={t('courses.content.kind')} error={failure.fields.kind}>
              <SelectInput value={draft.kind} onChange={(e) => set({ kind: e.currentTarget.value as ContentKind })}>
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {t(kindLabels[k])}
                  </option>
                ))}
              </SelectInput>
            </FormField>
          </Box>
          {graded && (
            <Box flex="1 1 8rem">
              <FormField label={t('courses.content.maxScore')} error={failure.fields.maxScore} required>
                <TextInput
                  type="number"
                  inputMode="decimal"
                  min={0}
                  value={draft.maxScore}
                  onChange={(e) => set({ maxScore: e.currentTarget.value })}
                />
              </FormField>
            </Box>
          )}
          <Box flex="1 1 8rem">
            <FormField label={t('courses.content.minutes')} error={failure.fields.minutes}>
              <TextInput
                type="number"
                inputMode="numeric"
                min={1}
                max={600}
                value={draft.minutes}
                onChange={(e) => set({ minutes: e.currentTarget.value })}
              />
            </FormField>
          </Box>
        </HStack>
        <FormField label={t('courses.content.body')} error={failure.fields.body}>
          <Textarea value={draft.body} rows={10} fontFamily="mono" fontSize="sm" onChange={(e) => set({ body: e.currentTarget.value })} />
        </FormField>
        <Box>
          <Button type="button" variant="outline" size="sm" aria-expanded={preview} onClick={() => setPreview((p) => !p)}>
            {t(preview ? 'courses.content.hidePreview' : 'courses.content.showPreview')}
          </Button>
          {preview && (
            <Box mt="3" p="4" borderWidth="1px" borderRadius="l2" aria-label={t('courses.content.preview')} role="region">
              {draft.body.trim() ? <Markdown source={draft.body} /> : <Text color="fg.muted">{t('courses.content.nothingToPreview')}</Text>}
            </Box>
          )}
        </Box>
      </Stack>
    </form>
  );
}

/** An item as teachers see it (read only): for admins who read the catalogue. */
export function ContentViewDialog({ item, onClose }: { item: CatalogueItem; onClose: () => void }) {
  const t = useT();
  return (
    <DialogFrame
      title={item.title}
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('courses.close')}
        </Button>
      }
    >
      <QueryBoundary
        what={t('courses.content.what')}
        skeleton={<Skeleton height="40" aria-busy="true" aria-label={t('courses.content.loading')} />}
      >
        <ItemBody id={item._id} />
      </QueryBoundary>
    </DialogFrame>
  );
}

function ItemBody({ id }: { id: string }) {
  const { data } = useCatalogueItem(id);
  return <Markdown source={data.body} />;
}
