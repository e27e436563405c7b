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
import { formatName } from '../readers/index.js';
import { throwIfAbandoned } from '../readers/heed.js';
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

/**
 * `hash` is the MD5 of the input bytes (`md5Hex`). `signal`: checked before each stage (layout, HTML, elements; each
 * sync CPU), so that an analysis given up after its read stops before the next (`readAbandoned`, h106sigW).
 */
export function analyzeRead(read: ReadDocument, hash: string, signal?: AbortSignal): Analysis {
  const format = formatName(read.format);
  throwIfAbandoned(format, signal);
  const layout = buildLayout(read);
  throwIfAbandoned(format, signal);
  const written = writeHtml(layout);
  throwIfAbandoned(format, signal);
  const elements = findElements(written);
  throwIfAbandoned(format, signal);
  return {
    read,
    layout,
    written,
    elements,
    hash,
    title: read.title !== undefined && read.title.trim() !== '' ? read.title : 'no title',
  };
}
