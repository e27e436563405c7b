/**
 * Evaluated before pdfjs (pdfjs.ts imports this module first, and ES modules and their CommonJS build
 * evaluate imports in order): the built-ins as the process had them.
 */
import { snapshotBuiltins } from './builtins.js';

export const builtinsBeforePdfjs = snapshotBuiltins();

export const globalsBeforePdfjs: ReadonlySet<PropertyKey> = new Set(Reflect.ownKeys(globalThis));
