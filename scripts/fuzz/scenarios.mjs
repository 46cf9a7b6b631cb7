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

/** What the generator needs to know of each catalog card. */
export function catalogInfo(cards) {
  const info = cards.map((c) => ({
    name: c.name,
    abilities: c.abilities.length,
    spell: c.types.includes('Instant') || c.types.includes('Sorcery'),
    creature: c.types.includes('Creature'),
    backFace: c.backFace !== undefined,
    // 614.12: the choices its own "as enters" ability asks for (they must be given).
    chooses: c.abilities.flatMap((a) => (a.kind === 'replacement' && a.asEnters?.choose) || []),
    // 700.2: a modal spell is cast with its modes chosen.
    modal: c.abilities.find((a) => a.kind === 'spell' && a.resolve?.modal)?.resolve.modal,
  }));
  return {
    all: info,
    permanents: info.filter((c) => !c.spell),
    spells: info.filter((c) => c.spell),
    creatures: info.filter((c) => c.creature),
  };
}

const pick = (list, n) => list[n % list.length];

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

const rare = (arb) => fc.option(arb, { freq: 8, nil: undefined });
const sometimes = (arb) => fc.option(arb, { freq: 2, nil: undefined });

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
  const active = pick(players, raw.active);
  const among = (n, ok) => {
    const pool = ids.filter(ok);
    return pool.length === 0 ? undefined : pick(pool, n);
  };
  const onBattlefield = (id) => zoneOf.get(id) === 'battlefield';
  /** A creature card on the battlefield and phased in: one that can attack or block (506.4, 702.26b). */
  const inCombatReach = (id) => onBattlefield(id) && !phased.has(id) && !indirect.has(id) && cardOf.get(id)?.creature === true;
  const player = (n) => pick(players, n);
  const idAt = (n) => (ids.length === 0 ? undefined : pick(ids, n));
  const choices = (c) => {
    if (c === undefined) return undefined;
    const out = {};
    for (const k of ['color', 'creatureType', 'cardType', 'landType', 'basicLandType', 'x']) if (c[k] !== undefined) out[k] = c[k];
    if (c.player !== undefined) out.player = player(c.player);
    if (c.copyOf !== undefined && ids.length > 0) out.copyOf = idAt(c.copyOf);
    if (c.object !== undefined && ids.length > 0) out.object = idAt(c.object);
    if (c.paid !== undefined) out.paid = c.paid;
    if (c.fromTo !== undefined) [out.from, out.to] = c.fromTo;
    return out;
  };
  const object = (o, id, pool, siblings) => {
    const card = pick(pool, o.card);
    const entry = { card: card.name, id };
    const controller = player(o.controller);
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
    if (o.phasedOut) entry.phasedOut = true;
    // 303.4, 701.3a: only a permanent is attached, and only to an object on the battlefield.
    const known = [...ids, ...siblings].filter((k) => onBattlefield(k) && !phased.has(k) && !indirect.has(k));
    if (o.attachedTo !== undefined && o.zone === 'battlefield' && known.length > 0) {
      const to = pick(known, o.attachedTo);
      if (to !== id) entry.attachedTo = to;
    }
    const ch = choices(o.choices);
    if (ch !== undefined) entry.choices = ch;
    const needed = entry.zone === undefined && !o.faceDown ? card.chooses : [];
    if (needed.length > 0) entry.choices = { ...REQUIRED_CHOICES(player), ...entry.choices };
    if (o.token) entry.token = true;
    if (o.timestamp !== undefined) entry.timestamp = o.timestamp;
    cardOf.set(id, card);
    controllerOf.set(id, controller);
    zoneOf.set(id, o.zone);
    if (o.faceDown) faceDown.add(id);
    if (entry.attachedTo !== undefined) attachedTo.set(id, entry.attachedTo);
    if (o.phasedOut && o.zone === 'battlefield') phased.add(id);
    if (o.token) tokens.add(id);
    return entry;
  };
  const battlefield = raw.objects.map((o, i) => {
    const e = object(o, `o${i}`, info.permanents, []);
    ids.push(e.id);
    return e;
  });
  const events = [];
  raw.events.forEach((ev, i) => {
    const target = idAt(ev.object);
    const common = (out) => {
      if (ev.targets.length > 0) out.targets = ev.targets.map((t, k) => (k === 1 && t % 5 === 0 ? player(t) : (idAt(t) ?? player(t))));
      const ch = choices(ev.choices);
      if (ch !== undefined) out.choices = ch;
      if (ev.x !== undefined) out.x = ev.x;
      if (ev.controller !== undefined) out.controller = player(ev.controller);
      return out;
    };
    switch (ev.kind) {
      case 'enter': {
        const fresh = ev.objects.map((_, k) => `n${i}-${k}`);
        const entries = ev.objects.map((o, k) => object(o, fresh[k], ev.flag ? info.all : info.permanents, fresh.slice(0, k)));
        ids.push(...fresh);
        events.push({ enter: entries.length === 1 ? entries[0] : entries });
        return;
      }
      case 'cast': {
        const card = pick(info.spells, ev.card);
        const out = common({ cast: card.name, id: `s${i}` });
        if (card.modal) out.modes = Array.from({ length: Math.max(1, card.modal.min) }, (_, k) => k + 1);
        delete out.targets;
        if (ev.targets.length > 0 && ids.length > 0) out.targets = ev.targets.map((t) => idAt(t));
        events.push(out);
        ids.push(`s${i}`);
        cardOf.set(`s${i}`, card);
        zoneOf.set(`s${i}`, 'graveyard');
        return;
      }
      case 'activate':
      case 'trigger': {
        const source = among(ev.object, (id) => (cardOf.get(id)?.abilities ?? 0) > 0 && !faceDown.has(id));
        if (source === undefined) return;
        const n = cardOf.get(source).abilities;
        events.push(common({ [ev.kind]: { object: source, ability: 1 + (ev.ability % n) } }));
        return;
      }
      case 'counters':
        if (target !== undefined) events.push({ counters: { [target]: { [ev.counter]: ev.amount } } });
        return;
      case 'attach': {
        const live = (id) => onBattlefield(id) && !phased.has(id) && !indirect.has(id);
        const to = among(ev.other, live);
        if (target !== undefined && live(target) && to !== undefined && to !== target) {
          events.push({ attach: { object: target, to } });
          attachedTo.set(target, to);
        }
        return;
      }
      case 'move':
        if (target !== undefined) {
          events.push({ move: { object: target, to: ev.zone } });
          zoneOf.set(target, ev.zone);
          faceDown.delete(target);
          phased.delete(target);
          indirect.delete(target);
          attachedTo.delete(target);
          for (const [a, host] of attachedTo) if (host === target) attachedTo.delete(a);
          // 111.7, 704.5d: a token that leaves the battlefield ceases to exist; its id names nothing.
          if (tokens.has(target) && ev.zone !== 'battlefield') ids.splice(ids.indexOf(target), 1);
        }
        return;
      case 'phaseOut': {
        const p = among(ev.object, (id) => onBattlefield(id) && !phased.has(id) && !indirect.has(id));
        if (p === undefined) return;
        events.push({ phaseOut: p });
        phased.add(p);
        // 702.26g: what is attached to it phases out with it (indirectly), and so on.
        const carry = (host) => {
          for (const [a, h] of attachedTo)
            if (h === host && onBattlefield(a) && !phased.has(a) && !indirect.has(a)) {
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
        if (permanent !== undefined) events.push({ gainControl: { object: permanent, player: player(ev.player) } });
        return;
      }
      case 'endTurn':
        events.push({ endTurn: true });
        attackers.clear();
        return;
      case 'mutate': {
        const onto = among(ev.object, onBattlefield);
        if (onto === undefined) return;
        const card = pick(info.creatures, ev.card);
        events.push({ mutate: { card: card.name, onto, ...(ev.flag ? { under: true } : {}) } });
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
        const creature = among(ev.object, (id) => inCombatReach(id) && controllerOf.get(id) === active);
        if (creature === undefined) return;
        const out = { attack: creature };
        const others = players.filter((p) => p !== active);
        if (ev.flag && others.length > 0) out.defending = pick(others, ev.player);
        events.push(out);
        attackers.add(creature);
        return;
      }
      case 'block': {
        // 509.1a: a defending player's creatures block.
        const creature = among(ev.object, (id) => inCombatReach(id) && controllerOf.get(id) !== active);
        if (creature === undefined) return;
        const out = { block: creature };
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
      case 'expect':
        if (target !== undefined) events.push({ expect: { [target]: { controller: player(ev.player) } } });
        return;
      default:
        if (target !== undefined) events.push({ [ev.kind]: target });
    }
  });
  const doc = { players, activePlayer: active, battlefield, events };
  if (raw.thisTurn !== undefined) {
    const { player: who, ...counts } = raw.thisTurn;
    doc.thisTurn = { [player(who)]: counts };
  }
  if (raw.designations !== undefined) doc.designations = { [player(raw.designations[0])]: raw.designations[1] };
  return doc;
}

/** Arbitrary scenario documents over `cards` (the catalog's allCards()). */
export function scenarioArb(cards, options) {
  const info = catalogInfo(cards);
  return rawScenarioArb(options).map((raw) => buildScenario(info, raw));
}
