/**
 * 700.2, 601.2b: "Choose one. If this spell was cast using teamwork, choose both instead." and its
 * bullets — a modal spell whose number of modes depends on a cost paid or a condition as it is
 * cast. The catalog lists the header and each bullet as paragraphs of their own (derive.ts); they
 * are one modal spell ability, read as "Choose one —" and the bullets, with `modal.instead`:
 *
 *   header := [<ability word> —] Choose one . If <if-paid | cond> [as you cast SELF] ,
 *             [you may] choose (both | two | one or more) instead .
 *
 * "choose both instead": exactly two; "you may choose two instead": one or two; "choose one or
 * more instead": any of them. The condition holds or not as the spell is cast (601.2b) — the core
 * checks the modes the scenario chose against it (castSpell).
 */

import type { ModalInstead } from '../core/effects/language/abilities.js';
import type { Condition } from '../core/effects/language/condition.js';
import type { CostPaid } from '../core/model/terms.js';
import { condition } from './grammar/conditions/conditions.js';
import { ifCostPaid } from './grammar/conditions/costs-paid.js';
import { Cursor } from './grammar/cursor/cursor.js';
import { lex } from './lex.js';

const HEADER =
  /^(?:[^—\n]{1,30} — )?Choose one\. If (.+?)(?: as you cast this spell)?, (you may )?choose (both|two|one or more) instead\.$/;

/** The header's "instead", for a modal of `modes` modes; undefined when the header is not this shape or its condition is not read. */
export function modalInstead(
  header: string,
  modes: number,
  names: readonly string[],
  selfTypes: readonly string[],
): ModalInstead | undefined {
  const m = HEADER.exec(header.trim());
  if (m === null) return undefined;
  const what = m[3] as string;
  const max = what === 'one or more' ? modes : 2;
  if (max > modes) return undefined;
  const min = m[2] !== undefined || what === 'one or more' ? 1 : 2;
  const text = m[1] as string;
  const paidCursor = new Cursor(lex(`if ${text}`, names));
  const paid: CostPaid | undefined = ifCostPaid(paidCursor);
  if (paid !== undefined && paidCursor.done) return { paid, min, max };
  const c = new Cursor(lex(text, names));
  const cond: Condition | undefined = condition(c, { names, targets: 0, resolving: true, selfTypes });
  if (cond === undefined || !c.done) return undefined;
  return { if: cond, min, max };
}

/** The header paragraph's modal lines as the modal reader takes them ("Choose one —" and the bullets). */
export function modalLines(bullets: readonly string[]): string {
  return ['Choose one —', ...bullets].join('\n');
}
