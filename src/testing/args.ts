/**
 * Argument checks of parley/testing's public functions: a wrong argument is a ParleyError (status 400) whose
 * path names the function and the parameter, e.g. `conversation(engine)`, never a bare TypeError from deep inside.
 */
import { ParleyError } from '../common/errors.js';
import { isObject } from '../common/is-object.js';
import { compileWorkspace, type Engine } from '../engine/index.js';

export function fail(fn: string, param: string, what: string, got: unknown): never {
  const kind = got === null ? 'null' : Array.isArray(got) ? 'an array' : typeof got;
  const message = `${fn}: ${param} must be ${what} (got ${kind})`;
  throw ParleyError.invalidRequest([{ code: 'type', message, path: `${fn}(${param})` }]);
}

export function isEngine(value: unknown): value is Engine {
  return typeof value === 'object' && value !== null && typeof (value as Engine).message === 'function' && typeof (value as Engine).workspace === 'object';
}

export function checkEngine(fn: string, value: unknown, param = 'engine'): Engine {
  if (!isEngine(value)) fail(fn, param, 'an engine (compileWorkspace(json))', value);
  return value;
}

/** An engine, or a workspace's JSON, which is compiled (its own errors are ParleyErrors with paths). */
export function engineOrWorkspace(fn: string, value: unknown, param = 'engine'): Engine {
  if (isEngine(value)) return value;
  if (isObject(value)) return compileWorkspace(value);
  return fail(fn, param, 'an engine or a workspace object', value);
}

export function checkObject(fn: string, value: unknown, param: string, optional = true): void {
  if (value === undefined && optional) return;
  if (!isObject(value)) fail(fn, param, optional ? 'an object when given' : 'an object', value);
}

export function checkString(fn: string, value: unknown, param: string): void {
  if (typeof value !== 'string') fail(fn, param, 'a string', value);
}

export function checkFunction(fn: string, value: unknown, param: string): void {
  if (typeof value !== 'function') fail(fn, param, 'a function', value);
}

export function checkArray(fn: string, value: unknown, param: string): void {
  if (!Array.isArray(value)) fail(fn, param, 'an array', value);
}
