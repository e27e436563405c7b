/**
 * The analysis's first run in a thread costs about twice a later one: the English lexicon and the category model are
 * loaded, the classifier's regexes compiled, its functions compiled and optimised (the 58-page Art Effects contract:
 * 2.0 s of the caller's CPU on a first call, 0.83 s warm; bench/log.md, "The 58-page read, cold and warm"). While a
 * PDF is read in its child process (readers/pdf/threaded.ts) the caller's thread only waits: it spends that time
 * analysing and classifying a short contract of its own instead, once per thread, so that the real document finds the
 * work done. The warm-up's answer is discarded and nothing of it is kept but what any first call builds and keeps
 * (loaded tables, compiled code): later answers are the same bytes.
 *
 * Later PDFs wait for their read too, while the thread is warm only for what it has read so far: each page the child
 * reads comes with its announcement, and the wait classifies those pages, one at a time, as documents of their own
 * ({@link DocumentPagesWarmUp}): the document's own sentences compile the patterns they ask and tier them up, and
 * optimise the code they run, before the whole document is classified (bench/log.md, "classify back under budget").
 */
import { yieldToEventLoop } from '../../common/event-loop.js';
import { readText } from '../readers/text.js';
import { pdfRequestsWritten } from '../readers/pdf/threaded.js';
import { placedDocument } from '../readers/pdf/index.js';
import type { PdfPage } from '../readers/pdf/load.js';
import { analyzeRead } from './pipeline.js';
import { classifyReturn } from './results.js';

/**
 * A short services agreement written for the warm-up (no real contract's text): parties with addresses, defined
 * terms, a numbered list, obligations, rights, dates, durations, amounts and currencies, the kinds of sentence every
 * recogniser looks at; and a word hyphenated across a line break (the readers' join looks it up in the English word
 * list, loaded on first use).
 */
/** The sample's opening: its title, preamble (parties with addresses, defined terms), definitions and term. */
const OPENING = `SERVICES AGREEMENT

This Services Agreement (the "Agreement") is made on 3 March 2021 between Northwind Trading Limited, a company incorporated in England and Wales (company number 01234567) whose registered office is at 12 High Street, Leeds LS1 4AB, United Kingdom (the "Customer"), and Blue Harbour Systems Inc., a Delaware corporation with offices at 400 Market Street, Suite 210, San Francisco, California 94105 (the "Supplier").

1. DEFINITIONS

1.1 In this Agreement, "Services" means the support and maintenance services described in Schedule 1.

1.2 "Fees" means the amounts payable by the Customer under clause 4.

2. TERM

2.1 This Agreement shall commence on the Effective Date and shall continue for a period of twenty-four (24) months unless terminated earlier in accordance with clause 7.
`;

/** Its obligations, a numbered list, payment, confidentiality, liability, termination and governing law. */
const BODY = `
3. SUPPLIER'S OBLIGATIONS

3.1 The Supplier shall:

(a) provide the Services with reasonable skill and care;

(b) comply with all applicable laws and the Customer's security policies; and

(c) not subcontract any of its obligations without the Customer's prior written consent.

3.2 The Supplier may suspend the Services if any invoice remains unpaid for more than thirty (30) days.

4. FEES AND PAYMENT

4.1 The Customer shall pay the Supplier a fee of USD 12,500.00 per month, plus VAT at 20%, within 30 days of receipt of a valid invoice.

4.2 Late payments bear interest at four per cent (4%) per annum above the Bank of England base rate.

5. CONFIDENTIALITY AND INTELLECTUAL PROPERTY

5.1 Each party shall keep confidential all information disclosed to it by the other party and shall not use it except to per-
form this Agreement.

5.2 All intellectual property rights in the deliverables shall vest in the Customer on payment.

6. LIABILITY

6.1 Neither party shall be liable for any indirect or consequential loss. The Supplier's total liability shall not exceed GBP 250,000.

7. TERMINATION

7.1 Either party may terminate this Agreement on ninety (90) days' written notice to the other party.

8. GOVERNING LAW

8.1 This Agreement is governed by the laws of England and Wales, and the courts of London have exclusive jurisdiction.
`;

/** Its signing lines. */
const SIGNING = `
Signed for and on behalf of Northwind Trading Limited by Jane Smith, Director, on 3 March 2021.

Signed for and on behalf of Blue Harbour Systems Inc. by Robert Brown, Chief Executive Officer.
`;

const SAMPLE = `${OPENING}${BODY}${SIGNING}`;

