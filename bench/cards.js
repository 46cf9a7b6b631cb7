// Card files at bulk size (`npm run bench:cards`): writes a ~100 MB Scryfall-format file
// (corpus cards repeated under varied names, padded with the fields real bulk objects carry),
// then, each in a fresh process, indexes it with the card reader and looks cards up, and for
// comparison parses the whole file with JSON.parse. Prints times and peak RSS.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCorpus, toScryfall } from '../scripts/corpus-to-scryfall.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const file = resolve(here, '.data/bulk-100mb.json');
const TARGET = 100 * 1024 * 1024;

/** Fields a real oracle_cards object has besides the ones mtg-layers reads (~2 kB of them). */
function padding(card, k) {
  const id = `${k.toString(16).padStart(8, '0')}-0000-4000-8000-${k.toString(16).padStart(12, '0')}`;
  return {
    id,
    multiverse_ids: [k],
    tcgplayer_id: k,
    cardmarket_id: k,
    lang: 'en',
    released_at: '2024-02-09',
    uri: `https://api.scryfall.com/cards/${id}`,
    scryfall_uri: `https://scryfall.com/card/xxx/${k}/${encodeURIComponent(card.name)}`,
    highres_image: true,
    image_status: 'highres_scan',
    image_uris: Object.fromEntries(
      ['small', 'normal', 'large', 'png', 'art_crop', 'border_crop'].map((s) => [
        s,
        `https://cards.scryfall.io/${s}/front/${id}.jpg?1700000000`,
      ]),
    ),
    cmc: 3,
    color_identity: card.colors ?? [],
    legalities: Object.fromEntries(
      [
        'standard',
        'future',
        'historic',
        'timeless',
        'gladiator',
        'pioneer',
        'modern',
        'legacy',
        'pauper',
        'vintage',
        'penny',
        'commander',
        'oathbreaker',
        'standardbrawl',
        'brawl',
        'alchemy',
        'paupercommander',
        'duel',
        'oldschool',
        'premodern',
        'predh',
      ].map((f) => [f, k % 3 === 0 ? 'legal' : 'not_legal']),
    ),
    games: ['paper', 'arena', 'mtgo'],
    reserved: false,
    foil: true,
    nonfoil: true,
    finishes: ['nonfoil', 'foil'],
    oversized: false,
    promo: false,
    reprint: true,
    variation: false,
    set_id: '00000000-0000-4000-8000-000000000000',
    set: 'xxx',
    set_name: 'Benchmark Set',
    set_type: 'expansion',
    rarity: 'common',
    artist: 'Some Artist',
    flavor_text: 'A line of flavour text, about as long as the flavour text of a real card tends to be — “quoted”.',
    border_color: 'black',
    frame: '2015',
    full_art: false,
    textless: false,
    booster: true,
    story_spotlight: false,
    edhrec_rank: k,
    prices: { usd: '0.25', usd_foil: '1.10', usd_etched: null, eur: '0.20', eur_foil: '0.90', tix: '0.03' },
    related_uris: {
      gatherer: `https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${k}`,
      edhrec: `https://edhrec.com/route/?cc=${k}`,
    },
    purchase_uris: {
      tcgplayer: `https://partner.tcgplayer.com/c/${k}`,
      cardmarket: `https://www.cardmarket.com/en/Magic/Products/Search?searchString=${k}`,
      cardhoarder: `https://www.cardhoarder.com/cards/${k}`,
    },
  };
}

async function generate() {
  const corpus = readCorpus().map(toScryfall);
  mkdirSync(dirname(file), { recursive: true });
  const out = createWriteStream(file);
  const write = (s) => (out.write(s) ? Promise.resolve() : new Promise((r) => out.once('drain', r)));
  await write('[\n');
  let bytes = 2;
  let k = 0;
  while (bytes < TARGET) {
    const base = corpus[k % corpus.length];
    const round = Math.floor(k / corpus.length);
    const rename = (n) => (round === 0 ? n : `${n} (${round})`);
    const card = { ...padding(base, k), ...base, name: rename(base.name) };
    if (base.card_faces) card.card_faces = base.card_faces.map((f) => ({ ...f, name: rename(f.name) }));
    const text = `${k === 0 ? '' : ',\n'}${JSON.stringify(card)}`;
    await write(text);
    bytes += Buffer.byteLength(text);
    k++;
  }
  await write('\n]\n');
  await new Promise((r) => out.end(r));
  return k;
}

const NAMES = ['Elvish Archdruid', 'Persuasion (3)', 'battery (2)', 'Mockingbird (3)', 'Thought Vessel', 'assault', 'Crystal Spray (2)'];

const INDEX = `
import { openCardFile } from './dist/cards/open.js';
import { fileSource } from './dist/cards/node.js';
const t0 = performance.now();
const r = openCardFile(${JSON.stringify(file)}, fileSource);
if (!r.ok) { console.error(JSON.stringify(r.problems)); process.exit(2); }
const t1 = performance.now();
const names = ${JSON.stringify(NAMES)};
let found = 0;
for (const n of names) if (r.value.lookup(n)?.ok) found++;
const t2 = performance.now();
console.log(JSON.stringify({ cards: r.value.file.entries.length, indexSeconds: (t1 - t0) / 1000, lookups: names.length, found, lookupMs: t2 - t1, maxRssMB: process.resourceUsage().maxRSS / 1024 }));
`;

const PARSE = `
import { readFileSync } from 'node:fs';
const t0 = performance.now();
const cards = JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8'));
const t1 = performance.now();
console.log(JSON.stringify({ cards: cards.length, parseSeconds: (t1 - t0) / 1000, maxRssMB: process.resourceUsage().maxRSS / 1024 }));
`;

const BASELINE = `console.log(JSON.stringify({ maxRssMB: process.resourceUsage().maxRSS / 1024 }));`;

function child(code) {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: resolve(here, '..'), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

if (!existsSync(file) || statSync(file).size < TARGET) {
  const t = performance.now();
  const n = await generate();
  console.log(`wrote ${file}: ${n} cards in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
const size = statSync(file).size;
const baseline = child(BASELINE);
const indexed = child(INDEX);
const parsed = child(PARSE);
console.log(`card file: ${(size / 1024 / 1024).toFixed(1)} MB, ${indexed.cards} cards`);
console.log(`node baseline:           peak RSS ${baseline.maxRssMB.toFixed(0)} MB`);
console.log(
  `mtg-layers card reader:  index ${indexed.indexSeconds.toFixed(2)} s, ${indexed.found}/${indexed.lookups} names found and compiled in ${indexed.lookupMs.toFixed(1)} ms, peak RSS ${indexed.maxRssMB.toFixed(0)} MB`,
);
console.log(`JSON.parse of the whole: ${parsed.parseSeconds.toFixed(2)} s, peak RSS ${parsed.maxRssMB.toFixed(0)} MB (for comparison)`);
