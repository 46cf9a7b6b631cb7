/** Soulbond's pairing as an object enters (702.95a): whether the pair it names can be made. */
import type { PlayerId } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import type { Zone } from '../model/terms.js';

/** What pairing reads of an entering object (an `EnterSpec` of enter.ts). */
export interface PairingEntry {
  id: string;
  pairedWith?: string | undefined;
  controller?: PlayerId | undefined;
  owner?: PlayerId | undefined;
  zone?: Zone | undefined;
  faceDown?: boolean | undefined;
  card: { types: readonly string[] };
}

/** 702.95a: a creature pairs with another unpaired creature its controller controls, both on the battlefield. */
export function pairingProblem(state: GameState, s: PairingEntry): string | null {
  const partner = state.objects.find((o) => o.id === s.pairedWith);
  const controller = s.controller ?? s.owner ?? state.activePlayer;
  const both = `"${s.id}" and "${s.pairedWith}"`;
  if (s.pairedWith === s.id) return `"${s.id}" can't pair with itself (702.95a)`;
  if (partner === undefined) return `"${s.id}" is paired with "${s.pairedWith}", not yet listed`;
  if ((s.zone ?? 'battlefield') !== 'battlefield' || partner.zone !== 'battlefield')
    return `${both}: only creatures on the battlefield pair (702.95a)`;
  if (partner.paired !== undefined) return `"${partner.id}" is already paired (702.95a)`;
  // 708.2a: face down, either is a 2/2 creature; turning a paired creature face down doesn't unpair it (702.95e).
  if (!(s.faceDown || s.card.types.includes('Creature')) || !(partner.faceDown || partner.card.types.includes('Creature')))
    return `${both}: only creatures pair (702.95a, 708.2a)`;
  if (partner.baseController !== controller) return `${both}: different controllers (702.95a)`;
  return null;
}
