/**
 * Fresh plain objects for copies of JSON data whose keys are only known at run time (not part of the package's
 * public exports).
 *
 * Why not `{}`: V8 gives objects with the same keys, added in the same order, one shared hidden class by following
 * "transitions" from the class of `{}`, but the class of `{}` is shared by every piece of code in the process and
 * keeps at most ~1,500 transitions. Once a process has built objects with that many different first keys (a
 * workspace with 2,000 slot variables, each in its own context object `{"slot_17": …}`, or any JSON the host
 * parsed), every object built from `{}` with a key not already there gets a hidden class of its own: on the
 * largest synthetic workspace ~62,000 copies (entity values, outputs, contexts) each had their own chain of
 * classes (~325,000 classes, ~24 MB kept), and every later read of them (training, the entity matcher, the
 * dialog compile, freezing) missed the inline caches. Objects built by this constructor start from a class of
 * their own, whose transitions only these copies use.
 *
 * The objects are indistinguishable from `{}` for JavaScript: their prototype is `Object.prototype`, so
 * `constructor` is `Object`, and they have no own property until one is set.
 */
function PlainObject(): void {}
PlainObject.prototype = Object.prototype;

/** A new empty object, as `{}` (see above for why not `{}` itself). */
export function plainObject<T extends object = Record<string, unknown>>(): T {
  return new (PlainObject as unknown as new () => T)();
}
