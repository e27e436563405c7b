/**
 * The works a document licenses, named once (issue 18, h90ip): a song, a recording, a photograph, software, a mark. A
 * licence of a work says once what it licenses — in its grant ("grants the Producer a non-exclusive licence to record
 * the Composition and the Master Recording …", "a licence to reproduce the photographs") or in its title ("SONG LICENCE
 * AGREEMENT", "LICENCE OF USE OF TEXTILE DESIGNS") — and its terms then say what may and may not be done with the work
 * without the words "licence" or "copyright": it is used only in the film, credited in the end titles, not put in a
 * soundtrack album, its title used in publicity; the licensor keeps the rights it did not grant. The service's
 * Intellectual Property row reads the use, credit and reservation of rights in a work; so, in such a document, a clause
 * whose act falls on a work licensed is Intellectual Property, read once per document as the things let of
 * category-let-things.ts are (C68: a licence to use software, marks or materials is Intellectual Property). Not a place
 * licensed (a licence to use pool lanes, a room: C68's Asset Use alone), nor data (C68: split), nor the work's use
 * denied as a duty ("is not obliged to use the Composition": the fee's clause, no term of the licence). The particulars
 * rows of such a licence that say what use and what media it grants ("Use: background vocal use …", "Media: television
 * …") are its terms too. Stated from how licences of works are drafted, with sentences of their own
 * (`categories-licensed-works-h90ip.test.ts`). Bounded gaps between literals: linear on hostile text.
 */
import { firstLetterEitherCase, upToUnrolledOnce } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { nounPattern } from './category-let-things.js';
import { ART_NOUN, PICTURE_NOUN } from '../lexicon/art-works.js';
import { countWordsBetween } from '../numbers/count-words.js';

/**
 * The last word of a work's name or its own noun: a song, a recording, a photograph, a film, software, a design, a mark.
 * Not data (C68 splits it) nor a place. The art nouns from lexicon/art-works.ts (h118mendA: murals, carvings, frescos and
 * tapestries too).
 */
const WORK_NOUN = new RegExp(String.raw`^(?:compositions?|recordings?|songs?|tracks?|music|musical|works?|${PICTURE_NOUN}|films?|software|programs?|designs?|books?|manuscripts?|fonts?|typefaces?|marks?|trade\s?marks?|trademarks?|logos?|games?|scripts?|scores?|lyrics|maps?|characters?|webtoons?|episodes?|poems?|texts?|${ART_NOUN})$`, 'i');

/** The acts a licence of a work grants: to record, use, reproduce, synchronise, perform, publish, print, show it. */
const GRANTED_ACT = String.raw`(?:record|use|reproduce|copy|synchroni[sz]e|perform|broadcast|publish|print|display|exhibit|show|screen|stream|distribute|exploit|adapt|translate|install|sell)`;

/** Determiners before a work's name. */
const DET = String.raw`(?:the|its|his|her|their|these|this|those|all|any|each)`;

/**
 * One work named after the act: "the Composition", "the Master Recording", "its wedding photographs", "them" (no name), or
 * counted (h103c79: "to reproduce up to 120 photographs chosen from the Archive").
 */
const ITEM = String.raw`(?:${DET}\s+)?(?:[A-Z][\w-]*\s+){0,2}[A-Z][\w-]*|(?:up\s+to\s+|not\s+more\s+than\s+)?(?:\d{1,5}|${countWordsBetween(2, 10)}|twelve|twenty|fifty)\s+(?:[a-z][a-z-]*\s+)??[a-z][a-z-]{2,20}|${DET}\s+(?:[a-z][a-z-]*\s+(?!(?:in|on|at|for|with|to|by|from|as|and|or|of|under|during|within|throughout|only|solely)\b))?[a-z][a-z-]{2,20}`;

/**
 * The grant: "a (non-exclusive) licence to record the Composition and the Master Recording", "licence to install and use
 * the Software", "the right to reproduce the photographs". The acts may come in a list; so may the works (the list of
 * works written with upToUnrolledOnce: V8 copied its 320-character body out three times, test/security/unrolled-repetitions).
 */
