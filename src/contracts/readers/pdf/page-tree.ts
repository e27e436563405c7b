/**
 * The pages a PDF's page tree holds, counted from its leaves (h52pages). pdfjs takes the root's /Count as the number of
 * pages once its last page is found, so a count too small (`/Count 2` over three pages) read two pages and dropped the
 * third's text without a word; viewers walk the tree and show it. Here the tree's leaves are counted before pdfjs
 * reads the file, and a tree that holds more pages than it counts is given to pdfjs with its root restated: an
 * incremental update (ISO 32000-1 §7.5.6) appended to a copy of the bytes, the root's dictionary as written with its
 * /Kids the pages held, in order, and /Count their number. pdfjs then finds every page. A count too large needs
 * nothing: pdfjs recovers from it itself. A tree that lists a node twice (a page twice, a kid looping back up) is
 * restated too, its every page once (hred31).
 *
 * Bounded: at most MAX_TREE_NODES nodes, MAX_TREE_DEPTH levels and TREE_TEXT characters are read, each node once (a kid met again, as in a
 * cycle, is not counted twice), each node's dictionary within pdf-dictionary.ts's token bound. A tree that cannot be
 * read so (past a bound, a node not at the file's top level — inside an object stream —, a count not a number) is
 * left to pdfjs as before.
 */
import { dictionaryOf, numberOf, readDictionary, readValue, type PdfDictionary, type PdfValue } from './pdf-dictionary.js';
import { ObjectIndex } from './streams.js';

/** Most nodes of a page tree read: a balanced tree of 500 pages (the default page limit) has about 560. */
export const MAX_TREE_NODES = 4096;
/** Deepest page tree read: a balanced tree of 10 kids a node is 3 levels deep for 500 pages. */
export const MAX_TREE_DEPTH = 64;
/** Most characters of one node read (a flat root of 500 pages lists them in about 5,000). */
const NODE_TEXT = 65_536;
/** Most characters of all the nodes read (a node's text ends at its "endobj"): 4,096 nodes without one read 256 MB. */
const TREE_TEXT = 8 * 1024 * 1024;

export interface PageTree {
  /** The root's /Count. */
  stated: number;
  /** The leaves (pages) the tree holds. */
  held: number;
  /** The bytes with the root restated to count the pages held (the same bytes when the count is right or too large). */
  restated(): Uint8Array;
}

/** The PDF's page tree counted, or undefined when it cannot be read within the bounds (pdfjs reads it as before). */
export function pageTreeOf(bytes: Uint8Array): PageTree | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  const latest = latestTrailer(text);
  if (!latest) return undefined;
  const objects = new ObjectIndex(buffer);
  let textLeft = TREE_TEXT;
  /** A node's text, or undefined when it is not a top-level object or the walk has read its share of text. */
  const textOf = (reference: string): string | undefined => {
    const own = objects.ownText(reference, NODE_TEXT);
    textLeft -= own?.length ?? 0;
    return textLeft < 0 ? undefined : own;
  };
  const dictionaryAt = (reference: string): PdfDictionary | undefined => {
    const own = textOf(reference);
    return own === undefined ? undefined : readDictionary(own, 0);
  };
  const catalogRef = refOf(latest.trailer.dict.get('Root'));
  const catalog = catalogRef === undefined ? undefined : dictionaryAt(catalogRef);
  const rootRef = refOf(catalog?.dict.get('Pages'));
  const root = rootRef === undefined ? undefined : dictionaryAt(rootRef);
  const stated = numberOf(root?.dict.get('Count'));
  if (!root || rootRef === undefined || stated === undefined || !Number.isInteger(stated)) return undefined;
  const walk = leavesOf(root, rootRef, dictionaryAt, (reference) => {
    const own = textOf(reference);
    return own === undefined ? undefined : readValue(own, 0);
  });
  if (walk === undefined) return undefined;
  const { leaves, repeated } = walk;
  const held = leaves.length;
  return {
    stated,
    held,
    // A tree of no page is left as it is: pdfjs reads no page, and the reader refuses it as corrupt (load.ts). A tree
    // that meets a node again is restated whatever its count: pdfjs reads a page listed twice twice (its copy's lines
    // then repeat on two pages, and the layout drops them as a running header) and counts it against /Count, so that
    // `[A A B] /Count 2` read A twice and never B (hred31); its walk stops at a kid looping back up (400).
    restated: () => (held > 0 && (held > stated || repeated) ? withRootRestated(bytes, latest, rootRef, root, leaves) : bytes),
  };
}

const refOf = (value: PdfValue | undefined): string | undefined =>
  value !== null && typeof value === 'object' && 'ref' in value ? value.ref : undefined;

/**
 * The leaves under `root` in the document's order (each a reference, or a dictionary written in its parent's /Kids),
 * as pdfjs tells a leaf (a /Type /Page, or a node without /Kids), and whether a node was met again (a page listed twice,
 * a kid looping back up); undefined past a bound or where a node cannot be read.
 */
