// Realistic positions and game-like action mixes, seeded (used by bench/run.js's sections 6-8
// and by test/core/realistic-playouts.test.ts, so the boards the tests check are the boards the
// bench times). Randomness comes from fast-check (`fc.sample` with a seed): the same seed gives
// the same board on every machine.
//
// A board is what a table looks like mid-game: each player plays a deck of a tribe (Elves,
// Goblins, Merfolk, Zombies, changelings) or a control or enchantment deck, with lands (basics,
// duals, Urborg, a man-land), creatures of the tribe and its lord, anthems, Auras and Equipment
// attached to creatures, control Auras (Control Magic) on the opponents' creatures, now and then
// Humility, Opalescence, Blood Moon, a Tarmogoyf (which counts the card types in every graveyard,
// so each player has a few cards there) — printed cards of the catalog.
import fc from 'fast-check';

/** Per deck: its lands, creatures, the cards that make effects, and the pumps it casts. */
const DECKS = {
  elves: {
    lands: ['Forest', 'Forest', 'Forest', 'Yavimaya, Cradle of Growth', "Gaea's Cradle", 'Breeding Pool'],
    creatures: ['Llanowar Elves', 'Llanowar Elves', 'Quirion Elves', 'Elvish Champion', 'Tarmogoyf', 'Changeling Outcast'],
    others: ["Gaea's Anthem", 'Rancor', 'Blanchwood Armor', 'Overrun'],
  },
  goblins: {
    lands: ['Mountain', 'Mountain', 'Mountain', 'Stomping Ground', 'Mutavault'],
    creatures: ['Goblin Piker', 'Raging Goblin', 'Goblin King', 'Goblin Piker', 'Amoeboid Changeling', 'Kruin Outlaw'],
    others: ['Bonesplitter', 'Fervor', 'Blood Moon', 'Loxodon Warhammer'],
  },
  merfolk: {
    lands: ['Island', 'Island', 'Island', 'Breeding Pool', 'Hallowed Fountain', 'Tundra'],
    creatures: ['Merfolk of the Pearl Trident', 'Lord of Atlantis', 'Merfolk of the Pearl Trident', 'Changeling Outcast', 'Storm Crow'],
    others: ['Control Magic', 'Control Magic', 'Spreading Seas', 'Levitation'],
  },
  zombies: {
    lands: ['Swamp', 'Swamp', 'Swamp', 'Urborg, Tomb of Yawgmoth', 'Overgrown Tomb', 'Vault of Whispers'],
    creatures: ['Bog Wraith', 'Grinning Demon', 'Bloodghast', 'Nightmare', 'Amoeboid Changeling'],
    others: ['Bad Moon', 'Unholy Strength', 'Mind Control', 'Darkest Hour'],
  },
  control: {
    lands: ['Plains', 'Island', 'Plains', 'Hallowed Fountain', 'Tundra', "Mishra's Factory"],
    creatures: ['Serra Angel', 'Exalted Angel', 'Thalia, Guardian of Thraben', 'Elite Vanguard', 'Squadron Hawk'],
    others: ['Control Magic', 'Humility', 'Glorious Anthem', 'Crusade', 'Pacifism', 'Spirit Link', 'Honor of the Pure'],
  },
  enchantress: {
    lands: ['Forest', 'Plains', 'Forest', 'Godless Shrine', 'Plains'],
    creatures: ['Savannah Lions', 'Grizzly Bears', 'Tarmogoyf', 'Runeclaw Bear', 'Wild Mongrel'],
    others: ['Opalescence', 'Rancor', 'Holy Strength', 'Glorious Anthem', 'Ensnaring Bridge', 'Sword of Body and Mind'],
  },
};
export const DECK_NAMES = Object.keys(DECKS);
const TRIBE = { elves: 'Elf', goblins: 'Goblin', merfolk: 'Merfolk', zombies: 'Zombie', control: 'Soldier', enchantress: 'Bear' };
/** Cards in graveyards (Tarmogoyf and Lhurgoyf count them): several card types. */
const GRAVEYARD = ['Giant Growth', 'Grizzly Bears', 'Sol Ring', 'Forest', 'Pacifism', "Mishra's Bauble", 'Overrun'];
/** Auras and Equipment are attached to a creature when they enter; control Auras to an opponent's. */
const ATTACHED = new Set([
  'Rancor',
  'Blanchwood Armor',
  'Unholy Strength',
  'Holy Strength',
  'Pacifism',
  'Spirit Link',
  'Bonesplitter',
  'Loxodon Warhammer',
  'Sword of Body and Mind',
  'Spreading Seas',
]);
const STEALS = new Set(['Control Magic', 'Mind Control']);
/** At most one of these per board (each is a whole-board effect a table rarely has twice). */
const RARE = new Set(['Humility', 'Opalescence', 'Blood Moon', 'Overrun', 'Ensnaring Bridge']);

/** A seeded stream of numbers in [0, 1) from fast-check. */
function rng(seed) {
  const stream = fc.sample(fc.infiniteStream(fc.integer({ min: 0, max: 0x7fffffff })), { seed, numRuns: 1 })[0];
  const it = stream[Symbol.iterator]();
  return () => it.next().value / 0x80000000;
}
const pick = (r, xs) => xs[Math.floor(r() * xs.length)];

/**
 * The entries of a realistic board: `{ id, name, controller, zone?, attachedTo?, choices }` in the
 * order they enter (attachments after what they attach to). `objects` counts the battlefield;
 * every player also has 3-5 cards in the graveyard.
 */
