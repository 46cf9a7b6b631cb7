/**
 * The work bound (issue #30: "the CLI stops with a clear message rather than running unbounded"): a
 * position within the file limits that still needs too much work of the layer system is refused with
 * a `too-much-work` error located at the event being replayed, deterministically, through the library
 * (`workLimit`) and the CLI (`--work-limit`, default DEFAULT_WORK_LIMIT), and the bound leaves no trace
 * on later evaluations.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { switcherooCasts } from '../bench/cost-scenarios.js';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { evaluate, WorkLimitExceeded, withWorkLimit } from '../src/core/index.js';
import { evaluateScenario, loadScenario, replay } from '../src/scenario/index.js';
import { DEFAULT_WORK_LIMIT } from '../src/scenario/limits.js';

const cards = { findCard, suggestCards };
const root = fileURLToPath(new URL('../', import.meta.url));

function load(doc: unknown) {
  const r = loadScenario(JSON.stringify(doc), 'switcheroos.json', { cards });
  if (!r.ok) throw new Error('the generated scenario does not load');
  return r.value;
}

// 40 casts of Switcheroo on the same two creatures: each resolution reads the controllers the earlier ones
// gave (608.2h), so every event evaluates the position (701.12b, 613.1b).
const scenario = load(switcherooCasts(40));

/** The least limit under which `run` passes (the work it takes), by bisection. */
function workOf(run: (limit: number) => boolean): number {
  let lo = 0;
  let hi = 100_000_000;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (run(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
/** The work of the events alone (the replay without its checks), and half of it: a limit the events go past. */
const eventsWork = workOf((limit) => replay(scenario, { checkpoints: false, workLimit: limit }).ok);
const half = Math.floor(eventsWork / 2);

describe('workLimit (core/pass/work-meter.ts)', () => {
  it('without a limit the file evaluates: 40 exchanges leave each creature with its first controller (701.12b)', () => {
    const r = evaluateScenario(scenario, { trace: false });
    expect(r.ok && r.value.result.objects['grizzly-bears']?.controller).toBe('you');
    expect(r.ok && r.value.result.objects['hill-giant']?.controller).toBe('opponent');
  });

  it('past the limit: a too-much-work error at the event being replayed, the same on every run', () => {
    expect(eventsWork).toBeGreaterThan(1_000);
    const a = replay(scenario, { workLimit: half });
    const b = replay(scenario, { workLimit: half });
    expect(a.ok).toBe(false);
    if (a.ok || b.ok) return;
    expect(a.error.code).toBe('too-much-work');
    const p = a.error.problems?.[0];
    expect(p?.path).toMatch(/^(battlefield|events)\[\d+\]/);
    expect(p?.line).toBeGreaterThan(0);
    expect(p?.message).toMatch(new RegExp(`too much work: the events up to this one need more than ${half} units of work`));
    expect(b.error.problems?.[0]).toEqual(p);
  });

  it('a larger limit gets further: the place of the error moves on or the file passes', () => {
    const small = replay(scenario, { workLimit: Math.floor(eventsWork / 4) });
    const larger = replay(scenario, { workLimit: half });
    if (small.ok) throw new Error('expected the small limit to stop');
    if (larger.ok) return;
    expect(larger.error.problems?.[0]?.line ?? 0).toBeGreaterThanOrEqual(small.error.problems?.[0]?.line ?? 0);
  });

  it('the final evaluation counts too: evaluateScenario with room for the events but not for the last pass', () => {
    // Room for the events (their work, measured above) and not a unit more.
    const r = evaluateScenario(scenario, { workLimit: eventsWork });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems?.[0]?.message).toMatch(/the final position needs more than/);
  });

  it('the bound ends with its run: a later evaluate is unbounded (withWorkLimit restores the outer bound)', () => {
    const r = replay(scenario, { checkpoints: false });
    if (!r.ok) throw new Error('replay failed');
    const state = r.value.state;
    expect(() => withWorkLimit(10, () => evaluate(state, { trace: false }))).toThrow(WorkLimitExceeded);
    expect(evaluate(state, { trace: false }).objects).toBeDefined();
    // Nested: the inner run's limit applies inside it, the outer one's after it.
    const outer = withWorkLimit(DEFAULT_WORK_LIMIT, () => {
      expect(() => withWorkLimit(10, () => evaluate(state, { trace: false }))).toThrow(WorkLimitExceeded);
      return evaluate(state, { trace: false });
    });
    expect(Object.keys(outer.objects)).toHaveLength(state.objects.length);
  });
});

describe('--work-limit (CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-layers-work-'));
  const file = join(dir, 'switcheroos.json');
  writeFileSync(file, JSON.stringify(switcherooCasts(40)));
  const cli = (args: string[]) =>
    spawnSync(process.execPath, ['bin/mtg-layers.js', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

  it('evaluate and check stop with exit 2 and a located message naming the file', () => {
    for (const cmd of ['evaluate', 'check', 'explain']) {
      const r = cli([cmd, file, '--work-limit', String(half)]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/switcheroos\.json:\d+:\d+: .*too much work/);
      expect(r.stderr).not.toMatch(/at .*\.js:\d+/); // no stack trace
    }
  });

  it('the default limit lets the file through', () => {
    expect(cli(['evaluate', file]).status).toBe(0);
  });

  it('a --work-limit that is not a whole number is a usage error (exit 2) naming the option', () => {
    const r = cli(['evaluate', file, '--work-limit', '1e9']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--work-limit/);
  });
});
