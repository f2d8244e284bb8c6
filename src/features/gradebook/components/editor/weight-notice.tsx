import { Alert } from '@chakra-ui/react';
import type { Division } from '@/contract/schemas/gradebook';
import { weightSummary } from '@/domain/grade-engine';
import { useLocale, useT } from '@/src/lib/i18n/use-t';

/**
 * Division weights are optional. Once any is set, the teacher sees whether totals are weighted:
 * only when every division has one and they add up to 100 (the grade engine's rule); otherwise a
 * warning says what is off and that totals are by points meanwhile.
 */
export function WeightNotice({ divisions }: { divisions: readonly Division[] }) {
  const t = useT();
  const locale = useLocale();
  if (!divisions.some((d) => d.weight !== null)) return null;
  const { sum, allSet, valid } = weightSummary(divisions);
  if (valid) {
    return (
      <Alert.Root status="success" variant="subtle" size="sm" role="status">
        <Alert.Indicator />
        <Alert.Title>{t('gradebook.weights.valid')}</Alert.Title>
      </Alert.Root>
    );
  }
  // Two decimals, as typed: 99.99 must not read as 100.
  const sumText = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(sum / 100);
  const problem = t(allSet ? 'gradebook.weights.sum' : 'gradebook.weights.some', { sum: sumText });
  return (
    <Alert.Root status="warning" size="sm" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{problem}</Alert.Title>
        <Alert.Description>{t('gradebook.weights.hint')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
