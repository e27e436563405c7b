/**
 * The document half of the pipeline on an already-read document, pure and deterministic: layout, html with its
 * offset map, elements. What every operation (and compare) starts from.
 */
import { createHash } from 'node:crypto';
import { buildLayout } from '../layout/build.js';
import type { LayoutDocument } from '../layout/types.js';
import { writeHtml } from '../html/write.js';
import type { WrittenDocument } from '../html/types.js';
import type { ReadDocument } from '../readers/types.js';
import { findElements } from '../structure/elements.js';
import type { DocElement } from '../structure/types.js';

export interface Analysis {
  read: ReadDocument;
  layout: LayoutDocument;
  written: WrittenDocument;
  elements: DocElement[];
  /** MD5 of the input bytes, hex. */
  hash: string;
  /** PDF metadata title, else "no title". */
  title: string;
}

export function md5Hex(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** `hash` is the MD5 of the input bytes (`md5Hex`). */
export function analyzeRead(read: ReadDocument, hash: string): Analysis {
  const layout = buildLayout(read);
  const written = writeHtml(layout);
  return {
    read,
    layout,
    written,
    elements: findElements(written),
    hash,
    title: read.title !== undefined && read.title.trim() !== '' ? read.title : 'no title',
  };
}
