/**
 * The auto-apply threshold: a pull's plan applies itself only if, in every school, it deactivates at
 * most `maxPercent` of the school's active students (a provider that suddenly answers half a school,
 * or marks it tobedeleted, must wait for a person). Counted from the pulled users themselves, the way
 * the plan deactivates (§10): in a bulk pull a linked student absent from the users, in both modes
 * one the provider marks `tobedeleted` or not `enabledUser`.
 */
import type { ActiveStudent } from '../repos/roster-pull-state';
import type { JsonRecord } from './provider-client';

export interface ThresholdVerdict {
  within: boolean;
  /** Why not, for the pull's status (no names: counts only). */
  reason: string | null;
}

const gone = (user: JsonRecord) => user.status === 'tobedeleted' || String(user.enabledUser) === 'false';

export function deactivationVerdict(
  students: readonly ActiveStudent[],
  users: readonly JsonRecord[],
  mode: 'bulk' | 'delta',
  maxPercent: number,
): ThresholdVerdict {
  const pulled = new Map(users.map((user) => [String(user.sourcedId), user]));
  const perSchool = new Map<string, { active: number; deactivated: number }>();
  for (const student of students) {
    const school = perSchool.get(student.school_id) ?? { active: 0, deactivated: 0 };
    perSchool.set(student.school_id, school);
    school.active++;
    const record = pulled.get(student.linked ?? student.id) ?? pulled.get(student.id);
    const deactivated = record ? gone(record) : mode === 'bulk' && student.linked !== null;
    if (deactivated) school.deactivated++;
  }
  for (const { active, deactivated } of perSchool.values()) {
    const percent = (deactivated / active) * 100;
    if (percent > maxPercent)
      return {
        within: false,
        reason: `it would deactivate ${deactivated} of a school's ${active} active students (${percent.toFixed(1)} %, more than the ${maxPercent} % allowed without approval)`,
      };
  }
  return { within: true, reason: null };
}
