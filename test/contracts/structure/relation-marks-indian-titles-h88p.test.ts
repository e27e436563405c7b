/**
 * A relation's mark before a name ("S/o.", "D/o.", "W/o.", "C/o.") and the Indian courtesy titles "Sri.", "Shri.",
 * "Smt.", "Kum." end no sentence before a capital (structure/sentences.ts RELATION_MARK, common/lexicon/abbreviated-
 * titles.ts; facts set 49's causes 3 and 4, issue 18, h88p). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../src/contracts/structure/sentences.js';

const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('relation marks and Indian courtesy titles end no sentence before a name (h88p)', () => {
  it.each([
    'Sri. M. Suresh Kumar, aged 41 years, S/o. Sri. Madhavan Nair, residing at Vazhuthacaud, Thiruvananthapuram (the "LESSOR").',
    'Smt. Lakshmi Devi, W/o. Sri. Ramesh Babu, residing at Guntur (the "Seller").',
    'Kum. Priya Nair, D/o. Shri. Gopal Nair, of Kochi (the "Tenant").',
    'the letter is sent to the Seller, C/o. Pillai Associates, Ernakulam.',
    'PERIYAR SPICES PRIVATE LIMITED, represented by its Managing Director, Smt. Deepa Varghese (the "BUYER").',
  ])('%s', (text) => {
    expect(split(text)).toEqual([text]);
  });
  it('near misses: the marks before a small letter, or "Sri" without its stop, split as before', () => {
    expect(split('The goods are held c/o. the carrier. Delivery follows.')).toEqual(['The goods are held c/o. the carrier.', 'Delivery follows.']);
    expect(split('The crew flies to Sri Lanka. The Owner pays the fares.')).toEqual(['The crew flies to Sri Lanka.', 'The Owner pays the fares.']);
    expect(split('The share is paid to Smt. The Buyer pays the rest.')).toEqual(['The share is paid to Smt.', 'The Buyer pays the rest.']);
  });
});
