/**
 * The test bench: for every catalog card the compiler reads fully, the compiled abilities behave
 * like the hand-written ones. The whole suite runs in that mode with MTG_LAYERS_CATALOG=compiled;
 * this file checks the bench itself in the default mode: each fully-read card, alone and beside
 * the hand-written catalog's "probe" creatures, evaluates to the same characteristics.
 */
import { describe, expect, it } from 'vitest';
import { cardFromOracle } from '../../src/catalog/index.js';
import type { CardDef, Choices } from '../../src/core/model/objects.js';
import { benchCards, compiledCatalogDefinitions, STAYS_HAND_WRITTEN } from '../../src/oracle/catalog-bench.js';
import { abilityDefSchema } from '../../src/scenario/ability-schema.js';
import { card, Game } from '../helpers/game.js';

/** 614.12: an "as enters" choice must be made; the same one for both definitions. */
const CHOSEN: Choices = {
  color: 'green',
  creatureType: 'Elf',
  cardType: 'Creature',
  landType: 'Forest',
  basicLandType: 'Forest',
  player: 'opponent',
  x: 2,
};

function characteristics(def: CardDef, probes: string[]): unknown {
  const g = new Game();
  g.enter(def, { id: 'subject', choices: CHOSEN });
  for (const p of probes) g.enter(p, { id: `probe-${p}` });
  const r = g.result();
  return Object.fromEntries(
    Object.entries(r.objects).map(([id, o]) => [
      id,
      [o.types, o.subtypes, o.supertypes, o.colors, o.power, o.toughness, o.controller, o.abilities.length],
    ]),
  );
}

describe('catalog bench (compiled vs hand-written)', () => {
  const bench = benchCards();
  const compiled = compiledCatalogDefinitions();

  it('reads most catalog faces fully, and every compiled ability validates', () => {
    const faces = bench.reduce((n, b) => n + (b.oracle.backFace ? 2 : 1), 0);
    expect(faces).toBeGreaterThanOrEqual(235);
    expect(compiled.size).toBeGreaterThan(200);
    for (const abilities of compiled.values()) for (const a of abilities) abilityDefSchema.parse(a);
  });

  it('every face kept hand-written says why', () => {
    for (const why of Object.values(STAYS_HAND_WRITTEN)) expect(why.length).toBeGreaterThan(10);
  });

  it('each fully-read card evaluates like its hand-written definition, on its own and among probe creatures', () => {
    const probes = ['Grizzly Bears', 'Llanowar Elves', 'Goblin King', 'Memnite'];
    const available = probes.filter((p) => {
      try {
        card(p);
        return true;
      } catch {
        return false;
      }
    });
    let compared = 0;
    for (const b of bench) {
      if (!b.fullyRead.includes(b.oracle.name)) continue;
      const hand = cardFromOracle(b.oracle);
      const comp = cardFromOracle(
        b.oracle,
        new Map([...compiled].filter(([face]) => face === b.oracle.name || face === b.oracle.backFace?.name)),
      );
      expect(characteristics(comp, available), b.oracle.name).toEqual(characteristics(hand, available));
      compared++;
    }
    expect(compared).toBeGreaterThan(200);
  });
});
