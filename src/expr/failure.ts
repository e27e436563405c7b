/**
 * Evaluation failures. They are thrown inside the evaluator and caught at its boundary
 * (src/expr/index.ts), so nothing escapes; the text follows Spring SpEL's `ELnnnnE:` messages.
 */
import { typeName, type Value } from './values.js';

/** A failed evaluation with the service's message. */
export class ExprFailure {
  constructor(readonly message: string) {}
}

/** Throws an `ExprFailure`. */
export function fail(message: string): never {
  throw new ExprFailure(message);
}

/** Java type names of arguments, for messages. */
export function argTypes(args: readonly Value[]): string {
  return args.map((a) => typeName(a)).join(',');
}

/** EL1004E: no such method on the receiver's type. */
export function noMethod(name: string, self: Value, args: readonly Value[]): never {
  return fail(`EL1004E: Method call: Method ${name}(${argTypes(args)}) cannot be found on type ${typeName(self)}`);
}

/** EL1011E: method call on null. */
export function methodOnNull(name: string, args: readonly Value[]): never {
  return fail(`EL1011E: Method call: Attempted to call method ${name}(${argTypes(args)}) on null context object`);
}

/** EL1030E: operator not applicable. */
export function badOperands(op: string, left: Value, right: Value): never {
  return fail(`EL1030E: The operator '${op}' is not supported between objects of type '${typeName(left)}' and '${typeName(right)}'`);
}

/** A resource limit was hit (steps, depth, size). */
export function limit(what: string): never {
  return fail(`EL1072E: Evaluation aborted: ${what} limit exceeded`);
}
