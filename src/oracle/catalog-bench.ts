/**
 * The compiler's test bench: the catalog's Oracle cards compiled, and the definitions that
 * replace the hand-written ones in compiled mode (catalog `setCatalogOverrides`) — for each
 * face whose every continuous sentence the compiler reads, unless the face is listed in
 * STAYS_HAND_WRITTEN with the reason.
 */
import type { OracleCard, OracleFace } from '../catalog/oracle-rows.js';
import { ORACLE } from '../catalog/oracle-rows.js';
import type { AbilityDef } from '../core/effects/language/abilities.js';
import { compileCard } from './compile.js';
import type { CompiledCard, ScryfallCard, ScryfallFace } from './types.js';

/** Faces the compiler reads fully whose compiled data still differs in behaviour from the hand-written one. */
export const STAYS_HAND_WRITTEN: Readonly<Record<string, string>> = {
  'Grab the Reins':
    'Entwine (702.42a): the grammar reads the two modes but not that paying the entwine cost chooses both, which the hand-written definition says.',
};

const LETTER: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

function scryfallFace(f: OracleFace): ScryfallFace {
  const out: ScryfallFace = { name: f.name, mana_cost: f.manaCost, type_line: f.typeLine, oracle_text: f.oracleText };
  if (f.power !== null) out.power = f.power;
  if (f.toughness !== null) out.toughness = f.toughness;
  if (f.loyalty !== null) out.loyalty = f.loyalty;
  if (f.colorIndicator) out.color_indicator = f.colorIndicator.map((c) => LETTER[c] as string);
  return out;
}

/** A catalog Oracle card as a Scryfall card object. */
export function toScryfall(o: OracleCard): ScryfallCard {
  if (o.backFace === undefined) return { ...scryfallFace(o), layout: 'normal' };
  return { name: `${o.name} // ${o.backFace.name}`, layout: 'transform', card_faces: [scryfallFace(o), scryfallFace(o.backFace)] };
}

export interface BenchCard {
  oracle: OracleCard;
  compiled: CompiledCard;
  /** Faces every continuous sentence of which compiled. */
  fullyRead: string[];
}

export function benchCards(): BenchCard[] {
  return ORACLE.map((oracle) => {
    const compiled = compileCard(toScryfall(oracle));
    const faces = oracle.backFace === undefined ? [oracle.name] : [oracle.name, oracle.backFace.name];
    const fullyRead = faces.filter((face) => compiled.report.sentences.every((s) => s.face !== face || s.compiled || !s.continuous));
    return { oracle, compiled, fullyRead };
  });
}

/** Face name → compiled abilities, for every face read fully and not kept hand-written. */
export function compiledCatalogDefinitions(): Map<string, AbilityDef[]> {
  const out = new Map<string, AbilityDef[]>();
  for (const b of benchCards()) {
    const faces = [b.compiled.card, ...(b.compiled.card.backFace ? [b.compiled.card.backFace] : [])];
    for (const face of faces) {
      if (!b.fullyRead.includes(face.name) || STAYS_HAND_WRITTEN[face.name] !== undefined) continue;
      out.set(face.name, face.abilities);
    }
  }
  return out;
}