const GRANT = new RegExp(String.raw`\b(?:licen[cs]e|right|permission)\s+to\s+${GRANTED_ACT}(?:(?:,\s*|\s+(?:and|or)\s+)${GRANTED_ACT}){0,4}\s+((?:${ITEM})${upToUnrolledOnce(String.raw`(?:,\s*|\s+(?:and|or)\s+)(?:${ITEM})`, 3)})\b`, 'g');

/** A determiner opening a work's name, cut off before the name is kept (compiled once, not per work). */
const LEADING_DET = new RegExp(String.raw`^${DET}\s+`);
/** A grant's object cut into its works: by commas and "and"/"or", each without its determiner. */
const worksOfObject = (object: string): string[] =>
  object.split(/,\s*|\s+(?:and|or)\s+/).map((item) => item.replace(LEADING_DET, '')).map((item) => (/^[A-Z]/.test(item) ? item : item.slice(item.lastIndexOf(' ') + 1)));

/** A title naming the work before the licence ("SONG LICENCE AGREEMENT", "Photograph licence") or after it ("LICENCE OF USE OF TEXTILE DESIGNS"). */
const TITLE_BEFORE = /\b([a-z][\w-]{2,30})\s+(?:(?:use|reproduction|synchroni[sz]ation|publishing)\s+)?licen[cs](?:e|ing)\b/gi;
const TITLE_AFTER = /\blicen[cs]e\s+(?:of|for)\s+(?:(?:the\s+)?use\s+of\s+)?(?:(?:an?|the)\s+)?(?:[\w-]+\s+){0,2}?([a-z][\w-]{2,30})\s*$/gim;

/** A document's title: a title element with no clause number, among its first elements (as category-let-things.ts reads it). */
const TITLE_AREA = 12;

/** Whether a name is a work's: its last word is a work's noun. */
const isWork = (name: string): boolean => WORK_NOUN.test(name.slice(name.lastIndexOf(' ') + 1));

/**
 * The names of the works a document licenses (`texts`: its elements; `titles`: which are titles): a capitalised name as
 * written ("Master Recording"), a noun lower-cased and singular ("photograph"); empty when it licenses no work.
 */
export function licensedWorkNames(texts: readonly string[], titles: readonly boolean[]): string[] {
  const names = new Set<string>();
  const add = (name: string): void => {
    if (!isWork(name)) return;
    names.add(/^[A-Z]/.test(name) && /[a-z]/.test(name) ? name.replace(/(?<=\w{2}[^s])s$/, '') : name.toLowerCase().replace(/(?<=\w{2}[^s])s$/, ''));
  };
  texts.forEach((text, i) => {
    if (titles[i]) {
      if (i >= TITLE_AREA || /^\s*\d/.test(text)) return;
      for (const re of [TITLE_BEFORE, TITLE_AFTER]) for (const m of matchesOf(re, text)) add(m[1]);
      return;
    }
    // Only sentences that grant a licence, a right or a permission to act on a work (a literal first: most do not).
    if (!/\bto\s/.test(text) || !/\b(?:licen[cs]e|right|permission)\b/i.test(text)) return;
    for (const m of matchesOf(GRANT, text)) worksOfObject(m[1]).forEach(add);
  });
  return [...names];
}

/** A work's name as a pattern: a capitalised name as written, its last word singular or plural; a noun either case. */
const workPattern = (name: string): string => {
  const words = name.split(' ');
  const last = words.pop() ?? '';
  return [...words.map(firstLetterEitherCase), nounPattern(last)].join('\\s+');
};

/**
 * The acts whose object is the work: it is used (a verb: after a modal, "to" or "not"; not a duty denied, "not obliged
 * to use"), credited, reproduced, edited, synchronised, exploited, sublicensed, and (h103c79) a picture cropped,
 * retouched, coloured or combined with another. Not published, performed or broadcast:
 * a publisher's duty to publish the Work by a date is its delivery (set 17).
 */
