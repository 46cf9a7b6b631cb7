/**
 * The explanation as localised, structured lines, built only from the trace's data (never
 * by translating English sentences): for each object its story layer by layer, and for
 * the whole pass every step in the order applied. Renderers (CLI text, web DOM) style it.
 */

import type { LayerId } from '../core/effects/layers.js';
import { CREATURE_TYPES } from '../core/model/subtypes.js';
import type {
  Change,
  DependencyKind,
  EffectSummary,
  EvaluationResult,
  ObjectResult,
  OrderReason,
  TraceLayer,
  TraceStep,
} from '../core/pass/trace.js';
import type { Translator } from './i18n.js';

/** One change a step made to an object, told in the chosen language. */
export interface ChangeLine {
  object: string;
  field: string;
  /** The field in the reader's language. */
  label: string;
  before: string;
  after: string;
}

/** One step of a layer: the effect applied, why in that order, and what it changed. */
export interface StepStory {
  layer: LayerId;
  /** 1-based place in its layer's order. */
  place: number;
  effectKey: string;
  source: string | null;
  effect: string;
  reasons: string[];
  /** The rule numbers the reasons cite (613.7, 613.8b, ...), for links. */
  rules: string[];
  affected: string[];
  changes: ChangeLine[];
}

/** An effect that existed in a layer but changed nothing, and why. */
export interface NotAppliedLine {
  effectKey: string;
  source: string | null;
  effect: string;
  why: string;
}

/** One layer (613.1, 613.2, 613.4) told as its steps. */
export interface LayerStory {
  layer: LayerId;
  title: string;
  rule: string;
  steps: StepStory[];
  notApplied: NotAppliedLine[];
}

/** One object's explanation: its printed values, each layer's steps that touched it, and its result. */
export interface ObjectStory {
  id: string;
  name: string | null;
  heading: string;
  layers: LayerStory[];
  /** Set when no continuous effect touched the object. */
  unchanged: string | null;
  resultLabel: string;
  result: string;
}

const quoted = (x: Translator, text: string) => x.t('quote', { text: x.lang === 'en' ? JSON.stringify(text).slice(1, -1) : text });

/** A value from the output or the trace, for people: lists joined, null as "none" (power and toughness: "not a creature", 208.3). */
export function showValue(x: Translator, v: unknown, field = ''): string {
  if (v === null || v === undefined) return x.t(field === 'power' || field === 'toughness' ? 'value.notCreature' : 'value.none');
  if (Array.isArray(v)) {
    if (v.length === 0)
      return field === 'colors' ? x.t('value.colorless') : field === 'abilities' ? x.t('value.noAbilities') : x.t('value.empty');
    if (field === 'subtypes') return showSubtypes(x, v as string[]);
    if (field === 'types') return v.map((t) => x.t(`typeWord.${String(t)}`, { defaultValue: String(t) })).join(', ');
    if (field === 'supertypes')
      return v.map((t) => x.t(`supertypeWord.${String(t)}`, { context: 'n', defaultValue: String(t) })).join(', ');
    if (field === 'colors') return v.map((c) => x.t(`color.${String(c)}`, { defaultValue: String(c) })).join(', ');
    return field === 'abilities' || field === 'rules' ? v.map((a) => quoted(x, String(a))).join(', ') : v.join(', ');
  }
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    return entries.length === 0 ? x.t('value.empty') : entries.map(([k, n]) => `${k} ×${String(n)}`).join(', ');
  }
  return String(v);
}

/** Every creature type (205.3m, changeling) said in three words, not 300. */
export function showSubtypes(x: Translator, subtypes: readonly string[]): string {
  const all = new Set(subtypes);
  if (!CREATURE_TYPES.every((t) => all.has(t))) return subtypes.join(' ');
  return [x.t('value.everyCreatureType'), ...subtypes.filter((t) => !CREATURE_TYPES.includes(t))].join(' ');
}

/**
 * The type line in the reader's language, written per language (locales' `typeLine`): English
 * "Legendary Artifact Creature — Golem"; French "Créature-artefact légendaire : Golem" and
 * Spanish "Criatura artefacto legendaria — Golem", the creature type first and the supertypes
 * agreeing with it. Subtypes stay as printed in English.
 */
