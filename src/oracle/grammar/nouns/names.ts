/**
 * Card names in text (201.2): "named SELF", "named Groom's Finery",
 * "named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra" (any of them).
 *   names := name (, name)* , and name | name and name (one of them SELF) | name
 *   name  := SELF | Capitalised word (['s] | of | the | Capitalised word)*
 */
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';

const capital = (c: Cursor, at = 0) => {
  const t = c.peek(at);
  return t?.k === 'word' && /^\p{Lu}/u.test(t.raw);
};

function oneName(c: Cursor, ctx: ParseContext): string | undefined {
  if (c.peek()?.k === 'self') {
    c.next();
    return ctx.names[0];
  }
  if (!capital(c)) return undefined;
  let name = (c.peek() as { raw: string }).raw;
  c.next();
  for (;;) {
    const t = c.peek();
    if (t?.k !== 'word') break;
    if (t.v === "'s") name += "'s";
    else if ((t.v === 'of' || t.v === 'the') && capital(c, 1)) name += ` ${t.raw}`;
    else if (capital(c)) name += ` ${t.raw}`;
    else break;
    c.next();
  }
  return name;
}

/** After "named": the names, as a filter (one name, or any of several). */
export function namedList(c: Cursor, ctx: ParseContext): Filter | undefined {
  return c.attempt((c2) => {
    const first = oneName(c2, ctx);
    if (first === undefined) return undefined;
    const names = [first];
    for (;;) {
      const save = c2.pos;
      const joiner = c2.acceptAny(', and', ',', 'and');
      if (joiner === undefined) break;
      const selfNext = c2.peek()?.k === 'self';
      const more = oneName(c2, ctx);
      // A bare comma joins names only in a list that goes on ("A, B, and C"); else it ends the phrase
      // ("… permanents named SELF, SELF is an artifact creature"). ", and" closes such a list. A bare "and"
      // may be part of a name ("Sword of Fire and Ice"): it joins two names only when one is SELF.
      const joins =
        joiner === ','
          ? c2.at(',') || c2.at(', and')
          : joiner === ', and'
            ? names.length >= 2
            : selfNext || c2.tokens[save - 1]?.k === 'self';
      if (more === undefined || !joins) {
        c2.pos = save;
        break;
      }
      names.push(more);
    }
    return names.length === 1 ? { name: first } : { or: names.map((name) => ({ name })) };
  });
}
