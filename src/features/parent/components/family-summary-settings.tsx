import { Box, chakra, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { FamilySummarySettings as Settings, SummaryLocale } from '@/contract/schemas/parent';
import { LocaleButtons } from '@/src/components/locale-buttons';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useLocale, useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useFamilySummary, useSaveFamilySummary } from '../api/family-summary';

/**
 * The weekly summary mail, off until the parent opts in: one checkbox (a 44 px target) saved at once,
 * and the mail's language as the language switcher's toggle buttons (`LocaleButtons`). Turning it on
 * for the first time picks the language the portal is shown in. Native controls and `Button` only: the parent
 * portal's JavaScript budget has no room for Chakra's checkbox and select machinery.
 */
function FamilySummaryForm() {
  const t = useT();
  const current = useLocale();
  const { data: settings } = useFamilySummary();
  const save = useSaveFamilySummary();
  const languageId = useId();
  const apply = (next: Settings) =>
    save.mutate(next, {
      onSuccess: (saved) => showSnackbar(saved.enabled ? t('parent.summary.savedOn') : t('parent.summary.savedOff')),
      onError: () => showSnackbar(t('parent.summary.failed'), 'error'),
    });
  // Until they first turn it on, the mail would be written in the language they read the portal in.
  const shownLocale: SummaryLocale = settings.enabled ? settings.locale : current;
  return (
    <Stack gap="3">
      <chakra.label display="flex" alignItems="center" gap="3" minH="11" cursor="pointer">
        <chakra.input
          type="checkbox"
          w="5"
          h="5"
          accentColor="colorPalette.solid"
          checked={settings.enabled}
          disabled={save.isPending}
          onChange={(event) => apply({ enabled: event.currentTarget.checked, locale: shownLocale })}
        />
        <Text as="span">{t('parent.summary.toggle')}</Text>
      </chakra.label>
      <Text fontSize="sm" color="fg.muted">
        {t('parent.summary.hint')}
      </Text>
      {settings.enabled && (
        <Stack gap="1">
          <Text id={languageId} fontSize="sm" fontWeight="medium">
            {t('parent.summary.language')}
          </Text>
          <LocaleButtons
            aria-labelledby={languageId}
            value={settings.locale}
            idleVariant="outline"
            disabled={save.isPending}
            onChoose={(locale) => apply({ enabled: true, locale })}
          />
        </Stack>
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
