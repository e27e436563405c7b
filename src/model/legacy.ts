/**
 * Everything of an export in an older shape the service accepted (issue 21): rewritten where validation needs the
 * current shape (`legacy-shapes.ts`), read as it is otherwise (`legacy-reads.ts`), one `legacy_shape` warning each.
 * `engine.diagnostics` and `parley lint` both report these.
 */
import { legacyReads } from './legacy-reads.js';
import { upgradeLegacyShapes, type LegacyUpgrade } from './legacy-shapes.js';

export function readLegacyShapes(json: unknown): LegacyUpgrade {
  const upgraded = upgradeLegacyShapes(json);
  return { workspace: upgraded.workspace, diagnostics: [...upgraded.diagnostics, ...legacyReads(upgraded.workspace)] };
}
