/**
 * Seeded pseudo-random numbers for demo data.
 *
 * The seed script must produce the same listings, photos and people on every run (so
 * screenshots, tests and links stay stable), which Math.random cannot give. mulberry32 is
 * tiny, fast and good enough for scattering demo data; it is not for anything secret.
 */

/** Turns a string into a 32-bit seed (FNV-1a), so callers can seed by name: new Rng('photos:ext-03'). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number | string) {
    // Strings are hashed; numbers are truncated to 32 bits so 1.5 and 1 do not silently differ in type only.
    this.state = (typeof seed === 'string' ? hashString(seed) : Math.trunc(seed)) >>> 0;
  }

  /** A float in [0, 1). mulberry32 step. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    if (max < min) throw new RangeError(`Rng.int: max ${max} < min ${min}`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** One element, uniformly. Throws on an empty array rather than returning undefined into typed code. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty array');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One value, with probability proportional to its weight (weights need not sum to 1). */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += Math.max(0, w);
    if (items.length === 0 || total <= 0) throw new RangeError('Rng.weighted: no positive weights');
    let r = this.next() * total;
    for (const [value, w] of items) {
      r -= Math.max(0, w);
      if (r < 0) return value;
    }
    // Floating-point rounding can leave r a hair above 0; the last positive item is the right answer then.
    for (let i = items.length - 1; i >= 0; i--) {
      const item = items[i];
      if (item && item[1] > 0) return item[0];
    }
    throw new RangeError('Rng.weighted: unreachable');
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /**
   * A normally distributed float (Box–Muller). No spare value is cached, so each call
   * consumes exactly two draws and the stream stays easy to reason about.
   */
  normal(mean = 0, sd = 1): number {
    // 1 - next() is in (0, 1], which keeps log() finite.
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A shuffled copy (Fisher–Yates); the input is left alone so shared constant arrays stay intact. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /**
   * An independent generator derived from this one's current state and a label. Lets a
   * generator hand sub-tasks their own stream, so adding draws in one place does not
   * reshuffle everything generated after it.
   */
  fork(label: string): Rng {
    return new Rng((hashString(label) ^ Math.floor(this.next() * 4294967296)) >>> 0);
  }
}
