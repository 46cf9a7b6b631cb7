/**
 * The rest of issue #10 in a real browser: dependency arrows in the layer view (613.8), the
 * events in order with their timestamps and moved from the keyboard (613.7), and building
 * by clicking — attach, other zones, face down, transformed, choices, counters of any
 * kind, an activated ability, removal — each checked by its rules outcome in the answer.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from './static-server.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  if (!existsSync(`${root}web/dist/index.html`)) throw new Error('web/dist is missing: run `npm run build:web` (npm run test:web does)');
  server = await serve(`${root}web/dist`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Obj = { power: number | null; toughness: number | null; zone: string; name: string | null; faceDown: boolean; subtypes: string[] };

async function open(hash: string, width = 1440): Promise<Page & { errors: string[] }> {
  const page = (await browser.newPage({ viewport: { width, height: 900 }, locale: 'en-US' })) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(`${server.url}${hash}`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}
const textOf = (page: Page) => page.evaluate(() => (window as unknown as { playground: { text(): string } }).playground.text());
const objects = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { playground: { result(): { objects: Record<string, unknown> } | null } }).playground.result()?.objects ?? {},
  ) as Promise<Record<string, Obj>>;
async function write(page: Page, text: string): Promise<void> {
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { playground: { evaluated(): string } }).playground.evaluated()))
    .toBe(text);
  expect(await page.evaluate(() => document.body.dataset.state)).toBe('ok');
}
const pt = (page: Page, id: string) => page.locator(`[data-object="${id}"] [data-field="pt"]`).textContent();
async function addCard(page: Page, name: string): Promise<void> {
  await page.fill('#card-search', name);
  const row = page.locator('#card-results li').filter({ hasText: name }).first();
  await row.locator('button.add').click();
}

describe('dependency arrows (613.8)', () => {
  it('Mycosynth Lattice and March of the Machines: an arrow from March to the Lattice it waits for, and the same link as text', async () => {
    const page = await open('#example=lattice-march&lang=en');
    const arrows = page.locator('[data-layer="4"] path.arrow');
    expect(await arrows.count()).toBe(1);
    expect([await arrows.getAttribute('data-from'), await arrows.getAttribute('data-to')]).toEqual(['2', '1']);
    // Screen readers: the step is described by its dependency line, which links to the step it depends on.
    const described = (await page.getAttribute('#step-4-2', 'aria-describedby')) ?? '';
    const line = page.locator(`[id="${described.split(' ')[0]}"]`);
    expect(await line.textContent()).toContain('Depends on place 1: applying it changes what this effect applies to (613.8a)');
    expect(await line.locator('a').getAttribute('href')).toBe('#step-4-1');
    expect(await page.locator('#step-4-1 .dep-ahead').textContent()).toContain('Goes ahead of place 2');
    // Following the link goes to that step and leaves the URL (the position) as it is.
    await line.locator('a').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('step-4-1');
    expect(page.url()).toContain('example=lattice-march');
    // Seen in a filtered story, the arrow stays where both steps are shown.
    await page.selectOption('#lang', 'fr');
    // The language's script loads first (locale-fr.js).
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    expect(await page.locator('#step-4-2 .dep-on').textContent()).toContain('Dépend de place 1');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('Blood Moon and Urborg: the effect that stopped existing points to the one it depended on for its existence', async () => {
    const page = await open('#example=blood-moon-urborg&lang=en');
    const arrow = page.locator('[data-layer="4"] path.arrow');
    expect(await arrow.count()).toBe(1);
    expect([await arrow.getAttribute('data-from'), await arrow.getAttribute('data-to')]).toEqual(['n0', '1']);
    expect(await page.locator('#na-4-0 .dep-on').textContent()).toContain('Removed by place 1');
    expect(await page.getAttribute('#na-4-0', 'aria-describedby')).toBe('na-4-0-by');
    await page.close();
  });

  it('Opalescence-style: Conspiracy waits for Opalescence; a loop (Blood Moon, Life and Limb) is drawn both ways', async () => {
    const page = await open('#example=conspiracy-opalescence&lang=en');
    expect(await page.locator('path.arrow').count()).toBeGreaterThan(0);
    await page.evaluate(() => {
      location.hash = 'example=blood-moon-life-and-limb-loop&lang=en';
    });
    await expect.poll(() => page.locator('path.arrow.loop').count()).toBe(1);
    const loop = page.locator('[data-layer="4"] path.arrow.loop');
    expect(await loop.getAttribute('marker-start')).not.toBeNull();
    expect(await page.locator('#step-4-1 .dep-loop').textContent()).toContain('In a dependency loop with place 2');
    expect(await page.locator('#step-4-2 .dep-loop').textContent()).toContain('In a dependency loop with place 1');
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('events in order, with their timestamps', () => {
  const scenario = [
    'battlefield:',
    '  - Grizzly Bears',
    'events:',
    '  # Diminish first',
    '  - cast: Diminish',
    '    targets: [grizzly-bears]',
    '  - cast: Humble # then Humble',
    '    targets: [grizzly-bears]',
    '',
  ].join('\n');

  it('two 7b effects: moving Humble above Diminish from the keyboard swaps their timestamps, and the later one wins (613.7)', async () => {
    const page = await open('#example=gray-ogre&lang=en');
    await write(page, scenario);
    const ts = (key: string) => page.locator(`[data-event="${key}"] .ts`).textContent();
    expect(await ts('battlefield-0')).toBe('Timestamp 1');
    expect(await ts('events-0')).toBe('Timestamp 2');
    expect(await ts('events-1')).toBe('Timestamp 4'); // Diminish's card became a new object at 3 (608.2n)
    expect(await pt(page, 'grizzly-bears')).toBe('0/1');
    await page.focus('#ev-up-events-1');
    await page.keyboard.press('Enter');
    await expect.poll(() => pt(page, 'grizzly-bears')).toBe('1/1');
    const text = await textOf(page);
    expect(text.indexOf('cast: Humble')).toBeLessThan(text.indexOf('cast: Diminish'));
    expect(text).toContain('# Diminish first');
    expect(text).toContain('# then Humble');
    expect(await page.locator('[data-event="events-0"] code').textContent()).toBe('cast: Humble targets: [ grizzly-bears ]');
    expect(await ts('events-0')).toBe('Timestamp 2');
    // Focus followed the event to the top, onto its "Move down" button.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ev-down-events-0');
    await page.keyboard.press('Enter');
    await expect.poll(() => pt(page, 'grizzly-bears')).toBe('0/1');
    // Dragging does the same with a mouse.
    await page.dragAndDrop('[data-event="events-1"]', '[data-event="events-0"]');
    await expect.poll(() => pt(page, 'grizzly-bears')).toBe('1/1');
    expect(await page.locator('[data-event="events-0"] code').textContent()).toContain('cast: Humble');
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('events in order, when a move breaks the scenario', () => {
  it('the list stays (without timestamps), so the same buttons move the event back', async () => {
    const page = await open('#example=gray-ogre&lang=en');
    await write(page, 'events:\n  - enter: Grizzly Bears\n  - cast: Giant Growth\n    targets: [grizzly-bears]\n');
    expect(await pt(page, 'grizzly-bears')).toBe('5/5');
    await page.focus('#ev-up-events-1');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.body.dataset.state)).toBe('problems');
    expect(await page.locator('#problems').textContent()).toContain('introduced later');
    expect(await page.locator('[data-event="events-0"] .ts').textContent()).toBe('Timestamp ?');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ev-down-events-0');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.body.dataset.state)).toBe('ok');
    expect(await pt(page, 'grizzly-bears')).toBe('5/5');
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('building by clicking, the rest', () => {
  it('an Aura attached as it enters, an Equipment attached by an event', async () => {
    const page = await open('#example=gray-ogre&lang=en');
    await write(page, 'battlefield:\n  - Grizzly Bears\n');
    await page.fill('#card-search', 'Unholy Strength');
    await page.selectOption('#board-attach-to', 'grizzly-bears');
    await addCard(page, 'Unholy Strength');
    await expect.poll(() => pt(page, 'grizzly-bears')).toBe('4/3');
    expect(await textOf(page)).toContain('{ card: Unholy Strength, attachedTo: grizzly-bears }');

    await page.selectOption('#board-attach-to', '');
    await addCard(page, 'Bonesplitter');
    await expect.poll(() => page.locator('[data-object="bonesplitter"]').count()).toBe(1);
    await page.selectOption('#board-object', 'bonesplitter');
    await page.selectOption('#board-attach-target', 'grizzly-bears');
    await page.click('#board-attach');
    await expect.poll(() => pt(page, 'grizzly-bears')).toBe('6/3');
    expect(await textOf(page)).toContain('- attach: { object: bonesplitter, to: grizzly-bears }');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('another zone, face down, transformed, choices, counters of another kind, an ability activated, an object removed', async () => {
    const page = await open('#example=gray-ogre&lang=en');
    await write(page, 'battlefield:\n  - Grizzly Bears\n');

    await page.selectOption('#board-zone', 'graveyard');
    await addCard(page, 'Hill Giant');
    await expect.poll(async () => (await objects(page))['hill-giant']?.zone).toBe('graveyard');
    expect(await textOf(page)).toContain('- enter: { card: Hill Giant, zone: graveyard }');

    await page.selectOption('#board-zone', 'battlefield');
    await page.selectOption('#board-enter-as', 'faceDown');
    await addCard(page, 'Serra Angel');
    await expect.poll(() => pt(page, 'serra-angel')).toBe('2/2'); // 708.2a
    expect((await objects(page))['serra-angel']?.name).toBeNull();

    await page.selectOption('#board-enter-as', 'transformed');
    await addCard(page, 'Bloodline Keeper');
    await expect.poll(async () => (await objects(page))['bloodline-keeper']?.name).toBe('Lord of Lineage');

    await page.selectOption('#board-enter-as', '');
    // Choices through the guided fields (a key of the format, a value from its list).
    await page.selectOption('#board-choice-key', 'creatureType');
    await page.fill('#board-choice-value', 'Elf');
    await page.click('#board-choice-add');
    expect(await page.inputValue('#board-choices')).toBe('creatureType: Elf');
    await addCard(page, 'Xenograft');
    await expect.poll(async () => (await objects(page))['grizzly-bears']?.subtypes).toEqual(['Bear', 'Elf']);
    await page.fill('#board-choices', 'copyOf: grizzly-bears');
    await addCard(page, 'Clone');
    await expect.poll(async () => (await objects(page)).clone?.name).toBe('Grizzly Bears'); // 707.2, layer 1
    await page.fill('#board-choices', '');

    await page.selectOption('#board-object', 'grizzly-bears');
    await page.fill('#board-counter-kind', '-1/-1');
    await page.fill('#board-counters', '1');
    await page.click('#board-apply');
    await expect.poll(() => pt(page, 'grizzly-bears')).toBe('1/1');
    expect(await textOf(page)).toContain('counters: { -1/-1: 1 }');

    await addCard(page, "Mishra's Factory");
    await expect.poll(() => page.locator('[data-object="mishras-factory"]').count()).toBe(1);
    await page.selectOption('#board-object', 'mishras-factory');
    await page.selectOption('#board-ability', { index: 1 });
    await page.click('#board-activate');
    await expect.poll(() => pt(page, 'mishras-factory')).toBe('2/2');
    expect(await textOf(page)).toContain('- activate: { object: mishras-factory, ability: "{1}: This land becomes a 2/2');

    await page.selectOption('#board-object', 'bloodline-keeper');
    await page.selectOption('#board-status', 'transform');
    await page.click('#board-status-add');
    await expect.poll(async () => (await objects(page))['bloodline-keeper']?.name).toBe('Bloodline Keeper'); // transformed back

    await page.selectOption('#board-object', 'hill-giant');
    await page.click('#board-remove');
    await expect.poll(async () => Object.keys(await objects(page)).includes('hill-giant')).toBe(false);
    expect(await textOf(page)).not.toContain('Hill Giant');
    expect(page.errors).toEqual([]);
    await page.screenshot({ path: `${root}web/screenshots/playground-building.png`, fullPage: true });
    await page.close();
  });

  it('at 375 px the new panels do not scroll sideways', async () => {
    const page = await open('#example=lattice-march&lang=es', 375);
    const w = await page.evaluate(() => ({ s: document.documentElement.scrollWidth, c: document.documentElement.clientWidth }));
    expect(w.s).toBeLessThanOrEqual(w.c);
    expect(await page.locator('path.arrow').count()).toBe(1);
    await page.close();
  });
});
