import { describe, expect, it } from 'vitest';
import { looksLikeFollowUp, searchWords, smallTalkOf } from './query-terms';

describe('query terms', () => {
  it('keeps letters and digits, drops search syntax, question wrappers and repeats', () => {
    expect(searchWords('Can you explain "binary" -search OR loops, loops?')).toEqual(['you', 'binary', 'search', 'loops']);
    expect(searchWords('What should my 7th graders know about Überprüfung?')).toEqual(['what', 'my', 'about', 'überprüfung']);
    expect(searchWords('?!')).toEqual([]);
  });

  it('tells small talk from questions', () => {
    expect(smallTalkOf('Hello!')).toBe('greeting');
    expect(smallTalkOf('good morning 👋')).toBe('greeting');
    expect(smallTalkOf('Thanks a lot.')).toBe('thanks');
    expect(smallTalkOf('bye')).toBe('farewell');
    expect(smallTalkOf('hello, what is a loop?')).toBeNull();
  });

  it('spots a short question leaning on the previous one', () => {
    expect(looksLikeFollowUp('Why does it need a sorted list?')).toBe(true);
    expect(looksLikeFollowUp('and the worst case?')).toBe(true);
    expect(looksLikeFollowUp('How does binary search work?')).toBe(false);
  });
});
