/**
 * Payment Terms & Billing where no word says "invoice" or "payment terms" (issue 18; gathered here by h28cues from
 * rounds 3, 6 and 7): money given back and the means of paying, fees collected from the customers, an amount to pay
 * named, a share of costs borne, an amount deducted from the next bill. Each sense is a general way drafting writes
 * the subject (docs/contracts.md, "Said without the category's word, round N"), with test sentences of its own
 * (`category-cues-payment.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { FIGURE_THEN_CURRENCY, MONEY, moneyPattern } from '../../numbers/money-shapes.js';
import { GOODS_KEPT_OR_COLLECTED } from './category-cues-delivery.js';

/**
 * (h29c37) Money due for the work done up to the end (C3: money paid, refunded or left unpaid on termination is Payment
 * Terms & Billing beside Term & Termination): "On termination the Client shall pay the Contractor for all work performed
 * up to the termination date", "shall pay for the services rendered through the date of expiry". A second subject beside
 * the termination, so strong (category-cue-lists.ts' STRONG_CUES spreads it): a cue word alone does not clear the second bar.
 * Bounded, linear.
 */
/**
 * A credit of money (a price, a sum, a fee, a deposit), read by the refund-with-time cue and by the credit on a bill
 * below: points or a card credited are no money given back (issue 18, h57left). One home for both. Bounded.
 */
const CREDITED_MONEY = String.raw`\bcredit(?:s|ed|ing)?\s{1,8}(?:its|the|their|his|her|your|our|any|all|such)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:price|amounts?|sums?|fees?|charges?|payments?|deposits?|balance|overpayments?|money|monies|moneys)\b`;

/**
 * (h108cat) Money on an ending, with the ending said first (C3: money paid, refunded or left unpaid on termination is
 * Payment Terms & Billing beside Term & Termination; both, each a strong cue, so neither yields to the other's second
 * bar — a strong Payment alone had pushed the cancellation's Term & Termination out of "If you cancel later, we keep the
 * deposit" in sets 33, 74 and 82).
 * The work paid for: "may terminate this Contract for convenience on 30 days' written notice, and shall then pay for
 * the work done", "terminate the contract for its convenience, paying the Supplier for the motors already shipped",
 * "Upon termination, … shall pay for all reagents delivered". Sets 1–84: 32 such sentences, 31 labelled Payment Terms &
 * Billing (the other an event cancelled by the authorities, Force Majeure beside the ending), all 32 Term & Termination;
 * 5 had lost the Payment to the notice's Communication. Bounded windows: linear.
 */
const ENDING_WORK_PAID = /\b(?:terminat\w*|cancel\w*|ends?|ended)\b[^.;]{0,120}?\bpa(?:y|ys|ying|id)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,3}?for\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,4}?(?:already\s{1,3})?(?:performed|rendered|done|provided|completed|supplied|shipped|delivered)\b/i;
/**
 * Money kept when a booking or the contract is cancelled or ends: "If you cancel later, or do not turn up, we keep 50% of
 * the charge", "If Customer cancels before the first renewal, Company keeps the initial treatment fee", "the Client
 * forfeits the deposit if it withdraws". Sets 1–84: 11 such sentences, all 11 Payment Terms & Billing and Term &
 * Termination (3 had lost one of the two). A kept price named as confidential is no money ("keep the price …
 * confidential"). Bounded: linear.
 */
const ENDING_MONEY_KEPT = /\b(?:cancel\w*|terminat\w*|ends?|ended|withdraw\w*|turn\s{1,3}up|no-show)\b[^.;]{0,120}?\b(?:keeps?|kept|retains?|retained|forfeits?|forfeited)\s{1,3}(?:(?:the|all|any|its|their|your|our|his|her|half|part)\s{1,3}(?:of\s{1,3}(?:the\s{1,3}|its\s{1,3}|their\s{1,3}|your\s{1,3})?)?|\d{1,3}\s?%\s{1,3}of\s{1,3}(?:the\s{1,3}|its\s{1,3}|their\s{1,3}|your\s{1,3})?)(?:[\w-]{1,30}\s{1,3}){0,3}?(?:fees?|charges?|deposits?|price|payments?|sums?|amounts?|monies|money|rent)\b(?![^.;]{0,80}\bconfidential)/i;
/** (issue 18, h109cat, C215) What a party books or holds as a whole, whose cancellation ends the deal. */
const BOOKED_WHOLE = String.raw`(?:booking|reservation|hire|order|event|performance|concert|show|wedding|party|trip|tour|charter|cruise|course|plan|stay|holiday|festival|contract|agreement|package|programme|rental|tickets?)`;
/**
 * (issue 18, h109cat, C215) C202 said as a condition: a sentence that opens "If you cancel", "If the Organiser cancels
 * the Event", "If the Artist cancels the performance …" — the whole booking, hire, event or order, or no object with a
 * time or a comma after the verb ("If you cancel at least 48 hours before …", "If you cancel later, …") — and then
 * names money (a refund, a deposit, a fee, a charge, the price, a payment; not "keep" alone: "we keep your booking on
 * file" is no money): the ending beside its money, Term & Termination. Sets 1–85: 34 sentences of this shape, 33
 * labelled Term & Termination (not set 34's call-out fee, "or nobody is home when we arrive"); 10 had missed it, 5 read
 * now (the other 5 rank it third behind the payment and a price or a duty: two categories at most). Not one session of
 * a continuing service cancelled ("If you cancel a visit with less than 48 hours' notice", "If we cancel a dive", "a
 * lesson", "a walk", "a sailing": sets 22, 29, 63, 67, 71 label those Payment alone), nor a cancellation with no money
 * named (set 54's hours deducted from a plan). Anchored at the sentence's start, bounded windows: linear.
 */
