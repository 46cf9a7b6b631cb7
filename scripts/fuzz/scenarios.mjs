/**
 * Random valid scenarios over the whole catalog and every event kind, as fast-check
 * arbitraries (used by `npm run fuzz` and by the short fixed-seed run in `npm test`).
 *
 * The arbitrary draws plain numbers and flags; `buildScenario` turns them into a scenario
 * document (what a YAML file parses to), resolving every reference against the ids known at
 * that point, so that nearly every generated file loads. The catalog is passed in, so the
 * same code runs against src/ (tests) and dist/ (the fuzz script).
 */
import fc from 'fast-check';

const COLORS = ['white', 'blue', 'black', 'red', 'green'];
const ZONES = ['battlefield', 'hand', 'library', 'graveyard', 'exile', 'stack', 'command'];
const CREATURE_TYPES = ['Elf', 'Goblin', 'Human', 'Zombie', 'Wall', 'Dragon', 'Sliver', 'Shapeshifter'];
const CARD_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
const LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Desert', 'Gate'];
const COUNTERS = ['+1/+1', '-1/-1', '-0/-1', '+2/+2', 'flying', 'first strike', 'loyalty', 'indestructible', 'shield'];
const STATUS = ['tap', 'untap', 'turnFaceUp', 'turnFaceDown', 'transform', 'phaseOut', 'phaseIn'];
const EVENTS = [
  'enter',
  'cast',
  'activate',
  'trigger',
  'counters',
  'attach',
  'move',
  ...STATUS,
  'gainControl',
  'endTurn',
  'mutate',
  'attack',
  'block',
  'endCombat',
  'life',
  'expect',
];

/**
 * The choices a resolving ability reads that the scenario must give (they are not drawn at random, or
 * nearly every use would be bad input): the keyword of "your choice of …" (608.2d, `choices.keyword`),
 * the coins it flips (705, `choices.flips`: `won`/`lost` for a called flip, `heads`/`tails` otherwise)
 * and "… this way" (608.2c, `choices.count`).
 */
function needsOf(ability) {
  const need = {};
  const walk = (v) => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v !== null && typeof v === 'object') {
      if (v.choose === 'keyword' && Array.isArray(v.abilities)) need.keyword = v.abilities.map((k) => k.keyword).filter(Boolean);
      if (typeof v.coinFlips === 'string')
        need.flips = { coins: Math.max(need.flips?.coins ?? 0, v.coins ?? 1), called: v.coinFlips === 'won' || v.coinFlips === 'lost' };
      if (v.thisWay === true) need.count = true;
      for (const x of Object.values(v)) walk(x);
    }
  };
  walk(ability.resolve);
  return need;
}

/** 111.1: how many tokens the ability surely creates (a fixed count, no condition), for the event's `tokens`. */
function tokensMade(ability) {
  const made = ability.resolve?.createTokens;
  if (!Array.isArray(made) || made.some((t) => t.if !== undefined || t.copyOf !== undefined || t.copyEach !== undefined)) return 0;
  return made.reduce((n, t) => n + (typeof t.count === 'number' ? t.count : t.count === undefined ? 1 : 0), 0);
}

/**
 * 601.2c, 115.3: about how many targets a text takes — its "target" words, "two target …" two, "up to one …" one
 * (the engine's own count is src/core/actions/target-words.ts; this one only makes most casts name as many).
 */
function targetsTaken(text) {
  const plain = String(text)
    .replace(/\([^)]*\)|"[^"]*"/g, '')
    .toLowerCase();
  let n = 0;
  for (const m of plain.matchAll(/\b(?:(one|two|three) (?:other )?)?target\b(?! of)/g))
    if (!/\b(the|single|each|new) $/.test(plain.slice(0, m.index))) n += { two: 2, three: 3 }[m[1]] ?? 1;
  return n;
}

function copyFilterOf(c) {
  const filter = c.abilities.find((a) => a.kind === 'replacement' && a.asEnters?.copy)?.asEnters.copy.filter;
  if (filter === undefined) return undefined;
  const text = JSON.stringify(filter);
  return { types: [...text.matchAll(/"type":"(\w+)"/g)].map((m) => m[1]), yours: text.includes('"controller":"you"') };
}

