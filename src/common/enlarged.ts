/** The typed arrays that scratch buffers and builders grow by doubling. */
export type GrowableArray = Int32Array | Uint8Array | Float64Array;

/**
 * A new array of the same kind and `length` (at least the old one's) that starts with `array`'s values, the rest
 * zero: what a buffer that doubles copies its old contents into.
 */
export function enlarged<T extends GrowableArray>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}
