/**
 * The playground in a real browser (Debian's Chromium driven by playwright-core), served
 * from web/dist on 127.0.0.1: the answers match the CLI's JSON, the explanations switch
 * language, everything works from the keyboard, and a 375-px-wide page never scrolls
 * sideways. Screenshots go to web/screenshots/ (git-ignored).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHash } from '../web/src/share.js';
import { serve } from './static-server.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const shots = `${root}web/screenshots/`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser;
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  if (!existsSync(`${root}web/dist/index.html`)) throw new Error('web/dist is missing: run `npm run build:web` (npm run test:web does)');
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  mkdirSync(shots, { recursive: true });
  server = await serve(`${root}web/dist`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(hash: string, width = 1440, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme, locale: 'en-US' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}${hash}`);
  await page.waitForSelector('body[data-ready="true"]');
  expect(errors).toEqual([]);
  return page;
}

function cliJson(example: string): { objects: Record<string, unknown>; players: unknown; rules: unknown } {
  const r = spawnSync(process.execPath, ['bin/mtg-layers.js', 'evaluate', `examples/${example}.yaml`, '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout);
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    body: document.body.scrollWidth,
  }));

describe('answers: the same as `mtg-layers evaluate --json`', () => {
  const examples = [
    'humility-opalescence',
    'blood-moon-urborg',
    'lattice-march-humility',
    'glorious-charge-locked-set',
    'counters-and-switch',
  ];
  it.each(examples)('%s (loaded by URL)', async (example) => {
    const page = await open(`#example=${example}&lang=en`);
    const inPage = (await page.evaluate(() => (window as unknown as { playground: { result(): unknown } }).playground.result())) as {
      objects: Record<string, { power: number | null; toughness: number | null }>;
      players: unknown;
      rules: unknown;
    };
    const cli = cliJson(example);
    expect(inPage.objects).toEqual(cli.objects);
    expect(inPage.players).toEqual(cli.players);
    expect(inPage.rules).toEqual(cli.rules);
    // And what the page shows: one card per object, with its final power/toughness.
    for (const [id, o] of Object.entries(inPage.objects)) {
      const card = page.locator(`[data-object="${id}"]`);
      await expect.poll(() => card.count()).toBe(1);
      if (o.power !== null && o.toughness !== null)
        expect(await card.locator('[data-field="pt"]').textContent()).toBe(`${o.power}/${o.toughness}`);
    }
    expect(await page.locator('#problems').textContent()).toContain('The scenario is valid.');
    await page.close();
  });
});

describe('inline cards with Oracle lines', () => {
  it('the page loads the Oracle compiler for them and answers as the command line does (613.8a, 611.3b)', async () => {
    const page = await open('#example=inline-oracle-lord&lang=en');
    const objects = () =>
      page.evaluate(() => (window as unknown as { playground: { result(): { objects: unknown } | null } }).playground.result()?.objects);
    await expect.poll(objects).toEqual(cliJson('inline-oracle-lord').objects);
    await page.close();
  });
});

describe('every example', () => {
  // Each example in one of the three languages: a third of them per test, so that each test's
  // time budget covers ~58 answers (a language switch re-draws the whole page and is tried elsewhere).
  const langs = ['en', 'fr', 'es'] as const;
  it.each(langs)('loads through the URL (hashchange) and is answered without an error: a third of them in %s', async (lang) => {
    const names = readdirSync(`${root}examples`)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => f.replace(/\.yaml$/, ''));
    const page = await open(`#example=gray-ogre&lang=${lang}`);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const order = names.filter((_, i) => i % 3 === langs.indexOf(lang));
    for (const name of order) {
      const text = readFileSync(`${root}examples/${name}.yaml`, 'utf8');
      // One round trip per example: set the hash, wait in the page for its answer (a text from a
      // link is answered at once, with no typing pause), read what the page shows.
      const shown = await page.evaluate(
        async ({ hash, text }) => {
          const playground = (window as unknown as { playground: { evaluated(): string } }).playground;
          location.hash = hash;
          const started = performance.now();
          while (playground.evaluated() !== text) {
            if (performance.now() - started > 20_000) return null;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          return {
            state: document.body.dataset.state,
            lang: document.documentElement.lang,
            objects: document.querySelectorAll('[data-object]').length,
          };
        },
        { hash: `example=${name}&lang=${lang}`, text },
      );
      expect(shown, name).not.toBeNull();
      expect(shown?.state, name).toBe('ok');
      expect(shown?.lang, name).toBe(lang);
      expect(shown?.objects, name).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('from file://, without any server', () => {
  it('opens web/dist/index.html directly and evaluates an example', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`file://${root}web/dist/index.html#example=humility-opalescence&lang=en`);
    await page.waitForSelector('body[data-ready="true"]');
    expect(errors).toEqual([]);
    expect(await page.locator('[data-object="humility"] [data-field="pt"]').textContent()).toBe('4/4');
    await page.close();
  });

  it('opens a card file there too: the Oracle compiler loads as a second script from disk (oracle.js)', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`file://${root}web/dist/index.html#lang=en`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.setInputFiles('#card-file', `${root}examples/cards/test-cards.json`);
    await expect.poll(() => page.locator('[data-card-file="test-cards.json"]').count()).toBe(1);
    await page.click('.cm-content');
    await page.keyboard.press('Control+A');
    // Kamahl's text is compiled from the card file (611.2c, 613.4b): a 4/3 Legendary Creature.
    await page.keyboard.insertText('battlefield:\n  - Kamahl, Fist of Krosa\n');
    const kamahl = page.locator('[data-object="kamahl-fist-of-krosa"] [data-field="pt"]');
    await expect.poll(() => kamahl.textContent()).toBe('4/3');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('three languages', () => {
  it('French from the URL, then Spanish from the language switch', async () => {
    const page = await open('#example=humility-opalescence&lang=fr');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    const fr = (await page.locator('#layers').textContent()) ?? '';
    expect(fr).toContain('Couche 7b');
    expect(fr).toContain('horodatage');
    expect(fr).toContain('Il continue de s’appliquer aux objets qu’il affectait en couche 6');
    expect(await page.locator('#answer-heading').textContent()).toBe('La réponse');
    await page.screenshot({ path: `${shots}playground-fr-1440.png` });

    await page.selectOption('#lang', 'es');

    // The language's script loads first (locale-es.js).

    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    const es = (await page.locator('#layers').textContent()) ?? '';
    expect(es).toContain('Capa 7b');
    expect(es).toContain('marca de tiempo');
    expect(page.url()).toContain('lang=es');
    expect(await page.getAttribute('.cm-content', 'aria-label')).toBe('Escenario en YAML');
    await page.close();
  });

  it('the default comes from the browser language', async () => {
    const page = await browser.newPage({ locale: 'es-ES' });
    await page.goto(`${server.url}#example=blood-moon-urborg`);
    await page.waitForSelector('body[data-ready="true"]');
    const text = (await page.locator('#layers').textContent()) ?? '';
    expect(text).toContain('dependencia');
    expect(text).toContain('no aplicado:');
    await page.close();
  });
});

describe('keyboard only', () => {
  async function tabTo(page: Page, matches: string, max = 120): Promise<void> {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, matches)) return;
    }
    throw new Error(`Tab never reached ${matches}`);
  }

  it('walks the lesson, picks an object and reads a rule without a mouse', async () => {
    const page = await open('#example=humility-opalescence&lang=en');
    await tabTo(page, '#teach-start');
    await page.keyboard.press('Enter');
    // Step 1 is the primer; the four trace steps follow, then how each object ends.
    expect(await page.locator('#teach-position').textContent()).toBe('Step 1 of 6');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('teach-next');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await page.locator('#teach-position').textContent()).toBe('Step 4 of 6');
    expect(await page.locator('#teach-sentence').textContent()).toContain('Layer 7b');
    expect(await page.locator('.step.current[aria-current="step"]').count()).toBe(1);
    // Step 3 is Humility's 7b effect: it affects Humility and Serra Angel, not Opalescence.
    expect(await page.locator('.object-card.affected').evaluateAll((els) => els.map((e) => e.getAttribute('data-object')))).toEqual([
      'humility',
      'serra-angel',
    ]);
    await tabTo(page, '#teach-stop');
    await page.keyboard.press('Enter');

    // An object's story: Serra Angel only.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, '[data-object="serra-angel"]');
    await page.keyboard.press('Space');
    expect(await page.getAttribute('[data-object="serra-angel"]', 'aria-pressed')).toBe('true');
    const story = (await page.locator('#layers').textContent()) ?? '';
    expect(story).toContain('Showing the story of Serra Angel.');
    expect(story).not.toContain('humility · ');
    expect(page.url()).toContain('object=serra-angel');

    // A rule number opens the rule's text; Escape closes it.
    await tabTo(page, '.rule-link');
    const rule = await page.evaluate(() => document.activeElement?.getAttribute('data-rule'));
    await page.keyboard.press('Enter');
    // The text comes with rules.js, loaded the first time a rule is opened.
    await page.waitForSelector('#rule-dialog[open]');
    expect(await page.locator('#rule-dialog').textContent()).toContain(`${rule} `);
    await page.keyboard.press('Escape');
    expect(await page.locator('#rule-dialog').isVisible()).toBe(false);
    await page.close();
  });

  it('edits the scenario from the keyboard: problems are located, the URL carries the position', async () => {
    const page = await open('#example=blood-moon-urborg&lang=en');
    await tabTo(page, '.cm-content');
    await page.keyboard.press('Control+End');
    // insertText: typed text without the editor's auto-indent and completion popup getting in the way.
    // Giant Growth targets a creature (601.2c): one enters first, so the fixed cast below is valid.
    await page.keyboard.insertText('\n  - enter: Grizzly Bears\n  - cast: Giant Growht\n');
    await expect.poll(() => page.locator('#problems').textContent()).toContain('unknown card');
    expect(await page.locator('#problems').textContent()).toMatch(/\d+:\d+.*Giant Growth/);
    await expect.poll(() => page.locator('.cm-lint-marker-error').count()).toBeGreaterThan(0);
    // Fix it: the answer comes back.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await page.keyboard.insertText('th\n    targets: [grizzly-bears]\n');
    await expect.poll(() => page.locator('#problems').textContent()).toContain('The scenario is valid.');
    const text = await page.evaluate(() => (window as unknown as { playground: { text(): string } }).playground.text());
    // The URL follows once editing pauses (history.ts): wait for the entry of the fixed text, not an earlier one.
    await expect.poll(() => readHash(new URL(page.url()).hash).scenario).toBe(text);
    const url = page.url();
    await page.close();

    const again = await open(url.slice(server.url.length));
    expect(await again.evaluate(() => (window as unknown as { playground: { text(): string } }).playground.text())).toBe(text);
    await again.close();
  });

  it('builds a position by clicking: search a card, add it, and the YAML follows', async () => {
    const page = await open('#example=gray-ogre&lang=en');
    await page.fill('#card-search', 'Glorious Anthem');
    await page.selectOption('#board-player', 'opponent');
    await page.locator('#card-results button').first().click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { playground: { text(): string } }).playground.text()))
      .toContain('{ card: Glorious Anthem, controller: opponent }');
    await expect.poll(() => page.locator('[data-object="glorious-anthem"]').count()).toBe(1);
    await page.close();
  });
});

describe('completion in the editor', () => {
  it('offers catalog card names after `- ` in battlefield, and scenario keys', async () => {
    const page = await open('#example=gray-ogre&lang=en');
    await page.click('.cm-content');
    // The click brought the editor's typing aids (editor-extras.js).
    await page.waitForSelector('body[data-editor-aids="ready"]');
    await page.keyboard.press('Control+Home');
    await page.keyboard.insertText('battlefield:\n  - Blood M');
    await page.keyboard.press('Control+Space');
    await expect.poll(() => page.locator('.cm-tooltip-autocomplete').textContent()).toContain('Blood Moon');
    await page.keyboard.press('Escape');
    await page.keyboard.insertText('\nactiveP');
    await page.keyboard.press('Control+Space');
    await expect.poll(() => page.locator('.cm-tooltip-autocomplete').textContent()).toContain('activePlayer');
    await page.close();
  });
});

describe('layout', () => {
  it.each([
    ['humility-opalescence', 'light'],
    ['blood-moon-life-and-limb-loop', 'dark'],
    ['players-and-rules', 'light'],
  ] as const)('%s at 375 px (%s): no horizontal scroll', async (example, scheme) => {
    const page = await open(`#example=${example}&lang=fr`, 375, scheme);
    const w = await noHorizontalScroll(page);
    expect(w.scrollWidth).toBeLessThanOrEqual(w.clientWidth);
    expect(w.body).toBeLessThanOrEqual(w.clientWidth);
    await page.screenshot({ path: `${shots}playground-375-${example}-${scheme}.png`, fullPage: true });
    await page.close();
  });

  it('1440 px, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await open('#example=blood-moon-urborg&lang=en', 1440, scheme);
      const w = await noHorizontalScroll(page);
      expect(w.scrollWidth).toBeLessThanOrEqual(w.clientWidth);
      await page.screenshot({ path: `${shots}playground-1440-${scheme}.png` });
      await page.close();
    }
  });
});

describe('a card file opened in the page', () => {
  const cardsFile = `${root}examples/cards/test-cards.json`;
  /** How many cards the bundled file holds (it grows as examples are added). */
  const CARD_COUNT = (JSON.parse(readFileSync(cardsFile, 'utf8')) as unknown[]).length;
  const scenario = 'cards: test-cards.json\nbattlefield:\n  - Bedrock Tortoise\n  - { card: Grizzly Bears, controller: opponent }\n';
  const textInPage = (page: Page) => page.evaluate(() => (window as unknown as { playground: { text(): string } }).playground.text());

  it('test-cards.json through the file input: searched, added, evaluated as the CLI does, completed', async () => {
    const page = await open('#example=blood-moon-urborg&lang=en');
    await page.setInputFiles('#card-file', cardsFile);
    await expect.poll(() => page.locator('[data-card-file="test-cards.json"]').textContent()).toContain(`${CARD_COUNT} cards`);

    // The card search finds its cards, and adding one puts it on the battlefield with its printed characteristics.
    await page.fill('#card-search', 'Bedrock');
    await expect.poll(() => page.locator('#card-results').textContent()).toContain('Bedrock Tortoise');
    expect(await page.locator('#card-results').textContent()).toContain('Creature — Turtle · from test-cards.json');
    await page.locator('#card-results button').first().click();
    const tortoise = page.locator('[data-object="bedrock-tortoise"]');
    await expect.poll(() => tortoise.count()).toBe(1);
    expect(await tortoise.locator('[data-field="pt"]').textContent()).toBe('0/6');
    expect(await tortoise.locator('[data-field="type"]').textContent()).toBe('Creature — Turtle');

    // A scenario naming the file evaluates exactly as the CLI evaluates it with --cards.
    const dir = mkdtempSync(`${tmpdir()}/mtg-layers-web-`);
    writeFileSync(`${dir}/scenario.yaml`, scenario);
    copyFileSync(cardsFile, `${dir}/test-cards.json`);
    const r = spawnSync(process.execPath, ['bin/mtg-layers.js', 'evaluate', `${dir}/scenario.yaml`, '--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    rmSync(dir, { recursive: true });
    expect(r.status, r.stderr).toBe(0);
    const cli = JSON.parse(r.stdout);
    await page.click('.cm-content');
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(scenario);
    await expect.poll(() => textInPage(page)).toBe(scenario);
    const result = () =>
      page.evaluate(() =>
        (window as unknown as { playground: { result(): { objects: object; players: unknown } | null } }).playground.result(),
      );
    // Evaluation follows the text after a short pause.
    await expect.poll(async () => Object.keys((await result())?.objects ?? {})).toEqual(Object.keys(cli.objects));
    expect((await result())?.objects).toEqual(cli.objects);
    expect((await result())?.players).toEqual(cli.players);
    expect(await page.locator('#problems').textContent()).toContain('The scenario is valid.');

    // Completion offers the file's names.
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('  - Elvish Arch');
    await page.keyboard.press('Control+Space');
    await expect.poll(() => page.locator('.cm-tooltip-autocomplete').textContent()).toContain('Elvish Archdruid');
    await page.keyboard.press('Escape');

    // Closed, its cards are unknown again: the scenario's `cards:` is reported where it is written.
    await page.getByRole('button', { name: 'Close test-cards.json' }).click();
    await expect.poll(() => page.locator('#problems').textContent()).toContain('not open in the page');
    expect(await page.locator('#card-files').textContent()).toContain('No card file is open');
    await page.screenshot({ path: `${shots}playground-card-file.png` });
    await page.close();
  });

  it('dropped onto the page, in French; a file that is not a card file is reported', async () => {
    const page = await open('#example=gray-ogre&lang=fr');
    const drop = (name: string, text: string) =>
      page.evaluate(
        ([name, text]) => {
          const dt = new DataTransfer();
          dt.items.add(new File([text as string], name as string, { type: 'application/json' }));
          for (const type of ['dragenter', 'dragover', 'drop'])
            document.body.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
        },
        [name, text],
      );
    await drop('cartes.json', readFileSync(cardsFile, 'utf8'));
    await expect.poll(() => page.locator('[data-card-file="cartes.json"]').textContent()).toContain(`${CARD_COUNT} cartes`);
    await page.click('.cm-content');
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('battlefield:\n  - Kamahl, Fist of Krosa\n');
    await expect.poll(() => page.locator('#problems').textContent()).toContain('Le scénario est valide.');
    const kamahl = page.locator('[data-object="kamahl-fist-of-krosa"]');
    expect(await kamahl.locator('[data-field="pt"]').textContent()).toBe('4/3');
    // The type line in French words (the subtypes as printed).
    expect(await kamahl.locator('[data-field="type"]').textContent()).toBe('Créature légendaire : Human Druid');

    await drop('pas-des-cartes.json', '[{"name": "A"},\n {"oops": 1}]');
    await expect
      .poll(() => page.locator('.card-file-problems').textContent())
      .toContain('pas-des-cartes.json n’est pas un fichier de cartes');
    expect(await page.locator('.card-file-problems').textContent()).toContain('2:');
    // The file that was open stays open.
    expect(await page.locator('[data-card-file]').count()).toBe(1);
    await page.close();
  });
});

