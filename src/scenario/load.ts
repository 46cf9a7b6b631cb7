/**
 * Reads a scenario file (YAML, or JSON which is YAML) into a validated Scenario, or every
 * problem found, each located by line, column and path. Never throws on bad input, and
 * uses no Node API: the playground can call it with a string.
 */
import { type Document, isMap, isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';
import { z } from 'zod';
import type { TurnRecord } from '../core/model/turn-counts.js';
import type { CompiledCard, ScryfallCard } from '../oracle/types.js';
import { CardChain } from './card-chain.js';
import { LoadContext } from './context.js';
import { type EventReader, readEvent } from './events.js';
import { strict } from './field-schema.js';
import { MAX_ALIAS_COUNT, MAX_AMOUNT, MAX_DEPTH, MAX_PROBLEMS } from './limits.js';
import { objectSubLocs, readObject } from './objects.js';
import { SourcePositions, TextLines } from './positions.js';
import type { Problem, Result } from './problems.js';
import { formatPath, invalid, limitProblems, type PathSeg, sortProblems } from './problems.js';
import { TurnRecordSchema } from './schema.js';
import { checkSize } from './size-limits.js';
import type { CardSource, Scenario } from './types.js';

/** Where `loadScenario` finds cards: the catalog (or any card source), card files given to the run, and how to open the files a scenario names. */
export interface LoadOptions {
  /** Where card names are looked up last (the catalog). */
  cards: CardSource;
  /** Card files given to the whole run (`--cards`): looked up after the scenario's own `cards:`, before `cards`. */
  cardFiles?: readonly CardSource[];
  /**
   * Opens a card file named by the scenario's `cards:` (the path as written, relative to the
   * scenario file `scenarioFile`). The loader reads no file itself; without this, `cards:` is an error.
   */
  openCards?: (path: string, scenarioFile: string) => Result<CardSource>;
  /**
   * Reads inline cards' Oracle lines (`oracle:` and string `abilities`): the Oracle compiler's
   * `compileCard`, which the CLI passes, so that they compile exactly as a card file's
   * `oracle_text`. Without it (a bundle that leaves the compiler out) they are read as the
   * catalog reads Oracle text: keywords, mana, activated, triggered and spell abilities, and the
   * rest listed as text.
   */
  compile?: (card: ScryfallCard) => CompiledCard;
}

/** The top level with its lists left unchecked: their items are read one by one, in order. */
const topShape = {
  $schema: z.string().exactOptional(),
  title: z.string().exactOptional(),
  source: z.string().exactOptional(),
  players: z.array(z.string().min(1)).min(1).exactOptional(),
  activePlayer: z.string().min(1).exactOptional(),
  cards: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).exactOptional(),
  startingLife: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT).exactOptional(),
  life: z.record(z.string(), z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT)).exactOptional(),
  thisTurn: z.record(z.string(), TurnRecordSchema).exactOptional(),
  designations: z.record(z.string(), z.array(z.enum(['citysBlessing', 'enduringStory']))).exactOptional(),
  dayNight: z.enum(['day', 'night']).exactOptional(),
  battlefield: z.array(z.unknown()).exactOptional(),
  events: z.array(z.unknown()).exactOptional(),
};
const TopLevel = strict(topShape);
/** The same, ignoring unknown keys: after reporting them, the rest of the file is still checked. */
const TopLevelLoose = z.object(topShape);

