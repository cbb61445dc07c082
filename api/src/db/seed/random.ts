import { Faker, en, fr } from '@faker-js/faker';

/** The one fixed seed of the generator (docs/product.md#demo-data): change it and every demo changes. */
export const SEED = 20_260_101;

/** A small fast PRNG (mulberry32) for the bulk numbers; faker is kept for names and addresses. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items (all of them when count >= length), in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  /** An integer amount of cents in [min, max] euros, rounded to `step` cents. */
  cents(minEuros: number, maxEuros: number, step = 100): number {
    return Math.round(this.int(minEuros * 100, maxEuros * 100) / step) * step;
  }
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Each part of the seed draws from its own streams, named after it, so that changing one
 * generator never shifts the data of the others.
 */
export function streams(name: string): { rng: Rng; faker: Faker } {
  const seed = (SEED ^ hash(name)) >>> 0;
  const faker = new Faker({ locale: [fr, en] });
  faker.seed(seed);
  return { rng: new Rng(seed), faker };
}
