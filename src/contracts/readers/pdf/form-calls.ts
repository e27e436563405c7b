/**
 * Content that runs other content, counted before pdfjs reads the file (hred31). A page's content may draw a form
 * XObject (`/Fm0 Do`), set a graphics state whose soft mask is a form (`/GS0 gs`), or fill with a tiling pattern
 * (`/P0 scn`), and each of those is content again, which may do the same. pdfjs runs a form's content every time it is
 * drawn (it skips only a loop back to a form it is inside, and, for the text, forms that drew no text), so ten forms
 * each drawing the next ten times are 10^9 runs of the last one: a 3 KB file held its PDF reader at full CPU for the
 * whole read deadline (60 s) and was then refused as "too slow to read"; the decoded-stream bound (streams.ts) counts
 * each stream once, however often it is run.
 *
 * Here each stream's cost is its decoded length plus, for every call it makes, CALL_UNITS and the cost of what the
 * call runs (a form at each `Do`; a soft mask once per graphics state name and a pattern once per object in a stream,
 * as pdfjs caches them), resolved as pdfjs resolves it: through the form's own /Resources, or its caller's when it has
 * none (a pattern: its own, then its caller's). A page's content stream is resolved through every resources
 * dictionary of the file at once (the scan does not walk pages to their own): a name drawn costs the most expensive
 * object any dictionary gives that name. The file is refused (413) when the streams' costs together pass
 * MAX_CONTENT_RUN, when a call runs content it is already inside (a loop, which pdfjs cuts, but through which a run can
 * still grow), or past MAX_NESTING levels. Every stream counts as a start (a page's content, an annotation's
 * appearance), so a form counts once more than it is drawn, and a page's content once for each page that names it (500
 * pages may name one stream: pdfjs reads it 500 times).
 *
 * Where the scan cannot see what a call runs, it assumes the worst: a resources dictionary it cannot read or find
 * stands for every stream of the file, a call whose operand is not the name just before it (a comment between, a
 * name more than 64 spaces away) costs the most expensive name the stream holds, and a reference to an object the scan
 * did not index costs the most of the streams whose object number it could not read.
 */
import { documentTooComplex } from '../errors.js';
import { dictionaryOf, readDictionary, readValueEnd, type PdfDictionary, type PdfValue } from './pdf-dictionary.js';

/**
 * Most content a file's streams may run, in bytes of decoded content plus CALL_UNITS per call: twice the decoded-stream
 * bound (64 MiB), so that a file within it keeps as much again for content drawn more than once (a letterhead form on
 * every page, an image drawn 1,000 times).
 */
export const MAX_CONTENT_RUN = 128 * 1024 * 1024;

/**
 * What one call costs besides the content it runs: pdfjs takes about 36 µs to draw one small form (111,111 forms drawn
 * within forms: 4 s), the time of roughly 1 KB of content.
 */
export const CALL_UNITS = 1024;

/** Deepest chain of calls followed (pdfjs has no bound; real files nest forms a few levels). */
export const MAX_NESTING = 256;

/** The token bound of a resources dictionary read here (one of 1,400 XObjects passes readDictionary's 4,096). */
const RESOURCE_TOKENS = 1_000_000;

/**
 * Most characters the resources dictionaries are read in, all together (a file's are a fraction of its text; 10,000
 * keys each followed by an unclosed string would otherwise read the rest of the file each). Past it every name may
 * mean any stream.
 */
const RESOURCE_TEXT = 64 * 1024 * 1024;

/** The three resource kinds a content operator runs, and the operators that run them. */
type Kind = 'XObject' | 'ExtGState' | 'Pattern';
const KINDS: readonly Kind[] = ['XObject', 'ExtGState', 'Pattern'];
const OPERATOR_KIND: ReadonlyMap<string, Kind> = new Map([
  ['Do', 'XObject'],
  ['gs', 'ExtGState'],
  ['scn', 'Pattern'],
  ['SCN', 'Pattern'],
]);

/** What a content stream calls: by name (the name token just before the operator) and all told. */
export interface ContentCalls {
  /** `kind` + NUL + name → calls. */
  readonly named: Map<string, number>;
  /** Every operator token of each kind, named or not. */
  readonly all: Map<Kind, number>;
  /** Every name the stream holds (an operand the scan did not pair with its operator is one of them). */
  readonly names: Set<string>;
}