describe('life totals and combat in the answer', () => {
  const scenario = [
    'startingLife: 30',
    'battlefield:',
    '  - Orcish Oriflamme',
    '  - Grizzly Bears',
    '  - { card: Serra Angel, controller: opponent }',
    'events:',
    '  - cast: Rally at the Hornburg',
    '  - attack: [grizzly-bears, human-soldier-token]',
    '  - block: serra-angel',
    '  - life: { opponent: -3 }',
    '',
  ].join('\n');

  it.each([
    ['en', 'attacking', 'blocking', 'opponent: life 27; maximum hand size 7', 'you: maximum hand size 7'],
    ['fr', 'attaquant', 'bloqueur', 'adversaire : 27 points de vie', 'vous : taille de main maximale 7'],
    ['es', 'atacante', 'bloqueador', 'oponente: 27 vidas', 'tú: tamaño máximo de mano 7'],
  ])(
    '%s: attackers and blockers are marked; a life total is shown where it differs from startingLife',
    async (lang, attacking, blocking, opponent, you) => {
      const page = await open(`#example=gray-ogre&lang=${lang}`);
      await page.click('.cm-content');
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(scenario);
      const status = (id: string) => page.locator(`[data-object="${id}"] [data-field="status"]`);
      await expect.poll(() => status('grizzly-bears').textContent()).toBe(attacking);
      expect(await page.locator('[data-object="grizzly-bears"] [data-field="pt"]').textContent()).toBe('3/2'); // Orcish Oriflamme
      expect(await status('serra-angel').textContent()).toBe(blocking);
      expect(await page.getAttribute('[data-object="serra-angel"]', 'data-combat')).toBe('blocking');
      expect(await page.getAttribute('[data-object="grizzly-bears"]', 'data-combat')).toBe('attacking');
      expect(await status('human-soldier-token').textContent()).toContain(attacking);
      expect(await status('human-soldier-token-2').textContent()).not.toContain(attacking);
      const players = await page.locator('#players li').allTextContents();
      expect(players.find((l) => l.startsWith(opponent.split(/ ?:/)[0] as string))).toContain(opponent);
      // 30 is the starting life total: not repeated.
      expect(players.find((l) => l.startsWith(you.split(/ ?:/)[0] as string))).toBe(you);
      if (lang === 'en') await page.screenshot({ path: `${shots}playground-combat.png` });
      await page.close();
    },
  );
});