/** What the generator needs to know of one card (`ref`: what a scenario writes for it, a name or an inline card). */
function describeCard(c, ref) {
  return {
    name: c.name,
    ref,
    abilities: c.abilities.length,
    texts: c.abilities.map((a) => a.text),
    kinds: c.abilities.map((a) => a.kind),
    needs: c.abilities.map(needsOf),
    tokens: c.abilities.map(tokensMade),
    // 601.2c: what each ability's targets may be, where the card data says (Resolution.targetPhrases), in order.
    phrases: c.abilities.map((a) =>
      (a.resolve?.modal ? a.resolve.modal.modes.slice(0, Math.max(1, a.resolve.modal.min)).map((m) => m.resolve) : [a.resolve]).flatMap(
        (r) => r?.targetPhrases ?? [],
      ),
    ),
    // 601.2c: how many targets each ability takes (a modal spell's: its first modes', as `modes` chooses them).
    targets: c.abilities.map((a) =>
      a.resolve?.modal
        ? a.resolve.modal.modes.slice(0, Math.max(1, a.resolve.modal.min)).reduce((n, m) => n + (m.targets ?? 0), 0)
        : targetsTaken(a.text),
    ),
    spell: c.types.includes('Instant') || c.types.includes('Sorcery'),
    creature: c.types.includes('Creature'),
    // 301.5, 303.4, 701.3a: only an Aura, Equipment or Fortification becomes attached.
    attachable: c.subtypes.some((t) => t === 'Aura' || t === 'Equipment' || t === 'Fortification'),
    hosts: c.subtypes.includes('Equipment') ? 'Creature' : c.subtypes.includes('Fortification') ? 'Land' : undefined,
    backFace: c.backFace !== undefined,
    // 702.95, 702.103: soulbond pairs it (`pairedWith`), bestow makes it a bestowed Aura (`bestowed`).
    soulbond: c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'soulbond'),
    bestow: c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'bestow'),
    // 607.2a: its abilities read the cards exiled with it.
    readsExiled: JSON.stringify(c.abilities).includes('"exiledWith"'),
    types: c.types,
    // 707.2, 614.12: what its "enter as a copy" ability can copy (the card types its filter names; "you control").
    copy: copyFilterOf(c),
    // 614.12: the choices its own "as enters" ability asks for (they must be given).
    chooses: c.abilities.flatMap((a) => (a.kind === 'replacement' && a.asEnters?.choose) || []),
    // 700.2: a modal spell is cast with its modes chosen.
    modal: c.abilities.find((a) => a.kind === 'spell' && a.resolve?.modal)?.resolve.modal,
  };
}

/**
 * What the generator needs to know of each catalog card, and of the inline cards
 * (scripts/fuzz/oracle-cards.mjs: `{ref, def}`), which read the keys no catalog card reads.
 */
export function catalogInfo(cards, inline = []) {
  // The inline cards four times over: a few among hundreds would seldom meet (a soulbond pair, an activation with a choice).
  const extra = inline.map((c) => describeCard(c.def, c.ref));
  const info = [...cards.map((c) => describeCard(c, c.name)), ...extra, ...extra, ...extra, ...extra];
  return {
    all: info,
    permanents: info.filter((c) => !c.spell),
    spells: info.filter((c) => c.spell),
    creatures: info.filter((c) => c.creature),
  };
}

const pick = (list, n) => list[n % list.length];

/** The needs of a spell: those of its spell abilities together. */
const spellNeeds = (card) => Object.assign({}, ...card.needs.filter((_, i) => card.kinds[i] === 'spell'));

/** The targets a spell takes: those of its spell abilities together (601.2c). */
const spellTargets = (card) => card.targets.reduce((n, t, i) => n + (card.kinds[i] === 'spell' ? t : 0), 0);

/** A value for every kind of "as enters" choice, for cards that must be given one (614.12). */
const REQUIRED_CHOICES = (player) => ({
  color: 'green',
  creatureType: 'Elf',
  cardType: 'Creature',
  landType: 'Forest',
  basicLandType: 'Forest',
  player: player(1),
});

const choicesArb = fc.record(
  {
    color: fc.constantFrom(...COLORS),
    creatureType: fc.constantFrom(...CREATURE_TYPES),
    cardType: fc.constantFrom(...CARD_TYPES),
    landType: fc.constantFrom(...LAND_TYPES),
    basicLandType: fc.constantFrom('Plains', 'Island', 'Swamp', 'Mountain', 'Forest'),
    player: fc.nat(),
    copyOf: fc.nat(),
    x: fc.integer({ min: 0, max: 6 }),
    object: fc.nat(),
    paid: fc.subarray(['kicker', 'evidence', 'bargain', 'gift', 'teamwork', 'additional', 'mayhem'], { minLength: 1, maxLength: 2 }),
    fromTo: fc.oneof(
      fc.tuple(fc.constantFrom(...COLORS), fc.constantFrom(...COLORS)),
      fc.tuple(fc.constantFrom(...LAND_TYPES), fc.constantFrom(...LAND_TYPES)),
    ),
  },
  { requiredKeys: [] },
);

/**
 * Present about one time in eight. (fc.option's `freq` is the inverse chance of the nil value, so
 * `fc.option(arb, { freq: 8 })`, which this was, made the value present seven times in eight: most
 * objects were face down, phased out tokens, and most of the catalog's abilities never applied.)
 */
const rare = (arb) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 7 }, { arbitrary: arb, weight: 1 });
const sometimes = (arb) => fc.option(arb, { freq: 2, nil: undefined });
/** Present about one time in `n`: the deliberately wrong uses, kept rare so that most scenarios stay valid. */
const oneIn = (n, arb) => fc.oneof({ arbitrary: fc.constant(undefined), weight: n - 1 }, { arbitrary: arb, weight: 1 });

