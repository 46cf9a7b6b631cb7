/** The indexes web/lazy-data.ts builds for the first script (the data itself is loaded later: lazy-script.ts). */
declare module 'virtual:example-index' {
  export const DEFAULT_EXAMPLE: string;
  /** The default example's text: the first page shows it without loading examples.js. */
  export const DEFAULT_TEXT: string;
  /** Every example's name and English title (its `title:` line), sorted by name. */
  export const TITLES: readonly (readonly [string, string])[];
}

declare module 'virtual:rule-index' {
  /** The rule numbers rules.js has a text for. */
  export const RULE_IDS: readonly string[];
}

declare module 'virtual:schema-keys' {
  /** Every property name in schema/scenario.schema.json, sorted: the keys the editor completes. */
  export const SCHEMA_KEYS: readonly string[];
}

declare module 'virtual:mana-glyphs' {
  /** mana.js's content, for the dev server: mana-font's path data of each glyph the page draws. */
  export const GLYPHS: Record<string, string[]>;
}
