/**
 * The checks of an `enter` batch before anything changes (check-input.ts for the data's shape):
 * cards, ids, players, timestamps, and what the rules forbid of an entering object — a token
 * outside the battlefield (111.7), an attachment off the battlefield (303.4, 701.3a), pairing,
 * "exiled with" (607.2a), cloak (701.58a), bestow (702.103).
 */
import { type ErrorCode, err, type Failure, type LayersError } from '../model/result.js';
import type { GameState } from '../model/state.js';
import { countersProblem, idShapeProblem, oneOfProblem, recordProblem, wholeProblem, zoneProblem } from './check-input.js';
import { isCard, noCard } from './draft.js';
import type { EnterSpec } from './enter.js';
import { pairingProblem } from './pairing.js';

/** The data of each entry (check-input.ts): an object, with an id, a zone of 400.1, whole counts. */
function specsProblem(specs: unknown): Failure | null {
  if (!Array.isArray(specs)) return err('invalid-input', 'objects enter as a list of entries ({id, card, ...})', []);
  for (const [i, s] of specs.entries()) {
    const p =
      recordProblem(s, 'an entry', [i]) ??
      idShapeProblem(s.id, 'an object', [i, 'id']) ??
      (s.zone !== undefined ? zoneProblem(s.zone, [i, 'zone']) : null) ??
      (s.counters !== undefined ? countersProblem(s.counters, [i, 'counters']) : null) ??
      (s.level !== undefined ? wholeProblem(s.level, 'a class level', [i, 'level'], 1) : null) ??
      (s.face !== undefined ? oneOfProblem(s.face, ['front', 'back'], 'a face', [i, 'face']) : null);
    if (p) return p;
  }
  return null;
}

/** Check a batch before anything changes; returns the error (its path: the entry's index, then its key) or null. */
export function checkEnter(state: GameState, specs: readonly EnterSpec[]): LayersError | null {
  const malformed = specsProblem(specs);
  if (malformed) return malformed.error;
  // A few entries look the board up; a long batch indexes it once.
  const ids = new Set<string>(specs.length > 4 ? state.objects.map((o) => o.id) : []);
  const exists = (id: string) => ids.has(id) || (specs.length <= 4 && state.objects.some((o) => o.id === id));
  const players = new Set(state.players.map((p) => p.id));
  for (const [i, s] of specs.entries()) {
    const bad = (code: ErrorCode, message: string, key?: string): LayersError => ({
      code,
      message,
      path: key === undefined ? [i] : [i, key],
    });
    if (!isCard(s.card)) return bad('unknown-card', noCard(s.id), 'card');
    if (exists(s.id)) return bad('duplicate-id', `an object with id "${s.id}" already exists`, 'id');
    ids.add(s.id);
    for (const p of [s.controller, s.owner]) if (p !== undefined && !players.has(p)) return bad('unknown-player', `unknown player "${p}"`);
    // Timestamps are exact integers; later ones count up from this one (2^52 leaves room).
    if (s.timestamp !== undefined && !(Number.isSafeInteger(s.timestamp) && s.timestamp >= 0 && s.timestamp <= 2 ** 52))
      return bad('invalid-input', `"${s.id}": a timestamp must be a whole number from 0 to 2^52, not ${s.timestamp}`, 'timestamp');
    if (s.attachedTo !== undefined && !exists(s.attachedTo))
      return bad('unknown-object', `"${s.id}" is attached to "${s.attachedTo}", which doesn't exist`, 'attachedTo');
    if (s.token && (s.zone ?? 'battlefield') !== 'battlefield')
      return bad(
        'illegal-action',
        `"${s.id}" is a token entering the ${s.zone}: a token outside the battlefield ceases to exist (111.7, 111.8, 704.5d)`,
        'token',
      );
    if (s.attachedPlayer !== undefined && !players.has(s.attachedPlayer))
      return bad(
        'unknown-player',
        `"${s.id}" is attached to the player "${s.attachedPlayer}", who is not one of the players`,
        'attachedTo',
      );
    if ((s.attachedTo !== undefined || s.attachedPlayer !== undefined) && (s.zone ?? 'battlefield') !== 'battlefield')
      return bad('illegal-action', `"${s.id}" enters the ${s.zone}: only a permanent is attached (701.3a, 303.4)`, 'attachedTo');
    // The host may be on the board or an earlier entry of this batch: either way it must be on the battlefield.
    const host =
      s.attachedTo === undefined
        ? undefined
        : (state.objects.find((o) => o.id === s.attachedTo) ?? specs.slice(0, i).find((o) => o.id === s.attachedTo));
    const hostZone = host === undefined ? undefined : (host.zone ?? 'battlefield');
    if (host && hostZone !== 'battlefield')
      return bad(
        'illegal-action',
        `"${s.id}" can't be attached to "${host.id}", which is in the ${hostZone} (303.4, 701.3a)`,
        'attachedTo',
      );
    if (s.pairedWith !== undefined) {
      const problem = pairingProblem(state, s);
      if (problem !== null) return bad('illegal-action', problem, 'pairedWith');
    }
    if (s.exiledWith !== undefined) {
      if ((s.zone ?? 'battlefield') !== 'exile')
        return bad(
          'illegal-action',
          `only a card in exile is exiled with an object (607.2a, 406.6): give "${s.id}" \`zone: exile\``,
          'exiledWith',
        );
      if (s.exiledWith === s.id) return bad('illegal-action', `"${s.id}" can't be exiled with itself (607.2a)`, 'exiledWith');
      if (!exists(s.exiledWith) && !specs.some((o) => o.id === s.exiledWith))
        return bad('unknown-object', `"${s.id}" is exiled with "${s.exiledWith}", which doesn't exist`, 'exiledWith');
    }
    if (s.cloaked && !s.faceDown)
      return bad('illegal-action', `"${s.id}" is cloaked, so face down (701.58a): add \`faceDown: true\``, 'cloaked');
    if (s.bestowed && s.attachedTo === undefined)
      return bad('illegal-action', `"${s.id}" is bestowed but attached to nothing (702.103b, 702.103f): give \`attachedTo\``, 'bestowed');
    if (s.bestowed && !s.card.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'bestow'))
      return bad('illegal-action', `"${s.id}" has no bestow ability (702.103a)`, 'bestowed');
    if (s.choices?.copyOf !== undefined && !exists(s.choices.copyOf))
      return bad('unknown-object', `"${s.id}" copies "${s.choices.copyOf}", which doesn't exist`, 'choices');
  }
  return null;
}
