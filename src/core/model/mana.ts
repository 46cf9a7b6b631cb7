/** Mana costs: mana value (202.3) and color from mana cost (202.2). */
import { COLORS, type Color } from './terms.js';

const SYMBOL_COLORS: Record<string, Color> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

function symbols(cost: string | null): string[] {
  if (!cost) return [];
  return [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

/** 700.5: the mana symbols of the cost that are of any of the colours ({W/U} counts once; {W/P} counts). */
export function devotion(cost: string | null, colors: readonly Color[]): number {
  return symbols(cost).filter((s) => s.split('/').some((p) => colors.includes(SYMBOL_COLORS[p] as Color))).length;
}

/** The mana values of the costs seen so far. */
const manaValues = new Map<string, number>();

/** The mana value of a mana cost (202.3): the total amount of mana; X is 0; a hybrid symbol counts its largest part. */
export function manaValue(cost: string | null): number {
  if (!cost) return 0;
  let v = manaValues.get(cost);
  if (v === undefined) {
    v = manaValueOf(cost);
    if (manaValues.size < 10000) manaValues.set(cost, v);
  }
  return v;
}

function manaValueOf(cost: string): number {
  let total = 0;
  for (const s of symbols(cost)) {
    const parts = s.split('/');
    let best = 0;
    for (const p of parts) {
      if (/^\d+$/.test(p)) best = Math.max(best, Number(p));
      else if (p === 'X' || p === 'Y' || p === 'Z') best = Math.max(best, 0);
      else if (p !== 'P') best = Math.max(best, 1);
    }
    total += best;
  }
  return total;
}

/** 202.2: an object is the color or colors of the mana symbols in its mana cost. */
export function colorsOfCost(cost: string | null): Color[] {
  const found = new Set<Color>();
  for (const s of symbols(cost)) {
    for (const p of s.split('/')) {
      const c = SYMBOL_COLORS[p];
      if (c) found.add(c);
    }
  }
  return COLORS.filter((c) => found.has(c));
}
