/**
 * (h43pay, issue 18) When and how a tax is paid. A sentence about a tax is Pricing & Taxes, and category-cue-vetoes.ts' tax veto
 * keeps the bare "which the Buyer shall pay" of "exclusive of VAT, which the Buyer shall pay at the applicable rate" from
 * reading as a bill (the sets label that sentence Pricing & Taxes alone). But when the sentence also says when or how
 * the tax is paid — on receipt of an invoice, against a valid tax invoice, at the same time as the price or the rent,
 * together with each payment, within so many days of the invoice, or that a party shall invoice it — it says a term of
 * payment too, and C9 gives a sentence with both its amount and its payment both categories: Payment Terms & Billing
 * beside Pricing & Taxes (sets 9, 10, 11, 37, 38, 40, 42, 43, 44, 45 label it so, 9 to 1). The tax veto does not fire
 * on such a sentence. (h75c57) Any period or deadline of paying says when too ("pay the balance, together with General
 * Consumption Tax at 15%, no later than 7 days before the event", "pay each invoice within 15 days, plus GST"), and so do
 * instalments ("a transfer fee of EUR 3,500,000, net of any tax, … in the following instalments:", "plus VAT, payable in
 * three equal instalments"): sets 1–57 label all twelve such sentences Payment Terms & Billing; within N days of an
 * invoice, the older form, is one of them. (h76c58) Against a party's own tax invoice too ("shall be paid by the
 * Employer against the Contractor's tax invoice"), as against a valid one. Bounded repetitions, no lookbehind: linear on
 * hostile text.
 */
const INVOICE = String.raw`(?:(?:VAT|GST|HST|tax)\s{1,8})?invoices?`;
export const TAX_PAID_WHEN = String.raw`\b(?:on|upon)\s{1,8}(?:the\s{1,8})?receipt\s{1,8}of\s{1,8}(?:a|an|the|each|its|the\s{1,8}relevant)\s{1,8}(?:valid\s{1,8}|proper\s{1,8})?${INVOICE}\b|\bagainst\s{1,8}(?:a\s{1,8}|the\s{1,8})?(?:(?:valid|proper)\s{1,8}|[\w-]{1,30}['’]s\s{1,8}(?:valid\s{1,8}|proper\s{1,8})?)${INVOICE}\b|\bat\s{1,8}the\s{1,8}same\s{1,8}time\s{1,8}as\s{1,8}(?:the\s{1,8}|each\s{1,8})?(?:consideration|rent|price|payment|fees?|charges?|sums?|amounts?|instal+ments?)\b|\btogether\s{1,8}with\s{1,8}(?:each|every|the)\s{1,8}(?:payment|instal+ment|invoice)\b|\bwithin\s{1,8}(?:[\w()-]{1,20}\s{1,8}){1,3}?days\b|\bno\s{1,8}later\s{1,8}than\b|\bin\s{1,8}(?:the\s{1,8}following|(?:two|three|four|five|six|\d{1,2}|equal|monthly|quarterly|annual)(?:\s{1,8}equal)?)\s{1,8}instal+ments\b|\b(?:shall|will|must|may)\s{1,8}invoice\b(?!\s{1,8}(?:value|date)\b)`;

/**
 * (issue 18, h104c79) Money moved into or out of an account names how the sentence's sums are paid, whatever tax it also
 * names: "Payments are made to the Licensors' joint account at …, and each Licensor is responsible for the tax on his or
 * her share", "deposit in the Broker's account the estimated duties and taxes" — a term of payment beside the tax (C9:
 * both), as TAX_PAID_WHEN's moments are. Not where the tax is given with its rate ("debits the fees quarterly from the
 * Customer's cash account, plus VAT at 20%": C31's fee plus tax at a rate, tax-word.ts' TAX_AT_A_RATE, Pricing & Taxes
 * alone, h61c52b's reading; set 52's one such sentence is labelled both, against C31), nor a cost "for the account of"
 * a party (who bears it: the tax's own Pricing & Taxes). Bounded words between: linear.
 */
export const PAID_INTO_ACCOUNT = String.raw`(?:\b(?:made|paid|transferred|deposit(?:ed)?|credited)\s{1,8}(?:in|into|to)\s{1,8}(?:[\w'’.-]{1,30}\s{1,8}){0,4}?account\b|\bdebit(?:s|ed)?\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){1,4}?from\s{1,8}(?:[\w'’.-]{1,30}\s{1,8}){0,4}?account\b)`;
