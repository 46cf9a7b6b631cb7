import { emptyState, enterObjects, evaluate, castSpell, type CardDef } from '../src/core/index.js';
import { test } from "vitest"; test("smoke", () => {
const land = (name: string, sup: string[], sub: string[], abilities: CardDef['abilities'] = []): CardDef => ({ name, manaCost: null, types: ['Land'], subtypes: sub, supertypes: sup, power: null, toughness: null, loyalty: null, defense: null, abilities });
const urborg = land('Urborg, Tomb of Yawgmoth', ['Legendary'], [], [{ kind: 'static', text: 'Each land is a Swamp in addition to its other land types.', effects: [{ affects: { all: { type: 'Land' } }, ops: [{ op: 'addTypes', subtypes: ['Swamp'] }] }] }]);
const bloodMoon: CardDef = { name: 'Blood Moon', manaCost: '{2}{R}', types: ['Enchantment'], subtypes: [], supertypes: [], power: null, toughness: null, loyalty: null, defense: null, abilities: [{ kind: 'static', text: 'Nonbasic lands are Mountains.', effects: [{ affects: { all: { and: [{ type: 'Land' }, { not: { supertype: 'Basic' } }] } }, ops: [{ op: 'setTypes', subtypes: ['Mountain'] }] }] }] };
const forest = land('Forest', ['Basic'], ['Forest']);
for (const order of [[urborg, bloodMoon], [bloodMoon, urborg]]) {
  let s = emptyState();
  for (const c of [...order, forest]) { const r = enterObjects(s, [{ id: c.name, card: c }]); if (!r.ok) throw new Error(r.error); s = r.state; }
  const res = evaluate(s);
  for (const o of Object.values(res.objects)) console.log(o.id, o.subtypes.join(' '), JSON.stringify(o.abilities));
  console.log(JSON.stringify(res.trace.map(l => ({ layer: l.layer, steps: l.steps.map(st => [st.effect.key, st.reason.kind, st.affected]) }))));
}
const humility: CardDef = { name: 'Humility', manaCost: '{2}{W}{W}', types: ['Enchantment'], subtypes: [], supertypes: [], power: null, toughness: null, loyalty: null, defense: null, abilities: [{ kind: 'static', text: 'All creatures lose all abilities and have base power and toughness 1/1.', effects: [{ affects: { all: { type: 'Creature' } }, ops: [{ op: 'removeAbilities', all: true }, { op: 'setPT', power: 1, toughness: 1 }] }] }] };
const opal: CardDef = { name: 'Opalescence', manaCost: '{2}{W}{W}', types: ['Enchantment'], subtypes: [], supertypes: [], power: null, toughness: null, loyalty: null, defense: null, abilities: [{ kind: 'static', text: 'Each other non-Aura enchantment is a creature...', effects: [{ affects: { all: { and: [{ type: 'Enchantment' }, { not: { subtype: 'Aura' } }, { other: true }] } }, ops: [{ op: 'addTypes', types: ['Creature'] }, { op: 'setPT', power: { manaValue: 'affected' }, toughness: { manaValue: 'affected' } }] }] }] };
const growth: CardDef = { name: 'Giant Growth', manaCost: '{G}', types: ['Instant'], subtypes: [], supertypes: [], power: null, toughness: null, loyalty: null, defense: null, abilities: [{ kind: 'spell', text: 'Target creature gets +3/+3 until end of turn.', resolve: { effects: [{ affects: { target: 0 }, ops: [{ op: 'modifyPT', power: 3, toughness: 3 }], duration: 'endOfTurn' }] } }] };
for (const order of [[humility, opal], [opal, humility]]) {
  let s = emptyState();
  for (const c of order) { const r = enterObjects(s, [{ id: c.name, card: c }]); if (!r.ok) throw new Error(r.error); s = r.state; }
  const r2 = castSpell(s, { id: 'gg', card: growth, targets: ['Humility'] }); if (!r2.ok) throw new Error(r2.error); s = r2.state;
  const res = evaluate(s);
  for (const o of Object.values(res.objects)) console.log(o.id, o.types.join(' '), o.power, o.toughness, JSON.stringify(o.abilities));
}
});
