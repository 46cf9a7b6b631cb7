/**
 * Rooms (709.5): unlocking and locking a door gives or removes an unlocked designation (709.5f-g).
 * It is a designation, not a characteristic: no new timestamp (613.7 lists none for it), and a copy
 * doesn't copy it (709.5b-c: the copy has the halves, locked until unlocked on the copy itself).
 */
import type { Door, RoomHalf } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { evaluateFull } from '../pass/evaluate.js';
import { cloneShared, done, fail, getObject, type Outcome, writable } from './draft.js';
import { settle } from './settle.js';

/** `left`, `right`, or the name of one of the halves. */
function whichDoor(halves: [RoomHalf, RoomHalf], door: string): Door | undefined {
  if (door === 'left' || door === 'right') return door;
  if (halves[0].name === door) return 'left';
  if (halves[1].name === door) return 'right';
  return undefined;
}

/** 709.5f: unlock a locked half of a Room (or, with `lock`, 709.5g: lock an unlocked one). */
export function setDoor(state: GameState, id: string, door: string, lock = false): Outcome {
  const found = getObject(state, id);
  if (!found) return fail('unknown-object', `no object with id "${id}"`, ['object']);
  if (found.zone !== 'battlefield')
    return fail('illegal-action', `"${id}" is not on the battlefield: only a permanent has doors to unlock (709.5c)`);
  // A Room, or a copy of one (its copiable values have the halves, 709.5b).
  const halves = evaluateFull(state, { trace: false, until: '1b' }).working.get(id)?.halves;
  if (!halves) return fail('illegal-action', `"${id}" is not a Room: it has no doors (709.5)`, ['object']);
  const d = whichDoor(halves, door);
  if (!d)
    return fail(
      'bad-choice',
      `"${id}" has no door ${JSON.stringify(door)}: its doors are left (${halves[0].name}) and right (${halves[1].name})`,
      ['door'],
    );
  const open = found.unlocked ?? [];
  if (!lock && open.includes(d))
    return fail('illegal-action', `the ${d} door of "${id}" is already unlocked (709.5f: a player unlocks a locked half)`, ['door']);
  if (lock && !open.includes(d))
    return fail('illegal-action', `the ${d} door of "${id}" is already locked (709.5g: a player locks an unlocked half)`, ['door']);
  const s = cloneShared(state);
  const o = writable(s, getObject(s, id) as NonNullable<typeof found>);
  const next = lock ? open.filter((x) => x !== d) : (['left', 'right'] as const).filter((x) => x === d || open.includes(x));
  if (next.length > 0) o.unlocked = [...next];
  else delete o.unlocked;
  return done(settle(s));
}
