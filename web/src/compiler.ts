/**
 * The Oracle compiler and the card-file indexer, loaded when the first card file is opened or
 * a scenario has inline Oracle lines: most visits do neither, so the page doesn't carry them
 * (web/README.md § Size). In the built site they are a second classic script, `oracle.js`
 * (web/vite.oracle.config.ts), which works from file:// too; the dev server imports the modules.
 */
import { isScalar, isSeq, parseDocument, visit } from 'yaml';
import { NON_CARD_LAYOUTS, ScryfallCardSchema, toCompilerInput } from '../../src/cards/schema.js';
import type { CompiledCard, ScryfallCard } from '../../src/oracle/index.js';
import type { openCardBytes } from './card-open.js';
import { loadScript } from './lazy-script.js';
import { ORACLE_GLOBALS } from './oracle-globals.js';

export type Compile = (card: ScryfallCard) => CompiledCard;

/** What oracle.js puts on the page's global object. */
export interface OracleGlobal {
  compileCard: Compile;
  openCardBytes: typeof openCardBytes;
}

declare global {
  var mtgLayersOracle: OracleGlobal | undefined;
}

/** What oracle.js takes from this script (oracle-globals.ts): set before it loads. */
function shareWithOracle(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  g[ORACLE_GLOBALS.yaml] = { parseDocument };
  g[ORACLE_GLOBALS.cardSchema] = { NON_CARD_LAYOUTS, ScryfallCardSchema, toCompilerInput };
}

let loading: Promise<OracleGlobal> | undefined;
let loaded: Compile | undefined;

/** The compiler and the card-file indexer, loading them on first use. */
export function loadOracle(): Promise<OracleGlobal> {
  if (!import.meta.env.DEV) shareWithOracle();
  loading ??= (
    import.meta.env.DEV
      ? Promise.all([import('../../src/oracle/index.js'), import('./card-open.js')]).then(([o, c]) => ({
          compileCard: o.compileCard,
          openCardBytes: c.openCardBytes,
        }))
      : loadScript('oracle.js', () => globalThis.mtgLayersOracle)
  ).then((o) => {
    loaded = o.compileCard;
    return o;
  });
  return loading;
}

/** The compiler, loading it on first use. */
export const loadCompiler = (): Promise<Compile> => loadOracle().then((o) => o.compileCard);

/** The compiler if it is loaded already, without loading it. */
export function compilerIfLoaded(): Compile | undefined {
  return loaded ?? globalThis.mtgLayersOracle?.compileCard;
}

/**
 * Does the scenario define a card inline with Oracle lines: a card mapping (one with a
 * `typeLine`) that has `oracle:` or a string among its `abilities`? The compiler reads them
 * (as the command line does), so the page loads it — and only then: `abilities:` under
 * `expect:` or a structured ability is no Oracle text.
 */
export function hasInlineOracle(text: string): boolean {
  if (!/\btypeLine\s*:/.test(text)) return false;
  let found = false;
  visit(parseDocument(text), {
    Map(_key, node) {
      if (!node.has('typeLine')) return undefined;
      const abilities = node.get('abilities', true);
      if (node.has('oracle') || (isSeq(abilities) && abilities.items.some((a) => isScalar(a) && typeof a.value === 'string'))) {
        found = true;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}
