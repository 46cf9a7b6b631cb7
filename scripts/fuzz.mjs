#!/usr/bin/env node
/**
 * `npm run fuzz -- --runs N --seed S [--workers W] [--loader N] [--outside N]`: random valid scenarios
 * over the whole catalog (scripts/fuzz/scenarios.mjs), evaluated in-process against dist/,
 * with every check of scripts/fuzz/checks.mjs; then mutated example files through the
 * loader (scripts/fuzz/mutate.mjs). Runs are split over worker threads, each with its own
 * seed (S + worker index). A finding is shrunk by fast-check, printed, and saved under
 * fuzz-findings/ as a scenario file to turn into a regression test; the exit status is 1.
 * `--max-seconds T` stops after about T seconds (85% scenarios, 15% mutated files).
 * `--no-round-trip` leaves out the toScenario round trip (a long run of the rules and CLI checks
 * while a known refusal of toScenario is open; the README says which).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

function args() {
  const a = process.argv.slice(2);
  const get = (name, dflt) => {
    const i = a.indexOf(`--${name}`);
    return i === -1 ? dflt : Number(a[i + 1]);
  };
  return {
    runs: get('runs', 100_000),
    seed: get('seed', Date.now() % 2 ** 31),
    workers: get('workers', Math.max(1, Math.min(availableParallelism(), 8))),
    loader: get('loader', 20_000),
    /** Documents of outside.mjs (odd entries, inline and Scryfall cards, prototype ids), through the library and the CLI. */
    outside: get('outside', 10_000),
    /** Stop after this long (the counts say how far it got); 0: no limit. */
    maxSeconds: get('max-seconds', 0),
    roundTrip: !a.includes('--no-round-trip'),
  };
}

async function work({ runs, seed, loader, outside, maxSeconds, roundTrip }, progress = () => {}) {
  const fc = (await import('fast-check')).default;
  const lib = await import('../dist/index.js');
  const { scenarioArb, laterKeysIn } = await import('./fuzz/scenarios.mjs');
  const { oracleInlineCards } = await import('./fuzz/oracle-cards.mjs');
  const { compileCard } = await import('../dist/oracle/index.js');
  const { checkScenario } = await import('./fuzz/checks.mjs');
  const { mutatedExampleArb, checkLoaderInput, checkCliOn } = await import('./fuzz/mutate.mjs');
  const cli = await import('../dist/cli/main.js');
  const stats = {
    runs: 0,
    ok: 0,
    badInput: 0,
    maxMs: 0,
    objects: 0,
    events: 0,
    loader: 0,
    loaderBad: 0,
    outside: 0,
    findings: [],
    keys: {},
  };
  const arb = scenarioArb(lib.allCards(), { inline: oracleInlineCards(compileCard) });
  const report = (kind, r, counterexample) => {
    const f = { kind, seed, path: r.counterexamplePath, error: r.errorInstance?.message?.slice(0, 2000), counterexample };
    stats.findings.push(f);
    // Saved at once: a long run that is stopped still leaves its findings behind.
    mkdirSync('fuzz-findings', { recursive: true });
    const name = `fuzz-findings/${kind}-seed${seed}-${stats.findings.length}.json`;
    writeFileSync(name, `${JSON.stringify(f, null, 2)}\n`);
    console.log(`\n${kind} finding (seed ${seed}, path ${f.path}): ${f.error}\n  saved to ${name}`);
  };
  /** fast-check stops a property after its share of --max-seconds; the counts say how far it got. */
  const limit = (part) => (maxSeconds > 0 ? { interruptAfterTimeLimit: maxSeconds * 1000 * part, markInterruptAsFailure: false } : {});
  const r = fc.check(
    fc.property(arb, (doc) => {
      const c = checkScenario(lib, doc, { roundTrip });
      stats.runs += 1;
      stats.objects += doc.battlefield.length;
      stats.events += doc.events.length;
      stats.maxMs = Math.max(stats.maxMs, c.ms);
      if (stats.runs % 500 === 0) progress(stats);
      if (c.outcome === 'ok') {
        stats.ok += 1;
        for (const k of laterKeysIn(doc)) stats.keys[k] = (stats.keys[k] ?? 0) + 1;
      } else if (c.outcome === 'bad-input') stats.badInput += 1;
      if (c.finding) throw new Error(c.finding);
    }),
    { numRuns: runs, seed, ...limit(loader > 0 ? 0.85 : 1) },
  );
  if (r.failed) report('scenario', r, r.counterexample?.[0]);
  if (loader > 0) {
    const l = await fc.check(
      fc.asyncProperty(mutatedExampleArb(), async (input) => {
        const c = checkLoaderInput(lib, input);
        stats.loader += 1;
        if (c.outcome === 'bad-input') stats.loaderBad += 1;
        if (c.finding) throw new Error(c.finding);
        // The whole CLI (renderers included) on one input in ten: it is slower.
        if (stats.loader % 10 === 0) {
          const f = await checkCliOn(cli, input);
          if (f) throw new Error(f);
        }
      }),
      { numRuns: loader, seed: seed + 7919, ...limit(0.15) },
    );
    if (l.failed) report('loader', l, l.counterexample?.[0]);
  }
  if (outside > 0) {
    const { outsideArb, checkOutside, sampleCardFiles } = await import('./fuzz/outside.mjs');
    const cardFiles = sampleCardFiles(await import('../dist/cards/index.js'));
    stats.outside = 0;
    const o = await fc.check(
      fc.asyncProperty(outsideArb, async (x) => {
        stats.outside += 1;
        // The CLI on one document in four: it is slower.
        const f = await checkOutside(lib, stats.outside % 4 === 0 ? cli : null, x, { cardFiles, compile: compileCard });
        if (f) throw new Error(f);
      }),
      { numRuns: outside, seed: seed + 104729, ...limit(0.15) },
    );
    if (o.failed) report('outside', o, o.counterexample?.[0]?.doc);
  }
  return stats;
}

