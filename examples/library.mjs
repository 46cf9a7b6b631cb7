// A runnable example of the library API: `npm run build && node examples/library.mjs`.
import { castSpell, emptyState, enterObjects, evaluate, findCard } from '../dist/index.js';

let state = emptyState(['you', 'opponent']);
for (const name of ['Urborg, Tomb of Yawgmoth', 'Blood Moon', 'Grizzly Bears']) {
  const id = name.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const step = enterObjects(state, [{ id, card: findCard(name) }]);
  if (!step.ok) throw new Error(step.error.message);
  state = step.value;
}
const cast = castSpell(state, { id: 'giant-growth', card: findCard('Giant Growth'), targets: ['grizzly-bears'] });
if (!cast.ok) throw new Error(cast.error.message);

const result = evaluate(cast.value);
const urborg = result.objects['urborg-tomb-of-yawgmoth'];
console.log(`Urborg: ${urborg.subtypes.join(' ')}; abilities: ${urborg.abilities.join(' | ')}`);
const bears = result.objects['grizzly-bears'];
console.log(`Grizzly Bears: ${bears.power}/${bears.toughness}`);
for (const layer of result.trace) {
  for (const step of layer.steps) {
    console.log(`layer ${layer.layer}: ${step.effect.text} [${step.reason.kind}] -> ${step.affected.join(', ')}`);
  }
}
