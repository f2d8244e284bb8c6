import { Alert } from '@chakra-ui/react';
import type { Division } from '@/contract/schemas/gradebook';
import { weightSummary } from '@/domain/grade-engine';

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/**
 * Division weights are optional. Once any is set, the teacher sees whether totals are weighted:
 * only when every division has one and they add up to 100 (the grade engine's rule); otherwise a
 * warning says what is off and that totals are by points meanwhile.
 */
export function WeightNotice({ divisions }: { divisions: readonly Division[] }) {
  if (!divisions.some((d) => d.weight !== null)) return null;
  const { sum, allSet, valid } = weightSummary(divisions);
  if (valid) {
    return (
      <Alert.Root status="success" variant="subtle" size="sm" role="status">
        <Alert.Indicator />
        <Alert.Title>Weights add up to 100%: totals are weighted by division.</Alert.Title>
      </Alert.Root>
    );
  }
  const problem = allSet
    ? `Division weights add up to ${percent(sum)}, not 100%.`
    : `Only some divisions have a weight (together ${percent(sum)}). Give every division a weight, or none.`;
  return (
    <Alert.Root status="warning" size="sm" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{problem}</Alert.Title>
        <Alert.Description>Until the weights add up to 100%, totals are computed from points.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
