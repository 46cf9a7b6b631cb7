// The bench board's cards, shared by bench/run.js (sections 4, 5) and test/core/order-replay.test.ts
// so that the board the tests check is the board the bench times.

/**
 * The statics: type changes that read types (Blood Moon, Urborg), a Lattice, Conspiracy,
 * Humility and Opalescence (613.8a dependencies), anthems and lords.
 * @type {readonly string[]}
 */
export const BENCH_STATICS = [
  'Blood Moon',
  'Urborg, Tomb of Yawgmoth',
  'Humility',
  'Opalescence',
  'Mycosynth Lattice',
  'March of the Machines',
  'Glorious Anthem',
  'Crusade',
  'Levitation',
  'Darkest Hour',
  'Bad Moon',
  'Kwende, Pride of Femeref',
  'Elvish Champion',
  'Lord of Atlantis',
  'Goblin King',
  'Conspiracy',
];

/** The other objects: creatures, lands and an artifact. @type {readonly string[]} */
export const BENCH_FILLER = ['Grizzly Bears', 'Forest', 'Llanowar Elves', 'Serra Angel', 'Sol Ring', 'Stomping Ground'];