const SAMPLE_BYTES = new TextEncoder().encode(SAMPLE);

/**
 * The sample's opening and signing lines again, as most contracts are typeset: typographic quotes ("the “Customer”";
 * apostrophes would be ’). A string holding a character beyond Latin-1 is stored in two bytes a character, and V8 compiles
 * each regex apart for such strings the first time one is matched; a `u` pattern's `\p{…}` classes then take their
 * whole Unicode ranges, where a one-byte string needs Latin-1's only (a place-position pattern of 875 characters: ~7 ms
 * to compile for one-byte strings, ~35 ms for two-byte ones). The 58-page contract has 209 elements of 1,016 in two
 * bytes (h29speed3) as read, 10 in the classifier, whose `foldQuotes` stores a text one byte a character when its
 * quotes were all that needed two (h50speed): the readers' own patterns still meet them.
 *
 * Classified, the copy is also the second run of the patterns the plain sample ran once (a document's title, preamble,
 * parties and signing lines are read once a document): V8 interprets a regex's first run on a short text and compiles
 * it to native code on its second (regex tier-up), so the real document finds them compiled. The opening and the
 * signing lines hold those; the body's clauses, each read by the per-element patterns the plain sample ran on many
 * elements already, are left out: the copy costs half (the 58-page contract's real call no slower; bench/log.md,
 * "The cold classify, part 12").
 */
export const TYPESET_SAMPLE = typeset(`${OPENING}${SIGNING}`);
const TYPESET_SAMPLE_BYTES = new TextEncoder().encode(TYPESET_SAMPLE);

/** `text` with its straight quotes paired as “ ” and its apostrophes as ’. */
function typeset(text: string): string {
  const quoted = text.split('"').map((part, i) => (i === 0 ? part : `${i % 2 === 1 ? '“' : '”'}${part}`)).join('');
  return quoted.split("'").join('’');
}

let warmed = false;

/**
 * Warms this thread's analysis, once (later calls return at once). It first gives the event loop a turn, so that a
 * read started just before (its child process forked, its request posted) is under way, and waits until the request
 * is written out to the child (readers/pdf/threaded.ts `pdfRequestsWritten`), before the thread is held. The typeset
 * copy of the sample follows the plain one while `stillWaiting()` (the read is not over).
 */
export async function warmUpAnalysis(stillWaiting: () => boolean = () => true): Promise<void> {
  if (warmed) return;
  warmed = true;
  await yieldToEventLoop();
  // The read's request is written to its child as the child takes it: holding the thread first would hold the read.
  await pdfRequestsWritten();
  // Its failure is discarded with its answer: analyze.ts awaits it beside the read, where it would be the document's error.
  try {
    const analysis = analyzeRead(readText(SAMPLE_BYTES), '');
    await yieldToEventLoop();
    classifyReturn(analysis);
    // The typeset copy (two-byte strings) only while the read is still under way: a short PDF read by now would
    // wait for it (analyze.ts awaits both).
    await yieldToEventLoop();
    if (stillWaiting()) classifyReturn(analyzeRead(readText(TYPESET_SAMPLE_BYTES), ''));
  } catch {
    // The real document's analysis runs (and fails, if it must) on its own.
  }
}

/**
 * Pages a thread classifies, over its life, to warm itself on the documents it reads ({@link DocumentPagesWarmUp}):
 * about a long contract's. Its first documents find most of their patterns not yet compiled and its code not yet
 * optimised; past these pages a thread has met most of what contracts say, and a page classified twice would mostly
 * cost a loaded server's CPU (each page warmed costs about what classifying it again does, on a core the read leaves idle).
 */
export const WARM_UP_PAGES = 60;

/**
 * The most text (characters of its items) a page classified to warm the thread may hold: a contract's page holds a few
 * thousand (the 58-page contract: 4,849 at most, 3,172 the median). A larger page is passed over: a hostile document's
 * page of a million characters would hold the thread for seconds on a document its read may yet refuse (its
 * paragraphs or text past the readers' limits), while its read is bounded by its child's.
 */
export const WARM_UP_PAGE_CHARS = 20_000;

/**
 * The most items, and the most drawn rules, a page classified to warm the thread may hold (review h107rev 9): a
 * contract's page holds a few hundred at most (the 58-page contract: 140 items and 89 rules at most; a PDF that places
 * each glyph apart, one item a character, stays within {@link WARM_UP_PAGE_CHARS}'s few thousand). A page of more is
 * passed over: its layout (lines, columns, the grids of its rules) would cost the thread twice, once here and once in
 * the real analysis, whatever its characters.
 */
