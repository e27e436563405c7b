/**
 * The payer's sentence in the present tense: "The Winery pays the Bottler a fee of GEL 200 per run", "the Hotel pays
 * the rent monthly". `payerOf` (party-sides.ts) reads "shall / will / must pay" with any object; a bare "pays" is common
 * in plain drafting but also tells what a party does with third parties ("the Bottler pays its staff weekly"), so here
 * the object must be the other party or the price itself: an amount, or a fee, price, rent, hire or charge word (facts
 * set 38's cause 1, h70roles). A definition ('"Run Fee" means the fee the Winery pays …') states no duty and is skipped.
 */
import { escapeRegExp } from '../../../common/regexp.js';
import { CONTRACT_PREFIXES, MARKS_BEFORE_FIGURE } from '../numbers/recognizers.js';

/**
 * The roles of those a party deals with outside this contract: whose charges it pays are theirs, not this contract's
 * price ("the charges of the carrier", "the fees of the local council"), h72pay. An agent, a vendor or a licensor is
 * left out: each is often a party of the contract itself.
 */
const THIRD_PARTY_ROLE = String.raw`(?:[Cc]arriers?|[Cc]ouriers?|[Ff]orwarders?|[Bb]anks?|[Ss]ub-?contractors?|[Ss]uppliers?|[Ll]andlords?|[Aa]uthorit(?:y|ies)|[Cc]ouncils?|[Ii]nsurers?|[Uu]tilit(?:y|ies)|[Cc]ollecting\s{1,3}societ(?:y|ies))\b`;

/**
 * After the price word, a third party's it is: "pays the invoices of its own suppliers", "pays all charges of its bank",
 * "pays the fees of any subcontractor", "pays the business rates on its studio" say what the party does with others, no
 * price of this contract (hrev60); so does a price "of / for / on" a third party's role word, unless that word is the
 * other party's own name ("the charges of the carrier", h72pay). "A fee of GEL 200", "the rent of the Premises", "the fee
 * for the services", "the rent to the Landlord" stay the price. Bounded: linear.
 */
// (issue 18, h73f39d; session 38's leftover) So does a payee of that role named later in the clause: "Birch pays the
// licence fees for the music it plays to the collecting society" pays a third party, while "Birch pays the licence fees
// for the music it plays" in a music licence is this contract's price (Buyer) — the thing it uses is no third party. Not
// the other party's own role ("… to the Landlord" where the Landlord is the other party), nor a bank's account ("to the
// bank account of the Presser"): up to 60 characters of the clause (no stop, semicolon or comma). Bounded: linear.
function notAThirdPartys(otherName: string): string {
  return String.raw`(?!\s{1,3}(?:(?:of|to|for|on)\s{1,3}(?:its|his|her|their|any|third|other)\b|(?:of|for|on)\s{1,3}(?:(?:the|a|an|all|each|every)\s{1,3})?(?:[\p{L}-]{1,30}\s{1,3}){0,2}?(?!${otherName})${THIRD_PARTY_ROLE})|[^.;,]{0,60}?\bto\s{1,3}(?:(?:the|a|an)\s{1,3})?(?:[\p{L}-]{1,30}\s{1,3}){0,2}?(?!${otherName})${THIRD_PARTY_ROLE}(?!\s{0,3}(?:['’]s\b|accounts?\b)))`;
}

/** The price words a present-tense payer pays. */
// An advance or a deposit on the price is paid by the side that pays it ("The Grower pays an advance of PLN 12 000 on the
// first delivery", "the Owner pays a deposit of USD 6,000"), h73f39n.
const PRICE_WORD = String.raw`(?:fees?|prices?|rents?|hire|charges?|remuneration|invoices?|rates?|advances?|deposits?)\b`;
/**
 * What a buyer receives and pays for, as the object of "pays" or "pays for": "The Café pays for each delivery within five
 * days", "THE TEA HOUSE pays each fortnight's deliveries", "pays for the goods delivered" (issue 18, h118f75; facts set
 * 75's cause 2: translated drafting writes the present tense). The goods as delivered or ordered only: what a party pays
 * for beside them (its fuel, its repairs, the costs, the supplies or materials a builder buys for his work) is no price
 * and none of these words.
 */
const BOUGHT_THING = String.raw`(?:deliver(?:y|ies)|goods|orders?|batch(?:es)?)\b`;
/** "pays its own fees": what the party owes its own advisers, no price of this contract (hrev60). */
const NOT_OWN = String.raw`(?!own\b)`;
/**
 * The goods as bought, as the object of "pays (for)": each, every or all of them ("pays for each delivery", "pays
 * each fortnight's deliveries"), a period's ("pays the month's orders"), or "the" ones a participle or a period within three
 * words marks as delivered or ordered ("the goods delivered", "the deliveries of each month", "the deliveries of feed it
 * receives"). Not the carriage a seller may pay ("THE MILL pays for the delivery of the flour to the bakery": "the" with
 * no such mark, or a destination after the thing) nor goods lost, damaged or sent back, a seller's loss (h118rr's
 * finding 2, h118mendC). Bounded runs of words split by blanks: linear.
 */
