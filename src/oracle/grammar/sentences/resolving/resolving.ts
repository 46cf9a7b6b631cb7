/**
 * Sentences of resolving abilities (608.2, 611.2; grammar.md § Resolving effects):
 *   effect := [Until end of turn ,] <subject> <predicates> [<duration>]
 *           | [you] gain control of <target> [<duration>] [and it gains …]
 *           | Switch <subject> 's power and toughness [<duration>]
 *           | Put N <kind> counter(s) on <subject> | Remove (N | any number of) <kind> counters from <subject>
 *           | Create <tokens>
 *           | Untap <subject> | Tap <subject> | Transform SELF
 *           | (Destroy | Sacrifice | Exile) <subject> | Return <subject> to its owner's hand | Attach <subject> to <subject>
 *           | <player> gains N life [and <player> loses N life]   (life.ts)
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
import { ownersControl, selfGiven, untapAndControl } from './control.js';
import { ifDayNightAfter } from './day-night.js';
import { beforeFightSentence, leadingDurationSentence } from './definite-target-sentences.js';
import { doubleSentence } from './double.js';
import { earthbendSentence } from './earthbend.js';
import { effectSentence } from './effect.js';
import { emblemSentence } from './emblem.js';
import { dieRollLineSentence, effectWhere, ifFlipSentence, ifItIsSentence, ifPaidSentence } from './if-effects.js';
import { forEachOpponentTarget, ifPaidAlsoSentence, ifPaidInsteadFirst, ifSelfIsSentence, youAndSentence } from './ifs.js';
import { ifInsteadSentence } from './instead.js';
import { insteadListSentence } from './instead-list.js';
import { attachSentence, countersSentence, flagSentence, flickerSentence, leaveSentence } from './instructions.js';
import { leadingDraw } from './leading-oneshot.js';
import { lifeSentence } from './life.js';
import { monstrositySentence } from './monstrosity.js';
import { moveCardSentence } from './move-cards.js';
import { oneShotThen } from './oneshot-then.js';
import { referentSentence } from './referents.js';
import { createdTokensHave, removeCountersSentence } from './remove-counters.js';
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

type Read = (tokens: readonly Token[]) => ResolvingPart | undefined;
type Rule = (c: Cursor, ctx: ParseContext, read: Read) => ResolvingPart | undefined;

/**
 * A rule with the words its production cannot do without, any one of them ("become a copy of", "create",
 * "'s base power", "… or …", "… if …"): tried only on a sentence that has one of them, since without it the
 * rule reads nothing. Only the costly rules that most sentences fail are guarded; the rest are tried on
 * every sentence.
 */
interface Guarded {
  rule: Rule;
  needs?: readonly string[];
}

const CREATES = ['create', 'creates'];

