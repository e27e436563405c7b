/**
 * Provenance ids: opaque, base64-like, deterministic from (model version, what is labelled, the label,
 * the element text), prefixed as the service's are: `N` nature and `P` party of a type label, `C` a
 * category, `M` a contract-level fact. The same label on the same text always has the same id.
 *
 * The element text enters through its own digest, taken once per element: an element may be long and carry
 * thousands of facts, and hashing the whole text for each of them was quadratic (a 256,000-character run of
 * payment terms took 36 s).
 */
import { createHash } from 'node:crypto';
import { MODEL_VERSION } from '../model-version.js';

export type ProvenanceKind = 'N' | 'P' | 'C' | 'M';

/** The ids of one element's labels: `idOf(kind, label)`. */
export type ProvenanceIds = (kind: ProvenanceKind, label: string) => string;

export function provenanceIds(text: string): ProvenanceIds {
  const textDigest = createHash('sha256').update(text).digest();
  return (kind, label) => {
    const first = createHash('sha256').update(`${MODEL_VERSION}\u0000${kind}\u0000${label}\u0000`).update(textDigest).digest();
    const second = createHash('sha256').update(first).update(textDigest).digest();
    return kind + Buffer.concat([first, second.subarray(0, 16)]).toString('base64');
  };
}

