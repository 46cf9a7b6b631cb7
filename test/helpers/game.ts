/** A fluent wrapper over the core API for tests: every step must succeed. */
import { findCard } from '../../src/catalog/index.js';
import {
  type ActivateSpec,
  activateAbility,
  adjustLife,
  attachObject,
  type CardDef,
  type Choices,
  castSpell,
  declareCombat,
  type EnterSpec,
  type EvaluationResult,
  emptyState,
  endCombat,
  endTurn,
  enterObjects,
  evaluate,
  type GameState,
  gainControl,
  moveObject,
  type ObjectResult,
  type Outcome,
  phaseIn,
  phaseOut,
  putCounters,
  setTapped,
  transformObject,
  turnFaceDown,
  turnFaceUp,
} from '../../src/core/index.js';

export function card(name: string): CardDef {
  const c = findCard(name);
  if (!c) throw new Error(`no catalog card ${name}`);
  return c;
}

/** The spec's default id: lower case, apostrophes dropped, other runs of non-alphanumerics to '-'. */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

type EnterOpts = Omit<EnterSpec, 'card' | 'id'> & { id?: string };

export class Game {
  state: GameState;
  constructor(players: string[] = ['you', 'opponent']) {
    this.state = emptyState(players);
  }
  private step(o: Outcome): this {
    if (!o.ok) throw new Error(o.error.message);
    this.state = o.value;
    return this;
  }
  private spec(c: string | CardDef, opts: EnterOpts = {}): EnterSpec {
    const def = typeof c === 'string' ? card(c) : c;
    return { ...opts, id: opts.id ?? slug(def.name), card: def };
  }
  enter(c: string | CardDef, opts: EnterOpts = {}): this {
    return this.step(enterObjects(this.state, [this.spec(c, opts)]));
  }
  enterTogether(list: [string | CardDef, EnterOpts?][]): this {
    return this.step(
      enterObjects(
        this.state,
        list.map(([c, o]) => this.spec(c, o)),
      ),
    );
  }
  cast(
    c: string | CardDef,
    opts: { id?: string; targets?: string[]; choices?: Choices; x?: number; controller?: string; modes?: number[]; tokens?: string[] } = {},
  ): this {
    const def = typeof c === 'string' ? card(c) : c;
    return this.step(castSpell(this.state, { ...opts, card: def, id: opts.id ?? slug(def.name) }));
  }
  activate(object: string, ability: number | string, opts: Omit<ActivateSpec, 'object' | 'ability'> = {}): this {
    return this.step(activateAbility(this.state, { object, ability, ...opts }));
  }
  counters(id: string, c: Record<string, number>): this {
    return this.step(putCounters(this.state, id, c));
  }
  attach(id: string, to: string): this {
    return this.step(attachObject(this.state, id, to));
  }
  move(id: string, zone: EnterSpec['zone'] & string, controller?: string): this {
    return this.step(moveObject(this.state, id, zone, controller));
  }
  tap(id: string, tapped = true): this {
    return this.step(setTapped(this.state, id, tapped));
  }
  faceUp(id: string): this {
    return this.step(turnFaceUp(this.state, id));
  }
  faceDown(id: string): this {
    return this.step(turnFaceDown(this.state, id));
  }
  transform(id: string): this {
    return this.step(transformObject(this.state, id));
  }
  phaseOut(id: string): this {
    return this.step(phaseOut(this.state, id));
  }
  phaseIn(id: string): this {
    return this.step(phaseIn(this.state, id));
  }
  control(id: string, player: string): this {
    return this.step(gainControl(this.state, id, player));
  }
  endTurn(): this {
    return this.step(endTurn(this.state));
  }
  attack(...ids: string[]): this {
    return this.step(declareCombat(this.state, 'attack', ids));
  }
  block(...ids: string[]): this {
    return this.step(declareCombat(this.state, 'block', ids));
  }
  endCombat(): this {
    return this.step(endCombat(this.state));
  }
  life(player: string, amount: number): this {
    return this.step(adjustLife(this.state, player, amount));
  }
  result(exhaustive = false): EvaluationResult {
    return evaluate(this.state, { exhaustive });
  }
  obj(id: string): ObjectResult {
    const o = this.result().objects[id];
    if (!o) throw new Error(`no object ${id}`);
    return o;
  }
  pt(id: string): [number | null, number | null] {
    const o = this.obj(id);
    return [o.power, o.toughness];
  }
}

/** A minimal inline card for tests of rules examples that name no real card. */
export function inline(def: Partial<CardDef> & Pick<CardDef, 'name' | 'types' | 'abilities'>): CardDef {
  return { manaCost: null, subtypes: [], supertypes: [], power: null, toughness: null, loyalty: null, defense: null, ...def };
}
