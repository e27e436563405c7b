/**
 * Contract-level facts found from the elements' attributes and words:
 * - effective dates: dates in a sentence about the agreement taking effect (High) or being entered into,
 *   executed, dated or signed (Low);
 * - termination dates: dates in a sentence about expiry or termination (Medium);
 * - contract terms: durations in a sentence about the agreement's term or about payment (High when the
 *   sentence states terms of payment or what is payable, else Low); payment terms: the payment ones;
 * - amounts: money in a sentence about price, fees or payment; currencies: every money mention's ISO code;
 * - contract types: the kind of agreement the contract calls itself ("Services Agreement").
 */
import type { ConfidenceLevel, Interpretation } from '../wire.js';
import type { Duration } from './durations.js';
import type { NumericFact } from './recognizers.js';
import type { ContractFacts, FactFound } from './types.js';

export interface ElementEvidence {
  text: string;
  numeric: readonly NumericFact[];
  durations: readonly Duration[];
}

const EFFECTIVE_HIGH = /\beffective\b|\bcommenc\w*|\bcome\s+into\s+force\b/i;
const EFFECTIVE_LOW = /\benter(?:ed|s)?\s+into\b|\bexecut\w*|\bdated\b|\bsigned\b|\bmade\s+(?:on|as\s+of)\b/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TERMINATION = /\bterminat\w*|\bexpir\w*|\bend\s+on\b/i;
const PAYMENT = /\bpay(?:s|able|ment|ments)?\b|\binvoice/i;
const PAYMENT_HIGH = /\bpayable\b|\bterms?\s+(?:for|of)\s+payment\b|\bpayment\s+terms?\b/i;
const TERM = /\b(?:initial\s+)?term\s+of\s+(?:this|the)\s+(?:agreement|contract)|\bshall\s+(?:continue|remain)\s+in\s+(?:force|effect)\s+for\b|\binitial\s+term\b|\brenew\w*\s+for\b/i;
const AMOUNT = /\bpric\w*|\bfees?\b|\bcharges?\b|\bpay\w*|\bsum\s+of\b|\bconsideration\b|\bcost\b|\bamount\b/i;
const TYPE = /\b((?:[A-Z][A-Za-z-]*\s+){0,4}(?:Agreement|Contract|Licen[cs]e|Lease|Addendum|Amendment|Order|Terms(?:\s+and\s+Conditions)?))\b/;
const GENERIC_TYPE = /^(?:This|The|That|Such|Each|Any|An?|Prime|Confidentiality|Licence|License|Order|Agreement|Contract|Amendment)\b/;

type Make = (kind: string, element: number, begin: number, end: number, level: ConfidenceLevel, normalized?: string, interpretation?: Interpretation) => FactFound;

export function findContractFacts(elements: readonly ElementEvidence[], make: Make): ContractFacts {
  const out: ContractFacts = {
    effective_dates: [], termination_dates: [], contract_amounts: [], contract_terms: [], payment_terms: [], contract_currencies: [], contract_types: [],
  };
  const seenCurrencies = new Set<string>();
  elements.forEach((e, i) => {
    // What the element is about, read once (not once per date: an element of thousands of dates stays linear).
    let about: 'effective' | 'termination' | 'executed' | 'none' | undefined;
    for (const f of e.numeric) {
      // A calendar date (a time of day, "9.00 am", is no effective or termination date).
      if (f.type === 'DateTime' && ISO_DATE.test(f.value)) {
        about ??= EFFECTIVE_HIGH.test(e.text) ? 'effective' : TERMINATION.test(e.text) ? 'termination' : EFFECTIVE_LOW.test(e.text) ? 'executed' : 'none';
        if (about === 'effective') out.effective_dates.push(make('effective', i, f.begin, f.end, 'High', f.value));
        else if (about === 'termination') out.termination_dates.push(make('termination', i, f.begin, f.end, 'Medium', f.value));
        else if (about === 'executed') out.effective_dates.push(make('effective', i, f.begin, f.end, 'Low', f.value));
      } else if (f.type === 'Currency') {
        const unit = f.unit ?? '';
        // One entry per currency: its first mention.
        if (!seenCurrencies.has(unit)) {
          seenCurrencies.add(unit);
          out.contract_currencies.push(make('currency', i, f.begin, f.end, /^[A-Z]{3}$/.test(unit) ? 'High' : 'Low', unit || undefined));
        }
        if (AMOUNT.test(e.text)) {
          out.contract_amounts.push(make('amount', i, f.begin, f.end, 'Medium', `${f.value} ${unit}`.trim(), { value: f.value, numeric_value: Number(f.value), ...(unit ? { unit } : {}) }));
        }
      }
    }
    let payment: ConfidenceLevel | 'term' | 'none' | undefined;
    for (const d of e.durations) {
      if (d.days === undefined) continue;
      const days = Number.isInteger(d.days) ? d.days : Math.round(d.days);
      const interpretation: Interpretation = { value: String(days), numeric_value: days, unit: 'days' };
      payment ??= PAYMENT.test(e.text) ? (PAYMENT_HIGH.test(e.text) ? 'High' : 'Low') : TERM.test(e.text) ? 'term' : 'none';
      if (payment === 'High' || payment === 'Low') {
        const level: ConfidenceLevel = payment;
        out.contract_terms.push(make('term', i, d.begin, d.end, level, `${days} days`, interpretation));
        out.payment_terms.push(make('payment', i, d.begin, d.end, level, `${days} days`, interpretation));
      } else if (payment === 'term') {
        out.contract_terms.push(make('term', i, d.begin, d.end, 'Medium', `${days} days`, interpretation));
      }
    }
  });
  const type = contractType(elements);
  if (type) out.contract_types.push(make('type', type.element, type.begin, type.end, 'Medium'));
  // High confidence first, as the service lists them.
  const order: Record<ConfidenceLevel, number> = { High: 0, Medium: 1, Low: 2 };
  for (const list of Object.values(out) as FactFound[][]) list.sort((a, b) => order[a.confidence_level] - order[b.confidence_level]);
  return out;
}

/**
 * The agreement's own name: the first "This <Name> Agreement" (how a contract refers to itself), else the
 * first specific agreement name ("Master Services Agreement") in the first elements.
 */
function contractType(elements: readonly ElementEvidence[]): { element: number; begin: number; end: number } | undefined {
  let fallback: { element: number; begin: number; end: number } | undefined;
  for (let i = 0; i < Math.min(elements.length, 40); i++) {
    for (const m of elements[i].text.matchAll(new RegExp(TYPE.source, 'g'))) {
      let phrase = m[1];
      let begin = m.index;
      const lead = /^(?:(?:This|The|That|Such|Each|Any|An?|Prime)\s+)+/.exec(phrase)?.[0] ?? '';
      phrase = phrase.slice(lead.length);
      begin += lead.length;
      if (phrase.split(/\s+/).length < 2 || GENERIC_TYPE.test(phrase)) continue;
      const found = { element: i, begin, end: begin + phrase.length };
      if (/^This\s/.test(lead)) return found;
      fallback ??= found;
    }
  }
  return fallback;
}
