/**
 * Station symbols (721.2a; grammar.md § Ability lines): "{N+}[abilities]" means "As long as this
 * permanent has N or more charge counters on it, it has [abilities]." A static ability under a station
 * symbol is read with that condition: "2+ | Other creatures you control get +1/+1."
 *
 *   station := N + | <static sentence>
 */
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Token } from '../../../lex.js';

/** The station symbol's N and the tokens after "N+ |", or undefined. */
export function stationSymbol(tokens: readonly Token[]): { condition: Condition; rest: readonly Token[] } | undefined {
  const [n, plus, bar] = tokens;
  if (n?.k !== 'num' || plus?.k !== 'word' || plus.v !== '+' || bar?.k !== 'word' || bar.v !== '|') return undefined;
  return { condition: { compare: [{ countersOn: 'source', kind: 'charge' }, '>=', n.n] }, rest: tokens.slice(3) };
}
