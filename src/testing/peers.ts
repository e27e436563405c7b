/**
 * fast-check and yaml are peer dependencies of `parley/testing` only (the engine, the server and the CLI's
 * chat/run/serve never need them): loaded on first use, so `parley/testing` still loads without them and
 * the function that needs one says which package to install. fast-check arbitraries are duck-typed, so the
 * ones built here work with the caller's own copy of fast-check.
 */
import { createRequire } from 'node:module';
import type * as FastCheck from 'fast-check';
import type * as Yaml from 'yaml';
import { ParleyError } from '../common/errors.js';

const load = createRequire(import.meta.url);
const cache = new Map<string, unknown>();

export function peer<T>(name: string, purpose: string): T {
  if (!cache.has(name)) {
    try {
      cache.set(name, load(name));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw e;
      const message = `parley/testing needs the package '${name}' for ${purpose}: install it beside parley (npm install --save-dev ${name})`;
      throw new ParleyError(500, message, [{ code: 'missing_peer_dependency', message, path: name }]);
    }
  }
  return cache.get(name) as T;
}

export function fastCheck(): typeof FastCheck {
  return peer<typeof FastCheck>('fast-check', 'property checks and arbitraries');
}

export function yaml(): typeof Yaml {
  return peer<typeof Yaml>('yaml', 'YAML transcripts and counterexamples');
}
