const longDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** "3 December 2026": a deadline as people say it. */
export function formatDate(iso: string) {
  return longDate.format(new Date(iso));
}

/** "1 day", "30 days". */
export function days(count: number) {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** A job interval in the largest whole unit: "every 6 hours", "every 15 minutes", "every 90 seconds". */
export function every(seconds: number) {
  const units = [
    { size: 86_400, name: 'day' },
    { size: 3_600, name: 'hour' },
    { size: 60, name: 'minute' },
    { size: 1, name: 'second' },
  ];
  const unit = units.find((u) => seconds % u.size === 0) ?? units[3]!;
  const count = seconds / unit.size;
  return count === 1 ? `every ${unit.name}` : `every ${count} ${unit.name}s`;
}

/** A student's name as the record and the deletion confirmation spell it. */
export function fullName(student: { firstName: string; lastName: string }) {
  return `${student.firstName} ${student.lastName}`;
}

/** What was typed, as it is compared with the name: outer spaces dropped, inner runs of spaces made one. */
export function normalizeName(typed: string) {
  return typed.trim().replace(/\s+/g, ' ');
}
