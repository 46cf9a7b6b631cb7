/**
 * Rule numbers in sentences become buttons that open the rule's text (bundled from the
 * Comprehensive Rules at build time: web/src/generated/cr-rules.json).
 */
import type { TFunction } from 'i18next';
import { byId, h } from './dom.js';
import crRules from './generated/cr-rules.json';

interface Rule {
  text: string;
  examples: string[];
}
const RULES = crRules.rules as Record<string, Rule>;
const RULE_REF = /\b(\d{3}(?:\.\d+[a-z]?)?)\b/g;

/** The rule a reference names, or the nearest one we have (613.8b → 613.8). */
function known(ref: string): string | undefined {
  if (RULES[ref] !== undefined) return ref;
  const shorter = ref.replace(/[a-z]$/, '');
  return RULES[shorter] !== undefined ? shorter : undefined;
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
          onclick: () => openRule(rule, t),
        },
        ref,
      ),
    );
    at = (m.index ?? 0) + ref.length;
  }
  out.push(text.slice(at));
  return out;
}

export function openRule(rule: string, t: TFunction): void {
  const dialog = byId<HTMLDialogElement>('rule-dialog');
  const sub = Object.keys(RULES).filter((k) => k !== rule && k.startsWith(rule) && /^[a-z]$/.test(k.slice(rule.length)));
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
