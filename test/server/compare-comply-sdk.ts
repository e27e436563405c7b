/**
 * Loads the official SDK's CompareComplyV1 (ibm-watson 6.2.2, installed as `ibm-watson-v6`). Its core
 * library uses the hoisted `axios-cookiejar-support`, which requires `axios/lib/defaults`: a path the
 * hoisted axios 1.x no longer exports. Requests for axios from that package are pointed at the axios 0.26
 * nested under ibm-watson-v6, the one the SDK was built against (test-only; nothing in src/ needs it).
 */
import Module, { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

const require = createRequire(import.meta.url);
const sdkRoot = dirname(require.resolve('ibm-watson-v6/package.json'));
const nestedAxios = join(sdkRoot, 'node_modules', 'axios');

type Resolve = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
const M = Module as unknown as { _resolveFilename: Resolve };
const original = M._resolveFilename;
M._resolveFilename = function (request, parent, ...rest) {
  if ((request === 'axios' || request.startsWith('axios/')) && parent?.filename?.includes(`${sep}axios-cookiejar-support${sep}`)) {
    return original.call(this, join(nestedAxios, request.slice('axios'.length)), parent, ...rest);
  }
  return original.call(this, request, parent, ...rest);
};

// The SDK is CommonJS with loose types; the tests read like user code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Sdk = any;
export const CompareComplyV1 = require('ibm-watson-v6/compare-comply/v1') as new (o: object) => Sdk;
export const { NoAuthAuthenticator } = require('ibm-watson-v6/auth') as { NoAuthAuthenticator: new () => object };