export function typeLine(x: Translator, o: Pick<ObjectResult, 'supertypes' | 'types' | 'subtypes'>): string {
  const types = x.lang === 'en' ? o.types : [...o.types].sort((a, b) => Number(b === 'Creature') - Number(a === 'Creature'));
  const words = types.map((t, i) => {
    const w = x.t(`typeWord.${t}`, { defaultValue: t });
    return i === 0 || x.lang === 'en' ? w : w.toLowerCase();
  });
  const gender = types[0] === undefined ? 'n' : x.t(`typeGender.${types[0]}`, { defaultValue: 'n' });
  const supers = o.supertypes.map((s) => x.t(`supertypeWord.${s}`, { context: gender, defaultValue: s }));
  const left = x
    .t('typeLine.left', { supertypes: supers.join(' '), types: words.join(x.t('typeLine.join')) })
    .replace(/\s+/g, ' ')
    .trim();
  return o.subtypes.length > 0 ? x.t('typeLine.full', { left, subtypes: showSubtypes(x, o.subtypes) }) : left;
}

/** A player's name: "you" and "opponent" in the reader's language, any other name as written. */
export function playerName(x: Translator, name: string): string {
  return x.t(`player.${name}`, { defaultValue: name });
}

/** Power/toughness (and loyalty, defense) as written in the chosen language. */
export function ptText(x: Translator, o: ObjectResult): string {
  const parts: string[] = [];
  if (o.power !== null || o.toughness !== null) parts.push(`${o.power ?? '-'}/${o.toughness ?? '-'}`);
  if (o.loyalty !== null) parts.push(x.t('value.loyalty', { n: o.loyalty }));
  if (o.defense !== null) parts.push(x.t('value.defense', { n: o.defense }));
  return parts.join(' ');
}

/** Status words: tapped, face down, transformed, phased out, attacking, blocking, token, attachment, counters. */
export function statusWords(x: Translator, o: ObjectResult): string[] {
  const out: string[] = [];
  if (o.tapped) out.push(x.t('status.tapped'));
  if (o.faceDown) out.push(x.t('status.faceDown'));
  if (o.transformed) out.push(x.t('status.transformed'));
  if (o.prototyped) out.push(x.t('status.prototyped'));
  if (o.unlocked !== undefined)
    out.push(
      o.unlocked.length === 0
        ? x.t('status.locked')
        : x.t('status.unlocked', { doors: o.unlocked.map((d) => x.t(`status.door.${d}`)).join(x.t('list.and')) }),
    );
  if (o.phasedOut) out.push(x.t('status.phasedOut'));
  if (o.attacking) out.push(x.t('status.attacking'));
  if (o.blocking) out.push(x.t('status.blocking'));
  if (o.token) out.push(x.t('status.token'));
  if (o.attachedTo !== null) out.push(x.t('status.attachedTo', { id: o.attachedTo }));
  for (const [kind, n] of Object.entries(o.counters)) out.push(x.t('status.counter', { kind, count: n }));
  return out;
}

/** A result field's label (power, colors, ...) in the chosen language. */
export function fieldLabel(x: Translator, field: string): string {
  return x.t(`field.${field}`, { defaultValue: field });
}

/** A layer's title ("Layer 7c: modifications") in the chosen language. */
export function layerTitle(x: Translator, layer: LayerId): string {
  const rule = x.t(`layer.name.${layer}`);
  return layer === 'players' || layer === 'rules' ? rule : x.t('layer.title', { layer, rule });
}

/** The short name of a layer: "Layer 4", "613.10 effects on players". */
export function layerShort(x: Translator, layer: LayerId): string {
  return layer === 'players' || layer === 'rules' ? x.t(`layer.name.${layer}`) : x.t('layer.short', { layer });
}

/** The effect as a noun phrase: `Humility's static ability "All creatures ..."`. */
export function describeEffect(x: Translator, e: EffectSummary): string {
  const who = e.sourceName ?? e.source;
  const text = quoted(x, e.text);
  switch (e.kind) {
    case 'static': {
      const ability = x.t(e.cda ? 'effect.cda' : 'effect.staticAbility');
      return who === null ? x.t('effect.staticNoSource', { ability, text }) : x.t('effect.static', { who, ability, text });
    }
    case 'resolved':
      return who === null ? x.t('effect.resolvedNoSource', { text }) : x.t('effect.resolved', { who, text });
    case 'counter': {
      // The key is `counter:<object>:<kind>`; the text starts with the number of counters.
      const kind = e.key.split(':').slice(2).join(':');
      const count = Number(/^(\d+)/.exec(e.text)?.[1] ?? '1');
      const rule = /\((122\.1[ab]?)\)/.exec(e.text)?.[1] ?? '122.1';
      return x.t('effect.counter', { count, kind, rule });
    }
    case 'faceDown':
      return x.t('effect.faceDown');
    case 'copy':
      return who === null ? x.t('effect.copyNoSource', { text }) : x.t('effect.copy', { text, who });
  }
}