const REGULAR = '[^\\s()<>[\\]{}/%]';
/** A name, whole (the lookahead: no longer name), then up to 64 spaces and a calling operator, whole. */
const NAMED_CALL = new RegExp(`/(${REGULAR}+)(?!${REGULAR})\\s{0,64}(Do|gs|scn|SCN)(?!${REGULAR})`, 'g');
/** A calling operator as a token of its own. */
const OPERATOR = new RegExp(`(?<!${REGULAR})(Do|gs|scn|SCN)(?!${REGULAR})`, 'g');
const NAME = new RegExp(`/(${REGULAR}+)`, 'g');
const CALLING = /Do|gs|scn|SCN/;

/** A name's #xx escapes decoded (§7.3.5), as pdfjs and pdf-dictionary.ts read them. */
const unescaped = (name: string): string => (name.includes('#') ? name.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : name);

/** The calls of a decoded content stream; undefined when it holds no calling operator. Linear in its length. */
export function contentCalls(content: string): ContentCalls | undefined {
  if (!CALLING.test(content)) return undefined;
  const all = new Map<Kind, number>();
  for (const [, operator] of content.matchAll(OPERATOR)) {
    const kind = OPERATOR_KIND.get(operator) as Kind;
    all.set(kind, (all.get(kind) ?? 0) + 1);
  }
  if (all.size === 0) return undefined;
  const named = new Map<string, number>();
  for (const [, name, operator] of content.matchAll(NAMED_CALL)) {
    const key = `${OPERATOR_KIND.get(operator)}\u0000${unescaped(name)}`;
    named.set(key, (named.get(key) ?? 0) + 1);
  }
  const names = new Set<string>();
  for (const [, name] of content.matchAll(NAME)) names.add(unescaped(name));
  return { named, all, names };
}

/** Several readings of one stream (an encrypted file's keys): each call counted as often as the most of them says. */
export function mergedCalls(readings: readonly (ContentCalls | undefined)[]): ContentCalls | undefined {
  const present = readings.filter((r): r is ContentCalls => r !== undefined);
  if (present.length <= 1) return present[0];
  const named = new Map<string, number>();
  const all = new Map<Kind, number>();
  const names = new Set<string>();
  for (const r of present) {
    for (const [key, n] of r.named) named.set(key, Math.max(named.get(key) ?? 0, n));
    for (const [kind, n] of r.all) all.set(kind, Math.max(all.get(kind) ?? 0, n));
    for (const name of r.names) names.add(name);
  }
  return { named, all, names };
}

/** One stream of the file as streams.ts scanned it. */
export interface ScannedStream {
  /** "n g" of its object; undefined when the text before "obj" could not be read as one. */
  readonly ref: string | undefined;
  /** An image (its calls cost nothing more). */
  readonly image: boolean;
  /** The stream's dictionary as written (from its object's start to "stream"). */
  readonly dictionary: string;
  /** Bytes it decodes to. */
  readonly length: number;
  readonly calls: ContentCalls | undefined;
}

/** Where the scan finds objects and resources dictionaries. */
export interface ObjectTexts {
  /** An object's text (from after "obj"), wherever it is; undefined when it cannot be found. */
  objectText(reference: string): string | undefined;
  /** Every text a resources dictionary may be written in: the file and its object streams' objects. */
  texts(): Iterable<string>;
}

/** A resource kind's names, each to the objects it may mean; ALL: any stream of the file. */
const ALL = Symbol('all');
type Names = ReadonlyMap<string, readonly string[]> | typeof ALL;
const NO_NAMES: Names = new Map();
/** A stream's own /Resources as written: a kind it does not hold is undefined (a pattern takes its caller's). */
type OwnResources = Partial<Record<Kind, Names>>;
const UNREADABLE: OwnResources = { XObject: ALL, ExtGState: ALL, Pattern: ALL };
/** The resources a stream runs with; one object (one id) for each distinct set of names. */
interface Context {
  readonly id: number;
  readonly maps: Readonly<Record<Kind, Names>>;
}

/** Throws a 413 when the file's content, counting every call with what it runs, passes `limit` (see above). */
export function checkFormCalls(streams: readonly ScannedStream[], objects: ObjectTexts, limit = MAX_CONTENT_RUN): void {
  new CallGraph(streams, objects, limit).check();
}

const tooMuch = (limit: number) =>
  documentTooComplex('PDF', `its pages run more than ${limit} bytes of content (a form, pattern or soft mask counted each time it is drawn, a page's content for each page that names it)`);