/** A deliberately wrong use of a key (bad input that must come back as a located problem, never an exception). */
const OBJECT_ODDITIES = ['faceBack', 'exiledOutsideExile', 'exiledWithItself', 'pairedAny', 'bestowedAny', 'enteredFalse', 'combatAny'];
const EVENT_ODDITIES = ['noNeeds', 'wrongKeyword', 'flipsCount', 'flipsKind', 'tooManyTokens', 'moveControllerOff', 'unknownAbilityText'];

const objectArb = fc.record({
  card: fc.nat(),
  controller: fc.nat(),
  owner: rare(fc.nat()),
  zone: fc.oneof({ arbitrary: fc.constant('battlefield'), weight: 12 }, { arbitrary: fc.constantFrom(...ZONES), weight: 1 }),
  counters: rare(fc.tuple(fc.constantFrom(...COUNTERS), fc.integer({ min: 1, max: 3 }))),
  tapped: rare(fc.boolean()),
  faceDown: rare(fc.constant(true)),
  cloaked: rare(fc.constant(true)),
  level: rare(fc.integer({ min: 1, max: 4 })),
  solved: rare(fc.boolean()),
  transformed: rare(fc.constant(true)),
  phasedOut: rare(fc.constant(true)),
  attachedTo: rare(fc.nat()),
  choices: sometimes(choicesArb),
  token: rare(fc.constant(true)),
  timestamp: rare(fc.integer({ min: 0, max: 2 ** 40 })),
  // The keys of the compiler's last sessions: 712 faces, 506.4 combat status, 702.95 pairs, 406.6 links,
  // 702.103 bestow, "entered this turn".
  face: rare(fc.constantFrom('front', 'back')),
  combat: rare(fc.boolean()),
  pairedWith: sometimes(fc.nat()),
  exiledWith: sometimes(fc.nat()),
  bestowed: sometimes(fc.constant(true)),
  enteredThisTurn: rare(fc.constant(true)),
  oddity: oneIn(300, fc.constantFrom(...OBJECT_ODDITIES)),
});

const targetsArb = fc.array(fc.nat(), { maxLength: 2 });

const eventArb = fc.record({
  kind: fc.constantFrom(...EVENTS),
  objects: fc.array(objectArb, { minLength: 1, maxLength: 3 }),
  card: fc.nat(),
  object: fc.nat(),
  other: fc.nat(),
  ability: fc.nat(),
  player: fc.nat(),
  targets: targetsArb,
  choices: sometimes(choicesArb),
  x: rare(fc.integer({ min: 0, max: 5 })),
  controller: rare(fc.nat()),
  counter: fc.constantFrom(...COUNTERS),
  amount: fc.integer({ min: -2, max: 3 }),
  zone: fc.constantFrom(...ZONES),
  flag: fc.boolean(),
  // An ability named by its text (not its number); ids for the tokens it makes (111.4); a list of attackers.
  byText: rare(fc.constant(true)),
  tokens: sometimes(fc.constant(true)),
  more: rare(fc.nat()),
  oddity: oneIn(150, fc.constantFrom(...EVENT_ODDITIES)),
});

/** Lengths skewed small (most boards have a dozen objects) but reaching `max`. */
const length = (min, max) =>
  fc.oneof({ arbitrary: fc.integer({ min, max: Math.min(max, 12) }), weight: 4 }, { arbitrary: fc.integer({ min, max }), weight: 1 });

/** Raw draws for one scenario; `buildScenario` makes them a document. */
export function rawScenarioArb({ maxObjects = 60, maxEvents = 40 } = {}) {
  return fc.record({
    players: fc.oneof(
      { arbitrary: fc.constant(2), weight: 5 },
      { arbitrary: fc.constant(3), weight: 1 },
      { arbitrary: fc.constant(1), weight: 1 },
    ),
    active: fc.nat(),
    // Turn history and player designations before the events (this wave's top-level keys).
    thisTurn: rare(
      fc.record({
        player: fc.nat(),
        lifeGained: fc.integer({ min: 0, max: 5 }),
        spellsCast: fc.integer({ min: 0, max: 3 }),
        creaturesDied: fc.integer({ min: 0, max: 2 }),
      }),
    ),
    designations: rare(fc.tuple(fc.nat(), fc.subarray(['citysBlessing', 'enduringStory'], { minLength: 1 }))),
    // 726: day or night; 103.4 and 119: starting life and life totals; the rest of the turn record.
    dayNight: rare(fc.constantFrom('day', 'night')),
    startingLife: rare(fc.integer({ min: 1, max: 40 })),
    life: rare(fc.tuple(fc.nat(), fc.integer({ min: -5, max: 60 }))),
    moreThisTurn: rare(
      fc.record(
        {
          lifeLost: fc.integer({ min: 0, max: 5 }),
          instantSorcerySpellsCast: fc.integer({ min: 0, max: 2 }),
          cardsDrawn: fc.integer({ min: 0, max: 4 }),
          permanentsEntered: fc.integer({ min: 0, max: 3 }),
          nonlandPermanentsEntered: fc.integer({ min: 0, max: 3 }),
          creaturesEntered: fc.integer({ min: 0, max: 3 }),
          landsEntered: fc.integer({ min: 0, max: 2 }),
          crimesCommitted: fc.integer({ min: 0, max: 2 }),
        },
        { requiredKeys: [] },
      ),
    ),
    titled: rare(fc.constant(true)),
    objects: length(1, maxObjects).chain((n) => fc.array(objectArb, { minLength: n, maxLength: n })),
    events: length(0, maxEvents).chain((n) => fc.array(eventArb, { minLength: n, maxLength: n })),
  });
}

