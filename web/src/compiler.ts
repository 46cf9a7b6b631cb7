/**
 * The Oracle compiler, loaded when the first card file is opened: most visits never open one,
 * so the page doesn't carry it (web/README.md § Size). In the built site it is a second classic
 * script, `oracle.js` (web/vite.oracle.config.ts), which works from file:// too; the dev server
 * imports the module.
 */
import type { CompiledCard, ScryfallCard } from '../../src/oracle/index.js';

export type Compile = (card: ScryfallCard) => CompiledCard;

/** What oracle.js puts on the page's global object. */
export interface OracleGlobal {
  compileCard: Compile;
}

declare global {
  var mtgLayersOracle: OracleGlobal | undefined;
}

let loading: Promise<Compile> | undefined;

function fromScript(): Promise<Compile> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('oracle.js', document.baseURI).href;
    script.onload = () => {
      const oracle = globalThis.mtgLayersOracle;
      if (oracle) resolve(oracle.compileCard);
      else reject(new Error('oracle.js did not define the compiler'));
    };
    script.onerror = () => reject(new Error('could not load oracle.js'));
    document.head.append(script);
  });
}

/** The compiler, loading it on first use. */
export function loadCompiler(): Promise<Compile> {
  const ready = globalThis.mtgLayersOracle;
  if (ready) return Promise.resolve(ready.compileCard);
  loading ??= import.meta.env.DEV ? import('../../src/oracle/index.js').then((m) => m.compileCard) : fromScript();
  return loading;
}
