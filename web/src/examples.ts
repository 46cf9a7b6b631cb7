/** The scenarios of examples/, bundled at build time. */
const files = import.meta.glob('../../examples/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export const EXAMPLES: ReadonlyMap<string, string> = new Map(
  Object.entries(files)
    .map(([path, text]) => [path.replace(/^.*\/([^/]+)\.yaml$/, '$1'), text] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

/** The example's title line, for the menu. */
export function exampleTitle(text: string): string | undefined {
  return /^title:\s*(.+)$/m.exec(text)?.[1]?.replace(/^["']|["']$/g, '');
}