/** A scenario document from raw draws: references resolved against the ids known so far. */
export function buildScenario(info, raw) {
  const players = ['you', 'opponent', 'third'].slice(0, raw.players);
  const ids = [];
  const cardOf = new Map();
  /** Where each object is and whether it is face down, so that events are mostly legal. */
  const zoneOf = new Map();
  const faceDown = new Set();
  /** Phasing (702.26): what phased out directly, what phased out with its host, and what is attached to what. */
  const phased = new Set();
  const indirect = new Set();
  const attachedTo = new Map();
  const tokens = new Set();
  const attackers = new Set();
  const controllerOf = new Map();
  /** 702.95a: paired objects (never unpaired here: the engine unpairs, 702.95e, and a pair is not made again). */
  const paired = new Set();
  /** Objects that changed zones or control since they entered: their controller is not known here. */
  const moved = new Set();
  /** The active player now: `endTurn` passes the turn to the next player (500.1). */
  let active = pick(players, raw.active);
  const firstActive = active;
  const among = (n, ok) => {
    const pool = ids.filter(ok);
    return pool.length === 0 ? undefined : pick(pool, n);
  };
  const onBattlefield = (id) => zoneOf.get(id) === 'battlefield';
  const live = (id) => onBattlefield(id) && !phased.has(id) && !indirect.has(id);
  /** A creature card on the battlefield and phased in: one that can attack or block (506.4, 702.26b). */
  const inCombatReach = (id) => live(id) && cardOf.get(id)?.creature === true;
  const player = (n) => pick(players, n);
  const idAt = (n) => (ids.length === 0 ? undefined : pick(ids, n));
  /**
   * 601.2c, 115.2: about whether a permanent fits a target phrase's filter — its card types and its controller as
   * far as this generator knows them (the engine judges the rest: most casts are legal, some are bad input).
   */
  const fits = (id, f, who) => {
    if (!live(id) || faceDown.has(id)) return false;
    const card = cardOf.get(id);
    const ctl = moved.has(id) ? undefined : controllerOf.get(id);
    const test = (g) => {
      if (g.and) return g.and.every(test);
      if (g.or) return g.or.some(test);
      if (g.type !== undefined) return card?.types.includes(g.type) === true;
      if (g.controller === 'you') return ctl === undefined || ctl === who;
      if (g.controller === 'opponent' || g.not?.controller === 'you') return ctl === undefined || ctl !== who;
      return true;
    };
    return test(f);
  };
  /**
   * Choices from the raw draw, then what the resolving ability needs (`need`: needsOf), filled in
   * validly unless the event's oddity says to get it wrong.
   */
  const choices = (c, need = {}, n = 0, oddity = undefined) => {
    const out = {};
    if (c !== undefined) {
      for (const k of ['color', 'creatureType', 'cardType', 'landType', 'basicLandType', 'x']) if (c[k] !== undefined) out[k] = c[k];
      if (c.player !== undefined) out.player = player(c.player);
      // 707.2, 614.12: mostly a creature on the battlefield, phased in (what most "enter as a copy" abilities can copy).
      if (c.copyOf !== undefined && ids.length > 0)
        out.copyOf =
          c.copyOf % 16 === 0 ? idAt(c.copyOf) : (among(c.copyOf, (id) => live(id) && cardOf.get(id)?.creature === true) ?? idAt(c.copyOf));
      if (c.object !== undefined && ids.length > 0) out.object = idAt(c.object);
      if (c.paid !== undefined) out.paid = c.paid;
      if (c.fromTo !== undefined) [out.from, out.to] = c.fromTo;
    }
    if (oddity !== 'noNeeds') {
      // 608.2d: one of the keywords offered; 705.2-3: one result per coin, of the kind the text reads; 608.2c.
      if (need.keyword) out.keyword = oddity === 'wrongKeyword' ? 'shroud' : pick(need.keyword, n);
      if (need.flips) {
        const kinds = need.flips.called !== (oddity === 'flipsKind') ? ['won', 'lost'] : ['heads', 'tails'];
        const coins = need.flips.coins + (oddity === 'flipsCount' ? 1 : 0);
        out.flips = Array.from({ length: coins }, (_, k) => pick(kinds, n >> k));
      }
      if (need.count) out.count = n % 4;
    }
    return Object.keys(out).length === 0 && c === undefined ? undefined : out;
  };
  const object = (o, id, pool, siblings, setup) => {
    const card = pick(pool, o.card);
    const entry = { card: card.ref, id };
    const controller = player(o.controller);
    const odd = o.oddity;
    if (o.zone !== 'battlefield') entry.zone = o.zone;
    // 108.4a: only a permanent or a spell has a controller other than its owner.
    if (o.owner !== undefined && (o.zone === 'battlefield' || o.zone === 'stack')) entry.owner = player(o.owner);
    entry.controller = controller;
    if (o.counters !== undefined) entry.counters = { [o.counters[0]]: o.counters[1] };
    if (o.tapped !== undefined) entry.tapped = o.tapped;
    if (o.faceDown) entry.faceDown = true;
    // 701.58a: cloaked only while face down; 716.2, 719.3: a level or the solved designation.
    if (o.faceDown && o.cloaked) entry.cloaked = true;
    if (o.level !== undefined) entry.level = o.level;
    if (o.solved !== undefined) entry.solved = o.solved;
    if (o.transformed && card.backFace) entry.transformed = true;
    // 712.11b-13: a double-faced card may enter back face up (not one written as transformed); front is the default.
    if (o.face === 'front') entry.face = 'front';
    if (o.face === 'back' && card.backFace && !entry.transformed) entry.face = 'back';
    if (odd === 'faceBack') entry.face = 'back';
    if (o.phasedOut) entry.phasedOut = true;
    // 303.4, 701.3a: only a permanent is attached, and only to an object on the battlefield.
    const known = [...ids, ...siblings].filter(live);
    if (
      o.attachedTo !== undefined &&
      ((card.attachable && !o.faceDown) || o.attachedTo % 64 === 0) &&
      o.zone === 'battlefield' &&
      known.length > 0
    ) {
      // 301.5c, 301.6: Equipment only to a creature, a Fortification only to a land (mostly).
      const host = (k) => card.hosts === undefined || o.attachedTo % 64 === 0 || cardOf.get(k)?.types.includes(card.hosts);
      const to = pick(known.filter(host).concat(known.filter(host).length === 0 ? known : []), o.attachedTo);
      if (to !== id) entry.attachedTo = to;
    }
    // 702.103b: a bestowed Aura enters attached to a creature; on a card without bestow it is bad input.
    if (o.bestowed && card.bestow && o.zone === 'battlefield' && !o.faceDown) {
      const host = pick(
        known.filter((k) => cardOf.get(k)?.creature === true && k !== id),
        o.card,
      );
      if (host !== undefined) Object.assign(entry, { attachedTo: host, bestowed: true });
    }
    if (odd === 'bestowedAny') entry.bestowed = true;
    // 702.95a: paired with an unpaired creature listed before it (a creature card, or face down: 708.2a), on the
    // battlefield, same controller.
    const entering = o.zone === 'battlefield' && (card.creature || o.faceDown);
    if (o.pairedWith !== undefined && entering && (card.soulbond || o.pairedWith % 3 === 0)) {
      const partner = among(
        o.pairedWith,
        (k) =>
          onBattlefield(k) &&
          (cardOf.get(k)?.creature === true || faceDown.has(k)) &&
          !paired.has(k) &&
          !moved.has(k) &&
          controllerOf.get(k) === controller,
      );
      if (partner !== undefined) {
        entry.pairedWith = partner;
        paired.add(partner);
        paired.add(id);
      }
    }
    if (odd === 'pairedAny' && ids.length > 0) entry.pairedWith = idAt(o.card);
    // 406.6, 607.2a: a card in exile exiled with an object — mostly one whose abilities read it.
    if (o.exiledWith !== undefined && o.zone === 'exile') {
      const by =
        among(o.exiledWith, (k) => cardOf.get(k)?.readsExiled === true && onBattlefield(k)) ??
        (ids.length > 0 ? idAt(o.exiledWith) : undefined);
      if (by !== undefined) entry.exiledWith = by;
    }
    if (odd === 'exiledOutsideExile' && o.zone !== 'exile' && ids.length > 0) entry.exiledWith = idAt(o.card);
    if (odd === 'exiledWithItself') Object.assign(entry, { zone: 'exile', exiledWith: id });
    // 506.4: attacking (the active player's creature, 508.1a) or blocking (another player's, 509.1a).
    if (o.combat !== undefined && o.zone === 'battlefield' && card.creature && !o.phasedOut) {
      if (controller === active) entry.attacking = true;
      else entry.blocking = true;
    }
    if (odd === 'combatAny') entry[o.combat ? 'attacking' : 'blocking'] = true;
    // Only a `battlefield` entry can say it entered this turn (events' objects always did); only `true` is accepted.
    if (o.enteredThisTurn && setup) entry.enteredThisTurn = true;
    if (odd === 'enteredFalse') entry.enteredThisTurn = false;
    const ch = choices(o.choices);
    // 707.2, 614.12: a copy of something its ability can copy, mostly (one in sixteen is any object).
    if (ch?.copyOf !== undefined && card.copy !== undefined && o.choices.copyOf % 16 !== 0) {
      const fits = (k) =>
        live(k) &&
        k !== id &&
        (card.copy.types.length === 0 || card.copy.types.some((t) => cardOf.get(k)?.types.includes(t))) &&
        (!card.copy.yours || (controllerOf.get(k) === controller && !moved.has(k)));
      const to = among(o.choices.copyOf, fits);
      if (to === undefined) delete ch.copyOf;
      else ch.copyOf = to;
    }
    if (ch !== undefined) entry.choices = ch;
    const needed = entry.zone === undefined && !o.faceDown ? card.chooses : [];
    if (needed.length > 0) entry.choices = { ...REQUIRED_CHOICES(player), ...entry.choices };
    // 111.7, 704.5d: a token exists only on the battlefield (elsewhere it is bad input).
    if (o.token && o.zone === 'battlefield') entry.token = true;
    if (o.timestamp !== undefined) entry.timestamp = o.timestamp;
    const zone = entry.zone ?? 'battlefield';
    cardOf.set(id, card);
    controllerOf.set(id, controller);
    zoneOf.set(id, zone);
    if (o.faceDown && zone === 'battlefield') faceDown.add(id);
    if (entry.attachedTo !== undefined) attachedTo.set(id, entry.attachedTo);
    if (o.phasedOut && zone === 'battlefield') phased.add(id);
    if (entry.token) tokens.add(id);
    if (entry.attacking) attackers.add(id);
    return entry;
  };
  const battlefield = raw.objects.map((o, i) => {
    const e = object(o, `o${i}`, info.permanents, [], true);
    ids.push(e.id);
    return e;
  });
  const events = [];
  raw.events.forEach((ev, i) => {
    const target = idAt(ev.object);
    const odd = ev.oddity;
    /** The keys every resolving event may have; `card` and `ability` (0-based) say what resolves. */
    const common = (out, card, ability) => {
      if (ev.targets.length > 0) out.targets = ev.targets.map((t, k) => (k === 1 && t % 5 === 0 ? player(t) : (idAt(t) ?? player(t))));
      // Mostly as many targets as the text takes, different objects (601.2c, 115.3); one time in eight, the draw's.
      const want =
        card === undefined || ev.other % 8 === 0 ? undefined : ability === undefined ? spellTargets(card) : card.targets[ability];
      if (want !== undefined) {
        const chosen = [];
        const phrases =
          ability === undefined ? card.phrases.flatMap((p, k) => (card.kinds[k] === 'spell' ? p : [])) : card.phrases[ability];
        const who = ability === undefined ? active : controllerOf.get(out[ev.kind]?.object);
        for (let k = 0; k < want; k++) {
          const filter = phrases[k]?.filter;
          const t = among(
            (ev.targets[k] ?? ev.object) + k,
            // 702.26b: a phased-out permanent can't be a target.
            (id) => !chosen.includes(id) && !phased.has(id) && !indirect.has(id) && (filter === undefined || fits(id, filter, who)),
          );
          if (t === undefined) break;
          chosen.push(t);
        }
        if (chosen.length > 0) out.targets = chosen;
        else delete out.targets;
      }
      const need = card === undefined ? {} : ability === undefined ? spellNeeds(card) : card.needs[ability];
      const ch = choices(ev.choices, need, ev.other, odd);
      if (ch !== undefined) out.choices = ch;
      if (ev.x !== undefined) out.x = ev.x;
      if (ev.controller !== undefined) out.controller = player(ev.controller);
      // 111.4: ids for the tokens it creates, as many as it surely creates (one too many is bad input).
      const made = card === undefined ? 0 : ability === undefined ? card.tokens.reduce((a, b) => a + b, 0) : card.tokens[ability];
      const named = odd === 'tooManyTokens' ? made + 1 : ev.tokens ? Math.min(made, 2) : 0;
      if (named > 0) {
        out.tokens = Array.from({ length: named }, (_, k) => `t${i}-${k}`);
        if (odd !== 'tooManyTokens')
          for (const t of out.tokens) {
            ids.push(t);
            zoneOf.set(t, 'battlefield');
            tokens.add(t);
            moved.add(t);
          }
      }
      return out;
    };
    switch (ev.kind) {
      case 'enter': {
        const fresh = ev.objects.map((_, k) => `n${i}-${k}`);
        const entries = ev.objects.map((o, k) => object(o, fresh[k], ev.flag ? info.all : info.permanents, fresh.slice(0, k), false));
        ids.push(...fresh);
        events.push({ enter: entries.length === 1 ? entries[0] : entries });
        return;
      }
      case 'cast': {
        const card = pick(info.spells, ev.card);
        const out = { cast: card.ref, id: `s${i}` };
        if (card.modal) out.modes = Array.from({ length: Math.max(1, card.modal.min) }, (_, k) => k + 1);
        common(out, card);
        // A spell's targets are objects (the draw's players aside).
        if (ev.other % 8 === 0) {
          const targets = ev.targets.length > 0 && ids.length > 0 ? ev.targets.map((t) => idAt(t)) : undefined;
          delete out.targets;
          if (targets !== undefined) out.targets = targets;
        }
        events.push(out);
        ids.push(`s${i}`);
        cardOf.set(`s${i}`, card);
        zoneOf.set(`s${i}`, 'graveyard');
        return;
      }
      case 'activate':
      case 'trigger': {
        const can = (id) => (cardOf.get(id)?.abilities ?? 0) > 0 && !faceDown.has(id);
        // One time in three, an ability that needs a choice made as it resolves (608.2c-d, 705), if there is one.
        const needy = (id) => can(id) && cardOf.get(id).needs.some((n) => Object.keys(n).length > 0);
        const source = (ev.ability % 3 === 0 ? among(ev.object, needy) : undefined) ?? among(ev.object, can);
        if (source === undefined) return;
        const card = cardOf.get(source);
        const withNeed = card.needs.flatMap((n, k) => (Object.keys(n).length > 0 ? [k] : []));
        const k = ev.ability % 3 === 0 && withNeed.length > 0 ? pick(withNeed, ev.ability) : ev.ability % card.abilities;
        // An ability named by its text exactly as listed (its printed text, mostly still there).
        const ability = odd === 'unknownAbilityText' ? 'No such ability.' : ev.byText ? card.texts[k] : 1 + k;
        events.push(common({ [ev.kind]: { object: source, ability } }, card, k));
        return;
      }
      case 'counters':
        if (target !== undefined) events.push({ counters: { [target]: { [ev.counter]: ev.amount } } });
        return;
      case 'attach': {
        // Mostly an Aura, Equipment or Fortification (701.3a); now and then anything (bad input).
        // (708.2: face down, it is a nameless 2/2 creature with no subtypes, not an Aura.)
        const any = ev.other % 64 === 0;
        const what = any ? target : among(ev.object, (id) => live(id) && cardOf.get(id)?.attachable === true && !faceDown.has(id));
        // 301.5c, 301.6: Equipment to a creature, a Fortification to a land.
        const hosts = what === undefined || any ? undefined : cardOf.get(what)?.hosts;
        const to = among(ev.other, (id) => live(id) && (hosts === undefined || cardOf.get(id)?.types.includes(hosts)));
        if (what !== undefined && live(what) && to !== undefined && to !== what) {
          events.push({ attach: { object: what, to } });
          attachedTo.set(what, to);
        }
        return;
      }
      case 'move':
        if (target !== undefined) {
          const out = { object: target, to: ev.zone };
          // 110.2: who puts it onto the battlefield (only onto the battlefield; elsewhere bad input).
          if ((ev.zone === 'battlefield' && ev.flag) || odd === 'moveControllerOff') out.controller = player(ev.player);
          events.push({ move: out });
          zoneOf.set(target, ev.zone);
          faceDown.delete(target);
          phased.delete(target);
          indirect.delete(target);
          attachedTo.delete(target);
          attackers.delete(target);
          moved.add(target);
          for (const [a, host] of attachedTo) if (host === target) attachedTo.delete(a);
          // 111.7, 704.5d: a token that leaves the battlefield ceases to exist; its id names nothing.
          if (tokens.has(target) && ev.zone !== 'battlefield') ids.splice(ids.indexOf(target), 1);
        }
        return;
      case 'phaseOut': {
        const p = among(ev.object, live);
        if (p === undefined) return;
        events.push({ phaseOut: p });
        phased.add(p);
        attackers.delete(p);
        // 702.26g: what is attached to it phases out with it (indirectly), and so on.
        const carry = (host) => {
          for (const [a, h] of attachedTo)
            if (h === host && live(a)) {
              indirect.add(a);
              carry(a);
            }
        };
        carry(p);
        return;
      }
      case 'phaseIn': {
        const p = among(ev.object, (id) => phased.has(id));
        if (p === undefined) return;
        events.push({ phaseIn: p });
        phased.delete(p);
        const carry = (host) => {
          for (const [a, h] of attachedTo)
            if (h === host && indirect.has(a)) {
              indirect.delete(a);
              carry(a);
            }
        };
        carry(p);
        return;
      }
      case 'gainControl': {
        const permanent = among(ev.object, onBattlefield);
        if (permanent === undefined) return;
        events.push({ gainControl: { object: permanent, player: player(ev.player) } });
        // 506.4: it leaves combat; its controller now is the new one (not its base controller: `moved`).
        attackers.delete(permanent);
        controllerOf.set(permanent, player(ev.player));
        moved.add(permanent);
        return;
      }
      case 'endTurn':
        events.push({ endTurn: true });
        attackers.clear();
        active = players[(players.indexOf(active) + 1) % players.length];
        return;
      case 'mutate': {
        const onto = among(ev.object, onBattlefield);
        if (onto === undefined) return;
        const card = pick(info.creatures, ev.card);
        const out = { card: card.ref, onto };
        if (ev.flag) out.under = true;
        // 730.2a: merged on top, the permanent has the new card's characteristics, face up.
        else faceDown.delete(onto);
        // 730: the merging object is a token.
        if (ev.player % 4 === 0) out.token = true;
        events.push({ mutate: out });
        return;
      }
      case 'transform': {
        const dfc = among(ev.object, (id) => cardOf.get(id)?.backFace === true);
        if (dfc !== undefined) events.push({ transform: dfc });
        return;
      }
      case 'turnFaceUp': {
        const down = among(ev.object, (id) => faceDown.has(id));
        if (down === undefined) return;
        events.push({ turnFaceUp: down });
        faceDown.delete(down);
        return;
      }
      case 'turnFaceDown':
        if (target === undefined || !onBattlefield(target)) return;
        events.push({ turnFaceDown: target });
        faceDown.add(target);
        return;
      // 506-511: combat status, whom an attacker attacks (508.1b) and whom a blocker blocks (509.1a).
      case 'attack': {
        // 508.1a: the active player's creatures attack, another player (508.1b).
        const can = (id) => inCombatReach(id) && controllerOf.get(id) === active && !moved.has(id);
        const creature = among(ev.object, can);
        if (creature === undefined) return;
        const second = ev.more === undefined ? undefined : among(ev.more, (id) => can(id) && id !== creature);
        const out = { attack: second === undefined ? creature : [creature, second] };
        const others = players.filter((p) => p !== active);
        if (ev.flag && others.length > 0) out.defending = pick(others, ev.player);
        events.push(out);
        attackers.add(creature);
        if (second !== undefined) attackers.add(second);
        return;
      }
      case 'block': {
        // 509.1a: a defending player's creatures block.
        const can = (id) => inCombatReach(id) && controllerOf.get(id) !== active && !moved.has(id);
        const creature = among(ev.object, can);
        if (creature === undefined) return;
        const second = ev.more === undefined ? undefined : among(ev.more, (id) => can(id) && id !== creature);
        const out = { block: second === undefined ? creature : [creature, second] };
        const attacker = ev.flag ? among(ev.other, (id) => attackers.has(id)) : undefined;
        if (attacker !== undefined) out.blocks = attacker;
        events.push(out);
        return;
      }
      case 'endCombat':
        events.push({ endCombat: true });
        attackers.clear();
        return;
      case 'life':
        events.push({ life: { [player(ev.player)]: ev.amount } });
        return;
      case 'expect': {
        if (target === undefined) return;
        // Any output field can be expected (and `players`, `rules`): the answers are mostly wrong, which is a failed check, not bad input.
        const fields = [
          { controller: player(ev.player) },
          { power: ev.amount, toughness: ev.amount + 1 },
          { exists: ev.flag },
          { types: ['Creature'], has: ['Flying'] },
          { counters: { [ev.counter]: Math.abs(ev.amount) + 1 }, tapped: ev.flag },
        ];
        const out = { [target]: pick(fields, ev.other) };
        if (ev.more !== undefined) out.players = { [player(ev.player)]: { life: 20 + ev.amount, maxHandSize: 7 } };
        if (ev.byText) out.rules = [];
        events.push({ expect: out });
        return;
      }
      default:
        if (target !== undefined) events.push({ [ev.kind]: target });
    }
  });
  const doc = { players, activePlayer: firstActive, battlefield, events };
  if (raw.titled) Object.assign(doc, { title: 'fuzz', source: 'scripts/fuzz/scenarios.mjs' });
  if (raw.thisTurn !== undefined || raw.moreThisTurn !== undefined) {
    const { player: who = 0, ...counts } = raw.thisTurn ?? {};
    doc.thisTurn = { [player(who)]: { ...counts, ...raw.moreThisTurn } };
  }
  if (raw.designations !== undefined) doc.designations = { [player(raw.designations[0])]: raw.designations[1] };
  if (raw.dayNight !== undefined) doc.dayNight = raw.dayNight;
  if (raw.startingLife !== undefined) doc.startingLife = raw.startingLife;
  if (raw.life !== undefined) doc.life = { [player(raw.life[0])]: raw.life[1] };
  return doc;
}

