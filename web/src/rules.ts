/**
 * Rule numbers in sentences become buttons that open the rule's text (from the Comprehensive
 * Rules: web/src/generated/cr-rules.json). The first script knows only which numbers have a
 * text; the text comes with rules.js, loaded the first time a rule is opened (web/lazy-data.ts).
 */

import { RULE_IDS } from 'virtual:rule-index';
import type { TFunction } from 'i18next';
import { byId, h } from './dom.js';
import { loadScript } from './lazy-script.js';

interface Rule {
  text: string;
  examples: string[];
}
interface RulesText {
  source: string;
  rules: Record<string, Rule>;
}

declare global {
  var mtgLayersRules: RulesText | undefined;
}

const KNOWN = new Set(RULE_IDS);
const RULE_REF = /\b(\d{3}(?:\.\d+[a-z]?)?)\b/g;

/** The rule a reference names, or the nearest one we have (613.8b → 613.8). */
function known(ref: string): string | undefined {
  if (KNOWN.has(ref)) return ref;
  const shorter = ref.replace(/[a-z]$/, '');
  return KNOWN.has(shorter) ? shorter : undefined;
}

/** `text` with every known rule number as a button. */
export function withRuleLinks(text: string, t: TFunction): (Node | string)[] {
  const out: (Node | string)[] = [];
  let at = 0;
  for (const m of text.matchAll(RULE_REF)) {
    const ref = m[1] as string;
    const rule = known(ref);
    if (rule === undefined) continue;
    out.push(text.slice(at, m.index));
    out.push(
      h(
        'button',
        {
          type: 'button',
          class: 'rule-link',
          'data-rule': rule,
          'aria-label': t('rules.openRule', { rule: ref }),
          onclick: () => void openRule(rule, t),
        },
        ref,
      ),
    );
    at = (m.index ?? 0) + ref.length;
  }
  out.push(text.slice(at));
  return out;
}

/** Opens the rule's text in the modal dialog (loading rules.js the first time); a failed load is said in the status region. */
export async function openRule(rule: string, t: TFunction): Promise<void> {
  let crRules: RulesText;
  try {
    crRules = await loadScript('rules.js', () => globalThis.mtgLayersRules);
  } catch {
    byId('status').textContent = t('rules.loadFailed');
    return;
  }
  const RULES = crRules.rules;
  const dialog = byId<HTMLDialogElement>('rule-dialog');
  const sub = RULE_IDS.filter((k) => k !== rule && k.startsWith(rule) && /^[a-z]$/.test(k.slice(rule.length)));
  const block = (id: string) => {
    const r = RULES[id] as Rule;
    return h(
      'div',
      { class: 'rule' },
      h(
        'p',
        {},
        h('strong', {}, id),
        ' ',
        r.text,
        ' ',
        h('span', { class: 'muted', lang: document.documentElement.lang }, t('rules.englishText')),
      ),
      ...r.examples.map((e) =>
        h('p', { class: 'rule-example' }, h('em', { lang: document.documentElement.lang }, t('rules.example'), ' '), e),
      ),
    );
  };
  dialog.replaceChildren(
    h(
      'div',
      { class: 'dialog-body', lang: 'en' },
      h('h2', { id: 'rule-dialog-title', lang: document.documentElement.lang }, t('rules.heading', { rule })),
      block(rule),
      ...sub.map(block),
      h('p', { class: 'muted', lang: document.documentElement.lang }, t('rules.source'), ' ', crRules.source),
    ),
    h('form', { method: 'dialog' }, h('button', { type: 'submit', class: 'primary', autofocus: true }, t('rules.close'))),
  );
  dialog.setAttribute('aria-labelledby', 'rule-dialog-title');
  dialog.showModal();
}
