/**
 * The docs name real files: every `src/...` path written in README.md or docs/*.md (in
 * backticks, or as a link) exists, and every relative link resolves to a file or folder.
 * When a source file moves, this fails with the page and line that still name the old place.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

interface Mention {
  page: string;
  line: number;
  target: string;
  /** The path on disk the mention stands for. */
  resolved: string;
}

/** `src/a/b.ts` in backticks (read from the repository root), whatever the page. */
function backtickPaths(page: string, text: string): Mention[] {
  const found: Mention[] = [];
  text.split('\n').forEach((content, i) => {
    for (const m of content.matchAll(/`(src\/[\w./-]*?)[.,:;]?`/g)) {
      const target = m[1] as string;
      found.push({ page, line: i + 1, target, resolved: join(root, target) });
    }
  });
  return found;
}

/** `[text](target)` with a relative target (no scheme, not only an anchor), read from the page's folder. */
function relativeLinks(page: string, text: string): Mention[] {
  const found: Mention[] = [];
  text.split('\n').forEach((content, i) => {
    for (const m of content.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = (m[1] as string).split('#')[0] as string;
      if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      found.push({ page, line: i + 1, target, resolved: join(root, dirname(page), target) });
    }
  });
  return found;
}

const where = (m: Mention) => `${m.page}:${m.line}: ${m.target}`;

describe('paths named by the docs', () => {
  const texts = pages.map((page) => ({ page, text: readFileSync(join(root, page), 'utf8') }));

  it('every `src/...` path in README.md and docs/*.md exists', () => {
    const mentions = texts.flatMap(({ page, text }) => backtickPaths(page, text));
    // The architecture page alone names dozens: the check would pass vacuously if the pattern broke.
    expect(mentions.length).toBeGreaterThan(50);
    expect(mentions.filter((m) => !existsSync(m.resolved)).map(where)).toEqual([]);
  });

  it('every relative link in README.md and docs/*.md resolves to a file or folder', () => {
    const links = texts.flatMap(({ page, text }) => relativeLinks(page, text));
    expect(links.length).toBeGreaterThan(10);
    const missing = links.filter((m) => !existsSync(m.resolved));
    expect(missing.map((m) => `${where(m)} (${relative(root, m.resolved)})`)).toEqual([]);
  });

  it('finds a path that does not exist (the check can fail)', () => {
    const page = 'docs/example.md';
    const [mention] = backtickPaths(page, 'see `src/core/no-such-file.ts`.');
    expect(mention?.target).toBe('src/core/no-such-file.ts');
    expect(existsSync(mention?.resolved as string)).toBe(false);
    const [link] = relativeLinks(page, '[grammar](../src/oracle/no-such.md#x) and [web](https://example.com)');
    expect(link?.target).toBe('../src/oracle/no-such.md');
    expect(existsSync(link?.resolved as string)).toBe(false);
  });
});
