/**
 * Response variations (`selection_policy`, dialog-runtime.md §1.10) and their state in
 * `context.system._node_output_map`: sequential keeps `[lastIndex]`; random keeps
 * `[position, ...permutation]` (the shape the real service records, e.g. `[0,0]` for one value).
 */
import { isJsonObject, type JsonObject, type JsonValue } from '../model/index.js';
import { setOwnKey } from '../model/own-key.js';
import type { Policy } from './compiled-parts.js';

/**
 * The state of one selectable response: an array for a legacy `output.text`, an object keyed by generic index for
 * the responses of `output.generic` (`{"Welcome": {"0": [0]}}` in the captures of 2018 and later,
 * `{"Welcome": [0]}` for burger's legacy text). Both shapes are read back whatever the node has now.
 */
export function readState(map: Record<string, JsonValue>, nodeId: string, slot: number): number[] | undefined {
  const entry = ownEntry(map, nodeId);
  const raw = Array.isArray(entry) ? (slot === 0 ? entry : undefined) : isJsonObject(entry) ? entry[String(slot)] : undefined;
  if (!Array.isArray(raw) || !raw.every((n) => Number.isInteger(n) && (n as number) >= 0)) return undefined;
  return raw as number[];
}

/**
 * Stores the state of one selectable response (see `readState` for the shapes): `slot` is the generic index of a
 * response of `output.generic`, or null for a legacy `output.text`.
 */
export function writeState(map: Record<string, JsonValue>, nodeId: string, slot: number | null, state: number[]): void {
  const entry = ownEntry(map, nodeId);
  if (slot === null) {
    setOwnKey(map, nodeId, state);
    return;
  }
  const obj: JsonObject = isJsonObject(entry) ? { ...entry } : Array.isArray(entry) ? { '0': entry } : {};
  obj[String(slot)] = state;
  setOwnKey(map, nodeId, obj);
}

/**
 * A node's entry, own keys only: a node id is a workspace name, and `map['__proto__']` of a map without that key is
 * Object.prototype (and assigning to it set the map's prototype: the state was lost, hred20).
 */
function ownEntry(map: Record<string, JsonValue>, nodeId: string): JsonValue | undefined {
  return Object.hasOwn(map, nodeId) ? map[nodeId] : undefined;
}

/**
 * Picks which values to show. Returns the indices (several for `multiline`/`all`) and the new state
 * (undefined when the policy keeps none).
 */
export function selectVariation(
  policy: Policy,
  count: number,
  previous: number[] | undefined,
  random: () => number,
): { indices: number[]; state?: number[] } {
  if (count === 0) return { indices: [] };
  switch (policy) {
    case 'single':
      return { indices: [0] };
    case 'all':
    case 'multiline':
      return { indices: range(count) };
    case 'random':
      return selectRandom(count, previous, random);
    default: {
      const last = previous?.[0];
      const next = last === undefined || last + 1 >= count ? 0 : last + 1;
      return { indices: [next], state: [next] };
    }
  }
}

function selectRandom(count: number, previous: number[] | undefined, random: () => number) {
  if (previous && previous.length === count + 1 && isPermutation(previous.slice(1), count) && previous[0] + 1 < count) {
    const position = previous[0] + 1;
    return { indices: [previous[position + 1]], state: [position, ...previous.slice(1)] };
  }
  const lastShown = previous && previous.length === count + 1 ? previous[previous[0] + 1] : undefined;
  const permutation = shuffle(range(count), random);
  if (count > 1 && permutation[0] === lastShown) {
    const swap = 1 + Math.floor(random() * (count - 1));
    [permutation[0], permutation[swap]] = [permutation[swap], permutation[0]];
  }
  return { indices: [permutation[0]], state: [0, ...permutation] };
}

function isPermutation(values: number[], count: number): boolean {
  const seen = new Set(values);
  return seen.size === count && values.every((v) => v < count);
}

function shuffle(values: number[], random: () => number): number[] {
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [values[i], values[j]] = [values[j], values[i]];
  }
  return values;
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
