/**
 * Noun phrases → filters and selectors (grammar.md § Noun phrases):
 *   phrase   := [quantifier] adjective* head tail*
 *   adjective:= other | non<type> | nontoken | colour (or colour)* | tapped | attacking | <Subtype> | <type> | legendary …
 *   head     := creature(s) | land(s) | permanent(s) | <Subtype plural> | token(s) | card(s) | spell(s)
 *   tail     := you control | your opponents control | with <counter> counter(s) on it | with <keyword>
 *               | with power N or greater | of the chosen type | in your graveyard | on the battlefield
 */
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { adjective } from './adjectives.js';
import { linkedExiledCards } from './exiled-with.js';
import { extraTail, otherThanRelated } from './filters.js';
import { head } from './heads.js';
import { listContinues } from './lists.js';
import { and, filterOf, type ObjectPhrase } from './phrase.js';
import { controllerTail, withTail, zoneTail } from './tails.js';

export function objectPhrase(c: Cursor, ctx: ParseContext): ObjectPhrase | undefined {
  return c.attempt((c2) => {
    const linked = linkedExiledCards(c2, ctx);
    if (linked !== undefined) return linked;
    const out: ObjectPhrase = { filters: [], plural: false };
    for (;;) {
      const adj = adjective(c2);
      if (adj === undefined) break;
      out.filters.push(adj);
      c2.accept(',');
    }
    if (!head(c2, out)) return undefined;
    // "artifact or creature", "Wolf or Werewolf", "instant and/or sorcery cards", "artifact, creature, or land"
    let listed = false;
    for (;;) {
      const save = c2.pos;
      // "Birds, Frogs, Otters, and Rats": ", and" closes a list a bare comma opened (subtypeList, filters.ts).
      const joiner = c2.acceptAny(', or', 'or', 'and / or', 'and', ...(listed ? [', and'] : []), ',');
      if (joiner === undefined) break;
      const article = c2.acceptAny('a', 'an') !== undefined;
      const alt: ObjectPhrase = { filters: [], plural: false };
      // "artifact, non-Aura enchantment, or land" (Absorbing Man): an alternative in a comma list has its own
      // adjectives ("and other creatures …" stays a second phrase: Crown of Vigor).
      if (joiner.startsWith(',')) for (let adj = adjective(c2); adj !== undefined; adj = adjective(c2)) alt.filters.push(adj);
      // A bare comma joins heads only inside a list that goes on ("artifact, creature, or land").
      if (!head(c2, alt) || (joiner === ',' && !(c2.at(', or') || c2.at(',') || c2.at('or') || listContinues(c2)))) {
        c2.pos = save;
        break;
      }
      if (joiner === ',') listed = true;
      // "a land creature or a land entered the battlefield …": the second phrase is a clause's subject.
      if (article && c2.at('entered')) {
        c2.pos = save;
        break;
      }
      if (article) {
        // "an artifact creature or a Plan": the article starts a second noun phrase, so the first one's
        // adjectives are not the second's (an artifact creature, or any Plan).
        out.filters = [{ or: [and(out.filters), and(alt.filters)] }];
        out.plural = out.plural || alt.plural;
        continue;
      }
      const prev = out.filters.pop() as Filter;
      out.filters.push({ or: [prev, and(alt.filters)] });
      out.plural = out.plural || alt.plural;
    }
    // "creatures and lands", "artifacts, creatures, or lands" kept to one level
    for (;;) {
      const owner = controllerTail(c2, ctx);
      if (owner !== undefined) {
        out.filters.push(owner);
        continue;
      }
      const extra = extraTail(c2, ctx, (c3) => {
        const p = objectPhrase(c3, ctx);
        return p === undefined ? undefined : filterOf(p);
      });
      if (extra !== undefined) {
        out.filters.push(extra);
        continue;
      }
      // "Creature spells you cast": spells on the stack you control (601.2, 113.1a).
      if (c2.accept('you cast')) {
        if (c2.at('from')) return undefined;
        out.filters.push({ controller: 'you' });
        out.zones = ['stack'];
        continue;
      }
      if (withTail(c2, out)) continue;
      if (zoneTail(c2, ctx, out)) continue;
      // "each creature you control that is a Wolf or a Werewolf", "creatures that are Fungi and / or Saprolings"
      const relative = c2.attempt((c3) => {
        if (c3.acceptAny('that is', 'that are') === undefined) return undefined;
        if (c3.at('the chosen type')) return undefined;
        const alts: Filter[] = [];
        for (;;) {
          c3.acceptAny('a', 'an');
          const alt: ObjectPhrase = { filters: [], plural: false };
          if (!head(c3, alt)) return undefined;
          alts.push(and(alt.filters));
          if (c3.acceptAny('or', 'and / or') === undefined) break;
        }
        return alts.length === 1 ? alts[0] : { or: alts };
      });
      if (relative !== undefined) {
        out.filters.push(relative);
        continue;
      }
      // "Creatures you control that are enchanted get +1/+1" (Aura Gnarlid's kin): an Aura is attached to each (303.4);
      // "that are equipped" (301.5), "that are tapped".
      const state = c2.attempt((c3) => {
        if (c3.acceptAny('that is', 'that are') === undefined || c3.word(1) === 'by') return undefined;
        if (c3.accept('enchanted')) return { attachedBy: { subtype: 'Aura' } } as Filter;
        if (c3.accept('equipped')) return { equipped: true } as Filter;
        if (c3.accept('tapped')) return { tapped: true } as Filter;
        if (c3.accept('untapped')) return { tapped: false } as Filter;
        return undefined;
      });
      if (state !== undefined) {
        out.filters.push(state);
        continue;
      }
      // "creatures other than SELF and the chosen creature" (Zenos yae Galvus): neither the source nor
      // the object chosen as it resolved (choices.object).
      if (ctx.resolving && c2.accept('other than SELF and the chosen creature')) {
        out.filters.push({ other: true }, { not: { is: 'object' } });
        continue;
      }
      if (c2.accept('other than SELF')) {
        out.filters.push({ other: true });
        continue;
      }
      if (c2.accept('of the chosen type')) {
        out.filters.push({ subtype: { chosen: 'creatureType' } });
        continue;
      }
      // 608.2d: "creatures of the creature type of your choice", "… of that type" after "Choose a creature type."
      // — chosen as it resolves (choices.creatureType).
      if (ctx.resolving && (c2.accept('of the creature type of your choice') || (ctx.typeChosen === true && c2.accept('of that type')))) {
        out.filters.push({ subtype: { chosen: 'creatureType' } });
        continue;
      }
      if (c2.accept('of the chosen color')) {
        out.filters.push({ color: { chosen: 'color' } });
        continue;
      }
      if (c2.at('that are') && c2.word(2) === 'the' && c2.word(3) === 'chosen' && c2.word(4) === 'type') {
        c2.pos += 5;
        out.filters.push({ subtype: { chosen: 'creatureType' } });
        continue;
      }
      break;
    }
    out.filters = otherThanRelated(out.filters);
    return out;
  });
}
