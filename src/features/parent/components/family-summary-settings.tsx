import { Box, Checkbox, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FamilySummarySettings as Settings, SummaryLocale } from '@/contract/schemas/parent';
import { FormField } from '@/src/components/form-field';
import { QueryBoundary } from '@/src/components/query-boundary';
import { SelectInput } from '@/src/components/select-input';
import { localeNames, locales } from '@/src/lib/i18n/i18n';
import { useLocale, useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useFamilySummary, useSaveFamilySummary } from '../api/family-summary';

/**
 * The weekly summary mail, off until the parent opts in: one checkbox (a 44 px target) saved at once,
 * and the mail's language. Turning it on for the first time picks the language the portal is shown in.
 */
function FamilySummaryForm() {
  const t = useT();
  const current = useLocale();
  const { data: settings } = useFamilySummary();
  const save = useSaveFamilySummary();
  // Ark's checkbox shows a click at once, even while `checked` stays put; after a failed save, a fresh one shows the kept setting.
  const [failures, setFailures] = useState(0);
  const apply = (next: Settings) =>
    save.mutate(next, {
      onSuccess: (saved) => showSnackbar(saved.enabled ? t('parent.summary.savedOn') : t('parent.summary.savedOff')),
      onError: () => {
        setFailures((n) => n + 1);
        showSnackbar(t('parent.summary.failed'), 'error');
      },
    });
  // Until they first turn it on, the mail would be written in the language they read the portal in.
  const shownLocale: SummaryLocale = settings.enabled ? settings.locale : current;
  return (
    <Stack gap="3">
      <Checkbox.Root
        key={failures}
        checked={settings.enabled}
        disabled={save.isPending}
        onCheckedChange={({ checked }) => apply({ enabled: checked === true, locale: shownLocale })}
        minH="11"
        alignItems="center"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('parent.summary.toggle')}</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('parent.summary.hint')}
      </Text>
      {settings.enabled && (
        <Box maxW="xs">
          <FormField label={t('parent.summary.language')}>
            <SelectInput
              value={settings.locale}
              aria-disabled={save.isPending || undefined}
              onChange={(event) => apply({ enabled: true, locale: event.currentTarget.value as SummaryLocale })}
            >
              {locales.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {localeNames[locale]}
                </option>
              ))}
            </SelectInput>
          </FormField>
        </Box>
      )}
    </Stack>
  );
}

/** The settings card on the parent's page, loading in its own boundary (a failure leaves the children's page standing). */
export function FamilySummarySettings() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="family-summary-heading" borderWidth="1px" borderRadius="l3" p="4" mt="6">
      <Heading id="family-summary-heading" as="h2" size="md" mb="3">
        {t('parent.summary.heading')}
      </Heading>
      <QueryBoundary skeleton={<Skeleton height="11" />} what={t('parent.summary.what')}>
        <FamilySummaryForm />
      </QueryBoundary>
    </Box>
  );
}
