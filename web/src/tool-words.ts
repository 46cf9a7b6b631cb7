/** The first script's functions that the answer's tools (tools.js: until.ts, quiz.ts) write with, given to them. */
import type { conclusion, playerName, ptText, showValue, typeLine } from '../../src/explain/index.js';
import type { withRuleLinks } from './rules.js';

export interface ToolWords {
  typeLine: typeof typeLine;
  showValue: typeof showValue;
  ptText: typeof ptText;
  playerName: typeof playerName;
  conclusion: typeof conclusion;
  withRuleLinks: typeof withRuleLinks;
}