/** `Blood Moon's "Nonbasic lands are Mountains."`, finding the effect's source in the trace. */
function effectName(x: Translator, key: string, text: string, layers: readonly (TraceLayer | undefined)[]): string {
  let known: EffectSummary | undefined;
  for (const layer of layers) {
    known = [...(layer?.steps.map((s) => s.effect) ?? []), ...(layer?.notApplied?.map((n) => n.effect) ?? [])].find((e) => e.key === key);
    if (known !== undefined) break;
  }
  const who = known?.sourceName ?? known?.source;
  return who ? x.t('effect.named', { who, text: quoted(x, text) }) : quoted(x, text);
}

/** The specifics of a dependency, from its kind (and, for what it applies to, the ids named in the trace). */
function dependencyDetail(x: Translator, because: DependencyKind, detail: string): string {
  if (detail === '') return '';
  if (because !== 'appliesTo') return x.t(`detail.${because}`);
  const parts: string[] = [];
  const gained = /it would also apply to ([^;]+)/.exec(detail)?.[1];
  const lost = /it would no longer apply to ([^;]+)/.exec(detail)?.[1];
  if (gained) parts.push(x.t('detail.gained', { ids: gained.trim() }));
  if (lost) parts.push(x.t('detail.lost', { ids: lost.trim() }));
  return parts.join('; ');
}

function timestampText(x: Translator, ts: string): string {
  return ts.includes('.') ? x.t('timestamp.justAfter', { ts }) : x.t('timestamp.plain', { ts });
}

/** Why the step is where it is in its layer, as sentences with their rules. */
export function describeReason(x: Translator, reason: OrderReason, step: TraceStep, layer?: TraceLayer): string[] {
  const ts = timestampText(x, step.effect.timestamp);
  const lines: string[] = [];
  switch (reason.kind) {
    case 'cda':
      lines.push(x.t(reason.rule === '613.4a' ? 'reason.cdaPT' : 'reason.cda'));
      break;
    case 'timestamp':
      lines.push(x.t(step.aheadOf && step.aheadOf.length > 0 ? 'reason.timestampAhead' : 'reason.timestamp', { ts }));
      break;
    case 'dependency':
      for (const d of reason.dependsOn) {
        const detail = dependencyDetail(x, d.because, d.detail);
        const values = { effect: effectName(x, d.effect, d.text, [layer]), because: x.t(`because.${d.because}`), detail };
        lines.push(x.t(detail === '' ? 'reason.dependsOn' : 'reason.dependsOnDetail', values));
      }
      lines.push(x.t('reason.waited', { ts }));
      break;
    case 'loop':
      lines.push(x.t('reason.loop', { effects: reason.loop.map((l) => effectName(x, l.effect, l.text, [layer])).join(x.t('list.and')) }));
      lines.push(x.t('reason.loopOrder', { ts }));
      break;
  }
  for (const a of step.aheadOf ?? []) {
    lines.push(x.t('reason.aheadOf', { effect: effectName(x, a.effect, a.text, [layer]), because: x.t(`becauseThat.${a.because}`) }));
  }
  if (step.setFixedIn !== undefined) lines.push(x.t('reason.setFixed', { layer: step.setFixedIn }));
  if (step.lockedSet) lines.push(x.t('reason.lockedSet'));
  return lines;
}

/** The rule numbers a step's place rests on. */
function rulesOf(step: TraceStep): string[] {
  const rules = new Set<string>([step.reason.rule]);
  if (step.reason.kind === 'dependency' || (step.aheadOf?.length ?? 0) > 0) {
    rules.add('613.8a');
    rules.add('613.8b');
  }
  if (step.effect.timestamp.includes('.')) rules.add('613.7n');
  if (step.setFixedIn !== undefined) rules.add('613.6');
  if (step.lockedSet) rules.add('611.2c');
  return [...rules];
}

/** A change of the trace told as a line. */
export function changeLine(x: Translator, c: Change): ChangeLine {
  return {
    object: c.object,
    field: c.field,
    label: fieldLabel(x, c.field),
    before: showValue(x, c.before, c.field),
    after: showValue(x, c.after, c.field),
  };
}