/** Reads a scenario (YAML or JSON text) into a validated Scenario, or every problem found, located; never throws. */
export function loadScenario(text: string, file: string, options: LoadOptions): Result<Scenario> {
  const misuse = argumentProblem(text, file, options);
  if (misuse !== undefined)
    return invalid([{ file: typeof file === 'string' ? file : '<input>', line: 1, col: 1, path: '', message: misuse }]);
  const lines = new TextLines(text);
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  let dropped = 0;
  const fail = (problems: Problem[]): Result<Scenario> => invalid(limitProblems(sortProblems(problems), MAX_PROBLEMS, dropped));
  if (doc.errors.length > 0) {
    return fail(
      doc.errors.map((e) => {
        const pos = lines.linePos(e.pos[0]);
        const message = /call stack/i.test(e.message) ? TOO_DEEP : `YAML syntax error: ${firstLine(e.message)}`;
        return { file, line: pos.line, col: pos.col, path: '', message };
      }),
    );
  }
  if (doc.contents === null || (doc.contents as { value?: unknown }).value === null) {
    return fail([{ file, line: 1, col: 1, path: '', message: 'the file is empty: a scenario needs at least `battlefield` or `events`' }]);
  }
  const deep = tooDeep(doc.contents);
  if (deep !== undefined) {
    const pos = lines.linePos(deep);
    return fail([{ file, line: pos.line, col: pos.col, path: '', message: TOO_DEEP }]);
  }
  const protoKeys = protoKeysOf(doc.contents).map(({ offset, path }): Problem => {
    const pos = lines.linePos(offset);
    return { file, line: pos.line, col: pos.col, path: formatPath(path), message: PROTO_KEY };
  });
  const huge = hugeNumbers(doc.contents).map(({ offset, value, path }): Problem => {
    const pos = lines.linePos(offset);
    return { file, line: pos.line, col: pos.col, path: formatPath(path), message: `the number ${value} is too large: ${HUGE}` };
  });
  const cycle = recursiveAlias(doc);
  if (cycle !== undefined) {
    const pos = lines.linePos(cycle);
    return fail([
      {
        file,
        line: pos.line,
        col: pos.col,
        path: '',
        message: 'an alias (*name) refers to a node that contains it: the data would never end',
      },
    ]);
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const message = /alias count/i.test(why)
      ? `the aliases (*name) in this file expand to too much data (an alias bomb?); at most ${MAX_ALIAS_COUNT} alias uses are resolved`
      : /call stack/i.test(why)
        ? TOO_DEEP
        : `cannot read the file: ${firstLine(why)}`;
    return fail([{ file, line: 1, col: 1, path: '', message }]);
  }
  const positions = new SourcePositions(doc, lines);
  const bootstrap = new LoadContext(file, positions, new CardChain([options.cards]), [], '');
  const top = bootstrap.parse(TopLevel, data, []) ?? usableTop(data);
  if (top === undefined) return fail(bootstrap.problems);

  const own = openCardFiles(bootstrap, top.cards, options);
  const chain = new CardChain([...own, ...(options.cardFiles ?? []), options.cards], options.compile);
  const players = top.players ?? ['you', 'opponent'];
  const ctx = new LoadContext(file, positions, chain, players, top.activePlayer ?? players[0] ?? 'you');
  checkPlayers(ctx, players, top.activePlayer);
  for (const name of Object.keys(top.life ?? {})) ctx.refPlayer(name, ['life', name], 'key');
  for (const name of Object.keys(top.thisTurn ?? {})) ctx.refPlayer(name, ['thisTurn', name], 'key');
  for (const name of Object.keys(top.designations ?? {})) ctx.refPlayer(name, ['designations', name], 'key');

  const out: EventReader = { steps: [], checkpoints: 0 };
  (top.battlefield ?? []).forEach((entry, i) => {
    const r = readObject(ctx, entry, ['battlefield', i]);
    r.checkRefs();
    if (r.spec !== undefined)
      out.steps.push({
        kind: 'enter',
        loc: ctx.loc(['battlefield', i]),
        // The position set up was there before this turn unless the entry says it entered this turn.
        specs: [{ ...r.spec, enteredThisTurn: r.spec.enteredThisTurn === true }],
        sub: objectSubLocs(ctx, ['battlefield', i], 0, entry),
        setup: true,
      });
  });
  (top.events ?? []).forEach((event, i) => {
    readEvent(ctx, event, ['events', i], out);
  });
  ctx.finish();
  dropped = bootstrap.dropped + ctx.dropped;
  const problems = [...protoKeys, ...huge, ...bootstrap.problems, ...ctx.problems];
  if (problems.length > 0) return fail(problems);
  checkSize(ctx, top);
  if (ctx.problems.length > 0) return fail(ctx.problems);
  return {
    ok: true,
    value: {
      file,
      warnings: chain.warnings,
      title: top.title ?? null,
      source: top.source ?? null,
      players,
      activePlayer: top.activePlayer ?? players[0] ?? 'you',
      startingLife: top.startingLife ?? 20,
      life: top.life ?? {},
      ...(top.thisTurn ? { thisTurn: top.thisTurn as Record<string, TurnRecord> } : {}),
      ...(top.designations ? { designations: top.designations } : {}),
      ...(top.dayNight ? { dayNight: top.dayNight } : {}),
      steps: out.steps,
    },
  };
}

/** Untyped callers (JavaScript): wrong arguments are a problem named after the argument, not a TypeError. */
function argumentProblem(text: unknown, file: unknown, options: unknown): string | undefined {
  if (typeof text !== 'string') return `loadScenario: the text must be a string, not ${text === null ? 'null' : typeof text}`;
  if (typeof file !== 'string') return `loadScenario: the file name must be a string, not ${file === null ? 'null' : typeof file}`;
  const cards = (options as { cards?: { findCard?: unknown; suggestCards?: unknown } } | null | undefined)?.cards;
  if (typeof cards?.findCard !== 'function' || typeof cards.suggestCards !== 'function')
    return "loadScenario: options.cards must be a card source ({ findCard, suggestCards }, e.g. from 'mtg-layers/catalog')";
  return undefined;
}

