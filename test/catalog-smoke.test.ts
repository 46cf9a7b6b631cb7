/**
 * Every catalog card works with the engine: it enters (or resolves), each of its
 * abilities that resolves can be activated, and the result is well-formed. This
 * guards the card data against shapes the engine would stumble on.
 */
import { describe, expect, it } from 'vitest';
import { allCards } from '../src/catalog/index.js';
import { targetWords } from '../src/core/actions/target-words.js';
import { activateAbility, castSpell, enterObjects, evaluate, type GameState, type ObjectResult, type Outcome } from '../src/core/index.js';
import { Game } from './helpers/game.js';

/** The board's permanents, as targets to try (601.2c). */
const POOL = ['serra-angel', 'grizzly-bears', 'forest', 'sol-ring', 'crusade', 'subject'];

/**
 * 601.2c: as many targets as the texts' "target" words take (each at least one, at most its number), from `pool`;
 * the whole pool's first two when the number can't be told from the text.
 */
/** The ordered choices of `n` of `pool` (all of them when fewer), the first ones first. */
function choicesOf(pool: readonly string[], n: number): string[][] {
  if (n <= 0 || pool.length === 0) return [[]];
  return pool.flatMap((x) =>
    choicesOf(
      pool.filter((y) => y !== x),
      n - 1,
    ).map((rest) => [x, ...rest]),
  );
}

/**
 * `run` with the first targets (of as many as `first` has, from its pool order) that fit the card's target phrases
 * (601.2c: compiled cards carry them); null when none does on this board (nobody could cast it here).
 */
function withFitting(first: readonly string[], pool: readonly string[], run: (targets: string[]) => Outcome): Outcome | null {
  for (const targets of [[...first], ...choicesOf(pool, first.length)]) {
    const r = run(targets);
    if (r.ok || !/doesn't fit|can't be a target/.test(r.error.message)) return r;
  }
  return null;
}

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
          const first = ['serra-angel', 'grizzly-bears'].slice(0, mode.targets ?? 0);
          const r = withFitting(first, POOL, (targets) => castSpell(base, { id: 'subject', card, targets, choices, modes: [i + 1] }));
          if (r === null) return;
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
      const step = isSpell
        ? withFitting(spellTargets, POOL, (targets) => castSpell(base, { id: 'subject', card, targets, choices }))
        : entered();
      if (step === null) return;
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
        const r = withFitting(targets, POOL, (t) =>
          activateAbility(step.value, { object: 'subject', ability: i + 1, targets: t, choices, x: 2 }),
        );
        if (r === null) return;
        if (!r.ok) throw new Error(r.error.message);
        for (const o of Object.values(evaluate(r.value).objects)) wellFormed(o);
      });
    });
  }
});