export function realisticEntries(seed, { objects = 200, players = 2, only } = {}) {
  const r = rng(seed);
  // `only` (a card name -> boolean): the board of those cards alone, nothing in graveyards and nothing
  // attached (for the floor, which knows a few cards and effects only).
  const keep = (xs) => (only ? xs.filter(only) : xs);
  const deckOf = (name) => {
    const d = DECKS[name];
    return { lands: keep(d.lands), creatures: keep(d.creatures), others: keep(d.others).filter((x) => !only || !ATTACHED.has(x)) };
  };
  const ids = ['you', 'opponent', 'p3', 'p4'].slice(0, players);
  const decks = ids.map(() => pick(r, DECK_NAMES));
  const out = [];
  const creatures = ids.map(() => []);
  const rare = new Set();
  let n = 0;
  for (const who of only ? [] : ids)
    for (let k = 0; k < 3 + Math.floor(r() * 3); k++)
      out.push({ id: `g${n++}`, name: pick(r, GRAVEYARD), controller: who, zone: 'graveyard', choices: {} });
  const lands = new Set(Object.values(DECKS).flatMap((d) => d.lands));
  let field = 0;
  while (field < objects) {
    const p = Math.floor(r() * players);
    const deck = deckOf(decks[p]);
    const roll = r();
    const choices = { creatureType: TRIBE[decks[p]], color: 'blue', basicLandType: 'Island' };
    let name;
    if (roll < 0.4 || deck.creatures.length === 0) name = pick(r, deck.lands);
    else if (roll < 0.8 || creatures[p].length === 0 || deck.others.length === 0) name = pick(r, deck.creatures);
    else name = pick(r, deck.others);
    if (name === undefined) continue;
    if (RARE.has(name) && rare.has(name)) name = pick(r, deck.creatures);
    if (RARE.has(name)) rare.add(name);
    const entry = { id: `o${n++}`, name, controller: ids[p], choices };
    if (!only && (STEALS.has(name) || ATTACHED.has(name))) {
      const from = STEALS.has(name) || name === 'Pacifism' ? ids.findIndex((_, q) => q !== p && creatures[q].length > 0) : p;
      const pool = from >= 0 ? creatures[from] : [];
      if (name === 'Spreading Seas') {
        const land = out.filter((e) => e.zone === undefined && lands.has(e.name));
        if (land.length === 0) continue;
        entry.attachedTo = pick(r, land).id;
      } else {
        if (pool.length === 0) continue;
        entry.attachedTo = pick(r, pool);
      }
    }
    if (deck.creatures.includes(name)) creatures[p].push(entry.id);
    out.push(entry);
    field++;
  }
  return { players: ids, entries: out };
}

/** The engine's state for a board (one batch of entries, sequential timestamps), or the error. */
export function realisticState(lib, board) {
  const specs = board.entries.map((e, i) => ({
    id: e.id,
    card: lib.findCard(e.name),
    controller: e.controller,
    owner: e.controller,
    choices: e.choices,
    ...(e.zone ? { zone: e.zone } : {}),
    ...(e.attachedTo ? { attachedTo: e.attachedTo } : {}),
    timestamp: i + 1,
  }));
  const r = lib.enterObjects(lib.emptyState(board.players), specs);
  if (!r.ok) throw new Error(`realistic board: ${r.error.message}`);
  return r.value;
}

/** The action kinds of a playout and their weights, as a game mixes them. */
export const ACTION_MIX = [
  ['counter', 3],
  ['pump', 3],
  ['enter', 3],
  ['dies', 3],
  ['control', 1],
  ['tap', 4],
  ['untap', 2],
  ['endTurn', 1],
];
const WEIGHTED = ACTION_MIX.flatMap(([k, w]) => Array(w).fill(k));
const ENTERING = [
  'Grizzly Bears',
  'Llanowar Elves',
  'Goblin Piker',
  'Forest',
  'Island',
  'Serra Angel',
  'Changeling Outcast',
  'Rancor',
  'Bonesplitter',
];
const PUMPS = ['Giant Growth', 'Giant Growth', 'Brave the Elements', 'Twisted Image'];

/**
 * One random action on `state`, from `r` (a seeded stream): its kind and the action as data.
 * `i` makes new ids unique along a playout.
 */
export function randomAction(lib, state, r, i) {
  const kind = pick(r, WEIGHTED);
  const live = state.objects.filter((o) => o.zone === 'battlefield');
  const bodies = live.filter((o) => o.card.types.includes('Creature'));
  const o = pick(r, bodies.length > 0 ? bodies : live);
  const who = pick(r, state.players).id;
  switch (kind) {
    case 'counter':
      return { kind, action: { kind: 'counters', object: o.id, counters: { '+1/+1': 1 } } };
    case 'pump':
      return {
        kind,
        action: {
          kind: 'cast',
          spec: { id: `x${i}`, card: lib.findCard(pick(r, PUMPS)), controller: o.controller, targets: [o.id], choices: { color: 'red' } },
        },
      };
    case 'enter': {
      const name = pick(r, ENTERING);
      const card = lib.findCard(name);
      const attach = card.subtypes?.includes('Aura') || card.subtypes?.includes('Equipment') ? { attachedTo: o.id } : {};
      return {
        kind,
        action: { kind: 'enter', specs: [{ id: `e${i}`, card, controller: who, ...attach, choices: { creatureType: 'Elf' } }] },
      };
    }
    case 'dies':
      return { kind, action: { kind: 'move', object: pick(r, live).id, zone: 'graveyard' } };
    case 'control':
      return { kind, action: { kind: 'gainControl', object: o.id, player: who } };
    case 'tap':
    case 'untap':
      return { kind, action: { kind: 'status', action: kind, object: pick(r, live).id } };
    case 'endTurn':
      return { kind, action: { kind: 'endTurn' } };
  }
  throw new Error(kind);
}

/** A seeded stream of numbers in [0, 1), for playouts. */
export const randomStream = rng;
