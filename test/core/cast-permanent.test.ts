/**
 * Issue #28: casting what the rules let a player cast. A permanent spell resolves onto the battlefield
 * (608.3a), an Aura attached to its target (608.3c); a land is played, never cast (305.9); a card in a
 * hand is cast by its id (601.2a), and Equip needs its target (702.6a).
 */
import { describe, expect, it } from 'vitest';
import {
  activateAbility,
  castSpell,
  createEvaluator,
  emptyState,
  enterObjects,
  evaluate,
  findCard,
  type GameState,
} from '../../src/index.js';

const card = (name: string) => {
  const c = findCard(name);
  if (!c) throw new Error(`no ${name}`);
  return c;
};

function board(): GameState {
  const r = enterObjects(emptyState(), [
    { id: 'f', card: card('Forest') },
    { id: 'g', card: card('Giant Growth'), zone: 'hand' },
    { id: 'w', card: card('Grizzly Bears'), zone: 'hand' },
  ]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('casting spells (issue #28)', () => {
  it('608.3a: a creature spell resolves onto the battlefield under its controller, not into the graveyard', () => {
    const r = castSpell(board(), { id: 'b', card: card('Grizzly Bears') });
    expect(r.ok).toBe(true);
    const b = r.ok ? evaluate(r.value).objects.b : undefined;
    expect(b).toMatchObject({ zone: 'battlefield', controller: 'you', power: 2, toughness: 2 });
  });

  it('305.9: a land is played, not cast: illegal-action', () => {
    expect(castSpell(board(), { id: 'l', card: card('Forest') })).toMatchObject({
      ok: false,
      error: { code: 'illegal-action', path: ['card'] },
    });
  });

  it('601.2a: a card in hand is cast by its id (no new id, no card needed): Giant Growth leaves the hand for the graveyard', () => {
    const s = enterObjects(board(), [{ id: 'b', card: card('Grizzly Bears') }]);
    if (!s.ok) throw new Error(s.error.message);
    const r = createEvaluator(s.value).apply({ kind: 'cast', spec: { id: 'g', targets: ['b'] } });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.result().objects.b?.power).toBe(5);
    expect(r.value.state.objects.filter((o) => o.id === 'g').map((o) => o.zone)).toEqual(['graveyard']);
    // The creature card in hand, cast by its id, enters the battlefield (608.3a).
    const w = castSpell(board(), { id: 'w' });
    expect(w.ok && evaluate(w.value).objects.w?.zone).toBe('battlefield');
  });

  it('an id on the battlefield is still a duplicate: a permanent is not cast again', () => {
    const s = enterObjects(board(), [{ id: 'b', card: card('Grizzly Bears') }]);
    expect(s.ok && castSpell(s.value, { id: 'b', card: card('Grizzly Bears') })).toMatchObject({
      ok: false,
      error: { code: 'duplicate-id' },
    });
  });

  it('702.6a: Equip with no target is refused as a bad choice', () => {
    const s = enterObjects(emptyState(), [{ id: 'e', card: card('Bonesplitter') }]);
    if (!s.ok) throw new Error(s.error.message);
    expect(activateAbility(s.value, { object: 'e', ability: 'Equip {1}' })).toMatchObject({
      ok: false,
      error: { code: 'bad-choice', path: ['targets'] },
    });
  });
});
