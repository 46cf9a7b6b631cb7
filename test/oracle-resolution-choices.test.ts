/**
 * Choices and answers determined as a spell or ability resolves (src/oracle/grammar/sentences/resolving/resolution-choices.ts,
 * grammar.md § Choices as it resolves): 608.2d — "gets +1/-1 or -1/+1", "protection from artifacts or from
 * the color of your choice" (`choices.option`, 1-based in the order written); 608.2h — "gains all activated
 * abilities of target creature" gains the abilities that creature has as the effect begins, once.
 */
import { describe, expect, it } from 'vitest';
import { activateAbility, castSpell } from '../src/core/index.js';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('608.2h: Quicksilver Elemental gains the activated abilities the target has as it resolves', () => {
  const quicksilver = cardOf(
    'Quicksilver Elemental',
    'Creature — Elemental',
    "{U}: This creature gains all activated abilities of target creature until end of turn. (If any of the abilities use that creature's name, use this creature's name instead.)\nYou may spend blue mana as though it were mana of any color to pay the activation costs of this creature's abilities.",
    ['3', '4'],
  );
  const shivan = cardOf('Shivan Dragon', 'Creature — Dragon', 'Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.', ['5', '5']);
  it('it gains "{R}: … gets +1/+0", not flying; activated, the ability pumps Quicksilver Elemental (113.10 example)', () => {
    const g = new Game().enter(quicksilver, { id: 'qs' }).enter(shivan, { id: 'shivan' });
    g.activate('qs', 1, { targets: ['shivan'] });
    const abilities = g.obj('qs').abilities;
    expect(abilities).toContain('{R}: Shivan Dragon gets +1/+0 until end of turn.');
    expect(abilities).not.toContain('Flying');
    g.activate('qs', '{R}: Shivan Dragon gets +1/+0 until end of turn.');
    expect(g.pt('qs')).toEqual([4, 4]);
    expect(g.pt('shivan')).toEqual([5, 5]);
  });
  it('the abilities stay when the creature leaves the battlefield (608.2h: determined once), and end with the turn', () => {
    const g = new Game().enter(quicksilver, { id: 'qs' }).enter(shivan, { id: 'shivan' });
    g.activate('qs', 1, { targets: ['shivan'] }).move('shivan', 'graveyard');
    expect(g.obj('qs').abilities).toContain('{R}: Shivan Dragon gets +1/+0 until end of turn.');
    g.endTurn();
    expect(g.obj('qs').abilities).not.toContain('{R}: Shivan Dragon gets +1/+0 until end of turn.');
  });
});

