/**
 * Object entries (`battlefield` items, `enter` values) and card references: catalog names
 * or inline definitions.
 */
import { emblemCard } from '../core/actions/emblems.js';
import type { CardDef, Choices } from '../core/model/objects.js';
import { inlineCard } from './cards.js';
import type { ChoicesInput } from './choices-schema.js';
import type { LoadContext } from './context.js';
import { MAX_PROBLEMS, MAX_SUGGEST_LENGTH } from './limits.js';
import { InlineCardSchema, type ObjectMappingInput, ObjectMappingSchema } from './object-schema.js';
import { formatPath, type PathSeg } from './problems.js';
import { didYouMean } from './suggest.js';
import type { EnterSpec, Loc } from './types.js';

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The card a `card:` / `cast:` value names or defines; undefined (reported) when there is none. */
export function readCard(ctx: LoadContext, ref: unknown, path: readonly PathSeg[]): CardDef | undefined {
  return readCardRef(ctx, ref, path)?.card;
}

/** The same, with why `face: back` doesn't fit the card when its layout says so (for object entries). */
function readCardRef(ctx: LoadContext, ref: unknown, path: readonly PathSeg[]): { card: CardDef; backFaceError?: string } | undefined {
  if (typeof ref === 'string') {
    const r = ctx.cards.lookup(ref);
    if (r === undefined) {
      // Suggestions cost an edit distance per catalog name: only for the problems that are listed.
      const hint = ref.length <= MAX_SUGGEST_LENGTH && ctx.problems.length < MAX_PROBLEMS ? didYouMean(ctx.cards.suggestCards(ref, 3)) : '';
      ctx.report(path, `unknown card ${JSON.stringify(ref)}${hint}`);
      return undefined;
    }
    if (!r.ok) {
      ctx.problems.push(...r.error.problems);
      ctx.report(
        path,
        `the card data of ${JSON.stringify(ref)} is not usable (${r.error.problems.length === 1 ? 'see the problem' : 'see the problems'} in ${r.error.problems[0]?.file ?? 'its card file'})`,
      );
      return undefined;
    }
    return r.value.backFaceError === undefined ? { card: r.value.card } : { card: r.value.card, backFaceError: r.value.backFaceError };
  }
  if (isMapping(ref)) {
    const parsed = ctx.parse(InlineCardSchema, ref, path);
    if (parsed === undefined) return undefined;
    const { card, warnings } = inlineCard(parsed, ctx.cards.compile);
    ctx.cards.define(card, warnings);
    return { card };
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
  if (choices.object !== undefined) ctx.refId(choices.object, [...path, 'object']);
  choices.objects?.forEach((id, i) => {
    ctx.refId(id, [...path, 'objects', i]);
  });
  return choices as Choices;
}

/** The keys of an object entry the core may point at (`attacking`, `blocking`, `choices.copyOf`). */
const SUB_KEYS: readonly (readonly string[])[] = [['attacking'], ['blocking'], ['choices', 'copyOf']];

/**
 * Where the core may point inside an object entry (`attacking`, `blocking`), keyed as the core names them for entry `index`.
 * An entry that is not a mapping (a card name) has none of these keys: each is where the entry itself is (a path that
 * does not exist points at the nearest part that does, positions.ts), found once.
 */
export function objectSubLocs(ctx: LoadContext, path: readonly PathSeg[], index: number, raw: unknown): Record<string, Loc> {
  const out: Record<string, Loc> = {};
  const entry = isMapping(raw) ? undefined : ctx.loc(path);
  for (const key of SUB_KEYS) {
    const at = [...path, ...key];
    out[`[${index}].${key.join('.')}`] = entry === undefined ? ctx.loc(at) : { path: formatPath(at), line: entry.line, col: entry.col };
  }
  return out;
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
    if (card !== undefined) ctx.cardsById.set(id, card);
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
  const ref = readCardRef(ctx, parsed.card, [...path, 'card']);
  const card = ref?.card;
  if (card !== undefined) ctx.cardsById.set(id, card);
  if (parsed.face === 'back' && ref?.backFaceError !== undefined) {
    ctx.report([...path, 'face'], ref.backFaceError);
    return none;
  }
  const spec = card === undefined ? undefined : toSpec(ctx, parsed, id, card, path);
  return {
    spec,
    checkRefs: () => {
      if (parsed.pairedWith !== undefined && parsed.pairedWith !== id) ctx.refId(parsed.pairedWith, [...path, 'pairedWith']);
      if (parsed.exiledWith !== undefined) {
        if (parsed.exiledWith === id) ctx.report([...path, 'exiledWith'], 'a card cannot be exiled with itself (607.2a)');
        else ctx.refId(parsed.exiledWith, [...path, 'exiledWith']);
      }
      if (parsed.attachedTo === undefined || ctx.players.includes(parsed.attachedTo)) return;
      if (parsed.attachedTo === id) ctx.report([...path, 'attachedTo'], 'an object cannot be attached to itself');
      else ctx.refId(parsed.attachedTo, [...path, 'attachedTo']);
    },
  };
}

function toSpec(ctx: LoadContext, o: ObjectMappingInput, id: string, card: CardDef, path: readonly PathSeg[]): EnterSpec {
  // 108.4a: a card outside the battlefield and the stack has no controller but its owner, so
  // there the default controller is the owner (elsewhere the active player, and the owner the controller).
  const ownerOnly = o.zone !== undefined && o.zone !== 'battlefield' && o.zone !== 'stack';
  const controller = o.controller ?? (ownerOnly ? o.owner : undefined) ?? ctx.activePlayer;
  if (o.controller !== undefined) ctx.refPlayer(o.controller, [...path, 'controller']);
  if (o.owner !== undefined) ctx.refPlayer(o.owner, [...path, 'owner']);
  if (ownerOnly && o.controller !== undefined && o.owner !== undefined && o.controller !== o.owner) {
    ctx.report(
      [...path, 'controller'],
      `a card in ${o.zone === 'exile' ? 'exile' : `the ${o.zone}`} has no controller but its owner (108.4a): leave out \`controller\` or make it the owner (${JSON.stringify(o.owner)})`,
    );
  }
  // 114.2, 114.4: an emblem has only its card's abilities, and its statics function in the command zone.
  const spec: EnterSpec = {
    id,
    card: o.emblem === true ? emblemCard(card.abilities, card.name) : card,
    controller,
    owner: o.owner ?? controller,
  };
  if (o.emblem === true) {
    spec.emblem = true;
    spec.zone = 'command';
    if (o.zone !== undefined && o.zone !== 'command')
      ctx.report([...path, 'zone'], `an emblem is in the command zone (114.1), not the ${o.zone}: leave out \`zone\``);
    if (o.token === true) ctx.report([...path, 'token'], 'an emblem is neither a card nor a token (114.5)');
  } else if (o.zone !== undefined) spec.zone = o.zone;
  if (o.counters !== undefined) spec.counters = o.counters;
  if (o.tapped !== undefined) spec.tapped = o.tapped;
  if (o.faceDown !== undefined) spec.faceDown = o.faceDown;
  if (o.cloaked === true) spec.cloaked = true;
  if (o.transformed === true && card.backFace === undefined)
    ctx.report(
      [...path, 'transformed'],
      `${JSON.stringify(card.name)} is not a double-faced card and can't be transformed (701.27c, 712.1)`,
    );
  else if (o.transformed !== undefined) spec.transformed = o.transformed;
  if (o.face === 'back') {
    if (card.backFace === undefined) ctx.report([...path, 'face'], `${JSON.stringify(card.name)} has no back face (712.1)`);
    else if (o.transformed === true)
      ctx.report(
        [...path, 'face'],
        'a modal double-faced card enters with the face chosen (`face`); `transformed` is for transforming cards',
      );
    else spec.face = 'back';
  }
  if (o.prototyped === true) {
    if (card.prototype === undefined)
      ctx.report([...path, 'prototyped'], `${JSON.stringify(card.name)} has no prototype (718.1, 702.160a)`);
    else spec.prototyped = true;
  }
  if (o.unlocked !== undefined && o.unlocked.length > 0) {
    if (card.halves === undefined && o.choices?.copyOf === undefined)
      ctx.report(
        [...path, 'unlocked'],
        `${JSON.stringify(card.name)} is not a Room: it has no doors to unlock (709.5; a copy of a Room names it with \`choices.copyOf\`)`,
      );
    else if ((o.zone ?? 'battlefield') !== 'battlefield')
      ctx.report([...path, 'unlocked'], 'only a permanent on the battlefield has unlocked designations (709.5c)');
    else spec.unlocked = [...new Set(o.unlocked)];
  }
  if (o.phasedOut !== undefined) spec.phasedOut = o.phasedOut;
  if (o.attacking !== undefined) spec.attacking = o.attacking;
  if (o.blocking !== undefined) spec.blocking = o.blocking;
  // 303.4, 702.5: an Aura with enchant player is attached to a player, named as players are.
  if (o.attachedTo !== undefined && ctx.players.includes(o.attachedTo)) spec.attachedPlayer = o.attachedTo;
  else if (o.attachedTo !== undefined) spec.attachedTo = o.attachedTo;
  if (o.bestowed === true) spec.bestowed = true;
  if (o.level !== undefined) spec.level = o.level;
  if (o.solved === true) spec.solved = true;
  if (o.monstrous === true) spec.monstrous = true;
  if (o.renowned === true) spec.renowned = true;
  if (o.commander === true) spec.commander = true;
  if (o.dealtDamage === true) spec.dealtDamage = true;
  if (o.enteredThisTurn === true) spec.enteredThisTurn = true;
  if (o.pairedWith !== undefined) spec.pairedWith = o.pairedWith;
  if (o.exiledWith !== undefined) {
    if ((o.zone ?? 'battlefield') !== 'exile')
      ctx.report(
        [...path, 'exiledWith'],
        `only a card in exile is exiled with an object (607.2a, 406.6): add \`zone: exile\`${o.zone === undefined ? '' : ` (not ${o.zone})`}`,
      );
    else spec.exiledWith = o.exiledWith;
  }
  const choices = checkChoices(ctx, o.choices, [...path, 'choices']);
  if (choices !== undefined) spec.choices = choices;
  if (o.token === true && o.zone !== undefined && o.zone !== 'battlefield')
    ctx.report(
      [...path, 'token'],
      `a token in ${o.zone === 'exile' ? 'exile' : `the ${o.zone}`} ceases to exist (111.7, 111.8, 704.5d): a token can only be on the battlefield`,
    );
  if (o.token !== undefined) spec.token = o.token;
  if (o.timestamp !== undefined) spec.timestamp = o.timestamp;
  return spec;
}
