/**
 * Provenance ids: opaque, base64-like, deterministic from (model version, what is labelled, the label,
 * the element text), prefixed as the service's are: `N` nature and `P` party of a type label, `C` a
 * category, `M` a contract-level fact. The same label on the same text always has the same id.
 */
import { createHash } from 'node:crypto';
import { MODEL_VERSION } from '../model-version.js';

export type ProvenanceKind = 'N' | 'P' | 'C' | 'M';

export function provenanceId(kind: ProvenanceKind, label: string, text: string): string {
  const first = createHash('sha256').update(`${MODEL_VERSION}\u0000${kind}\u0000${label}\u0000${text}`).digest();
  const second = createHash('sha256').update(first).update(text).digest();
  return kind + Buffer.concat([first, second.subarray(0, 16)]).toString('base64');
}
