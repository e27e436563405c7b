/**
 * The sides the aliases leave open, Buyer or Supplier: from the other party's side, from the pronoun a letter's party
 * speaks by, and from which of two parties a sentence makes pay (`findParties` runs it over the Primary parties).
 */
import { escapeRegExp } from '../../../common/regexp.js';
import { NOVATION_STAYER, NOVATION_TAKER, roleOfAlias } from '../lexicon/roles.js';
import { salutationAt } from './letter-parties.js';
import type { PartyRecord } from './party-record.js';
import { payeeOf } from './party-payee.js';
import { TO_OUR_ACCOUNT, TO_YOUR_ACCOUNT } from './account-pronouns.js';
import { VALEDICTION } from './details/line-shapes.js';
import { paysNow } from './party-pays-now.js';
import { pricePayableBy } from './party-payable-by.js';
import { serverOf } from './party-serves.js';
import { ownNoun } from './letter-writer-body.js';

/** Role words that name either side, depending on the contract. */
// A ship's or a building's owners are one side, as an owner is ("the Owners" of a charter party).
const EITHER_SIDE = /^(?:owners?|company)$/i;
/**
 * Aliases that are supplier words unless the contract makes their party pay: an agency ("the Agency", "THE AGENCY"), and
 * a grower, who sells its crop but pays for a service on its orchard (pollination, spraying, picking: "The Grower shall
 * pay the Beekeeper …"; h48facts, facts set 32's cause 7).
 */
// A processor too: a data processor is paid for its service, but a fish or crop processor buys the catch and pays the
// tender or the grower that brings it ("Processor shall pay Tender Operator a day rate", facts set 41's cause 1, h76f41p).
const SIDE_BY_PAYER = /^(?:the\s+)?(?:agency|growers?|processors?)$/i;
/**
 * The words after a party's short name that make it the one who pays: "KDM will pay", "Nordlys shall promptly pay".
 * The adverb is no negation: "Kestrel shall not pay", "will never pay" say who does not pay.
 */
const PAYS_AFTER = String.raw`\s+(?:shall|will|must|agrees\s+to|undertakes\s+to)\s+(?!(?:not|never)\s)(?:[a-z]+\s+)?pay\b`;

/**
 * Of two parties whose short names are no role words ("KDM" and "Mokolodi" of a side letter, two companies of a
 * memorandum of understanding), the one a sentence makes pay ("KDM will pay a remobilisation fee") is the Buyer and the
 * other the Supplier: the service's Buyer is the paying side (h21f14). Only when exactly one of the two pays. Not what
 * either side may pay beside the price, costs, credits or damages (NOT_FOR_THE_SERVICE, as the letter's payer reads
 * it): "KDM will pay the costs of remobilisation" makes no Buyer (review hrev22; h30cue).
 */
function payerOf(pair: readonly PartyRecord[], texts: readonly string[]): PartyRecord | undefined {
  const pays = pair.filter((p) => {
    if (p.alias === undefined || p.alias.length < 2) return false;
    if (willPay(escapeRegExp(p.alias), '', texts)) return true;
    // "The total contract amount is ₹1,85,000/-, payable by the Dorbar": the price's passive payer (h119q76).
    if (pricePayableBy(p.alias, texts)) return true;
    // "The Winery pays the Bottler a fee": the present tense, its object the other party or the price (h70roles).
    const other = pair.find((q) => q !== p);
    return other?.alias !== undefined && other.alias.length > 1 && paysNow(p.alias, other.alias, NOT_FOR_THE_SERVICE, texts);
  });
  return pays.length === 1 ? pays[0] : undefined;
}

/**
 * Of two parties whose short names are no role words ("the Brewery" and "the Operator", "the Cafe" and "the Bakery"), the
 * one a sentence makes buy or purchase from the other ("The Operator shall buy all its draught beer from the Brewery") is
 * the Buyer, whatever else either pays: a supplier may pay its customer a display or marketing contribution (facts set
 * 33's cause 2, h50f33). The other party's name must follow "from" in the same sentence (within 120 characters): "shall
 * purchase insurance" or "shall buy materials from third parties" names no side. Only when exactly one of the two buys.
 */
