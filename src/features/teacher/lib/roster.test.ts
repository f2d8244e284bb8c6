import { describe, expect, it } from 'vitest';
import type { StudentSummary } from '@/contract/schemas/teacher';
import { searchRoster, sortRoster } from './roster';

const student = (firstName: string, lastName: string, rest: Partial<StudentSummary> = {}): StudentSummary => ({
  _id: `${firstName}-${lastName}`,
  firstName,
  lastName,
  studentNumber: `S-${firstName.length}${lastName.length}`,
  completion: 50,
  averageScore: 50,
  timeSpentSeconds: 0,
  completedCount: 0,
  lastActivityAt: '2026-11-01T00:00:00Z',
  ...rest,
});

const rows = [
  student('Zoë', 'Adams', { completion: 90, averageScore: null, lastActivityAt: null }),
  student('Liam', 'brown', { completion: 10, averageScore: 80, lastActivityAt: '2026-11-10T00:00:00Z' }),
  student('Ava', 'Brown', { completion: 55, averageScore: 95, lastActivityAt: '2026-11-12T00:00:00Z' }),
  student('Noah', 'Chen', { completion: 55, averageScore: 60, lastActivityAt: '2026-10-01T00:00:00Z' }),
];
const names = (list: StudentSummary[]) => list.map((s) => s.firstName);

describe('sortRoster', () => {
  it('sorts by last then first name, ignoring case, both ways', () => {
    expect(names(sortRoster(rows, 'name', 'asc'))).toEqual(['Zoë', 'Ava', 'Liam', 'Noah']);
    expect(names(sortRoster(rows, 'name', 'desc'))).toEqual(['Noah', 'Liam', 'Ava', 'Zoë']);
  });

  it('sorts by completion with ties broken by name', () => {
    expect(names(sortRoster(rows, 'completion', 'desc'))).toEqual(['Zoë', 'Ava', 'Noah', 'Liam']);
    expect(names(sortRoster(rows, 'completion', 'asc'))).toEqual(['Liam', 'Ava', 'Noah', 'Zoë']);
  });

  it('puts students without a score or activity last in either direction', () => {
    expect(names(sortRoster(rows, 'score', 'desc'))).toEqual(['Ava', 'Liam', 'Noah', 'Zoë']);
    expect(names(sortRoster(rows, 'score', 'asc'))).toEqual(['Noah', 'Liam', 'Ava', 'Zoë']);
    expect(names(sortRoster(rows, 'lastActivity', 'desc'))).toEqual(['Ava', 'Liam', 'Noah', 'Zoë']);
    expect(names(sortRoster(rows, 'lastActivity', 'asc'))).toEqual(['Noah', 'Liam', 'Ava', 'Zoë']);
  });

  it('does not reorder its input', () => {
    sortRoster(rows, 'name', 'asc');
    expect(names(rows)).toEqual(['Zoë', 'Liam', 'Ava', 'Noah']);
  });
});

describe('searchRoster', () => {
  it('finds by any part of the name, any case, without accents', () => {
    expect(names(searchRoster(rows, 'brown'))).toEqual(['Liam', 'Ava']);
    expect(names(searchRoster(rows, 'zoe'))).toEqual(['Zoë']);
    expect(names(searchRoster(rows, 'Brown, Ava'))).toEqual(['Ava']);
    expect(names(searchRoster(rows, '  ava brown '))).toEqual(['Ava']);
  });

  it('finds by student number and returns everyone for an empty query', () => {
    expect(names(searchRoster(rows, 'S-44'))).toEqual(['Noah']);
    expect(searchRoster(rows, '   ')).toHaveLength(4);
    expect(searchRoster(rows, 'nobody')).toEqual([]);
  });
});
