/**
 * 721.2b: "{N+}[abilities][P/T]" means "As long as this permanent has N or more charge counters
 * on it, it has [abilities] and is a creature with base power and toughness [P/T] in addition to
 * its other types." Oracle text doesn't say which striation holds the power/toughness box; the
 * station ability's reminder does ("It's an artifact creature at 8+."). Without the reminder, the
 * box is taken to be in the highest striation, where every printed station card has it.
 *
 * The base P/T is set in layer 7b (613.4b) with the station ability's timestamp, and the effect
 * keeps applying in layers 6 and 7 once it has applied in layer 4, even if the ability is removed
 * then (613.6): under an older Humility a stationed Spacecraft keeps its own base P/T.
 */
import type { AbilityDef, StaticEffectDef } from '../core/effects/language/abilities.js';
import type { Condition } from '../core/effects/language/condition.js';

const STATION_LINE = /^(\d+)\+ \|/;
const CREATURE_AT = /It's an (?:artifact )?creature at (\d+)\+/;

function threshold(text: string): number | undefined {
  const m = STATION_LINE.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** The abilities with the station symbol's creature part added, or the same list. */
export function withStationCreature(
  rawOracleText: string,
  abilities: AbilityDef[],
  power: number | null,
  toughness: number | null,
): AbilityDef[] {
  if (power === null || toughness === null) return abilities;
  const hasStation = abilities.some((a) => a.text === 'Station');
  if (!hasStation) return abilities;
  const lines = abilities.map((a) => threshold(a.text)).filter((n): n is number => n !== undefined);
  const fromReminder = CREATURE_AT.exec(rawOracleText);
  const n = fromReminder ? Number(fromReminder[1]) : lines.length > 0 ? Math.max(...lines) : undefined;
  if (n === undefined) return abilities;
  const condition: Condition = { compare: [{ countersOn: 'source', kind: 'charge' }, '>=', n] };
  const creature: StaticEffectDef = {
    affects: { self: true },
    ops: [
      { op: 'addTypes', types: ['Creature'] },
      { op: 'setPT', power, toughness },
    ],
    condition,
  };
  const at = abilities.findIndex((a) => a.kind === 'static' && threshold(a.text) === n);
  if (at >= 0) {
    const a = abilities[at] as Extract<AbilityDef, { kind: 'static' }>;
    const out = [...abilities];
    const [only, ...more] = a.effects;
    // One ability, one effect (721.2b): "it has [abilities] and is a creature …", so that what it
    // grants keeps applying with it under 613.6.
    const same =
      only !== undefined && more.length === 0 && 'self' in only.affects && JSON.stringify(only.condition) === JSON.stringify(condition);
    out[at] = same
      ? { ...a, effects: [{ ...only, ops: [creature.ops[0], ...only.ops, creature.ops[1]] as StaticEffectDef['ops'] }] }
      : { ...a, effects: [creature, ...a.effects] };
    return out;
  }
  return [...abilities, { kind: 'static', text: `${n}+ | ${power}/${toughness}`, effects: [creature] }];
}