export const WARM_UP_PAGE_PARTS = 5_000;

/** Pages this thread has classified to warm itself ({@link WARM_UP_PAGES}). */
let pagesWarmed = 0;

/**
 * The warm-up on a PDF's own pages while the rest of it is read: `heard` takes each page as the child reads it (the
 * reader's `onPdfPage`, readers/pdf/threaded.ts), `warm` classifies them one page at a time, each as a document of its
 * own, until the read is over (`over`) or the thread's {@link WARM_UP_PAGES} are spent: the first page, then each time
 * the last page read so far. The child reads pages faster than the thread classifies them, so the pages classified
 * spread over the document (the 58-page contract: pages 1, 5, 14, 20, 28, …), whose later pages (schedules, signing
 * blocks, notices) ask patterns its first ones do not; in order, they would all be its opening. A page of more than
 * {@link WARM_UP_PAGE_CHARS} characters, or of more than {@link WARM_UP_PAGE_PARTS} items or rules, is passed over. A page is classified as a
 * copy (`structuredClone`): the read's own pages are never touched, and the answers discarded, so that the document's
 * answer is the same bytes as without. Between pages the thread gives its event loop a turn, so that the read's next
 * page and its end are heard: the real analysis waits for at most the page under way. Other reads' requests not yet
 * written to their child ({@link pdfRequestsWritten}) are waited for only while this read goes on: its end stops that
 * wait too (a queued read's request is written only when a child frees, which may be long after this read is over;
 * review h107rev 1), and lets go of the pages heard.
 */
export class DocumentPagesWarmUp {
  private readonly pages: PdfPage[] = [];
  private over = false;
  private wake: (() => void) | undefined;
  private stop: () => void = () => undefined;
  /** Settles when the read is over ({@link end}). */
  private readonly ended = new Promise<void>((resolve) => (this.stop = resolve));

  /** `requestsWritten`: this thread's read requests written to their children ({@link pdfRequestsWritten}; the tests' own). */
  constructor(private readonly requestsWritten: () => Promise<void> = pdfRequestsWritten) {}

  /** A page the child has read (none is kept once the read is over). */
  heard(page: PdfPage): void {
    if (this.over) return;
    this.pages.push(page);
    this.wake?.();
  }

  /** The read is over (read, refused or given up): the warm-up stops before its next page, and holds none. */
  end(): void {
    this.over = true;
    this.pages.length = 0;
    this.wake?.();
    this.stop();
  }

  /** Classifies pages heard while the read goes on and the thread's budget lasts (see above); how many it classified. */
  async warm(): Promise<number> {
    let warmed = 0;
    // Pages before this one are classified or passed over.
    let next = 0;
    while (pagesWarmed < WARM_UP_PAGES) {
      while (next >= this.pages.length && !this.over) await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
      if (this.over) break;
      // Another read's request not yet written to its child would wait while the thread is held (warmUpAnalysis); the
      // wait ends with this read, whose answer must not wait on a request still queued for a child.
      await Promise.race([this.requestsWritten(), this.ended]);
      if (this.over) break;
      const last = this.pages[this.pages.length - 1];
      next = this.pages.length;
      if (last.items.length > WARM_UP_PAGE_PARTS || last.rules.length > WARM_UP_PAGE_PARTS || textOf(last) > WARM_UP_PAGE_CHARS) continue;
      const page = structuredClone(last);
      warmed++;
      pagesWarmed++;
      try {
        classifyReturn(analyzeRead(placedDocument({ numPages: 1, pages: [page] }), ''));
      } catch {
        // The real document's analysis runs (and fails, if it must) on its own.
      }
      await yieldToEventLoop();
    }
    this.pages.length = 0;
    return warmed;
  }
}

/** The characters of a page's items, counted up to just past {@link WARM_UP_PAGE_CHARS}. */
function textOf(page: PdfPage): number {
  let chars = 0;
  for (const item of page.items) if ((chars += item.text.length) > WARM_UP_PAGE_CHARS) break;
  return chars;
}

/** A warm-up on the pages of the PDF about to be read, or none when this thread's {@link WARM_UP_PAGES} are spent. */
export function documentPagesWarmUp(): DocumentPagesWarmUp | undefined {
  return pagesWarmed < WARM_UP_PAGES ? new DocumentPagesWarmUp() : undefined;
}
