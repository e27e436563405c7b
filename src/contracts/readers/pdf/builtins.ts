/**
 * The built-in functions of the process, as they were: taken before a library that patches them loads, and
 * put back after, so that loading it changes nothing that the rest of the process calls.
 */

const CONSTRUCTORS = {
  Object, Function, Array, String, Number, Boolean, Symbol, BigInt, Date, RegExp, Error, Promise, Map, Set,
  WeakMap, WeakSet, ArrayBuffer, DataView, Uint8Array, TypedArray: Object.getPrototypeOf(Uint8Array) as { prototype: object },
};

/** The guarded objects (constructors, their prototypes and the namespaces), each with the name used in reports. */
const GUARDED: ReadonlyArray<readonly [string, object]> = [
  ...Object.entries(CONSTRUCTORS).flatMap(([name, ctor]) => [[name, ctor], [`${name}.prototype`, ctor.prototype]] as const),
  ['JSON', JSON],
  ['Math', Math],
  ['Reflect', Reflect],
];

export type BuiltinsSnapshot = ReadonlyArray<readonly [string, object, ReadonlyMap<PropertyKey, PropertyDescriptor>]>;

export function snapshotBuiltins(): BuiltinsSnapshot {
  return GUARDED.map(([name, target]) => {
    const own = new Map<PropertyKey, PropertyDescriptor>();
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
      if (descriptor) own.set(key, descriptor);
    }
    return [name, target, own] as const;
  });
}

/**
 * Puts back every guarded property that was replaced; returns their names. Properties that were added are
 * left: they are standard methods the patching library itself calls (`Promise.withResolvers`, ...).
 */
export function restoreBuiltins(snapshot: BuiltinsSnapshot): string[] {
  const restored: string[] = [];
  for (const [name, target, own] of snapshot) {
    for (const [key, before] of own) {
      const now = Reflect.getOwnPropertyDescriptor(target, key);
      const same = now !== undefined && Object.is(now.value, before.value) && now.get === before.get && now.set === before.set;
      if (!same && Reflect.defineProperty(target, key, before)) restored.push(`${name}.${String(key)}`);
    }
  }
  return restored;
}