/** The scenario's own card files (`cards: FILE` or `cards: [FILE, ...]`), opened through `options.openCards`. */
function openCardFiles(ctx: LoadContext, cards: string | string[] | undefined, options: LoadOptions): CardSource[] {
  if (cards === undefined) return [];
  const paths = typeof cards === 'string' ? [cards] : cards;
  const out: CardSource[] = [];
  paths.forEach((p, i) => {
    const at = typeof cards === 'string' ? ['cards'] : ['cards', i];
    if (options.openCards === undefined) {
      ctx.report(at, `card file ${JSON.stringify(p)}: card files cannot be read here (the loader was given no way to open files)`);
      return;
    }
    const r = options.openCards(p, ctx.file);
    if (r.ok) {
      out.push(r.value);
      return;
    }
    for (const problem of r.error.problems) {
      // A file that cannot be read at all is reported where the scenario names it.
      if (problem.message.startsWith('cannot read')) ctx.report(at, `card file ${JSON.stringify(p)}: ${problem.message}`);
      else ctx.problems.push(problem);
    }
  });
  return out;
}

/** After problems at the top level were reported: the keys that are fine, so the rest can still be checked. */
function usableTop(data: unknown): z.infer<typeof TopLevelLoose> | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(topShape)) {
    const value = (data as Record<string, unknown>)[key];
    if (value !== undefined && schema.safeParse(value).success) kept[key] = value;
  }
  const r = TopLevelLoose.safeParse(kept);
  return r.success ? r.data : undefined;
}

function checkPlayers(ctx: LoadContext, players: string[], active: string | undefined): void {
  players.forEach((p, i) => {
    if (p === PROTO) ctx.report(['players', i], `${JSON.stringify(PROTO)} cannot be a player's name (${RESERVED_WHY})`);
    else if (players.indexOf(p) !== i) ctx.report(['players', i], `duplicate player ${JSON.stringify(p)}`);
  });
  if (active !== undefined) ctx.refPlayer(active, ['activePlayer']);
}

const HUGE = `numbers in a card definition are at most ${MAX_AMOUNT} either way, so that the engine's sums stay exact`;

/**
 * Numbers of inline card definitions (under `card` or `cast`) too large for exact sums; the
 * schema bounds the other numbers (counters, X, timestamps) itself.
 */
function hugeNumbers(root: unknown): { offset: number; value: number; path: PathSeg[] }[] {
  const out: { offset: number; value: number; path: PathSeg[] }[] = [];
  const stack: [unknown, PathSeg[]][] = [[root, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, PathSeg[]];
    if (isScalar(node)) {
      const v = node.value;
      const inCard = path.some((seg) => seg === 'card' || seg === 'cast');
      if (inCard && typeof v === 'number' && Number.isFinite(v) && Math.abs(v) > MAX_AMOUNT)
        out.push({ offset: node.range?.[0] ?? 0, value: v, path });
    } else if (isMap(node)) {
      for (const item of node.items)
        if (isPair(item)) stack.push([item.value, [...path, isScalar(item.key) ? String(item.key.value) : '?']]);
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        stack.push([item, [...path, i]]);
      });
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/** The one key a JavaScript object cannot carry as data: assigning it sets the prototype (so a record silently drops it). */
const PROTO = '__proto__';
const RESERVED_WHY = 'JavaScript objects reserve it';
const PROTO_KEY = `${JSON.stringify(PROTO)} cannot be a key in a scenario file (${RESERVED_WHY}: the entry would be lost)`;

/** Mapping keys `__proto__`, anywhere (a record read from them would drop them without a word). */
function protoKeysOf(root: unknown): { offset: number; path: PathSeg[] }[] {
  const out: { offset: number; path: PathSeg[] }[] = [];
  const stack: [unknown, PathSeg[]][] = [[root, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, PathSeg[]];
    if (isMap(node)) {
      for (const item of node.items) {
        if (!isPair(item)) continue;
        const key = isScalar(item.key) ? String(item.key.value) : '?';
        if (key === PROTO) out.push({ offset: (item.key as { range?: [number] }).range?.[0] ?? 0, path: [...path, key] });
        stack.push([item.value, [...path, key]]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        stack.push([item, [...path, i]]);
      });
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}

const TOO_DEEP = `the document is nested too deeply (scenario files nest at most ${MAX_DEPTH} lists and mappings)`;

/** The offset of a node nested deeper than MAX_DEPTH, if any (walked without recursion). */
function tooDeep(root: unknown): number | undefined {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= MAX_DEPTH) return node.range?.[0] ?? 0;
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        stack.push([item.key, depth + 1], [item.value, depth + 1]);
      } else stack.push([item, depth + 1]);
    }
  }
  return undefined;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

/** The offset of an alias that refers to one of its own ancestors, if any (a cycle in the data). */
function recursiveAlias(doc: Document): number | undefined {
  let found: number | undefined;
  visit(doc, {
    Alias(_key, node, path) {
      const target = node.resolve(doc);
      if (target !== undefined && path.includes(target)) {
        found = node.range?.[0] ?? 0;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}
