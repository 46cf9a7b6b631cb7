/**
 * The loader's problems (src/scenario) in the page's language: each English message the
 * loader writes is matched against the patterns below and, where the language's catalogue
 * (web/src/locales/loader-LANG.ts) has a template for it, rewritten in that language. What
 * the patterns capture — card names, ids, keys, rule numbers, places in the file — is kept
 * as written; a tail (" — did you mean …?", " (known ids here: …)") is translated on its own;
 * a message no pattern knows stays in English.
 */

import { es } from './locales/loader-es.js';
import { fr } from './locales/loader-fr.js';
import type { Lang } from './messages.js';

/** A language's templates: `{{1}}`, `{{2}}`… are the pattern's groups. */
export type LoaderTemplates = Record<string, string>;

const CATALOGUES: Record<Exclude<Lang, 'en'>, LoaderTemplates> = { fr, es };

/** The messages, head first; the last group of a head is its tail (translated by TAILS). */
const HEADS: readonly (readonly [string, RegExp])[] = [
  ['unknownCard', /^unknown card ("(?:[^"\\]|\\.)*")(.*)$/s],
  ['unknownKey', /^unknown key ("(?:[^"\\]|\\.)*")(.*)$/s],
  ['unknownId', /^unknown id ("(?:[^"\\]|\\.)*")(.*)$/s],
  ['unknownEvent', /^unknown event kind ("(?:[^"\\]|\\.)*")(.*)$/s],
  ['missingKey', /^missing required key ("(?:[^"\\]|\\.)*")(.*)$/s],
  ['duplicateId', /^duplicate id ("(?:[^"\\]|\\.)*"): already used at (\S+) \(give this object another `id`\)()$/s],
  ['later', /^no (object|object or player) ("(?:[^"\\]|\\.)*") exists at this point: it is introduced later, at (\S+)()$/s],
  ['oneOf', /^(.*): expected one of: (.*?)((?: — did you mean .*\?)?)$/s],
  ['notAllowed', /^(.*): not one of the (\d+) allowed values(.*)$/s],
  ['notEvent', /^expected an event: a mapping with one of the keys ([^ ]*)(.*)$/s],
  ['expected', /^expected (.*?), got (.*)()$/s],
  ['yaml', /^YAML syntax error: (.*)()$/s],
  ['empty', /^the file is empty: a scenario needs at least `battlefield` or `events`()$/s],
  ['emptyEvent', /^empty event: expected one of (.*)()$/s],
];

const TAILS: readonly (readonly [string, RegExp])[] = [
  ['didYouMean', /^ — did you mean (.*)\?$/s],
  ['knownIds', /^ \(known ids here: (.*)\)$/s],
  ['noObjectsYet', /^ \(no objects exist yet\)$/s],
  ['allowed', /^ \(allowed: (.*)\)$/s],
  ['oneOfTail', /^ \(one of: (.*)\)$/s],
];

/** What `expected …` names (src/scenario/zod-issues.ts), longest first: one pass, so a translation is never read again. */
const WORDS: Readonly<Record<string, string>> = {
  'a non-empty string': 'aNonEmptyString',
  'a whole number': 'aWholeNumber',
  'true or false': 'trueOrFalse',
  'a string': 'aString',
  'a number': 'aNumber',
  'a mapping': 'aMapping',
  'a list': 'aList',
  ' or ': 'or',
};
const WORD = new RegExp(Object.keys(WORDS).join('|'), 'g');

const fill = (template: string, groups: readonly string[]) =>
  template.replace(/\{\{(\d)\}\}/g, (_, i: string) => groups[Number(i) - 1] ?? '');

function tail(text: string, to: LoaderTemplates): string {
  if (text === '') return '';
  for (const [name, re] of TAILS) {
    const m = re.exec(text);
    const template = to[name];
    if (m !== null && template !== undefined)
      return fill(
        template,
        m.slice(1).map((g) => g.replace(/ or /g, to.or ?? ' or ')),
      );
  }
  return text;
}

function words(text: string, to: LoaderTemplates): string {
  return text.replace(WORD, (english) => to[WORDS[english] ?? ''] ?? english);
}

/** The loader's `message` in `lang` where its catalogue has the template; as written otherwise. */
export function loaderMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  const to = CATALOGUES[lang];
  for (const [name, re] of HEADS) {
    const m = re.exec(message);
    if (m === null) continue;
    const template = to[name];
    if (template === undefined) return message;
    const groups = m.slice(1);
    const rest = groups.pop() ?? '';
    if (name === 'expected') groups[0] = words(groups[0] ?? '', to);
    return fill(template, groups) + tail(rest, to);
  }
  return message;
}