const BOUGHT_AS_SUCH = String.raw`(?:(?:each|every|all)\s{1,3}${NOT_OWN}(?:[\p{L}'’-]{1,30}\s{1,3}${NOT_OWN}){0,2}?${BOUGHT_THING}|the\s{1,3}(?:[\p{L}-]{1,20}['’]s\s{1,3}${BOUGHT_THING}|(?:deliveries|goods|orders|batches)\b(?=(?:\s{1,3}[\p{L}]{1,20}){0,3}?\s{1,3}(?:delivered|ordered|supplied|received|receives?|each|every)\b)))(?!\s{1,3}(?:to|lost|damaged|returned|rejected|destroyed|stolen)\b)`;
/**
 * A figure that is money: a currency sign, code or word after it ("150 EUR", "150 euros"), or a share of the price
 * ("50% of the fee"). A bare figure counts people or things ("pays 20 freelancers") and a share of costs is no price
 * ("pays 50% of the travel costs"), hrev60. Bounded: linear.
 */
const MONEY_FIGURE = String.raw`\p{N}[\p{N}.,]{0,20}\s{0,2}(?:\p{Sc}|\p{Lu}{3}(?![\p{L}])|(?:euros?|dollars?|pounds?|francs?|cents?)\b|%\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:[\p{L}-]{1,30}\s{1,3}){0,2}?${PRICE_WORD})`;
/**
 * A contract's currency mark before its figure, glued or apart ("Rp350.000", "Kshs. 50,000", "Tk 5,000"; facts set 75's
 * cause 4, issue 18, h118q75): the money recognizer's marks, one list, but those that are labels as often ("R", "K",
 * "RM"). The code of three capitals is read already. Bounded: linear.
 */
const MARK_THEN_FIGURE = String.raw`(?:${MARKS_BEFORE_FIGURE.filter((mark) => CONTRACT_PREFIXES.get(mark)?.label !== true).map(escapeRegExp).join('|')})\.?\s{0,2}\p{N}`;

/**
 * What "pays" may take as its object: the other party ("pays the Bottler", "pays to the Bottler", "pays THE DRIVER" as Cuban
 * and other Latin American drafting writes aliases in capitals, article included: h75f40p), an amount (a currency
 * sign, a money figure, a code of up to three capitals or a contract's mark before its figure), a price word after at most two words, none
 * "own" ("pays a fee", "pays the monthly rent", "pays all invoices"), or a thing bought so, "for" perhaps before it
 * (BOUGHT_AS_SUCH: "pays for each delivery"). Bounded, linear.
 */
function priceObject(otherName: string): string {
  return String.raw`(?:(?:to\s{1,3})?(?:(?:the|The|THE)\s{1,3})?${otherName}|\p{Sc}|${MONEY_FIGURE}|\p{Lu}{1,3}\s{0,2}[\p{Sc}.]?\s{0,2}\p{N}|${MARK_THEN_FIGURE}|(?:(?:a|an|the|its|each|every|all|any)\s{1,3})?${NOT_OWN}(?:[\p{L}-]{1,30}\s{1,3}${NOT_OWN}){0,2}?${PRICE_WORD}${notAThirdPartys(otherName)}|(?:for\s{1,3})?${BOUGHT_AS_SUCH}${notAThirdPartys(otherName)})`;
}

/** A definition's own sentence: a quoted term and "means" / "shall mean" / "refers to". */
const DEFINITION = /["”“]\s{0,3}(?:means|shall\s{1,3}mean|refers\s{1,3}to)\b/u;

/**
 * The pattern of a party that "pays" the other party or the price in the present tense; `notThePrice` is the caller's
 * look-ahead for what either side pays beside the price (costs, damages, interest: party-sides.ts NOT_FOR_THE_SERVICE).
 */
export function paysNowPattern(alias: string, other: string, notThePrice: string): RegExp {
  const name = String.raw`(?<![\p{L}\p{N}])${escapeRegExp(alias)}`;
  const otherName = String.raw`${escapeRegExp(other)}(?![\p{L}\p{N}])`;
  return new RegExp(String.raw`${name}\s{1,3}(?:(?:also|then|always|promptly|monthly)\s{1,3})?pays${notThePrice}\s{1,3}${priceObject(otherName)}`, 'u');
}

/** Whether a text says, in the present tense and outside a definition, that `alias` pays `other` or the price. */
export function paysNow(alias: string, other: string, notThePrice: string, texts: readonly string[]): boolean {
  const re = paysNowPattern(alias, other, notThePrice);
  return texts.some((t) => re.test(t) && !DEFINITION.test(t));
}
