// The rule lives in `domain/` since the weekly family summary mail (server) tells the same standing.
export { gradeOf, greatFrom, needsHelpBelow, type Standing, standingOf } from '@/domain/standing';
