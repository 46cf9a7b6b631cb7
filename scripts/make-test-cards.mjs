// Writes examples/cards/test-cards.json: real cards from ../shared/reference/oracle-corpus.json,
// none of them in the catalog, in Scryfall's card format, chosen to cover the sentence families
// of continuous effects (the scenarios in examples/cards/ use them).
//
//   node scripts/make-test-cards.mjs
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCorpus, toScryfall } from './corpus-to-scryfall.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const FAMILIES = {
  'anthems and filters': ['Elvish Archdruid', 'Dwynen, Gilt-Leaf Daen', 'Abzan Falconer', 'Ainok Bond-Kin', 'Bedrock Tortoise'],
  auras: ['Bestial Bloodline', 'Angelic Destiny', 'Alien Symbiosis', 'Burden of Proof'],
  equipment: ['Cobbled Wings', 'Basilisk Collar', 'Bloodthorn Flail', 'Jousting Lance', 'Aettir and Priwen'],
  'control changes': ['Persuasion', "Duskmourn's Domination", 'Coerced to Kill', 'Bloody Betrayal', 'Goatnap'],
  'types, colours and abilities': ['Atarka Monument', 'Firdoch Core', 'Ancient Kavu', 'Leyline of the Guildpact', 'Llanowar Loamspeaker'],
  'losing abilities': ['Curious Colossus'],
  'characteristic-defining abilities': ['Burrowguard Mentor', 'Broodstar', 'Bloodsworn Knight', 'Angry Mob'],
  'setting power and toughness': ['Behind the Mask', 'Doc Ock, Sinister Scientist'],
  counters: ['Arcbound Prototype', 'Academy Drake'],
  copy: ['Mockingbird', 'Visage Bandit', 'Sculpting Steel', 'Waxen Shapethief'],
  'text changes': ['Crystal Spray'],
  'player and rules effects': ['Crystal Barricade', 'Thought Vessel', 'Niv-Mizzet, Visionary'],
  conditions: ['Cloudreach Cavalry', 'Boggart Sprite-Chaser', 'Bearer of Glory', 'Alpharael, Dreaming Acolyte', 'Cloudsculpt Technician'],
  'spells, activated and triggered abilities': ['Charge', 'Antagonize', 'The Black Breath', "Warrior's Honor", 'Kamahl, Fist of Krosa'],
};

const wanted = Object.values(FAMILIES).flat();
const corpus = readCorpus();
const byName = new Map(corpus.map((c) => [c.name, c]));
const missing = wanted.filter((n) => !byName.has(n));
if (missing.length > 0) throw new Error(`not in the corpus: ${missing.join(', ')}`);
const out = resolve(root, 'examples/cards/test-cards.json');
writeFileSync(
  out,
  `${JSON.stringify(
    wanted.map((n) => toScryfall(byName.get(n))),
    null,
    2,
  )}\n`,
);
console.log(`${wanted.length} cards written to ${out}`);
