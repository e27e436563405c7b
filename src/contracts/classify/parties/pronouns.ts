/**
 * Pronoun parties. Terms written to the reader ("you agree", "you shall not") bind the reader: "you" is the party
 * `You` wherever it stands, as the docs' own `Exclusion/You` example labels it. "we" and "us" stand for the party
 * whose alias a preamble gives them — `Northwind Pixel, Inc. ("Northwind", "we" or "us")` — and for no one
 * otherwise; "you" given to a named alias (`("Licensee", "you")`) stands for that alias. Possessives ("our", "your")
 * are never subjects, so they are not mapped.
 */
import { FIELD_ROLE_WORDS, ROLE_WORDS } from '../lexicon/roles.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { FIRST_PERSON_NAMED, PREAMBLE_ELEMENTS, WRITER_IN_SLOT, WRITERS_IN_PLURAL } from './preamble-words.js';
import { opensAsEmail } from './email-thread-parties.js';
import { readsAsChat } from './chat-parties.js';
import { signsAsLetter } from './letter-parties.js';

/** A bracket of quoted aliases: a capitalised alias with pronouns beside it, in either order. */
// The alias may take its article outside the quotes after the pronouns (`("I", "me" or the "Designer")`), and the
// bracket may open with "together," when it names a couple (`(together, "you" or the "Client")`).
const ALIAS_BRACKET = /\(\s*(?:(?:together|collectively|jointly),?\s+)?(?:the\s+)?((?:(?:the\s+)?"[^"()]{1,40}"\s*(?:,\s*(?:or\s+|and\s+)?|or\s+|and\s+)?){2,5})\)/g;
const QUOTED = /"([^"()]{1,40})"/g;
// "I" and "me": a sole trader's terms written in the first person singular ("I will deliver", "I am not liable").
const PRONOUNS = /^(?:we|us|you|I|me)$/i;

/**
 * A definition of a pronoun that names a role: `In these terms "you" means the person … named as the hirer on the booking
 * form (the "Hirer")`, `"You" and "your" mean the Customer named in the Order`. It gives "you" to the role as an alias
 * bracket does (`("Hirer", "you")`): the same act in other words (issue 18, h24s27n). The role is the meaning's closing
 * bracket, or a role word the meaning opens with; a meaning that names no role ("the person who books") leaves `You`.
 * "we" is the same rule's other half (issue 18, h30n40): `"we", "us" and "our" mean Ashdown Ltd … (the "Agency")` binds
 * "we" and "us" to the Agency, as `Ashdown Ltd ("Agency", "we", "us")` would; a definition that means
 * the writer by name and no role, or an opening "between <name> and you", binds them to the party "we" (h44s48);
 * otherwise "we" binds no one.
 * A short lead without quotes, the other pronoun forms, then a bracket-free meaning of bounded length: linear.
 */
function pronounDefinition(pronoun: string, forms: string): RegExp {
  const joint = String.raw`\s{0,3}(?:,\s{0,3}(?:(?:and|or)\s{1,3})?|(?:and|or)\s{1,3})`;
  return new RegExp(String.raw`^[^"]{0,60}?"${pronoun}"(?:${joint}"(?:${forms})")*\s{1,3}(?:shall\s+)?means?\s{1,3}([^()"]{0,300})(?:\(\s{0,3}(?:the\s+)?"(?:the\s+)?([A-Z][A-Za-z -]{0,40}?)"\s{0,3}\))?`, 'i');
}
const YOU_DEFINED = pronounDefinition('you', 'your|yours|yourself');
const WE_DEFINED = pronounDefinition('we', 'us|our|ours|ourselves');
const ROLE_SET = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));
const CAPITALISED_ROLE = /^[A-Z]/;

