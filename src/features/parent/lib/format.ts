// The rule lives in `domain/` since the weekly family summary mail (server) formats the same way.
export { formatDate, formatDuration, formatPercent } from '@/domain/parent-format';
