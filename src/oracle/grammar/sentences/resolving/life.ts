/**
 * Life gained and lost as an ability resolves (119.3; grammar.md § Resolving effects):
 *   life   := <player> (gain | gains | lose | loses) <n> life ( [,] and <player> (gain | gains | lose | loses) <n> life )*
 *   player := you | target opponent | target player | that player | each opponent | each player
 * ("Target opponent loses 2 life and you gain 2 life.", Obzedat, Ghost Council). A target player is the one
 * chosen as it was cast or activated (choices.player, 115.1).
 */
import type { Resolution } from '../../../../core/effects/language/abilities.js';
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import type { PlayerRef } from '../../../../core/effects/language/references.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { numberWord } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

const PLAYERS: [string, PlayerRef, boolean][] = [
  ['target opponent', { chosen: 'player' }, true],
  ['target player', { chosen: 'player' }, true],
  ['that player', { chosen: 'player' }, false],
  ['each opponent', 'opponent', false],
  ['each player', 'any', false],
  ['you', 'you', false],
];

function lifeClause(c: Cursor, ctx: ParseContext): { player: PlayerRef; amount: Value } | undefined {
  return c.attempt((c2) => {
    const who = PLAYERS.find(([words]) => c2.accept(words));
    if (who === undefined) return undefined;
    const verb = c2.acceptAny('gains', 'gain', 'loses', 'lose');
    if (verb === undefined) return undefined;
    const t = c2.peek();
    const n: Value | undefined = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? { x: true } : numberWord(c2.word());
    if (n === undefined) return undefined;
    c2.next();
    if (!c2.accept('life')) return undefined;
    if (who[2]) ctx.targets++;
    const lose = verb.startsWith('lose');
    return { player: who[1], amount: lose ? (typeof n === 'number' ? -n : { times: [n, -1] }) : n };
  });
}

export function lifeSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  const life: NonNullable<Resolution['life']> = [];
  for (;;) {
    const clause = lifeClause(c, ctx);
    if (clause === undefined) return undefined;
    life.push(clause);
    if (c.done) return { kind: 'life', life };
    if (c.acceptAny(', and', 'and') === undefined) return undefined;
  }
}