const loop = () => documentTooComplex('PDF', 'a form, pattern or soft mask it draws draws itself again (a loop of content)');
const tooDeep = () => documentTooComplex('PDF', `its forms, patterns or soft masks are drawn within one another more than ${MAX_NESTING} levels deep`);

class CallGraph {
  private readonly byRef = new Map<string, number[]>();
  private readonly unnumbered: number[] = [];
  private readonly dictionaries: (PdfDictionary | undefined)[];
  private readonly memo = new Map<string, number>();
  private readonly onStack = new Set<string>();
  private readonly own = new Map<number, OwnResources | undefined>();
  private readonly refResources = new Map<string, OwnResources>();
  private readonly objectDictionaries = new Map<string, PdfDictionary | undefined>();
  private readonly namesIds = new Map<Names, number>();
  private readonly contexts = new Map<string, Context>();
  private textLeft = RESOURCE_TEXT;
  private readonly union: Context;
  /** How many /Contents entries (of pages) name each object: filled by `unionContext`'s pass over the texts. */
  private readonly contentsUses = new Map<string, number>();

  constructor(
    private readonly streams: readonly ScannedStream[],
    private readonly objects: ObjectTexts,
    private readonly limit: number,
  ) {
    streams.forEach((s, i) => {
      if (s.ref === undefined) this.unnumbered.push(i);
      else this.byRef.set(s.ref, [...(this.byRef.get(s.ref) ?? []), i]);
    });
    this.dictionaries = streams.map((s) => (s.image ? undefined : readDictionary(s.dictionary, s.dictionary.indexOf('<<'), RESOURCE_TOKENS)));
    this.union = this.unionContext();
  }

  /**
   * Every stream as a start (a page's content, an annotation's appearance), with what it runs: as many times as pages
   * name it their /Contents (500 pages may share one stream, and pdfjs reads it for each).
   */
  check(): void {
    let total = 0;
    this.streams.forEach((s, i) => {
      if (s.image) return;
      const own = this.ownResources(i);
      const pages = s.ref === undefined ? 1 : Math.max(1, this.contentsUses.get(s.ref) ?? 0);
      total = this.add(total, pages, this.cost(i, own === undefined ? this.union : this.formContext(own), 0));
    });
  }

