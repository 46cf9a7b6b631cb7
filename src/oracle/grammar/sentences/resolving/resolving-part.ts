/** What one resolving sentence contributes to its ability's Resolution (build.ts folds the parts). */

import type { EmblemDef, LeaveBattlefield, Resolution, ResolvedEffectDef, TokenDef } from '../../../../core/effects/language/abilities.js';
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Filter, Value } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import type { ReferentPart } from './referents.js';

/** What one resolving sentence contributes. */
export type ResolvingPart =
  | { kind: 'effect'; effect: ResolvedEffectDef }
  | { kind: 'counters'; counters: NonNullable<Resolution['counters']> }
  | { kind: 'tokens'; tokens: TokenDef[] }
  /** "They each have flying …" after a create: abilities of the tokens just created (remove-counters.ts, 111.4). */
  | { kind: 'tokenAbilities'; abilities: NonNullable<TokenDef['abilities']> }
  | { kind: 'flag'; flag: 'untapTargets' | 'tapTargets' | 'transformSelf' | 'exchangeControl' | 'exchangeControlWithSelf' | 'flicker' }
  | { kind: 'stillLand' }
  /** "If evidence was collected, it has base power and toughness 1/1 until end of turn instead." */
  | { kind: 'instead'; effect: ResolvedEffectDef; paid: Filter }
  /** "It gets -4/-0 until end of turn instead if you control an outlaw." (instead.ts, 608.2c) */
  | { kind: 'insteadIf'; effect: ResolvedEffectDef; cond: Condition }
  /** "Untap all creatures …" (control.ts): objects untapped besides the targets. */
  | { kind: 'untap'; untap: Selector; if?: Condition }
  /** "Tap SELF", "tap that creature" (instructions.ts): objects tapped besides the targets (701.26a). */
  | { kind: 'tap'; tap: Selector }
  /** "Target opponent loses 2 life and you gain 2 life." (life.ts, 119.3) */
  | { kind: 'life'; life: NonNullable<Resolution['life']> }
  /** "Destroy …", "Sacrifice …", "Exile …", "Return … to its owner's hand" (leave.ts): performed by the core. */
  | { kind: 'leave'; leave: LeaveBattlefield }
  /** "attach SELF to it" (instructions.ts, 701.3) */
  | { kind: 'attach'; attach: NonNullable<Resolution['attach']> }
  /** "each player gains control of all nontoken permanents they own" (108.3). */
  | { kind: 'controlToOwner'; what: Selector }
  /** "you may exile a creature card from your graveyard" (400.3). */
  | { kind: 'moveCard'; move: NonNullable<Resolution['moveCards']>[number] }
  | { kind: 'many'; parts: ResolvingPart[] }
  /** 701.47a: "Amass Orcs 2" (amass.ts), performed by the core before the effects. */
  | { kind: 'amass'; amass: NonNullable<Resolution['amass']> }
  /** 114.1: "You get an emblem with "…"" (emblem.ts), created by the core as it resolves. */
  | { kind: 'emblem'; emblem: EmblemDef }
  /** 701.37a: "Monstrosity 3." (monstrosity.ts), performed by the core. */
  | { kind: 'monstrosity'; amount: Value }
  /** "If you do, …. Otherwise, …" (resolution-choices.ts): the previous effect under option 1, this one under option 2 (608.2d). */
  | { kind: 'otherwiseDid'; effect: ResolvedEffectDef }
  /** Referents (referents.ts): a choice as it resolves, a return to the battlefield and what the returned object is (611.2e). */
  | Exclude<ReferentPart, { kind: 'counters' }>;