function buyerFromOther(pair: readonly PartyRecord[], texts: readonly string[]): PartyRecord | undefined {
  if (pair.some((p) => p.alias === undefined || p.alias.length < 2)) return undefined;
  const buys = pair.filter((p) => {
    const other = pair.find((q) => q !== p) as PartyRecord;
    const re = new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(p.alias as string)}${BUYS_AFTER}(?:(?!${escapeRegExp(other.alias as string)}['’]s\b)[^.;]){0,120}?\bfrom\s+(?:the\s+)?${escapeRegExp(other.alias as string)}(?![\p{L}\p{N}])`, 'u');
    return texts.some((t) => re.test(t));
  });
  return buys.length === 1 ? buys[0] : undefined;
}
/** The words after a party's short name that make it buy: "shall buy", "will purchase", "agrees to purchase", "shall exclusively buy". */
// Not "buy back" (a return of what was sold) nor "purchase the Operator's equipment from the Operator" (the other's own
// things, a side deal): the payer decides those (hrev36).
const BUYS_AFTER = String.raw`\s+(?:shall|will|must|agrees\s+to|undertakes\s+to)\s+(?!(?:not|never)\s)(?:[a-z]+\s+)?(?:buy|purchase)\b(?!\s+back\b)`;

/**
 * The pronoun a letter's party speaks or is spoken to by: the letter's own ("we" / "you" of `letterParties` or an alias
 * '("you")'), or the one its name stands in apposition to ("we, Harbour Audit Ltd. ("Harbour"), will review … for you,
 * Kestrel Re Ltd. ("Kestrel")"), h29f22.
 */
const PRONOUN_BEFORE = /(?<![\p{L}\p{N}])(we|you),\s{0,3}$/iu;
function pronounOfParty(p: PartyRecord, pronounOf: ReadonlyMap<string, string>, texts: readonly string[]): string | undefined {
  const own = pronounOf.get(p.party) ?? (p.alias !== undefined && /^(?:we|you)$/i.test(p.alias) ? p.alias.toLowerCase() : undefined);
  if (own !== undefined) return own;
  for (const m of p.mentions) {
    const pronoun = PRONOUN_BEFORE.exec(texts[m.element]?.slice(Math.max(0, m.begin - 8), m.begin) ?? '')?.[1].toLowerCase();
    if (pronoun !== undefined) return pronoun;
  }
  return undefined;
}

/**
 * Whether the party is named in a letter's address block: below its first line (the letterhead), above "Dear …". Its
 * name as the body gives it, searched there: the block's own mention may have gone to no party.
 */
function isAddressee(p: PartyRecord, texts: readonly string[]): boolean {
  const salutation = salutationAt(texts);
  if (salutation < 2) return false;
  const block = texts.slice(1, salutation);
  // Each spelling once: a name repeated down a long letter is searched in the block once, not once per mention.
  const names = new Set(p.mentions.map((m) => texts[m.element]?.slice(m.begin, m.end).trim() ?? ''));
  return [...names].some((name) => name.length > 1 && block.some((t) => t.includes(name)));
}

/**
 * What a letter's provider pays as well as its client, and so says no side: a service credit, compensation, damages,
 * a refund, interest, taxes, costs ("we will pay you a service credit of 5%", "we will pay the costs of delivery", "you
 * will pay us liquidated damages", "we will pay you back"; review hrev22: read as the price, they made the courier or
 * the cleaner the Buyer). After PAYS_AFTER's "pay", its object at most three words on: bounded, linear.
 */
const NOT_FOR_THE_SERVICE = String.raw`(?!\s+(?:(?:you|us)\s+)?(?:back\b|(?:[\w-]+\s+){0,3}?(?:credits?|compensation|damages|penalt(?:y|ies)|interest|refunds?|taxes|duties|costs?|expenses)\b))`;

/**
 * Of a letter's two parties, "we" and "you", the one the letter makes pay ("You shall pay us a fee of …", "We will pay
 * you EC$ 4.25 per kilogram") is the Buyer: the writer may be the provider or its client, so "you" is no side by itself
 * (h29f22, the letter agreements of sets 21 and 22). Only when exactly one of the two pays, and neither alias is a role
 * word ("the Supplier") that says the side itself.
 */
function letterPayer(pair: readonly PartyRecord[], pronounOf: ReadonlyMap<string, string>, texts: readonly string[]): PartyRecord | undefined {
  if (pair.some((p) => p.alias !== undefined && !/^(?:we|you)$/i.test(p.alias) && roleOfAlias(p.alias) !== 'Unknown')) return undefined;
  const pronouns = pair.map((p) => pronounOfParty(p, pronounOf, texts));
  // Beside the writer's "we", the party of the address block above "Dear …" is the one the letter calls "you", though
  // no alias says so (the countersigning addressee of letter-addressee.ts: a band the writer pays; hrev34).
  const we = pronouns.indexOf('we');
  if (we >= 0 && pronouns[1 - we] === undefined && isAddressee(pair[1 - we], texts)) pronouns[1 - we] = 'you';
  if (pronouns[0] === undefined || pronouns[1] === undefined || pronouns[0] === pronouns[1]) return undefined;
  const pays = pair.filter((_, k) => pronounPays(pronouns[k] as string, '', texts));
  if (pays.length === 1) return pays[0];
  // Neither pronoun pays, but the money goes into one's account ("the balance … by transfer to your account"): the one
  // paid provides, the other buys (a hotel's letter engaging an ensemble, facts set 61's cause 1, h103p61).
  if (pays.length === 0) {
    const paid = pair.filter((_, k) => paidIntoAccount(pronouns[k] as string, texts));
    if (paid.length === 1) return pair.find((p) => p !== paid[0]);
  }
  // Both pay something: the one that pays the other by its pronoun ("We will pay you US$52.00 for each adult") pays the
  // price; the other pays a third party ("you will pay it to the Fisheries Division": a fee the price includes).
  const paysOther = pays.length === 2 ? pair.filter((_, k) => pronounPays(pronouns[k] as string, pronouns[k] === 'we' ? 'you' : 'us', texts)) : [];
  return paysOther.length === 1 ? paysOther[0] : undefined;
}

/** A payment into "our" / "your" account (account-pronouns.ts), and money given back, which names no provider. */
const INTO_OUR_ACCOUNT = new RegExp(String.raw`\b${TO_OUR_ACCOUNT}\b`, 'i');
const INTO_YOUR_ACCOUNT = new RegExp(String.raw`\b${TO_YOUR_ACCOUNT}\b`, 'i');
const MONEY_GIVEN_BACK = /\b(?:refund|repa(?:y|id)|reimburs|overpa)/i;

/**
 * Whether a sentence of the letter's own body (its salutation to its first closing) pays money into the pronoun's account
 * ("to your account" for "you", "to our account" for "we"). A reply under the closing speaks with the pronouns turned
 * ("Our deposit … was transferred today to your account": an exchange of letters, facts set 47).
 */
function paidIntoAccount(pronoun: string, texts: readonly string[]): boolean {
  const into = pronoun === 'we' ? INTO_OUR_ACCOUNT : INTO_YOUR_ACCOUNT;
  const salutation = salutationAt(texts);
  if (salutation < 0) return false;
  const closing = texts.findIndex((t, i) => i > salutation && VALEDICTION.test(t));
  return texts.slice(salutation + 1, closing < 0 ? texts.length : closing).some((t) => t.includes('account') && into.test(t) && !MONEY_GIVEN_BACK.test(t));
}

/**
 * Whether a sentence makes the pronoun ("we", "you") pay, for the service (NOT_FOR_THE_SERVICE), and when `object` is
 * given, pay that pronoun ("We will pay you …", "you will pay us …").
 */
function pronounPays(pronoun: string, object: string, texts: readonly string[]): boolean {
  return willPay(String.raw`(?:${pronoun}|${pronoun[0].toUpperCase()}${pronoun.slice(1)})`, object, texts);
}

/**
 * Whether a sentence says the payer `payer` (a pattern: a party's short name or a pronoun) "will pay", for the service
 * (NOT_FOR_THE_SERVICE), and when `object` is given (a pattern), pays it: "KDM will pay …", "the Council will pay you …",
 * "We will pay you …". One home for the payer's future tense of payerOf, writerPayingYou and pronounPays (issue 18,
 * h110dup; writerPayingYou's copy wrote its own).
 */
function willPay(payer: string, object: string, texts: readonly string[]): boolean {
  const to = object === '' ? '' : String.raw`\s+${object}(?![\p{L}\p{N}])`;
  const re = new RegExp(String.raw`(?<![\p{L}\p{N}])${payer}${PAYS_AFTER}${to}${NOT_FOR_THE_SERVICE}`, 'u');
  return texts.some((t) => re.test(t));
}

/**
 * Whether the "we" party, with no party named "you" beside it (an individual addressee the names leave out), is the
 * one that pays: "We will pay you EC$2.85 per pound", and "you" never pays "us". A letter by which its writer buys.
 */
function writerBuys(we: PartyRecord, primaries: readonly PartyRecord[], pronounOf: ReadonlyMap<string, string>, texts: readonly string[]): boolean {
  if (primaries.some((q) => q !== we && pronounOf.get(q.party) === 'you')) return false;
  // Or the writer orders from "you" ('Lanitra Solar SARL ("we") would like to order from you ("you") …'): who orders
  // buys, unless "you" pays "us" (h103p61, h101p60's side finding; "will buy … from you" alone stays h88p's near miss).
  if (texts.some((t) => WE_ORDER_FROM_YOU.test(t)) && !pronounPays('you', 'us', texts)) return true;
  return pronounPays('we', 'you', texts) && !pronounPays('you', '', texts);
}

/**
 * Of a letter's two parties, its writer named by its own noun or "we" (letter-writer-body.ts: "the Village Hall" of
 * "KONGAZ VILLAGE HALL") and the addressee it calls "you", the writer that pays "you" for the work ("the Village Hall pays
 * you 9 500 lei a month", "the Council will pay you a fee of …", "We pay you …") and is paid nothing by "you" is the
 * Buyer, the addressee it appoints or engages the Supplier: "you" is no customer's word there (facts set 69's cause 3,
 * h109q69; h88p's `writerBuys` read "we" only). Not what a provider pays its client beside the price (credits, interest,
 * refunds: NOT_FOR_THE_SERVICE). The writer's alias says no side itself (a "Supplier" writer keeps its role).
 */
function writerPayingYou(pair: readonly PartyRecord[], texts: readonly string[]): PartyRecord | undefined {
  const addressee = pair.find((p) => /^you$/i.test(p.alias ?? ''));
  const writer = pair.find((p) => p !== addressee);
  // A writer made Primary by its letterhead and its signature (letterhead-signer.ts) has no alias: its own last noun.
  const alias = writer === undefined ? undefined : writer.alias?.replace(/^the\s+/i, '') ?? ownNoun(writer.party);
  if (!addressee || !writer || alias === undefined || alias.length < 2 || /^you$/i.test(alias) || (!/^we$/i.test(alias) && roleOfAlias(alias) !== 'Unknown')) return undefined;
  if (pronounPays('you', '', texts)) return undefined;
  if (/^we$/i.test(alias)) return pronounPays('we', 'you', texts) ? writer : undefined;
  return willPay(escapeRegExp(alias), 'you', texts) || paysNow(alias, 'you', NOT_FOR_THE_SERVICE, texts) ? writer : undefined;
}

/**
 * A sentence by which the writer buys from "you": "We will buy from you the green rice you harvest", or its name with the
 * "we" alias in brackets before the verb ('Acme Ltd. ("Acme", "we" or "us") will buy from you, Jo Bloggs ("you"), …').
 * The writer is then the Buyer beside the party it names "you", though nobody "pays" in so many words (facts set 53's
 * cause 5, issue 18, h92fp). Bounded: linear.
 */
const WE_BUY_FROM_YOU = new RegExp(String.raw`(?:(?<![\p{L}\p{N}])[Ww]e|\([^()]{0,60}["“]we["”][^()]{0,40}\))${BUYS_AFTER}[^.;]{0,120}?\bfrom\s+you(?![\p{L}\p{N}])`, 'u');
/**
 * Or orders from "you": "We would like to order from you the translation of …", 'Lanitra Solar SARL ("we") wishes to
 * order from you ("you") …' — who orders buys (facts set 60's side finding, issue 18, h101p60; the order was read as the
 * writer's supply). "order" right after the pronoun or its wish, then "from you". Bounded: linear.
 */
const WE_ORDER_FROM_YOU = new RegExp(String.raw`(?:(?<![\p{L}\p{N}])[Ww]e|\([^()]{0,60}["“]we["”][^()]{0,40}\))\s{1,3}(?:(?:would\s{1,3}like|wish(?:es)?|want)\s{1,3}to\s{1,3}|(?:shall|will|hereby)\s{1,3})?order\s{1,3}from\s{1,3}you(?![\p{L}\p{N}])`, 'u');

/** Of the parties, `buyer` buys and every other provides: one home for each rule of completeRoles that finds the payer. */
function buyerIs(buyer: PartyRecord, primaries: readonly PartyRecord[]): void {
  for (const p of primaries) p.role = p === buyer ? 'Buyer' : 'Supplier';
}

/** Of the parties, `supplier` provides and every other buys: each rule of completeRoles that finds the one paid or serving. */
function supplierIs(supplier: PartyRecord, primaries: readonly PartyRecord[]): void {
  for (const p of primaries) p.role = p === supplier ? 'Supplier' : 'Buyer';
}

/**
 * Roles the aliases leave open, from the other party: of two parties one pays and one provides, so an alias that says
 * neither ("Company", "NLC") takes the side the other party's alias leaves ("Company" beside "Consultant" → Buyer), and
 * an alias that may be either side ("Owner": the employer of a builder, the lessor of hired plant; "Company") yields
 * when both came out on the same side ("Owner" beside "Hirer" → Supplier). The party that speaks as "we" takes the side
 * "you" leaves, else Supplier: terms written in the first person are the offering business's.
 */
export function completeRoles(primaries: PartyRecord[], pronounOf: ReadonlyMap<string, string>, texts: readonly string[]): void {
  const other = (role: string): string => (role === 'Buyer' ? 'Supplier' : 'Buyer');
  const sided = (p: PartyRecord): boolean => p.role === 'Buyer' || p.role === 'Supplier';
  for (const p of primaries) {
    if (pronounOf.get(p.party) !== 'we' || sided(p)) continue;
    const you = primaries.find((q) => q !== p && pronounOf.get(q.party) === 'you' && sided(q));
    // "You" alone is a customer's word (roles.ts): the writer that buys from the party it names "you" makes it the seller,
    // unless "you" pays "us" (then the pay decides, as writerBuys does where no "you" party is named).
    if (you && /^you$/i.test(you.alias ?? '') && texts.some((t) => WE_BUY_FROM_YOU.test(t) || WE_ORDER_FROM_YOU.test(t)) && !pronounPays('you', 'us', texts)) {
      p.role = 'Buyer';
      you.role = 'Supplier';
      continue;
    }
    p.role = you ? other(you.role) : writerBuys(p, primaries, pronounOf, texts) ? 'Buyer' : 'Supplier';
  }
  // Of three or more parties (a software escrow: the "Owner" of the code, the "Licensee", the agent), an alias that may
  // be either side yields the same way when another party's alias holds its side and none holds the other.
  if (primaries.length > 2) {
    for (const p of primaries) {
      if (!EITHER_SIDE.test(p.alias ?? '') || !sided(p)) continue;
      const same = primaries.some((q) => q !== p && q.role === p.role && !EITHER_SIDE.test(q.alias ?? ''));
      if (same && !primaries.some((q) => q.role === other(p.role))) p.role = other(p.role);
    }
  }
  if (primaries.length > 2) sidesByAlias(primaries);
  if (primaries.length > 2) novatedBuyer(primaries, texts);
  if (primaries.length > 2 && primaries.every((p) => p.role === 'Unknown')) {
    // People sharing one collective alias are one side ("Jérôme Martin and Émilie Roy, … (together, the "Parents")"):
    // beside one other party, the contract's "shall pay" decides as for two parties (payerOf), h47f32.
    const sides = new Map<string, PartyRecord[]>();
    for (const p of primaries) if (p.alias !== undefined) sides.set(p.alias, [...(sides.get(p.alias) ?? []), p]);
    const payer = sides.size === 2 && [...sides.values()].every((side) => side.length > 0) && primaries.every((p) => p.alias !== undefined)
      ? payerOf([...sides.values()].map((side) => side[0]), texts) : undefined;
    if (payer) for (const p of primaries) p.role = p.alias === payer.alias ? 'Buyer' : 'Supplier';
    return;
  }
  if (primaries.length !== 2) return;
  const [a, b] = primaries;
  const letterBuyer = letterPayer(primaries, pronounOf, texts);
  if (letterBuyer) {
    buyerIs(letterBuyer, primaries);
    return;
  }
  const writer = writerPayingYou(primaries, texts);
  if (writer) {
    buyerIs(writer, primaries);
    return;
  }
  if (a.role === 'Unknown' && b.role === 'Unknown') {
    const payer = buyerFromOther(primaries, texts) ?? payerOf(primaries, texts);
    if (payer) buyerIs(payer, primaries);
    // With no payer named, the one that charges or is paid provides (party-payee.ts, h67roles).
    const payee = payer ? undefined : payeeOf(primaries, texts);
    if (payee) supplierIs(payee, primaries);
    // With neither, the one that teaches, trains or advises the other provides (party-serves.ts, h87p).
    const server = payer || payee ? undefined : serverOf(primaries, texts);
    if (server) supplierIs(server, primaries);
    return;
  }
  // An agency may be either side: an advertising or a recruitment agency is paid for its work, a travel agency pays the
  // ground operator it books. Beside a party whose alias says no side ("the Operator"), the contract's "shall pay"
  // decides, as for two companies (payerOf); with no payer the agency stays the Supplier (h45f31, facts set 31's cause 2).
  // A grower likewise: paid for its crop by a winery, paying a beekeeper or a contractor for their work (h48facts).
  // So when the other party's alias puts it on the grower's or agency's own side ("Processor" beside "Grower": a processor
  // buys a grower's crop but is paid for husking it, "Grower shall pay Processor $0.18 per pound"), facts set 40's
  // cause 6 (h75f40p): of two parties on one side one is wrong, and the payer tells which.
  // An alias that may be either side ("Owner") beside another on the same side reads the money first, before it yields:
  // an owner who lets a terrace to an event's "Organiser" (both providers by their words, or by a rental's kind) is the
  // one paid ("The Organiser pays the Owner a rent", "payments are made … to the Owner's account"), facts set 41's cause 2.
  // An alias that may be either side beside one that is not ("Owner" beside "Cultivator" or "Grower": a farmer who sells
  // tubewell water or crushes cane by the hour is paid, "the Cultivator shall pay the Owner Rs. 650/- for each hour"; facts
  // set 50's cause 4, h89p) reads the payer first whatever the other's side: the side its alias alone gives it, or the
  // yield below, only when no payer is named.
  const sideByPayer = [a, b].find((p) => SIDE_BY_PAYER.test(p.alias ?? ''))
    ?? (sided(a) && a.role === b.role ? [a, b].find((p) => EITHER_SIDE.test(p.alias ?? '')) : undefined);
  const eitherSide = [a, b].filter((p) => EITHER_SIDE.test(p.alias ?? ''));
  if (eitherSide.length === 1 && sided(eitherSide[0])) {
    const payer = payerOf(primaries, texts);
    if (payer) {
      buyerIs(payer, primaries);
      return;
    }
  }
  if (sideByPayer !== undefined && [a, b].some((p) => p !== sideByPayer && (p.role === 'Unknown' || p.role === sideByPayer.role))) {
    const payer = payerOf(primaries, texts);
    if (payer) {
      buyerIs(payer, primaries);
      return;
    }
    // With no payer named, the one paid or charging provides: a grower pays a cold store into its account ("paid … to
    // the Storer's account", h73f39n), as party-payee.ts reads two parties of no side.
    const payee = payeeOf(primaries, texts);
    if (payee) {
      supplierIs(payee, primaries);
      return;
    }
  }
  if (sided(a) && !sided(b) && b.role === 'Unknown') b.role = other(a.role);
  else if (sided(b) && !sided(a) && a.role === 'Unknown') a.role = other(b.role);
  else if (sided(a) && a.role === b.role) {
    if (EITHER_SIDE.test(a.alias ?? '') && !EITHER_SIDE.test(b.alias ?? '')) a.role = other(b.role);
    else if (EITHER_SIDE.test(b.alias ?? '') && !EITHER_SIDE.test(a.alias ?? '')) b.role = other(a.role);
  }
}

/**
 * Persons who share one alias ("Hannah Reid and Tom Reid, … (together "the Clients")", a couple as set 8's) are one
 * side: of two such sides, one holding a side and the other none ("the Photographer", "the Caterer"), the one left
 * open takes the other side, as one party beside another does (h34f27).
 */
function sidesByAlias(primaries: PartyRecord[]): void {
  const sides = new Map<string, PartyRecord[]>();
  for (const p of primaries) {
    if (p.alias === undefined) return;
    const key = p.alias.replace(/^the\s+/i, '').toLowerCase();
    sides.set(key, [...(sides.get(key) ?? []), p]);
  }
  if (sides.size !== 2) return;
  const [one, two] = [...sides.values()];
  const roleOf = (side: PartyRecord[]): string | undefined => (side.every((p) => p.role === side[0].role) ? side[0].role : undefined);
  const [r1, r2] = [roleOf(one), roleOf(two)];
  const opposite = (role: string | undefined): string | undefined => (role === 'Buyer' ? 'Supplier' : role === 'Supplier' ? 'Buyer' : undefined);
  if (r2 === 'Unknown' && opposite(r1)) for (const p of two) p.role = opposite(r1) as string;
  else if (r1 === 'Unknown' && opposite(r2)) for (const p of one) p.role = opposite(r2) as string;
}

/**
 * A novation's aliases give the usual sides (roles.ts, BY_KIND): the party that takes over provides, the party that stays
 * buys. A customer's place may be novated as well as a supplier's: when the contract makes the incoming party pay the
 * remaining one, and not the reverse ("the Incoming Party shall pay the Remaining Party for the goods supplied"), the
 * payer decides, as it does between two parties (payerOf; review hrev37 of h52facts). Not the price of the novation
 * itself: an incoming supplier often pays the remaining party for its consent ("In consideration of the Continuing
 * Party's consent, the Transferee shall pay … an administration fee"), which makes it no customer (NOVATION_PRICE).
 */
/** A sentence about what the novation itself costs: a consent, or a fee for the novation or its administration. */
const NOVATION_PRICE = /\bconsent\b|\b(?:administration|administrative|novation|transfer|arrangement|processing)\s+(?:fees?|charges?)\b/i;

function novatedBuyer(primaries: PartyRecord[], texts: readonly string[]): void {
  const bare = (p: PartyRecord): string => (p.alias ?? '').replace(/^the\s+/i, '');
  const taker = primaries.find((p) => p.role === 'Supplier' && NOVATION_TAKER.test(bare(p)));
  const stayer = primaries.find((p) => p.role === 'Buyer' && NOVATION_STAYER.test(bare(p)));
  if (!taker || !stayer || payerOf([taker, stayer], texts.filter((t) => !NOVATION_PRICE.test(t))) !== taker) return;
  taker.role = 'Buyer';
  stayer.role = 'Supplier';
}
