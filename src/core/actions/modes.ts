/**
 * Modal spells and abilities (700.2): the modes chosen, 1-based in printed order, are
 * checked against the ability's "Choose one —" / "Choose one or more —" and resolve in
 * printed order (700.2d: a mode chosen twice appears that many times in sequence). The
 * targets of the chosen modes are listed in that order; each mode reads its own, 0-based.
 */
import type { ModalDef, Resolution, TokenDef } from '../effects/language/abilities.js';

/** A problem with the chosen modes: `at` is the path under the event (`modes[1]`, `modes`). */
export interface ModeProblem {
  at: (string | number)[];
  message: string;
}

function words(n: number): string {
  return ['no', 'one', 'two', 'three', 'four', 'five'][n] ?? String(n);
}

function range(modal: ModalDef, min: number, max: number): string {
  if (min === max) return `exactly ${words(min)}`;
  if (max >= modal.modes.length && !modal.repeatable) return `${words(min)} or more`;
  return `${words(min)} to ${words(max)}`;
}

function allowed(modal: ModalDef, insteadHolds?: boolean): string {
  if (modal.entwine)
    return `${modal.min === modal.max ? `exactly ${words(modal.min)}` : `${words(modal.min)} to ${words(modal.max)}`}, or ${modal.modes.length === 2 ? 'both' : `all ${words(modal.modes.length)}`} when entwined (702.42a)`;
  const i = modal.instead;
  if (i === undefined || insteadHolds === false) return range(modal, modal.min, modal.max);
  if (insteadHolds === true) return `${range(modal, i.min, i.max)} (its "instead" applies)`;
  return `${range(modal, modal.min, modal.max)}, or ${range(modal, i.min, i.max)} when its "instead" applies`;
}

/** The numbers of modes that may be chosen: the "instead" range when it applies, both when that is not known. */
function ranges(modal: ModalDef, insteadHolds: boolean | undefined): [number, number][] {
  const i = modal.instead;
  if (i === undefined || insteadHolds === false) return [[modal.min, modal.max]];
  if (insteadHolds === true) return [[i.min, i.max]];
  return [
    [modal.min, modal.max],
    [i.min, i.max],
  ];
}

/**
 * 700.2, 700.2d: the chosen modes must exist, be as many as the text says, and repeat only where allowed.
 * `insteadHolds`: whether the modal's "instead" applies as it is cast; undefined when that is not known
 * yet (a scenario being loaded), and then either number of modes passes.
 */
export function checkModes(
  modal: ModalDef | undefined,
  modes: readonly number[] | undefined,
  what: string,
  insteadHolds?: boolean,
): ModeProblem | null {
  if (modal === undefined) {
    if (modes === undefined) return null;
    return { at: ['modes'], message: `${what} is not modal (it has no "Choose ..." modes), so it takes no \`modes\`` };
  }
  const list = modal.modes.map((m, i) => `${i + 1}: ${JSON.stringify(m.text)}`).join('; ');
  if (modes === undefined || modes.length === 0) {
    return {
      at: modes === undefined ? [] : ['modes'],
      message: `${what} is modal: choose ${allowed(modal, insteadHolds)} with \`modes\` (${list})`,
    };
  }
  for (const [i, m] of modes.entries()) {
    if (!Number.isInteger(m) || m < 1 || m > modal.modes.length)
      return { at: ['modes', i], message: `${what} has no mode ${m}: its modes are ${list}` };
    if (!modal.repeatable && modes.indexOf(m) !== i)
      return {
        at: ['modes', i],
        message: `mode ${m} is chosen twice, but ${what} doesn't say "You may choose the same mode more than once" (700.2d)`,
      };
  }
  // 700.2i: the pawprints of the modes chosen total no more than the text's number.
  if (modal.pawprints !== undefined) {
    let total = 0;
    for (const [i, m] of modes.entries()) {
      total += modal.modes[m - 1]?.pawprints ?? 0;
      if (total > modal.pawprints)
        return {
          at: ['modes', i],
          message: `${what} says choose up to ${words(modal.pawprints)} {P} worth of modes, and the modes chosen are ${total} {P} worth by this one (700.2i)`,
        };
    }
  }
  // 702.42a: with entwine paid, every mode is chosen.
  const entwined = modal.entwine === true && modes.length === modal.modes.length;
  const fits = ranges(modal, insteadHolds).some(([min, max]) => modes.length >= min && modes.length <= max);
  if (!entwined && !fits) {
    const max = Math.max(...ranges(modal, insteadHolds).map((r) => r[1]));
    return {
      at: ['modes', Math.min(modes.length, max + 1) - 1],
      message: `${what} says choose ${allowed(modal, insteadHolds)}, and ${words(modes.length)} ${modes.length === 1 ? 'mode is' : 'modes are'} chosen (700.2)`,
    };
  }
  return null;
}

/**
 * The chosen modes in printed order (608.2c, 700.2d), each with the slice of targets that is
 * its own; `targets` lists them in the order the modes are written in `modes`.
 */
export function modeOrder(
  modal: ModalDef,
  modes: readonly number[],
): { mode: number; resolve: Resolution; first: number; count: number }[] {
  let first = 0;
  const written = modes.map((m) => {
    const def = modal.modes[m - 1];
    const count = def?.targets ?? 0;
    const out = { mode: m, resolve: def?.resolve ?? {}, first, count };
    first += count;
    return out;
  });
  return written.sort((a, b) => a.mode - b.mode);
}

/** How many targets the chosen modes take together (700.2c: only chosen modes have targets). */
export function modeTargets(modal: ModalDef, modes: readonly number[]): number {
  return modes.reduce((n, m) => n + (modal.modes[m - 1]?.targets ?? 0), 0);
}

/** The token definitions a resolution creates, with the chosen modes (in the order they are created). */
export function tokenDefsOf(res: Resolution, modes: readonly number[] | undefined): TokenDef[] {
  const own = [...(res.createTokens ?? [])];
  if (!res.modal || !modes) return own;
  return [...own, ...modeOrder(res.modal, modes).flatMap((m) => tokenDefsOf(m.resolve, undefined))];
}

/** 700.2c: more targets given than the chosen modes take; located at the first extra one. */
export function targetsProblem(modal: ModalDef, modes: readonly number[], given: number, what: string): ModeProblem | null {
  const n = modeTargets(modal, modes);
  if (given <= n) return null;
  const take = `${n} target${n === 1 ? '' : 's'}`;
  return {
    at: ['targets', n],
    message: `the chosen modes of ${what} take ${take}, and ${given} ${given === 1 ? 'is' : 'are'} given (700.2c)`,
  };
}
