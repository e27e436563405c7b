/**
 * Issue 18, h50f33: the patterns added or changed for facts set 33's causes, on hostile input. Each row is a head then a
 * unit repeated before a short sentence; the whole classifier must read it in linear time (`readsWithin4s`: twice the
 * text, at most three times the CPU). Every look of these patterns is bounded or anchored.
 */
import { describe } from 'vitest';
import { itReadsWithin4s } from './helpers.js';

describe('a preamble\'s side in title case before a name (name-grammar.ts LEADING, h50f33)', () => {
  itReadsWithin4s([
    ['between AA BB LIMITED of the ', 'One Part and Other Part and '],
    ['', 'First Part Second Part Third Part '],
    ['of the One Part and ', 'AA BB CC DD EE '],
  ]);
});

describe('payment by remittance, a deposit\'s refund and a shift\'s length (facts.ts PAYMENT, agreement-terms.ts REFUNDED, HOUR_COMPOUND, SHIFT_AFTER, h50f33)', () => {
  itReadsWithin4s([
    ['The Agent shall ', 'remit the remit of its remit '],
    ['The Tenant shall pay a deposit of £100, ', 'which the Aa Bb Cc shall return '],
    ['The Tenant shall pay a deposit of £100, ', 'refundable returnable to be refunded '],
    ['The Venue shall pay £8 per ', 'twelve-hour shift per 12-hour session within 14 days '],
    ['The Venue shall pay £8 per ', 'twelve - hour '],
  ]);
});

describe('an order valid until a date, qualified years and the agreement\'s names (facts.ts THIS_ORDER_VALID, durations.ts QUALIFIER, agreement-terms.ts APPOINTS, h50f33)', () => {
  itReadsWithin4s([
    ['PURCHASE ORDER ', 'this aa bb cc order is valid this order remains '],
    ['The lease runs for ', 'two (2) agricultural crop academic years '],
    ['The Principal ', 'appoints hereby appoint is hereby appointed for a period of two years '],
  ]);
});

describe('a job work order\'s completion from the receipt of the materials (agreement-terms.ts COMPLETE_WHOLE_ORDER, FROM_RECEIPT, h50f33)', () => {
  itReadsWithin4s([
    ['The Dyer shall ', 'complete the dyeing of the whole order complete the entire '],
    ['The Dyer shall complete the whole order within ', '5 days of receipt of 5 days from receipt of '],
  ]);
});

describe('a one-line acceptance with its date field (acceptance-lines.ts ACCEPTANCE_LINE_DATED, h50f33)', () => {
  itReadsWithin4s([
    ['Accepted for ', 'AA BB LTD.: Cc Dd, Director, '],
    ['Agreed and accepted by ', 'Aa, Bb Cc Date '],
  ]);
});

describe('a party that buys from the other (party-sides.ts BUYS_AFTER in buyerFromOther, h50f33)', () => {
  itReadsWithin4s([
    ['This agreement is made between Aa Ltd (the "Deli") and Bb Ltd (the "Dairy"). ', 'The Deli shall buy cheese from the '],
    ['This agreement is made between Aa Ltd (the "Deli") and Bb Ltd (the "Dairy"). The Deli shall buy ', 'from from from '],
  ]);
});

describe('forces, "Departamento", Slavic bank words and "<Word> and Police." headings (gazetteer.ts heads, own-language-bodies.ts SMALL_LETTER_BANK and the heading pair, h50f33)', () => {
  itReadsWithin4s([
    ['The Contractor shall inform the ', 'Aa Bb Police Force Constabulary Defence Force '],
    ['with the ', 'Departamento Provincial de Aguas Departamento '],
    ['with ', 'Aa Bb Cc banka Dd spořitelna '],
    ['with ', 'Aa Bb Cc Dd Ee Ff '],
    ['7. ', 'Permits and Police. '],
  ]);
});

describe('season years read by the facts only (season-years.ts SEASON_YEARS, h50f33)', () => {
  itReadsWithin4s([
    ['The licence runs for ', 'three (3) agricultural years two crop '],
    ['in the ', '2027/28 Academic Year 12 '],
  ]);
});
