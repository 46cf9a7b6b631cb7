/**
 * Scryfall card objects (the objects of the `oracle_cards` bulk file and of the `/cards`
 * API), as a zod schema of the fields mtg-layers reads. Real objects have about eighty
 * fields; the others are allowed and ignored. `null` is accepted wherever a field may be
 * absent, as some exports write it.
 */
import type { ScryfallCard as ScryfallApiCard } from '@scryfall/api-types';
import { z } from 'zod';
import type { ScryfallCard, ScryfallFace } from '../oracle/types.js';
import { textNumberProblem } from '../scenario/limits.js';

const text = z.string().nullish();
/** Printed numbers as Scryfall writes them ("3", "*", "1+*", "∞", "?"): any text, but whole numbers within the limits. */
const printed = z
  .string()
  .superRefine((s, ctx) => {
    const problem = textNumberProblem(s);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullish();
/** Colour letters; Scryfall's types allow 'C' (colourless) here too. */
const colorLetters = z.array(z.enum(['W', 'U', 'B', 'R', 'G', 'C'])).nullish();

const faceShape = {
  name: z.string().min(1),
  mana_cost: text,
  type_line: text,
  oracle_text: text,
  power: printed,
  toughness: printed,
  loyalty: printed,
  defense: printed,
  colors: colorLetters,
  color_indicator: colorLetters,
};

export const ScryfallFaceSchema = z.looseObject(faceShape);

export const ScryfallCardSchema = z.looseObject({
  ...faceShape,
  oracle_id: z.string().nullish(),
  layout: z.string().nullish(),
  keywords: z.array(z.string()).nullish(),
  card_faces: z.array(ScryfallFaceSchema).nullish(),
});

export type ScryfallFaceData = z.infer<typeof ScryfallFaceSchema>;
export type ScryfallCardData = z.infer<typeof ScryfallCardSchema>;

/** Layouts whose objects describe something other than a card a scenario would name first. */
export const NON_CARD_LAYOUTS: readonly string[] = [
  'art_series',
  'token',
  'double_faced_token',
  'emblem',
  'vanguard',
  'planar',
  'scheme',
  'reversible_card',
];

const FACE_KEYS = Object.keys(faceShape) as (keyof ScryfallFace)[];

function copyFace(from: Record<string, unknown>, into: Record<string, unknown>): void {
  for (const k of FACE_KEYS) {
    const v = from[k];
    if (v !== undefined && v !== null) into[k] = v;
  }
}

/** The compiler's input (src/oracle/types.ts): only the fields it reads, absent rather than null. */
export function toCompilerInput(data: ScryfallCardData): ScryfallCard {
  const out: Record<string, unknown> = {};
  copyFace(data, out);
  for (const k of ['oracle_id', 'layout', 'keywords'] as const) {
    const v = data[k];
    if (v !== undefined && v !== null) out[k] = v;
  }
  if (data.card_faces) {
    out.card_faces = data.card_faces.map((f) => {
      const face: Record<string, unknown> = {};
      copyFace(f, face);
      return face;
    });
  }
  return out as unknown as ScryfallCard;
}

// Compile-time check against Scryfall's own types (@scryfall/api-types, a devDependency used
// for types only): every field we read has the type Scryfall documents for it.
type Picked<T, K extends PropertyKey> = { [P in K & keyof T]: T[P] };
type Agrees<Ours, Theirs> = [Exclude<Theirs, undefined | null>] extends [Exclude<Ours, undefined | null>] ? true : false;
type Check<T extends true> = T;
type ApiNormal = ScryfallApiCard.Normal;
type ApiFace = NonNullable<ScryfallApiCard.Transform['card_faces']>[number];
type _NameAgrees = Check<Agrees<ScryfallCardData['name'], Picked<ApiNormal, 'name'>['name']>>;
type _TypeLineAgrees = Check<Agrees<ScryfallCardData['type_line'], Picked<ApiNormal, 'type_line'>['type_line']>>;
type _OracleAgrees = Check<Agrees<ScryfallCardData['oracle_text'], Picked<ApiNormal, 'oracle_text'>['oracle_text']>>;
type _PowerAgrees = Check<Agrees<ScryfallCardData['power'], Picked<ApiNormal, 'power'>['power']>>;
type _LayoutAgrees = Check<Agrees<ScryfallCardData['layout'], Picked<ApiNormal, 'layout'>['layout']>>;
type _KeywordsAgree = Check<Agrees<ScryfallCardData['keywords'], Picked<ApiNormal, 'keywords'>['keywords']>>;
type _FaceNameAgrees = Check<Agrees<ScryfallFaceData['name'], Picked<ApiFace, 'name'>['name']>>;
type _FaceManaAgrees = Check<Agrees<ScryfallFaceData['mana_cost'], Picked<ApiFace, 'mana_cost'>['mana_cost']>>;
type _FaceIndicatorAgrees = Check<Agrees<ScryfallFaceData['color_indicator'], Picked<ApiFace, 'color_indicator'>['color_indicator']>>;