  /** What stream `i` runs with `context` its resources: its length and each call with what the call runs. */
  private cost(i: number, context: Context, depth: number): number {
    const stream = this.streams[i];
    if (stream.image) return 0;
    const key = `${i}:${context.id}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    if (this.onStack.has(key)) throw loop();
    if (depth > MAX_NESTING) throw tooDeep();
    this.onStack.add(key);
    let cost = stream.length;
    const calls = stream.calls;
    if (calls !== undefined) {
      const named = new Map<Kind, number>();
      /** The patterns the stream fills with: pdfjs runs each pattern object once per stream (cached by reference). */
      const patterns = new Set<number>();
      const gsNames = new Set<string>();
      for (const [entry, n] of calls.named) {
        const [kind, name] = entry.split('\u0000') as [Kind, string];
        named.set(kind, (named.get(kind) ?? 0) + n);
        if (kind === 'Pattern') for (const t of this.targets(kind, name, context)) patterns.add(t);
        // A soft mask's content runs once per graphics state name in a stream (cached by name); a form at each Do.
        else if (kind === 'ExtGState') {
          gsNames.add(name);
          cost = this.add(cost, 1, CALL_UNITS + this.callee(kind, name, context, depth));
        } else cost = this.add(cost, n, CALL_UNITS + this.callee(kind, name, context, depth));
      }
      for (const kind of KINDS) {
        const unpaired = (calls.all.get(kind) ?? 0) - (named.get(kind) ?? 0);
        if (unpaired <= 0) continue;
        // Calls whose operand the scan did not pair ("0 0 0 scn" sets a colour) may stand for any name of the stream.
        if (kind === 'XObject') {
          let worst = 0;
          for (const name of calls.names) worst = Math.max(worst, this.callee(kind, name, context, depth));
          cost = this.add(cost, unpaired, CALL_UNITS + worst);
        } else if (kind === 'ExtGState') {
          for (const name of calls.names) if (!gsNames.has(name)) cost = this.add(cost, 1, this.callee(kind, name, context, depth));
        } else for (const name of calls.names) for (const t of this.targets(kind, name, context)) patterns.add(t);
      }
      for (const t of patterns) cost = this.add(cost, 1, CALL_UNITS + this.run('Pattern', t, context, depth));
    }
    this.onStack.delete(key);
    this.memo.set(key, cost);
    return cost;
  }

  private add(cost: number, times: number, each: number): number {
    const sum = cost + times * each;
    if (sum > this.limit) throw tooMuch(this.limit);
    return sum;
  }

  /** The most a call of `name` (a resource of `kind`) may run with `context` the caller's resources. */
  private callee(kind: Kind, name: string, context: Context, depth: number): number {
    let worst = 0;
    for (const t of this.targets(kind, name, context)) worst = Math.max(worst, this.run(kind, t, context, depth));
    return worst;
  }

  /** The streams `name` may mean: those of the objects its resources give it (any stream, where they are unknown). */
  private targets(kind: Kind, name: string, context: Context): number[] {
    const names = context.maps[kind];
    if (names === ALL) return this.streams.map((_, i) => i);
    return (names.get(name) ?? []).flatMap((ref) => this.byRef.get(ref) ?? this.unnumbered);
  }

  /**
   * What stream `t` runs when called as a resource of `kind` from `context`. A form or a soft mask runs with its own
   * resources, or its caller's when it has none; a pattern with its own and, for a kind it does not hold, its caller's
   * (pdfjs's Dict.merge: the first dictionary's entry wins).
   */
  private run(kind: Kind, t: number, context: Context, depth: number): number {
    if (this.streams[t].image) return 0;
    const own = this.ownResources(t);
    const runWith = own === undefined ? context : kind === 'Pattern' ? this.contextOf((k) => own[k] ?? context.maps[k]) : this.formContext(own);
    return this.cost(t, runWith, depth + 1);
  }

  private formContext(own: OwnResources): Context {
    return this.contextOf((k) => own[k] ?? NO_NAMES);
  }

  /** The one context of these names. */
  private contextOf(names: (kind: Kind) => Names): Context {
    const maps: Record<Kind, Names> = { XObject: names('XObject'), ExtGState: names('ExtGState'), Pattern: names('Pattern') };
    const key = KINDS.map((kind) => this.idOf(maps[kind])).join(':');
    let context = this.contexts.get(key);
    if (context === undefined) {
      context = { id: this.contexts.size, maps };
      this.contexts.set(key, context);
    }
    return context;
  }

  private idOf(names: Names): number {
    let id = this.namesIds.get(names);
    if (id === undefined) {
      id = this.namesIds.size;
      this.namesIds.set(names, id);
    }
    return id;
  }

  /** Stream `i`'s own /Resources; undefined when it has none (it runs with its caller's). */
  private ownResources(i: number): OwnResources | undefined {
    if (this.own.has(i)) return this.own.get(i);
    const dictionary = this.dictionaries[i];
    const value = dictionary?.dict.get('Resources');
    const own = dictionary === undefined ? UNREADABLE : value === undefined ? undefined : this.resourcesIn(value);
    this.own.set(i, own);
    return own;
  }

  /** A /Resources value (a dictionary or a reference to one); every kind ALL when it cannot be read. */
  private resourcesIn(value: PdfValue): OwnResources {
    const ref = refOf(value);
    const known = ref === undefined ? undefined : this.refResources.get(ref);
    if (known !== undefined) return known;
    const resources = this.dictionaryIn(value);
    let own: OwnResources = UNREADABLE;
    if (resources !== undefined) {
      own = {};
      for (const kind of KINDS) {
        const entry = resources.dict.get(kind);
        if (entry !== undefined) own[kind] = this.namesOf(kind, entry);
      }
    }
    if (ref !== undefined) this.refResources.set(ref, own);
    return own;
  }

  /** A kind's dictionary (or a reference to it) as its names' objects. */
  private namesOf(kind: Kind, value: PdfValue): Names {
    const dictionary = this.dictionaryIn(value);
    if (dictionary === undefined) return ALL;
    const names = new Map<string, string[]>();
    for (const [name, entry] of dictionary.dict) {
      const refs = kind === 'ExtGState' ? this.softMaskForms(entry) : refsIn(entry);
      if (refs === ALL) return ALL;
      if (refs.length > 0) names.set(name, refs);
    }
    return names;
  }

  /** The form of a graphics state's soft mask (/SMask << /G form >>), if it has one. */
  private softMaskForms(state: PdfValue): string[] | typeof ALL {
    const dictionary = this.dictionaryIn(state);
    if (dictionary === undefined) return ALL;
    const mask = dictionary.dict.get('SMask');
    if (mask === undefined || mask === null || typeof mask === 'string') return [];
    const maskDictionary = this.dictionaryIn(mask);
    if (maskDictionary === undefined) return ALL;
    return refsIn(maskDictionary.dict.get('G') ?? null);
  }

  /**
   * A dictionary written in place, or the one a reference leads to; undefined when none can be read (nor found: an
   * object the scan does not index, as one behind a header it cannot read, may still be pdfjs's).
   */
  private dictionaryIn(value: PdfValue): PdfDictionary | undefined {
    const ref = refOf(value);
    if (ref === undefined) return dictionaryOf(value);
    if (this.objectDictionaries.has(ref)) return this.objectDictionaries.get(ref);
    const text = this.objects.objectText(ref);
    this.textLeft -= text?.length ?? 0;
    const dictionary = text === undefined || this.textLeft < 0 ? undefined : readDictionary(text, text.indexOf('<<'), RESOURCE_TOKENS);
    this.objectDictionaries.set(ref, dictionary);
    return dictionary;
  }

  /** Every resources dictionary of the file, together: what a page's content is resolved through. */
  private unionContext(): Context {
    const maps: Record<Kind, Map<string, string[]> | typeof ALL> = { XObject: new Map(), ExtGState: new Map(), Pattern: new Map() };
    const key = new RegExp(`/(${REGULAR}{1,40})(?!${REGULAR})`, 'g');
    for (const text of this.objects.texts()) {
      // A key inside the value just read is not read again (each character read once: 10,000 keys each before an
      // unclosed string read the rest of the text each).
      let readTo = 0;
      for (const m of text.matchAll(key)) {
        if (m.index < readTo) continue;
        const kind = unescaped(m[1]);
        if (kind === 'Contents') {
          this.countContents(text, m.index + m[0].length);
          continue;
        }
        if (kind !== 'XObject' && kind !== 'ExtGState' && kind !== 'Pattern') continue;
        const into = maps[kind];
        if (into === ALL) continue;
        const at = m.index + m[0].length;
        const { value, end, whole } = readValueEnd(text, at, RESOURCE_TOKENS);
        readTo = end;
        this.textLeft -= end - at;
        // A value the text ends inside (or past the bounds) may hide the file's real dictionaries after it: any stream.
        if (this.textLeft < 0 || !whole) {
          maps[kind] = ALL;
          continue;
        }
        // Only a dictionary or a reference to one is resources (the name may stand in a content stream or an array).
        if (refOf(value) === undefined && dictionaryOf(value) === undefined) continue;
        const names = this.namesOf(kind, value);
        if (names === ALL) maps[kind] = ALL;
        else for (const [name, refs] of names) into.set(name, [...(into.get(name) ?? []), ...refs]);
      }
    }
    return this.contextOf((kind) => maps[kind]);
  }

  /** A page's /Contents (a reference, or an array of them) at `at`: each stream it names counted once more. */
  private countContents(text: string, at: number): void {
    const head = CONTENTS_VALUE.exec(text.slice(at, at + 96));
    if (head === null) return;
    const refs = head[1] === undefined ? CONTENTS_ARRAY.exec(text.slice(at, at + 65_536))?.[1].matchAll(REFERENCE) : [head];
    for (const ref of refs ?? []) {
      const key = `${Number(ref[1])} ${Number(ref[2])}`;
      this.contentsUses.set(key, (this.contentsUses.get(key) ?? 0) + 1);
    }
  }
}

/** A /Contents value: a reference (its number and generation), or the start of an array. */
const CONTENTS_VALUE = /^\s{0,64}(?:(\d{1,10})\s{1,64}(\d{1,5})\s{1,64}R(?![^\s()<>[\]{}/%])|\[)/;
/** An array of references, closed within its window. */
const CONTENTS_ARRAY = /^\s{0,64}\[([\d\sR]{0,65000})\]/;
const REFERENCE = /(\d{1,10})\s{1,64}(\d{1,5})\s{1,64}R/g;

const refOf = (value: PdfValue | undefined): string | undefined =>
  value !== null && value !== undefined && typeof value === 'object' && 'ref' in value ? value.ref : undefined;

/** The references a resource entry holds (a reference; none for anything else). */
function refsIn(value: PdfValue): string[] {
  const ref = refOf(value);
  return ref === undefined ? [] : [ref];
}


