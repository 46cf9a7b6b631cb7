/**
 * Custom operations: the escape hatch for effects the declarative language can't say.
 * An embedding engine registers a function under a name; card data refers to it with
 * `{op: 'custom', name, layer, reads, writes, params}` and stays plain JSON.
 */
import type { Characteristics, PlayerId } from '../model/objects.js';

/** What a registered custom operation is given, for one object at its point of the pass. */
export interface CustomOpInput {
  /** The object's characteristics at this point of the pass. */
  characteristics: Readonly<Characteristics> & { controller: PlayerId };
  /** The `params` of the operation, as written in the data. */
  params: unknown;
  /** The controller of the effect ("you"). */
  you: PlayerId;
  objectId: string;
}

/** Returns the characteristics to change; only the fields the data declares in `writes` are kept. */
export type CustomOpFunction = (input: CustomOpInput) => Partial<Characteristics & { controller: PlayerId }>;

const registry = new Map<string, CustomOpFunction>();

/** Registers a custom operation under a name, for card data that uses `{op: 'custom', name}`. */
export function registerCustomOp(name: string, fn: CustomOpFunction): void {
  registry.set(name, fn);
}

/** Removes the custom operation registered under that name. */
export function unregisterCustomOp(name: string): void {
  registry.delete(name);
}

export function customOp(name: string): CustomOpFunction | undefined {
  return registry.get(name);
}
