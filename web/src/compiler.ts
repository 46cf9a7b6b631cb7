/**
 * The Oracle compiler, loaded when the first card file is opened: most visits never open one,
 * so the page doesn't carry it (web/README.md § Size). In the built site it is a second classic
 * script, `oracle.js` (web/vite.oracle.config.ts), which works from file:// too; the dev server
 * imports the module.
 */
import { isScalar, isSeq, parseDocument, visit } from 'yaml';
import type { CompiledCard, ScryfallCard } from '../../src/oracle/index.js';
import { loadScript } from './lazy-script.js';

export type Compile = (card: ScryfallCard) => CompiledCard;

/** What oracle.js puts on the page's global object. */
export interface OracleGlobal {
  compileCard: Compile;
}

declare global {
  var mtgLayersOracle: OracleGlobal | undefined;
}

let loading: Promise<Compile> | undefined;
let loaded: Compile | undefined;

/** The compiler, loading it on first use. */
export function loadCompiler(): Promise<Compile> {
  loading ??= (
    import.meta.env.DEV
      ? import('../../src/oracle/index.js').then((m) => m.compileCard)
      : loadScript('oracle.js', () => globalThis.mtgLayersOracle?.compileCard)
  ).then((c) => {
    loaded = c;
    return c;
  });
  return loading;
}

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
