/**
 * Every catalog card works with the engine: it enters (or resolves), each of its
 * abilities that resolves can be activated, and the result is well-formed. This
 * guards the card data against shapes the engine would stumble on.
 */
import { describe, expect, it } from 'vitest';
import { allCards } from '../src/catalog/index.js';
import { targetWords } from '../src/core/actions/target-words.js';
import { activateAbility, castSpell, enterObjects, evaluate, type GameState, type ObjectResult } from '../src/core/index.js';
import { Game } from './helpers/game.js';

/**
 * 601.2c: as many targets as the texts' "target" words take (each at least one, at most its number), from `pool`;
 * the whole pool's first two when the number can't be told from the text.
 */
function targetsFor(texts: readonly string[], pool: readonly string[]): string[] {
  let n = 0;
  for (const t of texts) {
    const words = targetWords(t, 2);
    if (words === null) return pool.slice(0, 2);
    for (const [lo, hi] of words) n += Math.min(hi, Math.max(lo, 1));
  }
  return pool.slice(0, n);
}

function wellFormed(o: ObjectResult): void {
  for (const n of [o.power, o.toughness]) expect(n === null || Number.isInteger(n)).toBe(true);
  expect(o.abilities.every((a) => typeof a === 'string' && a.length > 0)).toBe(true);
  expect(o.colors.every((c) => ['white', 'blue', 'black', 'red', 'green'].includes(c))).toBe(true);
}

function board(): GameState {
  return new Game()
    .enter('Grizzly Bears')
    .enter('Forest')
    .enter('Sol Ring')
    .enter('Crusade', { controller: 'opponent' })
    .enter('Serra Angel', { controller: 'opponent' }).state;
}

describe('every catalog card with the engine', () => {
  for (const card of allCards()) {
    it(`${card.name}: enters or resolves, and its abilities resolve`, () => {
      const base = board();
      const isSpell = card.types.includes('Instant') || card.types.includes('Sorcery');
      const choices = {
        color: 'blue',
        creatureType: 'Elf',
        copyOf: 'grizzly-bears',
        x: 2,
        from: 'white',
        to: 'blue',
        player: 'opponent',
        // 608.2c: the object "it" / "that creature" names that is neither a target nor the source.
        object: 'grizzly-bears',
      } as const;
      // 700.2: a modal spell is cast with each of its modes in turn, with as many targets as that mode takes.
      const modal = card.abilities.find((a) => a.kind === 'spell' && a.resolve?.modal)?.resolve?.modal;
      if (isSpell && modal) {
        modal.modes.forEach((mode, i) => {
          const targets = ['serra-angel', 'grizzly-bears'].slice(0, mode.targets ?? 0);
          const r = castSpell(base, { id: 'subject', card, targets, choices, modes: [i + 1] });
          if (!r.ok) throw new Error(r.error.message);
          for (const o of Object.values(evaluate(r.value).objects)) wellFormed(o);
        });
        return;
      }
      // 707.2: an "enter as a copy of any artifact/enchantment" chooses one it may copy; the
      // first permanent of the board that the card's ability accepts.
      const enterWith = (copyOf: string) =>
        enterObjects(base, [
          {
            id: 'subject',
            card,
            choices: { ...choices, copyOf },
            ...(card.subtypes.includes('Aura') || card.subtypes.includes('Equipment') ? { attachedTo: 'grizzly-bears' } : {}),
          },
        ]);
      const entered = () => {
        let r = enterWith('grizzly-bears');
        for (const other of ['sol-ring', 'crusade', 'forest'])
          if (!r.ok && r.error.message.includes("can't enter as a copy")) r = enterWith(other);
        return r;
      };
      const spellTexts = card.abilities.flatMap((a) => (a.kind === 'spell' ? [a.text] : []));
      const spellTargets = targetsFor(spellTexts, ['serra-angel', 'grizzly-bears', 'forest', 'sol-ring']);
      const step = isSpell ? castSpell(base, { id: 'subject', card, targets: spellTargets, choices }) : entered();
      if (!step.ok) throw new Error(step.error.message);
      const result = evaluate(step.value);
      for (const o of Object.values(result.objects)) wellFormed(o);
      const subject = result.objects.subject;
      expect(subject?.name === null || typeof subject?.name === 'string').toBe(true);
      if (isSpell) return;
      (subject?.abilities ?? []).forEach((text, i) => {
        // 702.6a, 702.67a: equip and fortify target exactly one creature / land their controller controls.
        const pool = ['grizzly-bears', 'forest', 'sol-ring', 'serra-angel'];
        const targets = /^Equip\b/.test(text) ? ['grizzly-bears'] : /^Fortify\b/.test(text) ? ['forest'] : targetsFor([text], pool);
        const r = activateAbility(step.value, { object: 'subject', ability: i + 1, targets, choices, x: 2 });
        if (!r.ok) throw new Error(r.error.message);
        for (const o of Object.values(evaluate(r.value).objects)) wellFormed(o);
      });
    });
  }
});