function leavesOf(
  root: PdfDictionary,
  rootRef: string,
  dictionaryAt: (reference: string) => PdfDictionary | undefined,
  valueAt: (reference: string) => PdfValue | undefined,
): { leaves: PdfValue[]; repeated: boolean } | undefined {
  const seen = new Set<string>([rootRef]);
  let repeated = false;
  const stack: { node: PdfDictionary; value: PdfValue; depth: number }[] = [{ node: root, value: { ref: rootRef }, depth: 0 }];
  let nodes = 1;
  const leaves: PdfValue[] = [];
  while (stack.length > 0) {
    const { node, value, depth } = stack.pop()!;
    const kidsValue = node.dict.get('Kids');
    if (node.dict.get('Type') === 'Page' || kidsValue === undefined) {
      leaves.push(value);
      continue;
    }
    if (depth >= MAX_TREE_DEPTH) return undefined;
    const kidsRef = refOf(kidsValue);
    const kids = kidsRef === undefined ? kidsValue : valueAt(kidsRef);
    if (!Array.isArray(kids)) return undefined;
    const below: typeof stack = [];
    for (const kid of kids) {
      const kidRef = refOf(kid);
      // A node met again (a page listed twice, a kid that loops back up) is read once, and counts once against the
      // bound (hred31: a root listing one page 6,000 times was past it, left to pdfjs, which read the page 500 times and
      // dropped its every line as a running header). The kids listed are bounded by the node's text.
      if (kidRef !== undefined && seen.has(kidRef)) {
        repeated = true;
        continue;
      }
      if (++nodes > MAX_TREE_NODES) return undefined;
      const dictionary = kidRef === undefined ? dictionaryOf(kid) : dictionaryAt(kidRef);
      if (!dictionary) return undefined;
      if (kidRef !== undefined) seen.add(kidRef);
      below.push({ node: dictionary, value: kid, depth: depth + 1 });
    }
    // The first kid on top: leaves come out in the document's order.
    for (let i = below.length - 1; i >= 0; i--) stack.push(below[i]);
  }
  return { leaves, repeated };
}

interface Trailer {
  trailer: PdfDictionary;
  /** Where the latest cross-reference section starts (startxref's offset). */
  offset: number;
}

/** The trailer of the file's latest cross-reference section: a table's, or a cross-reference stream's dictionary. */
function latestTrailer(text: string): Trailer | undefined {
  const at = text.lastIndexOf('startxref');
  const offset = at < 0 ? undefined : /^startxref\s{1,64}(\d{1,10})/.exec(text.slice(at, at + 96))?.[1];
  if (offset === undefined) return undefined;
  const start = Number(offset);
  if (text.startsWith('xref', start)) {
    const keyword = text.indexOf('trailer', start);
    const trailer = keyword < 0 ? undefined : readDictionary(text, keyword + 'trailer'.length);
    return trailer && { trailer, offset: start };
  }
  const header = /^\s{0,64}\d{1,10}\s{1,64}\d{1,5}\s{1,64}obj/.exec(text.slice(start, start + 160));
  const trailer = header ? readDictionary(text, start + header[0].length) : undefined;
  return trailer && { trailer, offset: start };
}

/** A cross-reference stream's own entries, which a table's trailer does not take. */
const STREAM_ONLY = new Set(['Type', 'W', 'Index', 'Length', 'Filter', 'DecodeParms', 'Prev', 'XRefStm', 'Size']);

/**
 * `bytes` and an update that restates the root node `rootRef` as the parent of every page the tree holds, in order
 * (`leaves`), counting them: its other entries as written (what its pages inherit: /Resources, /MediaBox), its own
 * number and generation (an encrypted file's strings in it still decrypt); a cross-reference table of that one object;
 * a trailer that keeps the latest one's entries (/Root, /Info, /Encrypt, /ID) and points back to it (/Prev). The
 * pages keep their own /Parent, through which they inherit as before; pdfjs no longer meets the inner nodes' counts,
 * nor a kid that loops back up (its own walk stops at a loop, and the pages past it were lost even to its recovery).
 */
function withRootRestated(bytes: Uint8Array, latest: Trailer, rootRef: string, root: PdfDictionary, leaves: PdfValue[]): Uint8Array {
  const [number, generation] = rootRef.split(' ').map(Number);
  const node = new Map(root.dict);
  node.set('Kids', leaves);
  node.set('Count', leaves.length);
  const trailer = new Map<string, PdfValue>();
  for (const [key, value] of latest.trailer.dict) if (!STREAM_ONLY.has(key)) trailer.set(key, value);
  trailer.set('Size', Math.max(numberOf(latest.trailer.dict.get('Size')) ?? 0, number + 1));
  trailer.set('Prev', latest.offset);
  const objectAt = bytes.length + 1;
  const object = `\n${number} ${generation} obj\n${written({ dict: node })}\nendobj\n`;
  const xrefAt = bytes.length + object.length;
  const update =
    `${object}xref\n${number} 1\n${String(objectAt).padStart(10, '0')} ${String(generation).padStart(5, '0')} n\r\n` +
    `trailer\n${written({ dict: trailer })}\nstartxref\n${xrefAt}\n%%EOF\n`;
  const out = new Uint8Array(bytes.length + update.length);
  out.set(bytes, 0);
  out.set(Buffer.from(update, 'latin1'), bytes.length);
  return out;
}

/** A value written back in PDF syntax (strings in hexadecimal, names with their delimiters escaped). */
function written(value: PdfValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(6);
  if (typeof value === 'string') return `/${value.replace(/[^!-~]|[#()<>[\]{}/%]/g, (c) => `#${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}`;
  if (value instanceof Uint8Array) return `<${Buffer.from(value).toString('hex')}>`;
  if (Array.isArray(value)) return `[${value.map(written).join(' ')}]`;
  if ('ref' in value) return `${value.ref} R`;
  return `<<${[...value.dict].map(([key, entry]) => `${written(key)} ${written(entry)}`).join(' ')}>>`;
}
