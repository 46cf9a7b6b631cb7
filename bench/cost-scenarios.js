// Scenario documents that grow one dimension of the pass's cost (issue #30): many resolved effects,
// and one large layer with dependencies. Generated, so the bench (bench/cost.js) and the regression
// test (test/core/cost.test.ts) time the same files at any size.

/**
 * N casts of Switcheroo on the same two creatures: 2N resolved control-changing effects (701.12b),
 * each cast reading the controllers the earlier ones give (608.2h).
 * @param {number} n
 */
export function switcherooCasts(n) {
  return {
    title: `${n} Switcheroo casts`,
    battlefield: ['Grizzly Bears', { card: 'Hill Giant', controller: 'opponent' }],
    events: Array.from({ length: n }, () => ({ cast: 'Switcheroo', targets: ['grizzly-bears', 'hill-giant'] })),
  };
}

/**
 * N Opalescences, then Song of the Dryads on Crusade: a layer 4 of N + 1 effects where every
 * Opalescence depends on the Song (613.8a: it changes what they apply to).
 * @param {number} n
 */
export function opalescencesThenSong(n) {
  return {
    title: `${n} Opalescences, then Song of the Dryads`,
    battlefield: [...Array.from({ length: n }, () => 'Opalescence'), 'Crusade'],
    events: [{ enter: { card: 'Song of the Dryads', attachedTo: 'crusade' } }],
  };
}

/**
 * N static type-changing effects with dependencies, held out of tuning (issue #30 asks the cost to stay
 * bounded in general, not for the two boards above): half Urborg, Tomb of Yawgmoth, half Blood Moon, and
 * a Forest, an Island and a creature. Every Urborg depends on every Blood Moon (613.8a: Blood Moon takes
 * its ability away, so its effect doesn't exist); the lands are Mountains (305.7).
 * @param {number} n
 */
export function bloodMoonsAndUrborgs(n) {
  const moons = Math.floor(n / 2);
  return {
    title: `${n - moons} Urborgs and ${moons} Blood Moons`,
    battlefield: [
      ...Array.from({ length: n - moons }, () => 'Urborg, Tomb of Yawgmoth'),
      ...Array.from({ length: moons }, () => 'Blood Moon'),
      'Forest',
      'Island',
      'Grizzly Bears',
    ],
  };
}

/** Every generator, by name. */
export const COST_SCENARIOS = { switcherooCasts, opalescencesThenSong, bloodMoonsAndUrborgs };
