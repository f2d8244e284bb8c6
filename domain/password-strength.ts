/**
 * The one password policy of accounts people choose a password for (the teacher invite's accept
 * page): at least `minPasswordLength` characters and a zxcvbn score of at least `minPasswordScore`
 * (0–4; 3 is "safely unguessable": about 10^8 guesses), judged with the person's own name, email and
 * school as words an attacker would try first. The accept page shows the same verdict as its meter
 * and the server refuses a weaker password, so both read this module. zxcvbn and its word lists
 * (≈ 400 KB) are imported on first use: the browser loads them with the accept page only.
 */
export const minPasswordLength = 10;
export const minPasswordScore = 3;

export interface PasswordVerdict {
  /** 0 (guessed at once) to 4 (very strong). */
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
  /** Why it is weak, in a sentence; null when acceptable. */
  problem: string | null;
  /** Which reason `problem` words (a key of `warnings`, `short` or `generic`), for a page that says it in another language. */
  reason: PasswordProblem | null;
}

/** zxcvbn's warning keys (its English texts live in another package) in our words. */
const warnings = {
  straightRow: 'Rows of keys on a keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "6543" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is a very commonly used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'Do not use your name, email or school.',
  pwned: 'This password appeared in a data breach.',
} satisfies Record<string, string>;
const generic = 'Add more words or characters that are not a common phrase.';
const isWarning = (key: string): key is keyof typeof warnings => Object.hasOwn(warnings, key);
export type PasswordProblem = 'short' | 'generic' | keyof typeof warnings;

type Checker = (password: string, userInputs: string[]) => { score: number; feedback: { warning: string | null } };

let checker: Promise<Checker> | undefined;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return (password, userInputs) => zxcvbn.check(password, userInputs);
  });
  return checker;
}

/** Splits names, emails and school names into the words zxcvbn should treat as known to an attacker. */
function wordsOf(inputs: string[]): string[] {
  return inputs.flatMap((input) => {
    const words = input.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    // "Ada Lovelace" is also tried as "adalovelace".
    return [...words, words.join('')].filter((word) => word.length >= 3);
  });
}

export async function checkPassword(password: string, userInputs: string[] = []): Promise<PasswordVerdict> {
  const check = await loadChecker();
  // zxcvbn's cost grows with length; past 100 characters the first 100 decide.
  const result = check(password.slice(0, 100), wordsOf(userInputs));
  const score = Math.max(0, Math.min(4, result.score)) as PasswordVerdict['score'];
  if (password.length < minPasswordLength) {
    return {
      score: Math.min(score, 1) as PasswordVerdict['score'],
      acceptable: false,
      problem: `Use at least ${minPasswordLength} characters.`,
      reason: 'short',
    };
  }
  if (score >= minPasswordScore) return { score, acceptable: true, problem: null, reason: null };
  const warning = result.feedback.warning;
  return warning && isWarning(warning)
    ? { score, acceptable: false, problem: warnings[warning], reason: warning }
    : { score, acceptable: false, problem: generic, reason: 'generic' };
}
