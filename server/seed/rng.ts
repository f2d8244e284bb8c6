/**
 * Deterministic randomness for the demo seed. Every random choice and every id comes from here,
 * so two seeds of two empty databases give identical rows.
 *
 * Streams are keyed by name (`rng('progress')`): a change in how one area of the seed draws
 * numbers does not shift the numbers (and ids) of every other area.
 */

const baseSeed = 'cs-lms-demo-2026';

/** cyrb128: a fast 128-bit string hash, used only to turn a stream key into a PRNG state. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32: a small, fast PRNG with 128 bits of state (so distinct keys do not collide like a 32-bit seed would). */
function sfc32(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up: the first outputs of sfc32 are correlated with the seed.
  for (let i = 0; i < 12; i++) next();
  return next;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** Roughly normal (sum of uniforms), mean 0, standard deviation about 1. */
  normal(): number;
}

export function rng(stream: string): Rng {
  const raw = sfc32(cyrb128(`${baseSeed}/${stream}`));
  const next = () => raw() / 4294967296;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    normal: () => {
      let sum = 0;
      for (let i = 0; i < 6; i++) sum += next();
      return (sum - 3) / Math.SQRT1_2;
    },
  };
}

const hex = (n: number) => n.toString(16).padStart(8, '0');

/**
 * A stable RFC 4122 version-4-format UUID for an entity key, e.g. `id('student/A/17')`. The same
 * key always gives the same id; the version and variant bits are set so `z.uuid()` accepts it.
 */
export function id(key: string): string {
  const next = sfc32(cyrb128(`${baseSeed}/id/${key}`));
  const words = [next(), next(), next(), next()];
  const w1 = ((words[1]! & 0xffff0fff) | 0x00004000) >>> 0; // version 4
  const w2 = ((words[2]! & 0x3fffffff) | 0x80000000) >>> 0; // variant 10xx
  const h = hex(words[0]!) + hex(w1) + hex(w2) + hex(words[3]!);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
