/**
 * Control-changing resolutions this grammar reads beyond "gain control of <target>" (resolving.ts;
 * grammar.md § Control changes):
 *
 *   ownersControl := each player gains control of (all | each) <phrase> they own [that you control]   (108.3)
 *   untapControl := untap (<target> | all <phrase>) and gain control of (it | them) [<duration>]
 *   givenSelf    := <player> gains control of SELF [and (untaps it | puts a <kind> counter on it)]
 *                 | that player untaps SELF and gains control of it
 *   <player>     := the player with the most life | the player with the lowest life total   {lifeRank} (119)
 *                 | if two or more players are tied for lowest life total , you choose one of them , and that player
 *                 | the attacking player (506.2: the active player) | target opponent ({chosen: player})
 *
 * A player's gaining control of SELF is a layer-2 effect on SELF (613.1b) that lasts indefinitely (611.2a);
 * the player is fixed as it resolves (608.2h): "the player with the most life" then, not later.
 *
 * "Untap target creature and gain control of it until end of turn." (Threaten): a layer-2 effect on the
 * target (613.1b) and the target untapped; "That creature gains haste …" then names the same target.
 */

import type { PlayerRef } from '../../../../core/effects/language/references.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { objectPhrase } from '../../nouns/object-phrase.js';
import { and } from '../../nouns/phrase.js';
import { counterKind } from '../../nouns/tails.js';
import { subject } from '../../subjects/subject.js';
import type { ResolvingPart } from './resolving-part.js';

export function untapAndControl(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('untap')) return undefined;
  const subj = subject(c, ctx);
  const sel = subj?.selector;
  if (sel === undefined || !('target' in sel || 'targets' in sel || 'all' in sel)) return undefined;
  if (c.acceptAny('and gain control of it', 'and gain control of them') === undefined) return undefined;
  const d = duration(c, ctx) ?? 'permanent';
  if (!c.done) return undefined;
  ctx.it = sel;
  const control: ResolvingPart = { kind: 'effect', effect: { affects: sel, ops: [{ op: 'control', player: 'you' }], duration: d } };
  // "Untap all creatures and gain control of them until end of turn." (Insurrection): the set locked as it resolves (611.2c).
  if ('all' in sel) return { kind: 'many', parts: [control, { kind: 'untap', untap: sel }] };
  return { kind: 'many', parts: [control, { kind: 'flag', flag: 'untapTargets' }] };
}

/**
 * 108.3: each permanent's owner gains control of it — "each player gains control of all nontoken permanents they
 * own" (Brooding Saurian), "… all creatures they own" (Trostani Discordant), "… each land they own that you
 * control" (Herald of Leshrac):
 *   ownersControl := each player gains control of (all | each) <phrase> they own [that you control]
 */
export function ownersControl(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('each player gains control of') || c.acceptAny('all', 'each') === undefined) return undefined;
  const p = objectPhrase(c, ctx);
  if (p === undefined || p.zones !== undefined || !c.accept('they own')) return undefined;
  const filters = [...p.filters];
  if (c.accept('that you control')) filters.push({ controller: 'you' });
  return c.done ? { kind: 'controlToOwner', what: { all: and(filters) } } : undefined;
}

/** Who gains control in "<player> gains control of SELF" (see the grammar above); the cursor is left after "gains control of". */
function givingPlayer(c: Cursor, ctx: ParseContext): PlayerRef | undefined {
  let who: PlayerRef | undefined;
  if (c.accept('the player with the most life')) who = { lifeRank: 'most' };
  else if (c.acceptAny('the player with the lowest life total', 'the player with the least life') !== undefined)
    who = { lifeRank: 'least' };
  else if (c.accept('if two or more players are tied for lowest life total , you choose one of them , and that player'))
    who = { lifeRank: 'least', tied: 'chosen' };
  // 506.2: the attacking player is the active player.
  else if (c.accept('the attacking player')) who = 'active';
  else if (c.accept('target opponent')) {
    ctx.targets++;
    who = { chosen: 'player' };
  }
  return who !== undefined && c.accept('gains control of SELF') ? who : undefined;
}

/**
 * "the player with the most life gains control of SELF" (Ghazbán Ogre), "… the lowest life total …" and its tie
 * sentence (Loxodon Peacekeeper), "the attacking player gains control of SELF and untaps it" (Contested Game
 * Ball), "target opponent gains control of SELF and puts a charge counter on it" (Jinxed Choker), "that player
 * untaps SELF and gains control of it" (Karona, False God).
 */
export function selfGiven(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  let who: PlayerRef | undefined;
  let untap = false;
  if (c.accept('that player untaps SELF and gains control of it')) {
    who = { chosen: 'player' };
    untap = true;
  } else who = givingPlayer(c, ctx);
  if (who === undefined) return undefined;
  const parts: ResolvingPart[] = [
    { kind: 'effect', effect: { affects: { self: true }, ops: [{ op: 'control', player: who }], duration: 'permanent' } },
  ];
  if (!untap && c.accept('and untaps it')) untap = true;
  else if (!untap && c.accept('and puts a')) {
    const kind = counterKind(c);
    if (kind === undefined || !c.accept('on it')) return undefined;
    parts.push({ kind: 'counters', counters: [{ on: { self: true }, kind, amount: 1 }] });
  }
  if (!c.done) return undefined;
  if (untap) parts.push({ kind: 'untap', untap: { self: true } });
  return parts.length === 1 ? parts[0] : { kind: 'many', parts };
}
