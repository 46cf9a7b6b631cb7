/**
 * Sentences of resolving abilities (608.2, 611.2; grammar.md § Resolving effects):
 *   effect := [Until end of turn ,] <subject> <predicates> [<duration>]
 *           | [you] gain control of <target> [<duration>] [and it gains …]
 *           | Switch <subject> 's power and toughness [<duration>]
 *           | Put N <kind> counter(s) on <subject>
 *           | Create <tokens>
 *           | Untap <subject> | Tap <subject> | Transform SELF
 *           | It's still a land.   (205.1b: the previous effect keeps the land type)
 */
import type { Token } from '../../../lex.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { stillA } from '../../predicates/still-a.js';
import { withoutAbilityWord } from '../../words/ability-words.js';
import { amassSentence } from './amass.js';
import { basePTSentence, changeBasePowerSentence } from './base-pt.js';
import { becomeCopySentence } from './become-copy.js';
import { compoundSentence } from './compound.js';
import { selfGiven, untapAndControl } from './control.js';
import { ifDayNightAfter } from './day-night.js';
import { beforeFightSentence, leadingDurationSentence } from './definite-target-sentences.js';
import { doubleSentence } from './double.js';
import { earthbendSentence } from './earthbend.js';
import { effectSentence } from './effect.js';
import { emblemSentence } from './emblem.js';
import { effectWhere, ifFlipSentence, ifItIsSentence, ifPaidSentence } from './if-effects.js';
import { forEachOpponentTarget, ifPaidAlsoSentence, ifPaidInsteadFirst, ifSelfIsSentence, youAndSentence } from './ifs.js';
import { ifInsteadSentence } from './instead.js';
import { insteadListSentence } from './instead-list.js';
import { countersSentence, flagSentence, flickerSentence } from './instructions.js';
import { leadingDraw } from './leading-oneshot.js';
import { monstrositySentence } from './monstrosity.js';
import { oneShotThen } from './oneshot-then.js';
import { referentSentence } from './referents.js';
import { alternativesSentence, chooseOneAndSentence, otherwiseDidSentence } from './resolution-choices.js';
import type { ResolvingPart } from './resolving-part.js';
import { sameIsTrueSentence } from './same-is-true.js';
import { textChangeSentence } from './text-change.js';
import { ifReferentHasSentence } from './then-if.js';
import { ifThreatenSentence } from './threaten.js';
import { conditionalTokens } from './token-ifs.js';
import { tokensSentence } from './tokens.js';
import { unlessPaidSentence } from './unless-paid.js';
import {
  abilitiesEachIfSentence,
  choosePluralSentence,
  ifCounteredSentence,
  ifReferentIsSentence,
  ifTargetIsSentence,
} from './unread-referents.js';

function stillLand(c: Cursor): ResolvingPart | undefined {
  // 205.1b: "It's still a land.", "He's still a planeswalker." (Gideon Jura), "It's still a Cave land."
  if (stillA(c, 'sentence') && c.done) return { kind: 'stillLand' };
  return undefined;
}

/** One resolving sentence; undefined when the grammar doesn't read it. */
/**
 * "Then …", "You may …", "If you do, …" lead into an effect; the optional choice is the scenario's to
 * make (it resolves the ability or not), so the effect is read as if the choice was taken.
 */
function withoutLeadIn(tokens: readonly Token[]): readonly Token[] {
  const first = tokens[0];
  if (first?.k === 'word' && first.v === 'then') return tokens.slice(1);
  // "If you do, …" / "When you do, …" follow an optional action the scenario has taken by resolving this.
  const c = new Cursor(tokens);
  if (c.accept('if you do ,') || c.accept('when you do ,')) return tokens.slice(c.pos);
  const second = tokens[1];
  if (
    first?.k === 'word' &&
    first.v === 'you' &&
    second?.k === 'word' &&
    second.v === 'may' &&
    tokens[2]?.k === 'word' &&
    (tokens[2] as { v: string }).v !== 'have'
  )
    return tokens.slice(2);
  return tokens;
}

export function resolvingSentence(all: readonly Token[], ctx: ParseContext): ResolvingPart | undefined {
  const c = new Cursor(withoutLeadIn(withoutAbilityWord(all)));
  const start = ctx.targets;
  const it = ctx.it;
  for (const rule of [
    (x: Cursor) => referentSentence(x, ctx),
    (x: Cursor) => untapAndControl(x, ctx),
    (x: Cursor) => selfGiven(x, ctx),
    stillLand,
    (x: Cursor) => flickerSentence(x, ctx),
    (x: Cursor) => textChangeSentence(x, ctx),
    (x: Cursor) => becomeCopySentence(x, ctx),
    (x: Cursor) => flagSentence(x, ctx),
    (x: Cursor) => countersSentence(x, ctx),
    (x: Cursor) => earthbendSentence(x, ctx),
    (x: Cursor) => amassSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => emblemSentence(x, ctx),
    (x: Cursor) => monstrositySentence(x, ctx),
    (x: Cursor) => tokensSentence(x, ctx),
    (x: Cursor) => conditionalTokens(x, ctx, (y) => tokensSentence(y, ctx)),
    (x: Cursor) => effectSentence(x, ctx),
    (x: Cursor) => doubleSentence(x, ctx),
    (x: Cursor) => ifItIsSentence(x, ctx),
    (x: Cursor) => ifReferentHasSentence(x, ctx, effectSentence),
    (x: Cursor) => ifReferentIsSentence(x, ctx, effectSentence),
    (x: Cursor) => ifCounteredSentence(x, ctx, effectSentence),
    (x: Cursor) => ifTargetIsSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => abilitiesEachIfSentence(x, ctx),
    (x: Cursor) => alternativesSentence(x, ctx),
    (x: Cursor) => otherwiseDidSentence(x, ctx, effectSentence),
    (x: Cursor) => choosePluralSentence(x, ctx),
    (x: Cursor) => ifThreatenSentence(x, ctx),
    (x: Cursor) => ifPaidSentence(x, ctx),
    (x: Cursor) => ifFlipSentence(x, ctx),
    (x: Cursor) => unlessPaidSentence(x, ctx, effectWhere),
    (x: Cursor) => ifDayNightAfter(x, (y) => effectSentence(y, ctx)),
    (x: Cursor) => ifPaidAlsoSentence(x, ctx, effectSentence),
    (x: Cursor) => youAndSentence(x, ctx, effectSentence),
    (x: Cursor) => ifPaidInsteadFirst(x, ctx, effectSentence),
    (x: Cursor) => basePTSentence(x, ctx, effectSentence),
    (x: Cursor) => changeBasePowerSentence(x, ctx),
    (x: Cursor) => ifSelfIsSentence(x, ctx, effectSentence),
    (x: Cursor) => forEachOpponentTarget(x, ctx, effectSentence),
    (x: Cursor) => ifInsteadSentence(x, ctx, effectSentence),
    (x: Cursor) => insteadListSentence(x, ctx, effectSentence),
    (x: Cursor) => compoundSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => leadingDraw(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => oneShotThen(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => beforeFightSentence(x, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => leadingDurationSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => chooseOneAndSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => sameIsTrueSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
  ]) {
    c.pos = 0;
    ctx.targets = start;
    ctx.it = it;
    ctx.rest = undefined;
    const out = rule(c);
    if (out !== undefined && c.done) return out;
  }
  ctx.targets = start;
  ctx.it = it;
  return undefined;
}