const BOOKING_CANCELLED_MONEY = new RegExp(String.raw`^\W{0,3}(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s{1,3})?if\s{1,3}(?:you|we|the\s{1,3}[\w-]{1,30})\s{1,3}cancels?(?:\s{1,3}(?:the|your|this|their|its|our|his|her|a|an)\s{1,3}(?:[\w-]{1,30}\s{1,3})?${BOOKED_WHOLE}\b|\s{1,3}(?=(?:at\s{1,3}least|more\s{1,3}than|less\s{1,3}than|before|after|later|within|on\s{1,3}or|up\s{1,3}to|\d)\b)|(?=\s{0,3}[,.]))[^.;]{0,160}?\b(?:refund\w{0,3}|deposits?|pay|pays|paid|charges?|fees?|price)\b`, 'i');
/** The ending's own category beside that money (C3): category-cue-lists.ts spreads it into STRONG_CUES. */
export const ENDING_MONEY_TERM_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[ENDING_WORK_PAID, 'Term & Termination'], [ENDING_MONEY_KEPT, 'Term & Termination'], [BOOKING_CANCELLED_MONEY, 'Term & Termination']];

export const PAYMENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h80left, h78c61b's leftover) A payment or repayment schedule named ("Here is the repayment schedule for a loan of …:",
  // "in accordance with the payment schedule in Exhibit B", "a schedule of payments", "the instalment schedule"): the
  // times and sums of payment, the Payment row's "when paid" (sets 1–62: the three sentences naming one are Payment
  // Terms & Billing). Strong: the learned model reads a bare lead-in ("Here is the payment schedule for the first
  // year:") as nothing, and a plain cue does not lift it. Not a report, review or plan about it ("the payment schedule report": sums-owed's list).
  [/\b(?:re)?payment\s{1,3}schedules?\b(?!\s{1,3}(?:reports?|reviews?|plans?|forecasts?|templates?|software|module)\b)|\bschedules?\s{1,3}of\s{1,3}(?:re)?payments\b|\binstal+ment\s{1,3}schedules?\b/i, 'Payment Terms & Billing'],
  [/\bpa(?:y|ys|id)\s+(?:[\w'’-]+\s+){0,3}?for\s+(?:[\w-]+\s+){0,4}?(?:performed|rendered|done|provided|completed|worked|supplied|incurred)\b[^.;]{0,60}?\b(?:termination|expiry|expiration)\b/i, 'Payment Terms & Billing'],
  // (h108cat) The ending said first and the work paid for, or money kept on an ending (ENDING_MONEY below).
  [ENDING_WORK_PAID, 'Payment Terms & Billing'],
  [ENDING_MONEY_KEPT, 'Payment Terms & Billing'],
  // (issue 18, h57left) Money given back with its time: "The Supplier shall refund the price of any Services not
  // performed within 14 days", "shall credit its price to the Buyer's account within 7 days", "repays the amounts
  // received within ten days". When a refund is paid is a term of payment (the Payment row: refunds, credits, when
  // paid), whatever the learned model says of the price or the services named; sets 1–51 label all sixteen refunds
  // and repayments with a time (within N days, weeks or months) Payment Terms & Billing. "Credit" only of money (a
  // price, a sum, a fee, a deposit): points or a card credited are no refund ("credit the Points to each Member's
  // account within 48 hours": set 51, none), nor "refundable" (its own cue above). Nor a time that is another duty's
  // or the goods' return (hrev44): a modal or "returned" between the refund and "within" ("Goods to be refunded must be
  // returned within 14 days", "Where the Seller has refunded the price, the Buyer shall return the goods within 14
  // days"). Nor the time of a paper issued ("credit the fees earned by the Agent in the statement issued within 30
  // days", "…in the report published within"): a participle of issuing right before "within" times the paper, not the
  // money (issue 18, h59left; sets 1–52 hold no refund so timed). Bounded windows, linear.
  [new RegExp(String.raw`(?:\b(?:refund|refunds|refunded|refunding|repay|repays|repaid|repaying)\b|${CREDITED_MONEY})(?:(?!\b(?:shall|must|will|may|returned)\b|\b(?:issued|published|released|sent|submitted|prepared|produced|printed)\s{1,8}within\b)[^.;]){0,160}?\bwithin\s{1,8}(?:[\w()-]{1,20}\s{1,8}){0,3}?(?:days?|weeks?|months?|hours)\b`, 'i'), 'Payment Terms & Billing'],
  // (issue 18, h80money) Money given back, named as money, without its time: "If a coach cancels, we will move the
  // session or refund its fee", "shall replace the spoiled crate or refund its price", "shall then refund 40% of its
  // price", "we will not refund anything", "may ask you to leave without a refund", "must replace the unit or credit its
  // price", "credit the Buyer with their price". A refund is a term of payment (the Payment row: money paid or given
  // back, C3) beside the remedy, the cancellation or the ending it follows, which took the first place and left the
  // plain refund cue below the second bar (sets 25–61: four such refunds beside a replacement or a rearranged lesson
  // labelled Payment Terms & Billing and missed; sets 1–61 label 7 of 9 remedy refunds so). A refund with its money
  // (a price, a fee, a sum, what was paid, anything: "a refund of the fees paid" too), not "refunds" as a noun in what
  // an amount deducts ("revenue less refunds"), nor points or hours credited. A liability or a remedy limited to a
  // refund keeps it (sets 18, 40 and 42 label it Payment Terms & Billing, set 28 not). (h114c89) "refunds" too, the
  // verb's third person ("the Sanatorium refunds the full price", "and then refunds the price in full": sets 1–89 label
  // all 10 such sentences Payment Terms & Billing; 3 had been missed), not the noun after "less", "of", "any" …
  // ("gross sales less refunds and other amounts credited"). (Session 76's re-read #12) The verb read by its object, not
  // by a list of words before it: a determiner, a figure, a currency or a party after "refunds" ("refunds the price",
  // "refunds 50% of the fee", "refunds to the Buyer the price"), not the noun with a participle ("customer refunds paid
  // in the quarter", "revenue after refunds paid to customers"). Bounded windows: linear.
  [new RegExp(String.raw`\b(?:refund|refunded|refunding|refunds(?=\s{1,8}(?:(?:the|a|an|any|all|its|their|his|her|your|our|this|that|each|every|half|part|EUR|USD|GBP|CHF|NOK|SEK|DKK|to\s{1,8}(?:the|you|us|him|her|them)|price|fees?|deposits?|money|monies|sums?|amounts?)\b|\d|€|£|\$)))\s{1,8}(?:[\w'’%-]{1,30}\s{1,8}){0,4}?(?:price|prices|fees?|charges?|sums?|amounts?|money|monies|moneys|deposits?|payments?|paid|rent|costs?|balance|overcharge|overpayment|anything|everything)\b|\bwithout\s{1,8}(?:a|any)\s{1,8}refund\b|${CREDITED_MONEY}|\bcredit(?:s|ed|ing)?\s{1,8}(?:the\s{1,8})?[\w'’-]{1,30}\s{1,8}with\s{1,8}(?:its|their|the|his|her)\s{1,8}(?:full\s{1,8})?(?:price|cost|fees?|amount)\b`, 'i'), 'Payment Terms & Billing'],
  // (issue 18, h80money) A cost charged on to the other party: "we can remove it and charge you the cost", "will fix
  // the scratch and charge you the cost of the repair", "may replace lost keys and charge the Tenant the reasonable
  // cost", "may charge you the full fee". Charging a party what a thing cost is billing it (the Payment row: how
  // payment happens, "invoice"), beside the damage, the removal or the cancellation the sentence is about, which took
  // the first place (sets 25–61: all four such sentences labelled Payment Terms & Billing, all four missed). Only a cost
  // or an expense, or the full price or fee: "shall charge the Customer the fees in Schedule 1" is a price (C9), and
  // "shall not charge the Annual Fee" names no party charged. The party charged is a pronoun or a capitalised role
  // (case-sensitive). Bounded: linear.
  [/\b[Cc]harges?\s{1,8}(?:you|him|her|them|us|(?:the\s{1,8})?[A-Z][\w'’-]{1,30})\s{1,8}(?:for\s{1,8})?(?:the|its|any|all|their|your|his|her)\s{1,8}(?:(?:[\w-]{1,30}\s{1,8}){0,2}?(?:costs?|expenses?)\b|full\s{1,8}(?:price|fees?|charges?|rate|amount)\b)/, 'Payment Terms & Billing'],
  // (issue 18, h73c56) The buyer's side of a sale or service said as a pair of undertakings: "the Customer undertakes
  // to accept the services and pay for them", "the Buyer buys and undertakes to receive and pay for it", "is obliged to
  // take delivery of and pay for the materials" (the civil-law object clause). Paying for what is taken is the
  // subject beside the work or the goods (sets 1–56 label all eight such sentences Payment Terms & Billing); strong,
  // as the second subject of a sentence the first undertaking's words lead. Not a bare acceptance
  // ("undertakes to accept the Deliverables within ten days"), nor payment as another's act ("accept the goods and
  // pay" needs the same subject's "and pay"). Bounded: linear.
  [/\b(?:(?:undertakes?|agrees?|(?:is|are)\s+(?:obliged|bound))\s+to|shall|must|will)\s+(?:accept|receive|take\s+delivery\s+of|take)\b[^.;]{0,80}?\band\s+(?:to\s+)?pay\s+(?:for|the|its|their)\b/i, 'Payment Terms & Billing'],
  // (issue 18, h73c56) Money moved without "pay": takings, proceeds, debts or a price collected ("collects all revenue
  // from the joint tickets into a trust account", "shall collect the sale price from the buyers", "collects the
  // approved debts from the customers", "collects the proceeds and remits them"), and money transferred to an account
  // ("shall transfer the net proceeds to the account of the Principal"): the money's way to the payee, named outright
  // (strong: the sentence model reads an agent's other duties in such sentences; sets 20–56 label all seven such
  // sentences Payment Terms & Billing). Not samples, goods or data collected
  // (Delivery's, Privacy's), nor a tax collected (Pricing & Taxes), nor "collecting" as one activity in a list of what an
  // authority or a service covers ("authority is limited to soliciting applications, collecting initial premiums and
  // delivering policies": the extent, set 10). Nor (hrev64) papers or records named by a money word: delivery
  // receipts, receipts for expenses, revenue data, price lists or tags collected. Bounded: linear.
  [/\bcollect(?:s|ed)?\s+(?:all\s+|any\s+)?(?:the\s+)?(?!(?:delivery|goods|signed|dock|warehouse|expense)\s)(?:[\w-]+\s+)?(?:revenues?|proceeds|takings|receipts(?!\s+for\b)|debts|prices?|instal(?:l)?ments|premiums|dues|royalties|fees|payments|rents?|charges|monies|moneys|sums)\b(?!\s+(?:data|lists?|tags?|labels?|reports?|records?|figures|statistics|information|details|forms?|books?|ledgers?|slips?)\b)|\btransfer(?:s|red|ring)?\s+(?:the\s+|all\s+|any\s+|its\s+|their\s+)?(?:net\s+|gross\s+)?(?:proceeds|sums?|amounts?|funds|money|moneys|monies|balance|revenues?|payments?|takings)\s+(?:[\w-]+\s+){0,4}?to\s+(?:the\s+|its\s+|their\s+|a\s+|an\s+)?(?:[\w'’-]+\s+){0,3}?(?:bank\s+)?account\b/i, 'Payment Terms & Billing'],
  // (h108cat) A sum said not to be refunded ("Trial fee: USD 150, not refundable.", "a non-refundable deposit"): what
  // happens to money paid, the Payment row's refunds, beside the price a fee row states first (Pricing & Taxes' strong
  // row cue took the first place and left the plain cue under the second bar). Sets 1–84: 16 such sentences, all 16
  // Payment Terms & Billing; sets 83 and 84's two fee rows were missed.
  [/\b(?:non-?\s?|not\s{1,3})refundable\b/i, 'Payment Terms & Billing'],
];

export const PAYMENT_CUES: readonly [RegExp, CategoryLabel][] = [
  ...PAYMENT_STRONG_CUES,
  // Said without the category's word, round 3 (h24rec):
  // Payment Terms & Billing: money given back and the means of paying — "we will refund the rest of the month", "is
  // to settle the Studio's share in cash or by card". Not "refunds" as a noun in a list of what is deducted ("revenue
  // less commissions and refunds": the amount's definition).
  // (h55c51) And money said not to be given back: "The first two instalments are non-refundable", "the fee is not
  // refundable" (sets 2, 8, 9, 13, 14, 18, 22, 35, 36 and 51 label all eleven such sentences Payment Terms & Billing).
  [/\brefund(?:ed|ing)?\b|\b(?:non-?|not\s+)refundable\b|\brefunds\s+(?:the|any|all|a|an|its|our|your)\b|\bsettle[sd]?\s+(?:[\w'’-]+\s+){0,4}?(?:share|account|balance|bill|invoice|fees?|charges?|amounts?|sums?)\s+(?:in\s+cash|by\s+(?:credit\s+|debit\s+)?card|by\s+(?:bank\s+)?transfer|by\s+cheque)\b/i, 'Payment Terms & Billing'],
  // Said without the category's word, round 6 (h25cat6):
  // Payment Terms & Billing: fees collected from the customers — "The Club shall collect all the green fees from
  // visitors"; an amount to pay named — "The Hirer must pay a booking fee of £40", "shall pay Supplier a handling fee of
  // EUR 90", "undertakes to pay to the Owner a fee equal to 8% of the takings" (a price and a payment both, as the sets
  // label it; round 7 took the party without "the", "to" and "equal to"); a share of costs borne — "shall bear 40% of
  // the freight costs".
  [/\bcollects?\s+(?:all\s+|any\s+)?(?:the\s+)?(?:[\w-]+\s+)?(?:fees|payments|rents?|charges|monies|moneys|sums)\s+(?:due\s+)?from\b|\b(?:pay|pays)\s+(?:to\s+)?(?:(?:the\s+)?[A-Z][\w-]*\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:fee|rent|charge|price|sum|amount)\s+(?:of\s+(?:[A-Z]{3}\s?|[£$€]|Rs\.?\s?)\s?\d|equal\s+to\b)|\bbears?\s+\d{1,3}(?:\.\d+)?\s*(?:%|per\s*cent\b)\s+of\b/, 'Payment Terms & Billing'],
  // Said without the category's word, round 7 (h26cat7):
  // Payment Terms & Billing: an amount deducted from the next bill or payment — "the Club may deduct £50 for each missed
  // session from the next invoice" (how a payment is settled, beside the amount's price).
  // (issue 18, h59left) So is money credited in or against a bill or a statement: "shall credit the fees earned by the
  // Agent in the statement", "credit the price against the next invoice" (sets 8, 9, 13, 29, 38, 40, 42: every credit
  // set against an invoice is Payment Terms & Billing). Bounded windows, linear.
  // (h70c55) And an amount or a share deducted for each failure or each day of delay ("may deduct 1% of the price of
  // the late goods for each day of delay", "deduct 2% of the monthly fee for each KPI missed": set 52 labels it so).
  // (hrev62) A share only of a sum of money: "deduct 2% from the recorded stock for each month" counts goods, no money.
  [new RegExp(String.raw`\bdeduct\s+${MONEY}[^.;]{0,80}?\bfrom\s+(?:the\s+|its\s+|any\s+)?(?:next\s+)?(?:bill|invoice|payment|fees?|remittance)\b|\bdeduct\s+(?:${MONEY}|\d{1,3}(?:\.\d{1,3})?\s?(?:%|per\s?cent\b|percent\b)\s+of\s+(?:the\s+|its\s+|any\s+|each\s+|such\s+)?(?:[\w-]+\s+){0,2}?(?:price|fees?|charges?|value|sums?|amounts?|invoices?|rent|payments?|remuneration|consideration)\b)[^.;]{0,80}?\bfor\s+(?:each|every)\b|${CREDITED_MONEY}[^.;]{0,80}?\b(?:in|on|against)\s{1,8}(?:the|its|each|any|a|every|their|your)\s{1,8}(?:(?:next|following|monthly|quarterly)\s{1,8})?(?:invoices?|statements?|bills?)\b`), 'Payment Terms & Billing'],
  // (h67c54) A fee taken from a card or a bank account — "Your monthly fee is charged to your card on file on the first
  // day", "the subscription is debited from the Member's bank account" — is the means of paying (round 3's "by card"):
  // Payment Terms & Billing, and by NEIGHBOURS no Pricing & Taxes from a "Fees" heading (set 54). Not a card credited
  // (points, a store card) nor "charged to the account" of a customer's running tab; (hrev59) nor the card's own
  // transactions or purchases charged to it ("not liable for transactions charged to the card after it is reported
  // lost": a card's loss, no fee). Bounded: linear.
  // (issue 18, h98c74) Said actively of what is charged ("We will charge the cost of repair to your card", "may debit the
  // fee to the Customer's bank account"): the same means of paying (C9: the payment, not the amount; C108), so the
  // learned model's Pricing & Taxes yields to it (NEIGHBOURS). What is charged within five words.
  [/(?<!\b(?:transactions?|purchases?|withdrawals?|payments?)\s{1,8})\b(?:charged|debited|billed|taken)\s+(?:to|from|against|on)\s+(?:your|the|its|his|her|their|our)\s+(?:[\w'’-]+\s+){0,2}?(?:(?:credit|debit|payment)\s+)?(?:cards?\s+on\s+file|(?:credit|debit|payment)\s+cards?|cards?|bank\s+accounts?)\b|\b(?:charge|charges|debit|debits)\s+(?:[\w'’-]+\s+){1,5}?to\s+(?:your|the|its|his|her|their|our)\s+(?:[\w'’-]+\s+){0,2}?(?:(?:credit|debit|payment)\s+)?(?:cards?|bank\s+accounts?)\b/i, 'Payment Terms & Billing'],
  // (issue 18, h73c56) And a share contributed to a budget or capital ("The Members contribute to the production
  // budget", "shall contribute its pro rata share within 20 days", "contribute 40% of the Approved Budget"), and
  // accounts, balances or bills settled ("settle all pending account sales within 30 days", "invoices shall be settled
  // through the clearing house"): sets 3–56 label all eight such sentences Payment Terms & Billing. Not a percentage of
  // sales contributed to a fund (a franchise's marketing levy: Pricing & Taxes in the sets), nor a dispute, a claim or
  // an opposition settled. Nor (hrev64) work contributed to a budget ("contribute to the preparation of the budget",
  // "to the annual budget review"), nor a dispute about invoices or an account settled by arbitration, an expert or
  // amicably ("Any disagreement about the final account shall be settled amicably": the dispute's). Bounded.
  [/\bcontribut(?:e|es|ed|ing)\s+(?:to\s+(?:the|a|an|its|their)\s+(?:(?!of\b)[\w-]+\s+){0,3}?(?:budget|capital)\b(?!\s+(?:reviews?|process|planning|discussions?|meetings?|reports?|forecasts?|preparation)\b)|(?:its|their|his|her)\s+(?:pro\s+rata\s+|proportionate\s+|respective\s+)?share\b|\d{1,3}(?:\.\d{1,3})?\s?(?:%|per\s?cent\b|percent\b)\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:budget|capital)\b)|\bsettle[sd]?\s+(?:all\s+|any\s+|the\s+|its\s+|their\s+|each\s+)?(?:pending\s+|outstanding\s+|unpaid\s+|open\s+|final\s+)?(?:accounts?|balances?|invoices?|bills?|financing|debts?|dues|arrears)\b|(?<!\b(?:disputes?|disagreements?|differences?|controvers(?:y|ies)|claims?|questions?)\b[^.;]{0,80})\b(?:revenues?|invoices?|bills?|accounts?|balances?|fees|charges|payments?)\s+(?:shall\s+|will\s+|are\s+|is\s+)?(?:be\s+)?settled\b(?!\s+(?:amicably|finally|by\s+(?:arbitration|mediation|negotiation|an?\s+(?:expert|arbitrator|court)|the\s+(?:courts?|expert|arbitrators?|tribunal))|through\s+(?:arbitration|mediation|negotiation))\b)/i, 'Payment Terms & Billing'],
];

/**
 * (h29c37) Payment named only as the condition of another act: "Subject to payment of the fees, the Licensor grants …",
 * "Subject to the Client's payment of all sums due, the copyright passes …", "may sell off its stock, subject to the
 * payment of royalties on those sales". The clause grants, assigns or allows; it sets no price and bills nothing (the
 * act's own category; the payment is made under the clauses that bill it). category-not-said.ts' NOT_SAID takes the phrase
 * out before the cues read the sentence, for both neighbours; the rest of the sentence keeps its own cues. Global,
 * bounded: linear.
 */
// (h100c76, C112) Also a grant's consideration opening the sentence ("In consideration of the Wayleave Payment, the
// Grantor grants to the Grantee the right:"): why the grant is made, its sum billed under its own clause.
const PAID_AS_CONDITION = String.raw`\bsubject\s+to\s+(?:the\s+)?(?:[\w-]+['’]s?\s+|its\s+|their\s+|your\s+|his\s+|her\s+)?(?:full\s+|prior\s+|timely\s+)?payment\s+(?:in\s+full\s+)?of\s+(?:all\s+|the\s+|any\s+)?(?:[\w-]+\s+){0,2}?(?:fees?|charges?|royalt(?:y|ies)|sums?|amounts?|price|consideration)(?:\s+(?:properly\s+)?(?:due|payable|owing))?(?:\s+(?:on|for)\s+(?:such|those|these|the|that|its)\s+[\w-]+)?|\bin\s+consideration\s+of\s+(?:the\s+)?(?:(?:payment|receipt)\s+(?:by\s+(?:the\s+)?[\w-]+\s+)?of\s+(?:the\s+)?)?(?:[\w-]+\s+){0,2}?(?:fees?|charges?|payments?|sums?|amounts?|price|rent|royalt(?:y|ies)|consideration)\b(?=\s*,)`;
/**
 * (h31c42) The same condition said as a time or a class of payers: "For so long as Customer pays the Annual Support Fee,
 * Licensor will provide …", "while Customer is current in its payment of the Annual Support Fee", "its customers who pay
 * the support fee". The services, the release or the class of customers is the subject; the fee's billing is elsewhere.
 */
const FEE = String.raw`(?:[\w-]+\s+){0,3}?(?:fees?|charges?|royalt(?:y|ies)|sums?|amounts?|price|subscriptions?)\b`;
const PAID_AS_TIME = String.raw`\b(?:so|as)\s+long\s+as\s+(?:the\s+)?[\w-]+\s+(?:pays|continues\s+to\s+pay)\s+(?:the\s+|its\s+|all\s+)?${FEE}|\bis\s+current\s+in\s+(?:its|their|his|her|your)\s+payments?\s+of\s+(?:the\s+|all\s+)?${FEE}|\b(?:customers|clients|licensees|subscribers|users|members)\s+who\s+pay\s+(?:the\s+|its\s+|their\s+)?${FEE}`;
export const PAID_AS_CONDITION_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(PAID_AS_CONDITION, 'gi'), 'Payment Terms & Billing'],
  [new RegExp(PAID_AS_CONDITION, 'gi'), 'Pricing & Taxes'],
];
export const PAID_AS_TIME_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(PAID_AS_TIME, 'gi'), 'Payment Terms & Billing'],
  [new RegExp(PAID_AS_TIME, 'gi'), 'Pricing & Taxes'],
];
/**
 * (issue 18, h104c80, C158) Payment words that bill nothing, said as another act's means, time or fact: the payment by
 * which a party accepts the terms ("By paying the course fee, you accept these terms": C136's acceptance, the fee billed
 * elsewhere); a payment confirmed or received as the time of the next act ("Within two business days after the Escrow
 * Agent confirms the payment, the Seller shall:"); sums a party "has paid" up to now, a fact stated or warranted ("has
 * paid all renewal fees up to 31 December 2041"; sets 49, 73 and 80 label none of five such sentences Payment); a
 * party's bar on paying a third party for passage or a favour ("shall not pay any armed group or checkpoint", "any
 * bribe": its conduct, Responsibilities, OWN_DUTY_CUES). Global, bounded: linear.
 */
// (issue 18, h105c81, C169) A scheme's first payment received as the moment its first box comes ("Your first hamper
// comes on the second Friday after we receive your first payment."): the clause's end, the time of the delivery.
// (issue 18, h106c83; C96, C158) A buyer's payment made in full as the moment of the next act — "Once you have paid in
// full, you collect your items", "until you have paid the total price", a row's "within 14 days after your last
// payment": the time of the collection or the keeping, no payment billed. (h106mendP) Only where goods are kept or
// collected in the clause: "We may suspend the service until you have paid the balance" bills the balance. (h107and;
// review h106rev3's finding 6) The goods named after the verb (delivery.ts' GOODS_KEPT_OR_COLLECTED: "keep your items",
// "collect your furniture"), not any keeping or collecting: "We will hold your booking until you have paid the balance",
// "… the balance, which we will collect by direct debit" bill the balance. The lookarounds after the moment's word.
const PAID_AS_MOMENT = String.raw`\b(?=(?:once|when|after|until|till)\s)(?:(?<=${GOODS_KEPT_OR_COLLECTED}[^.;]{0,80})|(?=[^.;]{0,120}${GOODS_KEPT_OR_COLLECTED}))(?:once|when|after|until|till)\s{1,3}(?:you|we|they|the\s{1,3}[Bb]uyer|the\s{1,3}[Cc]ustomer|the\s{1,3}[Hh]irer)\s{1,3}(?:have|has)\s{1,3}paid\s{1,3}(?:in\s{1,3}full|(?:the|your|its|their|all|every)\s{1,3}(?:total\s{1,3}|full\s{1,3}|whole\s{1,3})?(?:price|balance|instal+ments?))\b|\b(?:after|since)\s{1,3}(?:your|the|its|their|his|her)\s{1,3}(?:last|final)\s{1,3}(?:payment|instal+ment)\s{0,3}\.?\s{0,3}$`;
const PAID_AS_MEANS = String.raw`${PAID_AS_MOMENT}|\bby\s{1,3}(?:paying|payment\s{1,3}of)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,5}?[\w'’-]{1,30}(?=\s{0,3},\s{0,3}(?:you|we|the\s{1,3}[\w-]+|[A-Z][\w-]*)\s{1,3}(?:accepts?|agrees?)\b)|\b(?:after|once|when|upon)\s{1,3}(?:(?:the|its|his|her)\s{1,3})?(?:[A-Z][\w-]*\s{1,3}){0,3}?[\w-]+\s{1,3}(?:confirms|has\s{1,3}confirmed|receives|has\s{1,3}received)\s{1,3}(?:the\s{1,3}|its\s{1,3}|their\s{1,3}|full\s{1,3})?payment(?=\s{0,3},)|\b(?:has|have)\s{1,3}(?:duly\s{1,3})?paid\s{1,3}(?:all|every|each)\s{1,3}${FEE}|\bpay\s{1,3}(?:any\s{1,3})?(?:bribes?|kickbacks?|armed\s{1,3}groups?|militias?|checkpoints?)\b(?:\s{1,3}or\s{1,3}(?:any\s{1,3})?[\w-]+)?|\bsuch\s{1,3}a\s{1,3}payment\b|\b(?:after|once|when)\s{1,3}(?:we|you|they)\s{1,3}(?:receive|have\s{1,3}received)\s{1,3}(?:your|the|its|their|our)\s{1,3}(?:first\s{1,3}|full\s{1,3})?payment\s{0,3}\.?\s{0,3}$`;
export const PAID_AS_MEANS_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(PAID_AS_MEANS, 'gi'), 'Payment Terms & Billing'],
  [new RegExp(PAID_AS_MEANS, 'gi'), 'Pricing & Taxes'],
];
/**
 * (issue 18, h118c91, C282) "Payment" and "paid" in two senses that bill nothing: a use allowed "without further
 * payment" (or additional, extra, other payment: "The Municipality may reproduce images of the mural in its tourist
 * material without further payment"), which says the use is free, no payment term; and the moment a thing "belongs to" a
 * party or "becomes the property of" it, "once the balance is paid" ("The mural belongs to the Municipality once the
 * balance is paid"): the ownership's moment (C96's title passing on the last payment, said of the balance, the price or
 * the fees). The phrase only is taken out: the sentence's other payment words still bill ("… once the balance is paid,
 * which the Municipality pays within 30 days"). Not a payment reminder, notice or demand ("without further payment
 * reminders": a bill's dunning). Sets 1–91: the two such sentences (set 91) are labelled no Payment; "belong(s) to …
 * upon payment" (sets 16, 21, 32) was taken out already (NOT_SAID's "upon payment" at a clause's end). Global, fixed
 * words, one bounded gap: linear.
 */
const PAID_OTHERWISE = String.raw`\bwithout\s{1,3}(?:any\s{1,3})?(?:further|additional|extra|other|more)\s{1,3}payments?\b(?!\s{1,3}(?:reminders?|notices?|requests?|demands?)\b)|\b(?:belongs?|belonged|becomes?\s{1,3}(?:the\s{1,3})?property\s{1,3}of)\s{1,3}(?:to\s{1,3})?[^.;]{0,60}?\b(?:once|when|after|as\s{1,3}soon\s{1,3}as)\s{1,3}(?:the|its|his|her|their|all)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:balance|price|fees?|sums?|amounts?)\s{1,3}(?:is|are|has\s{1,3}been|have\s{1,3}been)\s{1,3}paid\b(?:\s{1,3}in\s{1,3}full\b)?`;
export const PAID_OTHERWISE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [[new RegExp(PAID_OTHERWISE, 'gi'), 'Payment Terms & Billing']];
export const INVOICE_VALUE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  // (h31c42) The value of goods as invoiced is a measure of a quantity bought ("purchase Products with a total net
  // invoice value of at least EUR 600,000"), neither an invoice raised nor a price: no cue of either.
  [/\binvoiced?\s+values?\b/gi, 'Payment Terms & Billing'],
  [/\binvoiced?\s+values?\b/gi, 'Pricing & Taxes'],
];

/**
 * (issue 18, h105c81, C168) A sum named but not stated, paid in instalments — "The price of the share is paid in twelve
 * equal monthly instalments", "The fee is payable in four equal installments on September 1, …" — is how it is paid:
 * Payment Terms & Billing alone. Sets 4, 11, 15, 20, 32, 35, 45 and 78 label all their such sentences so; those that
 * state the sum ("a fixed fee of $48,000, payable in three equal installments") keep its Pricing & Taxes (C9). A veto of
 * the price's cue and learned proposal where the sentence names no amount, its currency before the figure or after it
 * ("The purchase price of 48 000 EUR shall be paid in three equal instalments" states it, h105mendC). Bounded: linear.
 */
const PAID_IN_INSTALMENTS_WITHOUT_SUM = moneyPattern(String.raw`^(?![^]{0,600}?(?:${MONEY}|${FIGURE_THEN_CURRENCY}))[^]{0,300}?\b(?:is|are|shall\s{1,3}be|will\s{1,3}be)\s{1,3}(?:paid|payable)\s{1,3}in\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,3}?instal+ments?\b`, 'i');
export const PAID_IN_INSTALMENTS_VETOES: readonly [RegExp, CategoryLabel][] = [[PAID_IN_INSTALMENTS_WITHOUT_SUM, 'Pricing & Taxes']];
