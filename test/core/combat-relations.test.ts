/** Combat relations (506.2, 508.1b, 509.1a): whom each attacker attacks, which attacker each blocker blocks. */
import { describe, expect, it } from 'vitest';
import { declareCombat, type GameObject } from '../../src/core/index.js';
import { Game, inline } from '../helpers/game.js';

const walker = (name: string) => inline({ name, types: ['Planeswalker'], subtypes: ['Jace'], loyalty: 3, abilities: [] });

const raw = (g: Game, id: string): GameObject => {
  const o = g.state.objects.find((x) => x.id === id);
  if (!o) throw new Error(`no object ${id}`);
  return o;
};

describe('combat relations', () => {
  it('508.1b: in a two-player game an attacker attacks the only opponent by default', () => {
    const g = new Game().enter('Grizzly Bears').attack('grizzly-bears');
    expect(raw(g, 'grizzly-bears')).toMatchObject({ attacking: true, attacks: 'opponent' });
  });

  it('506.2, 508.1b: an attacker may attack an opponent’s planeswalker; not the active player or its own planeswalker', () => {
    const g = new Game().enter('Grizzly Bears').enter(walker('Jace Beleren'), { controller: 'opponent' }).enter(walker('Liliana Vess'));
    const ok = declareCombat(g.state, 'attack', ['grizzly-bears'], { defending: 'jace-beleren' });
    expect(ok.ok && ok.value.objects.find((o) => o.id === 'grizzly-bears')?.attacks).toBe('jace-beleren');
    expect(declareCombat(g.state, 'attack', ['grizzly-bears'], { defending: 'you' })).toMatchObject({
      ok: false,
      error: { path: ['defending'], message: expect.stringMatching(/active player/) },
    });
    expect(declareCombat(g.state, 'attack', ['grizzly-bears'], { defending: 'liliana-vess' })).toMatchObject({
      ok: false,
      error: { path: ['defending'], message: expect.stringMatching(/planeswalker of the active player/) },
    });
    expect(declareCombat(g.state, 'attack', ['grizzly-bears'], { defending: 'grizzly-bears' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/not a planeswalker or battle/) },
    });
  });

  it('508.1b: with two opponents nothing is assumed; `defending` names one', () => {
    const g = new Game(['you', 'ann', 'bob']).enter('Grizzly Bears').attack('grizzly-bears');
    expect(raw(g, 'grizzly-bears').attacks).toBeUndefined();
    const r = declareCombat(g.state, 'attack', ['grizzly-bears'], { defending: 'bob' });
    expect(r.ok && r.value.objects.find((o) => o.id === 'grizzly-bears')?.attacks).toBe('bob');
  });

  it('509.1a: a blocker blocks the only attacker by default, or the one named; it must be attacking, and attacking its controller', () => {
    const g = new Game(['you', 'ann', 'bob'])
      .enter('Grizzly Bears')
      .enter('Serra Angel')
      .enter('Glory Seeker', { controller: 'ann' })
      .enter('Llanowar Elves', { controller: 'bob' });
    const attacked = declareCombat(g.state, 'attack', ['grizzly-bears'], { defending: 'ann' });
    if (!attacked.ok) throw new Error(attacked.error.message);
    g.state = attacked.value;
    expect(declareCombat(g.state, 'block', ['llanowar-elves'], { blocks: 'grizzly-bears' })).toMatchObject({
      ok: false,
      error: { path: [0], message: expect.stringMatching(/509\.1a/) },
    });
    expect(declareCombat(g.state, 'block', ['glory-seeker'], { blocks: 'serra-angel' })).toMatchObject({
      ok: false,
      error: { path: ['blocks'], message: expect.stringMatching(/not an attacking creature/) },
    });
    g.block('glory-seeker');
    expect(raw(g, 'glory-seeker')).toMatchObject({ blocking: true, blocks: ['grizzly-bears'] });
  });

  it('506.4, 511.3: the relations end with combat, when a creature leaves combat, and at end of turn', () => {
    const g = new Game().enter('Grizzly Bears').enter('Glory Seeker', { controller: 'opponent' });
    g.attack('grizzly-bears').block('glory-seeker');
    expect(raw(g, 'glory-seeker').blocks).toEqual(['grizzly-bears']);
    g.endCombat();
    expect(raw(g, 'grizzly-bears').attacks).toBeUndefined();
    expect(raw(g, 'glory-seeker').blocks).toBeUndefined();
    g.attack('grizzly-bears').block('glory-seeker').endTurn();
    expect(raw(g, 'grizzly-bears')).toMatchObject({ attacking: false });
    expect(raw(g, 'grizzly-bears').attacks).toBeUndefined();
    expect(raw(g, 'glory-seeker').blocks).toBeUndefined();
    g.endTurn().attack('grizzly-bears').control('grizzly-bears', 'opponent');
    expect(raw(g, 'grizzly-bears').attacks).toBeUndefined();
  });
});
