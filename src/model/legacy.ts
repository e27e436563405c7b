/**
 * Everything of an export in an older shape the service accepted (issue 21): rewritten where validation needs the
 * current shape (`legacy-shapes.ts`) or where it holds what the runtime acts on (`legacy-callout.ts`), read as it is
 * otherwise (`legacy-reads.ts`), one `legacy_shape` warning each.
 * `engine.diagnostics` and `parley lint` both report these.
 */
import { upgradeCallouts } from './legacy-callout.js';
import { legacyReads } from './legacy-reads.js';
import { upgradeLegacyShapes, type LegacyUpgrade } from './legacy-shapes.js';

export function readLegacyShapes(json: unknown): LegacyUpgrade {
  const upgraded = upgradeLegacyShapes(json);
  const called = upgradeCallouts(upgraded.workspace);
  return { workspace: called.workspace, diagnostics: [...upgraded.diagnostics, ...called.diagnostics, ...legacyReads(called.workspace)] };
}