/**
 * Arbitrary scenario documents over `cards` (the catalog's allCards()) and `options.inline` (the
 * inline cards of scripts/fuzz/oracle-cards.mjs, which read the keys no catalog card reads).
 */
export function scenarioArb(cards, options = {}) {
  const { inline = [], ...sizes } = options;
  const info = catalogInfo(cards, inline);
  return rawScenarioArb(sizes).map((raw) => buildScenario(info, raw));
}

/** The scenario keys the generator learnt last, and how each shows in a document's JSON. */
const LATER_KEYS = {
  pairedWith: '"pairedWith":',
  exiledWith: '"exiledWith":',
  enteredThisTurn: '"enteredThisTurn":true',
  bestowed: '"bestowed":true',
  'face: back': '"face":"back"',
  'choices.keyword': /"choices":\{[^{}]*"keyword":/,
  'choices.flips': /"choices":\{[^{}]*"flips":/,
  'choices.count': /"choices":\{[^{}]*"count":/,
  dayNight: '"dayNight":',
  startingLife: '"startingLife":',
  attacking: '"attacking":true',
  blocking: '"blocking":true',
  tokens: '"tokens":',
  'move.controller': '"to":"battlefield","controller"',
  'mutate.token': /"onto":"[^"]*"(,"under":true)?,"token":true/,
  'inline card': '"typeLine":',
};

/** Which of LATER_KEYS a scenario document uses (for the run's counts: each key must show up in evaluated scenarios). */
export function laterKeysIn(doc) {
  const text = JSON.stringify(doc);
  return Object.entries(LATER_KEYS)
    .filter(([, s]) => (typeof s === 'string' ? text.includes(s) : s.test(text)))
    .map(([k]) => k);
}