/** Why an effect did not apply in a layer (611.3b, 613.8a), from the trace's data. */
function whyNotApplied(x: Translator, n: NonNullable<TraceLayer['notApplied']>[number], layer: TraceLayer, trace: readonly TraceLayer[]) {
  const by = n.removedBy;
  if (by === undefined) return x.t('notApplied.lost');
  const text = quoted(x, by.text);
  if (layer.steps.some((s) => s.effect.key === by.effect)) return x.t('notApplied.dependency', { text });
  const earlier = trace.find((l) => l.steps.some((s) => s.effect.key === by.effect));
  return earlier === undefined ? x.t('notApplied.dependency', { text }) : x.t('notApplied.lostIn', { layer: earlier.layer, text });
}

export function stepStory(x: Translator, layer: TraceLayer, s: TraceStep, i: number, only?: string): StepStory {
  return {
    layer: layer.layer,
    place: i + 1,
    effectKey: s.effect.key,
    source: s.effect.source,
    effect: describeEffect(x, s.effect),
    reasons: describeReason(x, s.reason, s, layer),
    rules: rulesOf(s),
    affected: s.affected,
    changes: s.changes.filter((c) => only === undefined || c.object === only).map((c) => changeLine(x, c)),
  };
}

const touches = (step: TraceStep, id: string) => step.affected.includes(id) || step.changes.some((c) => c.object === id);

/** Every layer of the pass with all its steps (`only`: just the steps and changes of that object). */
export function layerStories(x: Translator, result: EvaluationResult, only?: string): LayerStory[] {
  const out: LayerStory[] = [];
  for (const layer of result.trace) {
    const steps = layer.steps
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => only === undefined || touches(s, only))
      .map(({ s, i }) => stepStory(x, layer, s, i, only));
    const notApplied = (layer.notApplied ?? [])
      .filter((n) => only === undefined || n.effect.source === only)
      .map((n) => ({
        effectKey: n.effect.key,
        source: n.effect.source,
        effect: describeEffect(x, n.effect),
        why: whyNotApplied(x, n, layer, result.trace),
      }));
    if (steps.length === 0 && notApplied.length === 0) continue;
    out.push({ layer: layer.layer, title: layerTitle(x, layer.layer), rule: x.t(`layer.name.${layer.layer}`), steps, notApplied });
  }
  return out;
}

/** An object's final characteristics as one line. */
export function resultLine(x: Translator, o: ObjectResult): string {
  const stats = ptText(x, o);
  return x.t('object.result', {
    typeLine: typeLine(x, o),
    pt: stats === '' ? '' : `, ${stats}`,
    colors: showValue(x, o.colors, 'colors'),
    abilities: showValue(x, o.abilities, 'abilities'),
    controller: playerName(x, o.controller),
  });
}

/** The story of one object: every step that affected it, layer by layer, then its result. */
export function objectStory(x: Translator, result: EvaluationResult, id: string): ObjectStory | undefined {
  const o = Object.hasOwn(result.objects, id) ? result.objects[id] : undefined;
  if (o === undefined) return undefined;
  const zone = o.zone === 'battlefield' ? '' : x.t('object.inZone', { zone: x.t(`zone.${o.zone}`, { defaultValue: o.zone }) });
  const layers = layerStories(x, result, id).filter((l) => l.layer !== 'players' && l.layer !== 'rules');
  return {
    id,
    name: o.name,
    heading: `${o.name === null ? '' : ` — ${o.name}`}${zone}`,
    layers,
    unchanged: layers.length === 0 ? x.t('object.unchanged') : null,
    resultLabel: x.t('object.resultLabel'),
    result: resultLine(x, o),
  };
}

/**
 * Each player's life total when it differs from the starting life total (103.4), maximum
 * hand size and abilities, then the rules effects in force.
 */
export function playerLines(
  x: Translator,
  result: EvaluationResult,
  startingLife?: number,
): { players: string[]; rulesTitle: string | null; rules: string[] } {
  const players = Object.entries(result.players).map(([player, p]) => {
    const details: string[] = [];
    if (startingLife !== undefined && p.life !== startingLife) details.push(x.t('players.life', { n: p.life }));
    details.push(p.maxHandSize === null ? x.t('players.noMaxHand') : x.t('players.maxHand', { n: p.maxHandSize }));
    details.push(...p.abilities);
    return x.t('players.line', { player: playerName(x, player), details: details.join('; ') });
  });
  return { players, rulesTitle: result.rules.length > 0 ? x.t('players.rulesInForce') : null, rules: result.rules };
}