/** The role a definition of the pronoun gives it (`YOU_DEFINED`, `WE_DEFINED`), or undefined. */
function definedAs(definition: RegExp, text: string): string | undefined {
  const m = definition.exec(text);
  if (!m) return undefined;
  // The pattern reads "We", "MEANS", "The" in any case, so its `[A-Z]` takes a small letter too: a bracket's role must
  // be capitalised, as an alias bracket's is (`(the "agency")`, `(the "toString")` name no role; hred19).
  if (m[2] && CAPITALISED_ROLE.test(m[2])) return m[2].trim();
  const opening = /^(?:the\s+)?([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\b/.exec(m[1]);
  // A meaning that joins another capitalised name to the role ("the Client and the Provider together", "the Buyer or
  // the Seller") gives the pronoun to no one party: binding it to the first would read the pair's acts as one side's
  // (review hrev24). "the Customer and its Affiliates" is still the Customer.
  if (opening && /^\s{0,3}(?:,\s{0,3}(?:the|each)\s{1,3}|(?:and|or|&)\s{1,3}(?:(?:the|each)\s{1,3})?)[A-Z]/.test(m[1].slice(opening[0].length))) return undefined;
  return opening && ROLE_SET.has(opening[1].toLowerCase()) && opening[1] !== 'You' ? opening[1] : undefined;
}

// A meaning that opens with a proper name, no article or quantifier: `"we" and "us" mean Bayou Lift & Crane, LLC`.
const NAMED_MEANING = /^(?!(?:The|Any|Each|All|Every|An?|Our|Your|Such)\b)[A-Z]/;

/**
 * The role "we" is given, or "we" itself where the definition means the writer by its own name and no role
 * (`"we", "us" and "our" mean Lone Star Cranes LLC`): the same act as the bare bracket `Lone Star Cranes LLC ("we",
 * "us")`, whose party is "we" (issue 18, h44s48). A meaning that describes ("the people who run this website") or
 * names two sides ("the Client and the Provider") still binds no one.
 */
function weDefinedAs(text: string): string | undefined {
  const role = definedAs(WE_DEFINED, text);
  if (role) return role;
  const m = WE_DEFINED.exec(text);
  return m && !m[2] && NAMED_MEANING.test(m[1]) ? 'we' : undefined;
}

// The opening of terms written to "you" that names the other side once, without quoting a pronoun: `These terms apply
// between Lone Star Cranes LLC and you`, `This agreement is made between you and Harbour Lifts Pty Ltd`. Bounded gaps
// between literals: linear.
const WE_OPENING = /\b[Tt]h(?:ese|is)\s{1,3}(?:[a-z]{1,20}\s{1,3}){0,3}?(?:terms|conditions|agreement|contract)\s{1,3}(?:[a-z]{1,20}\s{1,3}){0,3}?between\s{1,3}(?:(?!(?:[Tt]he|[Yy]ou|[Uu]s|[Ee]ach)\b)[A-Z][^;"]{0,120}?\s(?:and|&)\s{1,3}you\b|you\s{1,3}(?:and|&)\s{1,3}(?!(?:[Tt]he|[Uu]s)\b)[A-Z])/;

/**
 * "we" of terms whose opening sets a named company against "you" (`These terms apply between Lone Star Cranes LLC and
 * you`): the writer of terms written to the reader is the one side the opening names, so "we" is that side's pronoun,
 * the party "we" as a bare bracket would make it (issue 18, h44s48). An opening between two names binds no pronoun.
 */
function weOpening(text: string): string | undefined {
  return runnable(WE_OPENING).test(text) ? 'we' : undefined;
}

/**
 * A bracket of "we" alone, or with "us" and "our" but no alias, right after a capitalised name: `the Harbour Choir ("we")
 * orders from Tom Hale ("you")`, `between the Hill Walkers ("we", "us") and you`. The writer names itself and gives
 * itself the pronoun, the same act as `Harbour Choir Ltd ("we")`, whose party is "we" (C34's we/you terms): a name with
 * no legal form, outside a "between" opening or inside one, binds "we" (and "us") to the party "we" all the same (issue
 * 18, h113n89; set 89's cause 2). A bracket with a capitalised alias is ALIAS_BRACKET's. The name's last word, blanks,
 * the bracket's quoted "we", then up to 40 characters with no capital or bracket: bounded, linear.
 */
const WE_BRACKETED = /\b[A-Z][A-Za-z&'-]{0,40}\.?\s{0,3}\(\s{0,3}"[Ww]e[,.]?"[^()A-Z]{0,40}\)/;

/**
 * A form's "We, the undersigned Tenderer, offer …" (a form of tender, of bid or of offer) says who "we" is: the role it
 * names, capitalised, speaks as "we" in the form's other lines ("We agree to keep this tender open for 90 days"), as a
 * bracket `("Tenderer", "we")` would make it (C116). "We, the undersigned," with no role names no one.
 */
const WE_UNDERSIGNED_ROLE = /^\s{0,8}We\s{0,3},\s{0,3}the\s{1,3}undersigned\s{1,3}([A-Z][a-z]{2,30})\s{0,3},/;

/**
 * A bracket of one quoted capitalised alias, the article inside or outside the quotes (`("the Maker")`, `(the
 * "Client")`): the alias. Bounded blank runs between literals: linear.
 */
const ONE_ALIAS = String.raw`\(\s{0,3}(?:the\s{1,3})?"\s{0,3}(?:the\s{1,3})?([A-Z][A-Za-z -]{0,40}?)\s{0,3}"\s{0,3}\)`;
/**
 * "you" given its role by the bracket right after it — `the Ensemble ("we") orders from you ("the Maker") the items
 * below`, `between Harbour Ltd and you (the "Client")` — is that role, as `("Client", "you")` makes it (table 2.2: "you"
 * is the party You unless an alias bracket gives it a role; issue 18, h112e89). Only an alias shaped as a role, a person
 * who acts (ROLE_WORDS and the field roles, or an agent noun in -er, -or, -ee or -ist, not one of THINGS_IN_ER): "the
 * content we send to you (the "Content")" and "the order we confirm to you (the "Order")" name a thing, and "you" stays
 * You.
 */
const YOU_BRACKETED = new RegExp(String.raw`\b[Yy]ou\s{0,3}${ONE_ALIAS}`);
/**
 * A first-person declaration's "I" (`I, the undersigned, Ms Camille Hoarau, …, residing in Saint-Pierre ("the
 * Passenger"), book a flight with …`, `I, Mrs. Ana Duarte, of … (the "Landlady"), …`; FIRST_PERSON_NAMED) is the writer,
 * and the first alias bracket of the opening names the writer's role: "I" and "me" are that party in the lines after it
 * ("I may take photos in flight" → Right/Passenger), as `("I", "me" or the "Designer")` makes them (issue 18, h112e89).
 * The bracket is read in the opening's first 400 characters, and only before the writer's act (WRITERS_ACT).
 */
const FIRST_ALIAS = new RegExp(ONE_ALIAS);
/**
 * The writer put first in a preamble's slot, `between me, Rhea Warren (the "Beekeeper"), and …` (preamble-words.ts
 * WRITER_IN_SLOT): the first alias bracket after it, before the slot's "and", names the writer, so "I" and "me" are that
 * party as after "I, <name> (alias)" (set 94's cause 4, issue 18, h120e94). Literal words, bounded blanks: linear.
 */
export const WRITER_FIRST_IN_SLOT = new RegExp(String.raw`\bbetween${WRITER_IN_SLOT}`, 'i');
export const SLOT_AND = /\band\b/i;
/** The alias the writer put first in a preamble's slot takes (WRITER_FIRST_IN_SLOT), or undefined. */
function writerInSlotAlias(text: string): string | undefined {
  const opening = WRITER_FIRST_IN_SLOT.exec(text);
  if (!opening) return undefined;
  const rest = text.slice(opening.index + opening[0].length, opening.index + opening[0].length + OPENING_WINDOW);
  const bracket = runnable(FIRST_ALIAS).exec(rest);
  const alias = bracket?.[1]?.trim();
  if (!bracket || !alias || PRONOUNS.test(alias) || SLOT_AND.test(rest.slice(0, bracket.index))) return undefined;
  // A slot holds two parties: the second named after the slot's "and" (h120rr #14: "The friendship between me, Ana (the
  // "Friend"), is old." fills no slot).
  const afterBracket = bracket.index + bracket[0].length;
  // Anywhere in the opening's window: an address or a birth date often stands between the bracket and the "and" (h120revB #2).
  return SLOT_AND.test(rest.slice(afterBracket)) ? alias : undefined;
}
const OPENING_WINDOW = 400;
const AGENT_SHAPE = /(?:er|or|ee|ist)$/;
/**
 * Things a document sends, confirms, charges or gives "you" whose names end as an agent noun's do: "the fee payable by
 * you (the "Fee")" and "the guarantee we give to you (the "Guarantee")" name a thing, not your role (h112mendA).
 */
const THINGS_IN_ER = new Set([
  'order', 'offer', 'letter', 'newsletter', 'number', 'voucher', 'cover', 'folder', 'register', 'paper', 'poster', 'trailer',
  'fee', 'guarantee', 'committee', 'decree', 'degree', 'jubilee', 'coffee', 'tree',
]);
/**
 * The writer's act, a finite verb after the opening's commas: "I, Maria Lopez, residing at …, appoint Juan Perez ("the
 * Attorney")", "I, John Smith, of 1 High Street, guarantee to Northern Bank plc (the "Bank")". A bracket after it names
 * the act's other party, not the writer (h112mendA); the writer's own slot holds only its name, "the undersigned",
 * participles ("residing", "born") and prepositions ("of", "in"). Bounded blanks between literals: linear.
 */
const WRITERS_ACT = /,\s{0,3}(?:(?:do\s{1,3})?hereby\s{1,3})?(?:appoint|nominate|constitute|authori[sz]e|guarantee|undertake|promise|agree|declare|confirm|acknowledge|book|order|sell|buy|lease|let|rent|hire|engage|employ|assign|transfer|grant|give|lend|owe|pay|instruct|request|apply|consent|accept|certify|release|waive|bequeath|leave)\b/;
const FIELD_ROLE_SET = new Set(FIELD_ROLE_WORDS.map((w) => w.toLowerCase()));

/** Whether a bracket's alias is shaped as a role: a role word, or an agent noun's ending (its last word's). */
function roleShaped(alias: string): boolean {
  const head = (alias.split(' ').pop() ?? alias).toLowerCase();
  if (ROLE_SET.has(alias.toLowerCase()) || FIELD_ROLE_SET.has(head)) return true;
  return AGENT_SHAPE.test(head) && !THINGS_IN_ER.has(head) && !PRONOUNS.test(alias);
}

/** Pronoun (lower case) → the alias it stands for, from the contract's alias brackets; "you" is `You` unless aliased. */
export function pronounAliases(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of texts) {
    // Cheap test first: most elements quote nothing.
    if (!text.includes('"')) continue;
    for (const m of matchesOf(ALIAS_BRACKET, text)) {
      // American punctuation closes the quote after the comma: ("Cobalt Row," "we," "us" or "our").
      // The alias may carry its article inside the quotes, after the pronouns: ("we", "us" or "the Company").
      const quoted = [...matchesOf(QUOTED, m[1])].map((q) => q[1].trim().replace(/[,.]$/, '').replace(/^the\s+(?=[A-Z])/, ''));
      const alias = quoted.find((q) => /^[A-Z]/.test(q) && !PRONOUNS.test(q));
      if (!alias) continue;
      // "I" keeps its capital: a lower-case "i" numbers a list's items ("(i)"), and names no one.
      for (const q of quoted) {
        const pronoun = q === 'I' ? 'I' : q.toLowerCase();
        if (PRONOUNS.test(q) && !out.has(pronoun)) out.set(pronoun, alias.replace(/^the\s+/i, ''));
      }
    }
  }
  if (!out.has('you')) {
    for (const text of texts) {
      const alias = text.includes('"') ? runnable(YOU_BRACKETED).exec(text)?.[1]?.trim() : undefined;
      if (alias && roleShaped(alias)) {
        out.set('you', alias);
        break;
      }
    }
  }
  if (!out.has('I')) {
    for (const text of texts) {
      if (!text.includes('"') || !FIRST_PERSON_NAMED.test(text) || WRITERS_IN_PLURAL.test(text)) continue;
      const opening = text.slice(0, OPENING_WINDOW);
      const bracket = runnable(FIRST_ALIAS).exec(opening);
      const alias = bracket?.[1]?.trim();
      // A bracket after the writer's act ("…, appoint Juan Perez ("the Attorney")") names the other party.
      if (alias && !PRONOUNS.test(alias) && !WRITERS_ACT.test(opening.slice(0, bracket?.index))) {
        out.set('I', alias);
        if (!out.has('me')) out.set('me', alias);
      }
      break;
    }
  }
  if (!out.has('I')) {
    // The preamble's slot: read in the preamble's elements only (h120rr #14).
    for (const text of texts.slice(0, PREAMBLE_ELEMENTS)) {
      const alias = text.includes('"') ? writerInSlotAlias(text) : undefined;
      if (alias) {
        out.set('I', alias);
        if (!out.has('me')) out.set('me', alias);
        break;
      }
    }
  }
  if (!out.has('you')) {
    for (const text of texts) {
      const role = text.includes('"') ? definedAs(YOU_DEFINED, text) : undefined;
      if (role) {
        out.set('you', role);
        break;
      }
    }
  }
  if (!out.has('we')) {
    for (const text of texts) {
      const defined = text.includes('"') ? weDefinedAs(text) : (weOpening(text) ?? WE_UNDERSIGNED_ROLE.exec(text)?.[1]);
      // A bracket of "we" binds "us" only where it quotes "us" too (`("we", "us")`), as index.ts's QUOTED_US reads a
      // party's bracket: `Finch Books ("we")` leaves "You allow us to …" unbound (h30n40's near miss).
      const bracket = defined === undefined && text.includes('"') ? runnable(WE_BRACKETED).exec(text)?.[0] : undefined;
      if (bracket !== undefined) {
        out.set('we', 'we');
        if (!out.has('us') && /"us[,.]?"/i.test(bracket)) out.set('us', 'we');
        break;
      }
      const role = defined;
      if (role) {
        // "us" is "we" as an object ("you must pay us"): the definition gives both, whether or not it quotes "us".
        out.set('we', role);
        if (!out.has('us')) out.set('us', role);
        break;
      }
    }
  }
  // An e-mail that brackets no "we" is written by the one who says it: "We pay for each web within fourteen days." is the
  // writer's duty, as C34's we/you terms read "we" in any text (set 90's cause 2, issue 18, h114e90). "us" stays an
  // object: only a bracket quoting it binds it. A letter under "Dear …" closed by "Yours sincerely," the same (h116n90).
  // A chat export's the same: a sender writing for a shop says "We pay you £145 a jumper." (set 91's cause 1, h117e91).
  if (!out.has('we') && (opensAsEmail(texts) || signsAsLetter(texts) || readsAsChat(texts))) out.set('we', 'we');
  if (!out.has('you')) out.set('you', 'You');
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function pronounsRunPatterns(): readonly RegExp[] {
  return [ALIAS_BRACKET, QUOTED, WE_OPENING, YOU_BRACKETED, FIRST_ALIAS, WE_BRACKETED, WRITER_FIRST_IN_SLOT, SLOT_AND];
}
