import { Checkbox } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { RosterProvider, RosterProviderSave } from '@/contract/schemas/roster-pull';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { SecretField } from '@/src/components/secret-field';
import { SelectInput, ValueOptions } from '@/src/components/select-input';
import { TextInput } from '@/src/components/text-input';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { saveErrors } from '@/src/lib/save-errors';
import { showSnackbar } from '@/src/lib/snackbar';
import { useSaveProvider } from '../api/provider';

type Field = keyof RosterProviderSave;

/** The fields whose refusals the client words itself, in the reader's language (the server's words are English). */
const fieldWords: Partial<Record<Field, MessageId>> = {
  baseUrl: 'roster.provider.error.url',
  tokenUrl: 'roster.provider.error.tokenUrl',
  authKind: 'roster.provider.error.authKind',
  maxDeactivatePercent: 'roster.provider.error.threshold',
};

function fieldErrors(t: Translate, error: unknown) {
  return saveErrors<Field>(error, {
    words: (field) => {
      const words = fieldWords[field];
      return words ? t(words) : undefined;
    },
  });
}

const versionOptions = [
  { value: 'v1p1', label: 'OneRoster 1.1 (v1p1)' },
  { value: 'v1p2', label: 'OneRoster 1.2 (v1p2)' },
];

/**
 * The district's OneRoster REST connection (README, "Connecting a OneRoster REST provider"): where
 * the provider is, how the server signs in to it, and what a pull may do by itself. The secret is
 * write-only: the server answers only that one is saved, and a new one replaces it when typed.
 */
export function ProviderDialog({ districtId, saved, onClose }: { districtId: string; saved: RosterProvider | null; onClose: () => void }) {
  const t = useT();
  const save = useSaveProvider(districtId);
  const [baseUrl, setBaseUrl] = useState(saved?.baseUrl ?? '');
  const [version, setVersion] = useState<RosterProviderSave['version']>(saved?.version ?? 'v1p2');
  const [authKind, setAuthKind] = useState<RosterProviderSave['authKind']>(saved?.authKind ?? 'oauth2');
  const [tokenUrl, setTokenUrl] = useState(saved?.tokenUrl ?? '');
  const [scope, setScope] = useState(saved?.scope ?? '');
  const [clientId, setClientId] = useState(saved?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [enabled, setEnabled] = useState(saved?.enabled ?? true);
  const [autoApply, setAutoApply] = useState(saved?.autoApply ?? false);
  const [threshold, setThreshold] = useState(String(saved?.maxDeactivatePercent ?? 5));
  const [errors, setErrors] = useState<ReturnType<typeof saveErrors<Field>>>({ fields: {} });
  const oauth1 = authKind === 'oauth1';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const body: RosterProviderSave = {
      baseUrl,
      version,
      authKind,
      tokenUrl: oauth1 ? null : tokenUrl,
      scope: oauth1 || !scope.trim() ? null : scope,
      clientId,
      enabled,
      autoApply,
      maxDeactivatePercent: threshold.trim() === '' ? Number.NaN : Number(threshold),
      // Left out, the server keeps the saved secret.
      ...(clientSecret ? { clientSecret } : {}),
    };
    save.mutate(body, {
      onSuccess: () => {
        showSnackbar(t('roster.provider.saved'));
        onClose();
      },
      onError: (e) => setErrors(fieldErrors(t, e)),
    });
  };

  return (
    <FormDialog
      title={saved ? t('roster.provider.dialogTitle') : t('roster.provider.dialogNew')}
      onClose={onClose}
      size="md"
      onSubmit={submit}
      submitLabel={saved ? t('roster.provider.save') : t('roster.provider.connectButton')}
      pending={save.isPending}
      failure={{ title: t('roster.provider.notSaved'), message: errors.message }}
    >
      <FormField label={t('roster.provider.baseUrl')} error={errors.fields.baseUrl} required>
        <TextInput
          value={baseUrl}
          inputMode="url"
          placeholder="https://sis.example.org/ims/oneroster/v1p1"
          maxLength={500}
          onChange={(e) => setBaseUrl(e.currentTarget.value)}
        />
      </FormField>
      <FormField label={t('roster.provider.version')} error={errors.fields.version}>
        <SelectInput
          value={version}
          onChange={(e) => {
            const next = e.currentTarget.value as RosterProviderSave['version'];
            setVersion(next);
            // OAuth 1.0a is for 1.1 providers only.
            if (next !== 'v1p1') setAuthKind('oauth2');
          }}
        >
          <ValueOptions options={versionOptions} />
        </SelectInput>
      </FormField>
      <FormField label={t('roster.provider.signIn')} error={errors.fields.authKind}>
        <SelectInput value={authKind} onChange={(e) => setAuthKind(e.currentTarget.value as RosterProviderSave['authKind'])}>
          <option value="oauth2">{t('roster.provider.oauth2')}</option>
          <option value="oauth1" disabled={version !== 'v1p1'}>
            {t('roster.provider.oauth1')}
          </option>
        </SelectInput>
      </FormField>
      {!oauth1 && (
        <FormField label={t('roster.provider.tokenUrl')} error={errors.fields.tokenUrl} required>
          <TextInput value={tokenUrl} inputMode="url" maxLength={500} onChange={(e) => setTokenUrl(e.currentTarget.value)} />
        </FormField>
      )}
      <FormField label={oauth1 ? t('roster.provider.consumerKey') : t('roster.provider.clientId')} error={errors.fields.clientId} required>
        <TextInput value={clientId} maxLength={500} autoComplete="off" onChange={(e) => setClientId(e.currentTarget.value)} />
      </FormField>
      <SecretField
        label={oauth1 ? t('roster.provider.consumerSecret') : t('roster.provider.clientSecret')}
        value={clientSecret}
        onChange={setClientSecret}
        error={errors.fields.clientSecret}
        saved={Boolean(saved?.clientSecretSet)}
        savedText={t('roster.provider.secretSaved')}
        keepHint={t('roster.provider.secretHint')}
      />
      {!oauth1 && (
        <FormField label={t('roster.provider.scope')} error={errors.fields.scope}>
          <TextInput value={scope} maxLength={500} onChange={(e) => setScope(e.currentTarget.value)} />
        </FormField>
      )}
      <Checkbox.Root checked={enabled} onCheckedChange={({ checked }) => setEnabled(checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('roster.provider.pullNightly')}</Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root checked={autoApply} onCheckedChange={({ checked }) => setAutoApply(checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('roster.provider.autoApplyToggle')}</Checkbox.Label>
      </Checkbox.Root>
      <FormField label={t('roster.provider.threshold')} error={errors.fields.maxDeactivatePercent}>
        <TextInput value={threshold} inputMode="decimal" onChange={(e) => setThreshold(e.currentTarget.value)} />
      </FormField>
    </FormDialog>
  );
}
