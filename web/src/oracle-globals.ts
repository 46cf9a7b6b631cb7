/**
 * The globals through which oracle.js reaches modules the first script has already (read by
 * web/vite.oracle.config.ts's rollup `globals`, set by compiler.ts before it loads oracle.js):
 * the `yaml` parser and the Scryfall card schema (zod), so the script carries neither twice.
 */
export const ORACLE_GLOBALS = {
  yaml: 'mtgLayersYaml',
  cardSchema: 'mtgLayersCardSchema',
} as const;

/** Does a module id (as Rollup resolves it) name the card schema module? */
export const isCardSchema = (id: string): boolean => /[\\/]src[\\/]cards[\\/]schema\.(?:ts|js)$/.test(id);