describe('608.2d: one of the alternatives, chosen as it resolves (choices.option)', () => {
  const pemmin = cardOf(
    "Pemmin's Aura",
    'Enchantment — Aura',
    'Enchant creature\n{U}: Untap enchanted creature.\n{U}: Enchanted creature gains flying until end of turn.\n{U}: Enchanted creature gains shroud until end of turn.\n{1}: Enchanted creature gets +1/-1 or -1/+1 until end of turn.',
  );
  it("Pemmin's Aura: option 1 is +1/-1, option 2 is -1/+1; without choices.option, bad input at choices.option", () => {
    const g = new Game().enter(bear).enter(pemmin, { attachedTo: 'grizzly-bears' });
    const missing = activateAbility(g.state, { object: 'pemmins-aura', ability: 5 });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.path).toEqual(['choices', 'option']);
    const three = activateAbility(g.state, { object: 'pemmins-aura', ability: 5, choices: { option: 3 } });
    expect(three.ok).toBe(false);
    g.activate('pemmins-aura', 5, { choices: { option: 1 } });
    expect(g.pt('grizzly-bears')).toEqual([3, 1]);
    g.activate('pemmins-aura', 5, { choices: { option: 2 } }).activate('pemmins-aura', 5, { choices: { option: 2 } });
    expect(g.pt('grizzly-bears')).toEqual([1, 3]);
    g.endTurn();
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  const razor = cardOf(
    'Razor Barrier',
    'Instant',
    'Target permanent you control gains protection from artifacts or from the color of your choice until end of turn.',
  );
  it('Razor Barrier: protection from artifacts, or from the color chosen (choices.color)', () => {
    const a = new Game().enter(bear).cast(razor, { targets: ['grizzly-bears'], choices: { option: 1 } });
    expect(a.obj('grizzly-bears').abilities).toEqual(['Protection from artifacts']);
    const b = new Game().enter(bear).cast(razor, { targets: ['grizzly-bears'], choices: { option: 2, color: 'red' } });
    expect(b.obj('grizzly-bears').abilities).toEqual(['Protection from red']);
    const none = castSpell(new Game().enter(bear).state, { id: 'razor', card: razor, targets: ['grizzly-bears'] });
    expect(none.ok).toBe(false);
  });
});

describe('700.2: "choose one and SELF gets +1/+1" — the effect whatever mode is chosen (Glorfindel)', () => {
  const glorfindel = cardOf(
    'Glorfindel, Dauntless Rescuer',
    'Legendary Creature — Elf Noble',
    "Whenever you scry, choose one and Glorfindel gets +1/+1 until end of turn.\n• Glorfindel must be blocked this turn if able.\n• Glorfindel can't be blocked by more than one creature each combat this turn.",
    ['3', '2'],
  );
  it('+1/+1 until end of turn', () => {
    const g = new Game().enter(glorfindel, { id: 'glorfindel' }).activate('glorfindel', 1, { trigger: true });
    expect(g.pt('glorfindel')).toEqual([4, 3]);
    g.endTurn();
    expect(g.pt('glorfindel')).toEqual([3, 2]);
  });
});

describe('700.2: "choose up to X, where X is … —" (Riku of Many Paths): the modes chosen, up to the bound the scenario honours', () => {
  const riku = cardOf(
    'Riku of Many Paths',
    'Legendary Creature — Human Wizard',
    'Whenever you cast a modal spell, choose up to X, where X is the number of times you chose a mode for that spell —\n• Exile the top card of your library. Until the end of your next turn, you may play it.\n• Put a +1/+1 counter on Riku. It gains trample until end of turn.\n• Create a 1/1 blue Bird creature token with flying.',
    ['3', '3'],
  );
  it('mode 2: a +1/+1 counter and trample until end of turn; modes 2 and 3: a Bird token too', () => {
    const g = new Game().enter(riku, { id: 'riku' }).activate('riku', 1, { trigger: true, modes: [2] });
    expect(g.pt('riku')).toEqual([4, 4]);
    expect(g.obj('riku').abilities).toContain('Trample');
    g.endTurn();
    expect(g.obj('riku').abilities).not.toContain('Trample');
    const both = new Game().enter(riku, { id: 'riku' }).activate('riku', 1, { trigger: true, modes: [2, 3] });
    expect(both.obj('bird-token').power).toBe(1);
  });
});

describe('118.8 alternative costs before the colon: "{3}, {T} or {G}, {T}: …" is an activated ability (Heartwood Shard)', () => {
  const shard = cardOf('Heartwood Shard', 'Artifact', '{3}, {T} or {G}, {T}: Target creature gains trample until end of turn.');
  it('its effect reads, and paying either cost taps the Shard (602.2)', () => {
    expect(shard.abilities[0]?.kind).toBe('activated');
    const g = new Game()
      .enter(shard)
      .enter(bear)
      .activate('heartwood-shard', 1, { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').abilities).toEqual(['Trample']);
    expect(g.obj('heartwood-shard').tapped).toBe(true);
  });
});

describe('608.2d: "You may sacrifice a Food. If you do, … Otherwise, …" — doing it is option 1, not doing it option 2', () => {
  const pippin = cardOf(
    "Pippin's Bravery",
    'Instant',
    'You may sacrifice a Food. If you do, target creature gets +4/+4 until end of turn. Otherwise, that creature gets +2/+2 until end of turn.',
  );
  it('sacrificed: +4/+4; not: +2/+2; unsaid: bad input', () => {
    expect(
      new Game()
        .enter(bear)
        .cast(pippin, { targets: ['grizzly-bears'], choices: { option: 1 } })
        .pt('grizzly-bears'),
    ).toEqual([6, 6]);
    expect(
      new Game()
        .enter(bear)
        .cast(pippin, { targets: ['grizzly-bears'], choices: { option: 2 } })
        .pt('grizzly-bears'),
    ).toEqual([4, 4]);
    const none = castSpell(new Game().enter(bear).state, { id: 'p', card: pippin, targets: ['grizzly-bears'] });
    expect(none.ok).toBe(false);
  });
});