const ACT = String.raw`(?:(?<!\bnot\s(?:obliged|required|bound|obligated)\sto\s)(?<=\b(?:to|not|never|only|also|may|must|shall|will|can|cannot|should|you|we|they)\s)use|uses|credit|credits|reproduce|reproduces|edit|edits|alter|alters|adapt|adapts|arrange|arranges|remix|remixes|synchroni[sz]es?|exploit|exploits|sub-?licen[cs]es?|modify|modifies|translate|translates|crop|crops|retouch|retouches|colou?r|colou?rs|combine|combines)`;

/**
 * Between the act and the work: more acts, a part of the work ("up to 30 seconds of", "the title of", "any excerpt
 * of"), nothing else.
 */
const PART = String.raw`(?:(?:,\s*|\s+)(?:(?:or|and)\s+)?${ACT}){0,3}\s+(?:(?:(?:up\s+to|not\s+more\s+than|no\s+more\s+than|more\s+than|at\s+most)\s+[\w.,]+\s+(?:seconds?|minutes?|bars?|words?|lines?|pages?)|(?:the|a|an|any|each)\s+(?:title|name|part|parts|excerpts?|extracts?|portions?|lyrics|artwork|cover)|(?:\d+|[a-z]+)\s+(?:seconds?|minutes?))\s+of\s+)?`;

/**
 * How a clause of the document acts on one of its works (undefined when it licenses none): an act whose object is the
 * work, a product made with it ("a soundtrack album that includes the Master Recording"), rights in it reserved, the
 * credit given for it, or the particulars rows of the use and the media granted.
 */
export function licensedWorkUse(names: readonly string[]): RegExp | undefined {
  if (names.length === 0) return undefined;
  const name = `(?:${names.map(workPattern).join('|')})`;
  const work = String.raw`(?:(?:the|this|that|these|those|each|every|any|its|their|his|her|our|your|a|an)\s+)?(?:(?:said|[Ll]icensed|same|whole)\s+)?${name}\b`;
  const acted = String.raw`\b${ACT}\b${PART}${work}`;
  const made = String.raw`\b(?:that|which)\s+(?:includes?|contains?|incorporates?|embod(?:y|ies))\s+${work}`;
  const reserved = String.raw`\breserves?\s+(?:to\s+(?:itself|himself|herself|themselves)\s+)?all\s+(?:other\s+)?rights\s+(?:not\s+(?:expressly\s+|specifically\s+)?granted|in\s+${work})`;
  // The credit given, or (h103c79) carried by each copy of the work: "Every photograph in the Book carries the credit …".
  const credit = String.raw`\b(?:give|gives|giving|accord|accords|provide|provides|carry|carries|bear|bears|show|shows)\s+(?:the|a|an|due|proper|appropriate)\s+(?:(?:screen|on-screen|name)\s+)?credit\b(?!\s+(?:notes?|cards?|limits?|terms?|periods?|balance)\b)`;
  const row = String.raw`^\s*(?:(?:Permitted|Licensed|Authorised|Authorized)\s+)?(?:Uses?|Media|Medium)\s*:`;
  // (h103c79) What the licence covers, and any use beyond it: "The licence covers the Book's printed edition …", "Any other
  // use, including on posters …, needs a separate written agreement" — the licence's extent, its Intellectual Property.
  const extent = String.raw`\b[Tt]he\s+licen[cs]e\s+(?:covers|extends\s+to|is\s+limited\s+to|applies\s+only\s+to)\b|\b[Aa]ny\s+(?:other|further)\s+use\b[^.;]{0,120}?\b(?:needs?|requires?|is\s+not\s+(?:permitted|allowed|licen[cs]ed|granted))\b`;
  return new RegExp(`${acted}|${made}|${reserved}|${credit}|${row}|${extent}`);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function categoryLicensedWorksRunPatterns(): readonly RegExp[] {
  return [GRANT];
}
