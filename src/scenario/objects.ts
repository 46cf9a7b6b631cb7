/**
 * Object entries (`battlefield` items, `enter` values) and card references: catalog names
 * or inline definitions.
 */
import type { CardDef, Choices } from '../core/model.js';
import { inlineCard } from './cards.js';
import type { LoadContext } from './context.js';
import { MAX_PROBLEMS, MAX_SUGGEST_LENGTH } from './limits.js';
import type { PathSeg } from './problems.js';
import { type ChoicesInput, InlineCardSchema, type ObjectMappingInput, ObjectMappingSchema } from './schema.js';
import { didYouMean } from './suggest.js';
import type { EnterSpec } from './types.js';

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The card a `card:` / `cast:` value names or defines; undefined (reported) when there is none. */
export function readCard(ctx: LoadContext, ref: unknown, path: readonly PathSeg[]): CardDef | undefined {
  if (typeof ref === 'string') {
    const card = ctx.cards.findCard(ref);
    if (card === undefined) {
      // Suggestions cost an edit distance per catalog name: only for the problems that are listed.
      const hint = ref.length <= MAX_SUGGEST_LENGTH && ctx.problems.length < MAX_PROBLEMS ? didYouMean(ctx.cards.suggestCards(ref, 3)) : '';
      ctx.report(path, `unknown card ${JSON.stringify(ref)}${hint}`);
    }
    return card;
  }
  if (isMapping(ref)) {
    const parsed = ctx.parse(InlineCardSchema, ref, path);
    return parsed === undefined ? undefined : inlineCard(parsed);
  }
  ctx.report(path, 'expected a catalog card name or an inline card definition (a mapping with `name` and `typeLine`)');
  return undefined;
}

/** The name used for a card reference even when it is invalid (for default ids). */
export function cardName(ref: unknown): string {
  if (typeof ref === 'string') return ref;
  if (isMapping(ref) && typeof ref.name === 'string') return ref.name;
  return 'object';
}

/** Checks the ids and players named in `choices`. */
export function checkChoices(ctx: LoadContext, choices: ChoicesInput | undefined, path: readonly PathSeg[]): Choices | undefined {
  if (choices === undefined) return undefined;
  if (choices.player !== undefined) ctx.refPlayer(choices.player, [...path, 'player']);
  if (choices.copyOf !== undefined) ctx.refId(choices.copyOf, [...path, 'copyOf']);
  return choices as Choices;
}

export interface ReadObject {
  spec: EnterSpec | undefined;
  /** Checks of references, run once every object of the same `enter` has its id. */
  checkRefs: () => void;
}

/** One object entry: declares its id at once; its references are checked by `checkRefs`. */
export function readObject(ctx: LoadContext, raw: unknown, path: readonly PathSeg[]): ReadObject {
  const none = { spec: undefined, checkRefs: () => {} };
  if (typeof raw === 'string') {
    const card = readCard(ctx, raw, path);
    const id = ctx.ids.fresh(raw);
    ctx.declare(id, raw, path, false);
    const spec: EnterSpec = { id, card: card as CardDef, controller: ctx.activePlayer, owner: ctx.activePlayer };
    return { spec: card === undefined ? undefined : spec, checkRefs: () => {} };
  }
  if (!isMapping(raw)) {
    ctx.report(path, 'expected a card name or a mapping with `card` (e.g. `{ card: Forest, controller: opponent }`)');
    return none;
  }
  const parsed = ctx.parse(ObjectMappingSchema, raw, path);
  const name = cardName(raw.card);
  const rawId = typeof raw.id === 'string' && raw.id !== '' ? raw.id : undefined;
  const id = rawId ?? ctx.ids.fresh(name);
  ctx.declare(id, name, path, rawId !== undefined);
  if (parsed === undefined) return none;
  const card = readCard(ctx, parsed.card, [...path, 'card']);
  const spec = card === undefined ? undefined : toSpec(ctx, parsed, id, card, path);
  return {
    spec,
    checkRefs: () => {
      if (parsed.attachedTo === undefined) return;
      if (parsed.attachedTo === id) ctx.report([...path, 'attachedTo'], 'an object cannot be attached to itself');
      else ctx.refId(parsed.attachedTo, [...path, 'attachedTo']);
    },
  };
}

function toSpec(ctx: LoadContext, o: ObjectMappingInput, id: string, card: CardDef, path: readonly PathSeg[]): EnterSpec {
  const controller = o.controller ?? ctx.activePlayer;
  if (o.controller !== undefined) ctx.refPlayer(o.controller, [...path, 'controller']);
  if (o.owner !== undefined) ctx.refPlayer(o.owner, [...path, 'owner']);
  if (o.zone !== undefined && o.zone !== 'battlefield' && o.zone !== 'stack' && o.owner !== undefined && controller !== o.owner) {
    ctx.report(
      [...path, 'controller'],
      `a card in ${o.zone === 'exile' ? 'exile' : `the ${o.zone}`} has no controller but its owner (108.4a): leave out \`controller\` or make it the owner (${JSON.stringify(o.owner)})`,
    );
  }
  const spec: EnterSpec = { id, card, controller, owner: o.owner ?? controller };
  if (o.zone !== undefined) spec.zone = o.zone;
  if (o.counters !== undefined) spec.counters = o.counters;
  if (o.tapped !== undefined) spec.tapped = o.tapped;
  if (o.faceDown !== undefined) spec.faceDown = o.faceDown;
  if (o.transformed !== undefined) spec.transformed = o.transformed;
  if (o.phasedOut !== undefined) spec.phasedOut = o.phasedOut;
  if (o.attachedTo !== undefined) spec.attachedTo = o.attachedTo;
  const choices = checkChoices(ctx, o.choices, [...path, 'choices']);
  if (choices !== undefined) spec.choices = choices;
  if (o.token !== undefined) spec.token = o.token;
  if (o.timestamp !== undefined) spec.timestamp = o.timestamp;
  return spec;
}
