/**
 * The compiler's boundary: what `compileCard` is given is checked before it is read, so that
 * `compileCard(null)`, `compileCard({})` or `compileCard(42)` give an `invalid-input` error with
 * the path of the wrong field, never a TypeError nor a card with no name or type line.
 */
import { err, type Failure } from '../core/model/result.js';

type Path = (string | number)[];

const TEXT_FIELDS = ['mana_cost', 'type_line', 'oracle_text', 'power', 'toughness', 'loyalty', 'defense'] as const;
const LIST_FIELDS = ['colors', 'color_indicator'] as const;

function shown(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`;
}

/** Left out: null is taken as absent, as some exports write it (the card-file schema, cards/schema.ts, does the same). */
function absent(v: unknown): v is null | undefined {
  return v === undefined || v === null;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function faceProblem(face: Record<string, unknown>, at: Path, needsTypeLine: boolean): Failure | undefined {
  if (typeof face.name !== 'string' || face.name === '')
    return err('invalid-input', `a card's name is a non-empty string, not ${shown(face.name)}`, [...at, 'name']);
  for (const k of TEXT_FIELDS) {
    const v = face[k];
    if (!absent(v) && typeof v !== 'string') return err('invalid-input', `${k} is a string (or left out), not ${shown(v)}`, [...at, k]);
  }
  if (needsTypeLine && absent(face.type_line))
    return err('invalid-input', `the card "${face.name}" has no type_line (205): its characteristics can't be read`, [...at, 'type_line']);
  for (const k of LIST_FIELDS) {
    const v = face[k];
    if (absent(v)) continue;
    if (!Array.isArray(v)) return err('invalid-input', `${k} is a list of colour letters, not ${shown(v)}`, [...at, k]);
    const i = v.findIndex((x) => typeof x !== 'string');
    if (i >= 0) return err('invalid-input', `${k} holds colour letters ("W", "U", …), not ${shown(v[i])}`, [...at, k, i]);
  }
  return undefined;
}

/** Why `input` is not a card in Scryfall's format the compiler can read (with the path of the field), or undefined. */
export function cardInputProblem(input: unknown): Failure | undefined {
  if (!isRecord(input))
    return err('invalid-input', `a card is an object in Scryfall's format ({ name, type_line, oracle_text, … }), not ${shown(input)}`, []);
  const faces = absent(input.card_faces) ? undefined : input.card_faces;
  if (faces !== undefined && (!Array.isArray(faces) || faces.length === 0))
    return err('invalid-input', `card_faces is a non-empty list of faces (or left out), not ${shown(faces)}`, ['card_faces']);
  // A card with faces may give its type line on each face only (Scryfall writes both).
  const top = faceProblem(input, [], faces === undefined);
  if (top) return top;
  for (const k of ['oracle_id', 'layout'] as const) {
    const v = input[k];
    if (!absent(v) && typeof v !== 'string') return err('invalid-input', `${k} is a string (or left out), not ${shown(v)}`, [k]);
  }
  const kw = input.keywords;
  if (!absent(kw) && (!Array.isArray(kw) || kw.some((x) => typeof x !== 'string')))
    return err('invalid-input', `keywords is a list of strings (or left out), not ${shown(kw)}`, ['keywords']);
  for (const [i, f] of (faces ?? []).entries()) {
    if (!isRecord(f)) return err('invalid-input', `a face is an object ({ name, type_line, … }), not ${shown(f)}`, ['card_faces', i]);
    const bad = faceProblem(f, ['card_faces', i], absent(input.type_line));
    if (bad) return bad;
  }
  return undefined;
}