if (!isMainThread) {
  const result = await work(workerData, (stats) => parentPort.postMessage({ progress: stats.runs }));
  parentPort.postMessage({ done: result });
} else {
  const { runs, seed, workers, loader, outside, maxSeconds, roundTrip } = args();
  const started = Date.now();
  const share = (total, i) => Math.floor(total / workers) + (i < total % workers ? 1 : 0);
  console.log(
    `fuzz: ${runs} scenarios and ${loader} mutated example files, seed ${seed}, ${workers} worker(s)${roundTrip ? '' : ', without the toScenario round trip'}`,
  );
  const progress = new Array(workers).fill(0);
  let shown = 0;
  const results = await Promise.all(
    Array.from(
      { length: workers },
      (_, i) =>
        new Promise((resolve, reject) => {
          const w = new Worker(new URL(import.meta.url), {
            workerData: {
              runs: share(runs, i),
              loader: share(loader, i),
              outside: share(outside, i),
              seed: seed + i,
              maxSeconds,
              roundTrip,
            },
            resourceLimits: { maxOldGenerationSizeMb: 2048 },
          });
          w.on('message', (m) => {
            if (m.done) return resolve(m.done);
            progress[i] = m.progress;
            const total = progress.reduce((a, b) => a + b, 0);
            if (total >= shown + 5000) {
              shown = total;
              console.log(`  ${total} scenarios, ${((Date.now() - started) / 1000).toFixed(0)} s`);
            }
          });
          w.once('error', reject);
        }),
    ),
  );
  const sum = (k) => results.reduce((n, r) => n + r[k], 0);
  const seconds = (Date.now() - started) / 1000;
  const findings = results.flatMap((r) => r.findings);
  console.log(
    `fuzz: ${sum('runs')} scenarios (${sum('ok')} evaluated, ${sum('badInput')} bad input), ` +
      `${(sum('objects') / Math.max(1, sum('runs'))).toFixed(1)} objects and ${(sum('events') / Math.max(1, sum('runs'))).toFixed(1)} events on average, ` +
      `slowest evaluation ${Math.max(...results.map((r) => r.maxMs)).toFixed(0)} ms; ` +
      `${sum('loader')} mutated files (${sum('loaderBad')} bad input); ${sum('outside')} outside documents; ${seconds.toFixed(0)} s; ${findings.length} finding(s)`,
  );
  // How many evaluated scenarios used each of the keys the generator learnt last.
  const keys = {};
  for (const r of results) for (const [k, n] of Object.entries(r.keys)) keys[k] = (keys[k] ?? 0) + n;
  console.log(
    `evaluated scenarios using: ${Object.entries(keys)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  if (findings.length > 0) process.exitCode = 1;
}