/** The resolving sentence rules, in the order they are tried (the first that reads the whole sentence wins). */
const RULES: readonly Guarded[] = [
  { rule: (x, ctx) => referentSentence(x, ctx) },
  { rule: (x, ctx) => untapAndControl(x, ctx) },
  { rule: (x, ctx) => selfGiven(x, ctx) },
  { rule: (x, ctx) => ownersControl(x, ctx), needs: ['own'] },
  { rule: (x, ctx) => moveCardSentence(x, ctx), needs: ['exile', 'put'] },
  { rule: (x) => stillLand(x) },
  { rule: (x, ctx) => flickerSentence(x, ctx), needs: ['return'] },
  { rule: (x, ctx) => textChangeSentence(x, ctx) },
  { rule: (x, ctx) => becomeCopySentence(x, ctx), needs: ['copy'] },
  { rule: (x, ctx) => flagSentence(x, ctx) },
  { rule: (x, ctx) => leaveSentence(x, ctx) },
  { rule: (x, ctx) => attachSentence(x, ctx) },
  { rule: (x, ctx) => lifeSentence(x, ctx) },
  { rule: (x, ctx) => countersSentence(x, ctx) },
  { rule: (x, ctx) => removeCountersSentence(x, ctx), needs: ['remove'] },
  { rule: (x, ctx) => createdTokensHave(x, ctx) },
  { rule: (x, ctx) => earthbendSentence(x, ctx) },
  { rule: (x, ctx, read) => amassSentence(x, ctx, read) },
  { rule: (x, ctx) => emblemSentence(x, ctx) },
  { rule: (x, ctx) => monstrositySentence(x, ctx) },
  { rule: (x, ctx) => tokensSentence(x, ctx), needs: CREATES },
  { rule: (x, ctx) => conditionalTokens(x, ctx, (y) => tokensSentence(y, ctx)), needs: CREATES },
  { rule: (x, ctx) => effectSentence(x, ctx) },
  { rule: (x, ctx) => doubleSentence(x, ctx) },
  { rule: (x, ctx) => ifItIsSentence(x, ctx) },
  { rule: (x, ctx) => ifReferentHasSentence(x, ctx, effectSentence) },
  { rule: (x, ctx) => ifReferentIsSentence(x, ctx, effectSentence) },
  { rule: (x, ctx) => ifCounteredSentence(x, ctx, effectSentence) },
  { rule: (x, ctx, read) => ifTargetIsSentence(x, ctx, read) },
  { rule: (x, ctx) => abilitiesEachIfSentence(x, ctx), needs: ['if'] },
  { rule: (x, ctx) => alternativesSentence(x, ctx), needs: ['or'] },
  { rule: (x, ctx) => otherwiseDidSentence(x, ctx, effectSentence) },
  { rule: (x, ctx) => choosePluralSentence(x, ctx) },
  { rule: (x, ctx) => ifThreatenSentence(x, ctx) },
  { rule: (x, ctx) => ifPaidSentence(x, ctx) },
  { rule: (x, ctx) => ifFlipSentence(x, ctx) },
  { rule: (x, ctx) => dieRollLineSentence(x, ctx) },
  { rule: (x, ctx) => unlessPaidSentence(x, ctx, effectWhere) },
  { rule: (x, ctx) => ifDayNightAfter(x, (y) => effectSentence(y, ctx)) },
  { rule: (x, ctx) => ifPaidAlsoSentence(x, ctx, effectSentence) },
  { rule: (x, ctx) => youAndSentence(x, ctx, effectSentence) },
  { rule: (x, ctx) => ifPaidInsteadFirst(x, ctx, effectSentence) },
  { rule: (x, ctx) => basePTSentence(x, ctx, effectSentence), needs: ['base'] },
  { rule: (x, ctx) => changeBasePowerSentence(x, ctx) },
  { rule: (x, ctx) => ifSelfIsSentence(x, ctx, effectSentence) },
  { rule: (x, ctx) => forEachOpponentTarget(x, ctx, effectSentence) },
  { rule: (x, ctx) => ifInsteadSentence(x, ctx, effectSentence), needs: ['if'] },
  { rule: (x, ctx) => insteadListSentence(x, ctx, effectSentence), needs: ['instead'] },
  { rule: (x, ctx, read) => compoundSentence(x, ctx, read) },
  { rule: (x, ctx, read) => leadingDraw(x, ctx, read) },
  { rule: (x, ctx, read) => oneShotThen(x, ctx, read) },
  { rule: (x, _ctx, read) => beforeFightSentence(x, read) },
  { rule: (x, ctx, read) => leadingDurationSentence(x, ctx, read) },
  { rule: (x, ctx, read) => chooseOneAndSentence(x, ctx, read) },
  { rule: (x, ctx, read) => sameIsTrueSentence(x, ctx, read) },
];

function hasWord(tokens: readonly Token[], words: readonly string[]): boolean {
  for (const t of tokens) if (t.k === 'word' && words.includes(t.v)) return true;
  return false;
}

export function resolvingSentence(all: readonly Token[], ctx: ParseContext): ResolvingPart | undefined {
  const c = new Cursor(withoutLeadIn(withoutAbilityWord(all)));
  const start = ctx.targets;
  const it = ctx.it;
  const read: Read = (t) => resolvingSentence(t, ctx);
  for (const { rule, needs } of RULES) {
    if (needs !== undefined && !hasWord(c.tokens, needs)) continue;
    c.pos = 0;
    ctx.targets = start;
    ctx.it = it;
    ctx.rest = undefined;
    const out = rule(c, ctx, read);
    if (out !== undefined && c.done) return out;
  }
  ctx.targets = start;
  ctx.it = it;
  return undefined;
}
