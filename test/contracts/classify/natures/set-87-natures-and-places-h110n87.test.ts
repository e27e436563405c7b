/**
 * Issue 18, h110n87 (set 87's causes 1–8, 17–18; sentences written for this test, none of the set's): a clause number
 * of capitals run into its figures, two persons of one entry joined by a kinship word, a collective sentence after
 * entries that enter into the agreement, openings and a relative clause before a present-tense verb, a period or a sum
 * kept as a Right, a modal in a "before" clause, "They" after a plural party; places of Gabon, the Philippines, Okinawa
 * and Nunavut, a place's field "Branch: X City", and a fraction in words.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { typesOf, typesAndAttributesOf, attributesOf } from '../helpers.js';
import { leadLength } from '../../../../src/contracts/classify/text/text.js';
import { NUNAVUT_COMMUNITIES } from '../../../../src/contracts/classify/lexicon/arctic-and-guianan-towns.js';
import { OKINAWAN_TOWNS_AND_ISLANDS, PHILIPPINE_TOWNS } from '../../../../src/contracts/classify/lexicon/island-and-provincial-towns.js';
import { readsLinearly } from '../../../security/linear-time.js';

const SCHEDULE = 'This Schedule forms part of the Services Agreement dated 3 May 2040 between Harlow Shops Ltd. (the "Customer") and Brightway Cleaning Inc. (the "Contractor").';
const TWO = 'This agreement is made between Harlow Ltd ("Harlow") and Brightway Ltd ("Brightway").';
const one = (preamble: string, text: string): string[] => typesOf(preamble, text)[1];

describe('a clause number of capitals run into its figures (cause 1)', () => {
  it('is read as "1.3" is: the subject after it opens the present-tense duty', () => {
    expect(one(SCHEDULE, 'B1.2 The Contractor supplies its own machines and keeps each machine in working order.')).toEqual(['Obligation/Contractor']);
    expect(one(SCHEDULE, 'C1.3 The Contractor invoices the Customer each month.')).toEqual(['Obligation/Contractor']);
    expect(one(SCHEDULE, 'SC4.2 The Customer pays each invoice within 30 days.')).toEqual(['Obligation/Customer']);
    expect(leadLength('C1.3 The Contractor invoices')).toBe(5);
    expect(leadLength('B2.1.4 The Customer pays')).toBe(7);
  });
  it('near misses: a code with no dot and figures after its figures stays as written', () => {
    for (const text of ['B2B sales are reported monthly.', 'A4 paper is used for every report.', 'C130 aircraft land at the base.', 'B2 1AA is the postcode.', 'A4.5 grade steel is used.']) {
      expect(leadLength(text)).toBe(0);
    }
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `AB${'1.'.repeat(n / 2)}x`;
      return () => leadLength(text);
    });
  });
});

const ROWS = [
  'This agreement is made in Leeds on 2 May 2040 before the parish clerk:',
  '1. Tom Hale, farmer, owner of the field called Long Acre (hereinafter "the Owner");',
  '2. Ann Reed and her husband Bill Reed, farmers of the same village (together "the Sharecroppers").',
];

describe('two persons of one entry joined by a kinship word, under one "together" alias (cause 2)', () => {
  it('the alias is the party of the two, and "They" after it', () => {
    const got = typesOf(...ROWS, 'The Sharecroppers sow the field before 15 November.', 'They pay the pickers they hire.', 'The Sharecroppers may graze their two ponies on the stubble.');
    expect(got.slice(3)).toEqual([['Obligation/Sharecroppers'], ['Obligation/Sharecroppers'], ['Right/Sharecroppers']]);
  });
  it('"his wife" too', () => {
    const rows = [ROWS[0], ROWS[1], '2. Bill Reed and his wife Ann Reed, farmers of the same village (together "the Tillers").'];
    expect(typesOf(...rows, 'The Tillers plough the field in October.')[3]).toEqual(['Obligation/Tillers']);
  });
  it('near misses: "They" after a party named in the singular, a "together" alias in a sentence that is no numbered entry', () => {
    expect(typesOf(...ROWS, 'The Owner provides the seed.', 'They pay the pickers.')[4]).toEqual([]);
    expect(typesOf(ROWS[0], ROWS[1], 'Ann Reed and Bill Reed farm the next field (together "the Neighbours").', 'The Neighbours mend the hedge.')[3]).toEqual([]);
  });
});

describe('a collective sentence after entries that enter into the agreement (cause 3: C44, C194)', () => {
  const ENTRIES = 'Ann Reed, of Leeds (hereinafter "Reed"), Tom Hale, of York (hereinafter "Hale"), Fenwick Holdings Ltd., of Hull (hereinafter "Fenwick"), and Kestrel Boats Ltd., of Hull (hereinafter "the Company"), enter into this agreement as follows.';
  it('lists every party but the company: Multiple Parties', () => {
    const got = typesOf(ENTRIES, 'Reed, Hale and Fenwick are hereinafter collectively referred to as the "Shareholders" and each as a "Shareholder".',
      'No Shareholder shall transfer its shares without the consent of the other Shareholders.', 'Each Shareholder shall keep confidential the Company\'s customer lists.');
    expect(got.slice(2)).toEqual([['Exclusion/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
  it('near miss: a subset that leaves out another party (no company) is a party of its own', () => {
    const got = typesOf(ENTRIES, 'Reed and Hale are hereinafter collectively referred to as the "Founders".', 'The Founders shall keep the Company\'s books.');
    expect(got[2]).not.toContain('Obligation/Multiple Parties');
  });
});

describe('openings and a relative clause before a present-tense verb (causes 4, 5)', () => {
  it('two openings, a fallback, a purpose', () => {
    expect(one(TWO, 'At the end of this agreement, for whatever reason, Harlow restores the yard to its original state.')).toEqual(['Obligation/Harlow']);
    expect(one(TWO, 'Failing that, Brightway removes the shed at Harlow\'s expense.')).toEqual(['Obligation/Brightway']);
    expect(one(TWO, 'To fund this purchase, Brightway takes out life insurance on its director.')).toEqual(['Obligation/Brightway']);
    expect(one(TWO, 'Otherwise, Harlow pays the fee in cash.')).toEqual(['Obligation/Harlow']);
  });
  it('a relative clause between commas', () => {
    expect(one(TWO, 'Harlow, which holds a driving licence, repairs the vans.')).toEqual(['Obligation/Harlow']);
    expect(one(TWO, 'Harlow, which holds a driving licence, manages the depot and leads the tours.')).toEqual(['Obligation/Harlow']);
  });
  it('near misses: "To the extent", a relative clause before "and"', () => {
    expect(one(TWO, 'To the extent permitted by law, Brightway excludes all implied terms.')).toEqual([]);
    expect(one(TWO, 'Harlow, which holds a licence, and Brightway share the depot.')).toEqual([]);
  });
  it('read linearly', () => {
    readsLinearly((n) => {
      const text = `To fund ${'the purchase '.repeat(n / 13)}, for ${'the reason '.repeat(n / 22)}, Harlow, which holds ${'a licence '.repeat(n / 20)}, repairs.`;
      return () => typesOf(TWO, text);
    });
  });
});

describe('a period to act, a sum kept, a modal in a "before" clause (causes 6, 7)', () => {
  it('"has N days to" and a grace period are Rights; a period to pay stays none', () => {
    expect(one(TWO, 'Brightway has 5 days after the visit to report any damage.')).toEqual(['Right/Brightway']);
    expect(one(TWO, 'If Harlow does not pay by the due date, Harlow has a grace period of 60 days to do so.')).toEqual(['Right/Harlow']);
    expect(one(TWO, 'Brightway has 30 days to pay each invoice.')).not.toContain('Right/Brightway');
    expect(one(TWO, 'The month has 30 days.')).toEqual([]);
    // Near miss: a period past, in a time clause.
    expect(one(TWO, 'Harlow may publish the results after Brightway has had 60 days to review them.')).toEqual(['Right/Harlow']);
  });
  it('a lien kept after a purpose is a Right alone', () => {
    expect(one(TWO, 'To secure the price, Harlow keeps the seller\'s lien on the yard.')).toEqual(['Right/Harlow']);
  });
  it('a surplus or an amount above a sum kept is the keeper\'s Right; a thing or an amount held stays a duty', () => {
    expect(one(TWO, 'Harlow keeps any amount the sale brings above the loan.')).toEqual(['Right/Harlow']);
    expect(one(TWO, 'Brightway keeps any surplus from the sale.')).toEqual(['Right/Brightway']);
    expect(one(TWO, 'Harlow keeps the amount in a separate account.')).toEqual(['Obligation/Harlow']);
    expect(one(TWO, 'Brightway keeps the goods in its vault until Harlow collects them.')).toEqual(['Obligation/Brightway']);
  });
  it('a modal after "before" is the time clause\'s', () => {
    expect(one(TWO, 'Harlow must tell Brightway at once and sign an affidavit before it can take the goods.')).toEqual(['Obligation/Harlow']);
    expect(one(TWO, 'Harlow must tell Brightway at once before Brightway can take the goods.')).toEqual(['Obligation/Harlow']);
  });
});

describe('places and a fraction (causes 17, 18)', () => {
  it('towns of Gabon, the Philippines, Okinawa and Nunavut; two towns before their territory', () => {
    expect(attributesOf('The trader was born in Lambaréné and lives in Mouila.')).toEqual(['Location:Lambaréné', 'Location:Mouila']);
    expect(attributesOf('The depot is in Mandaue, Philippines.')).toEqual(['Location:Mandaue, Philippines']);
    expect(attributesOf('The dive boats leave from Urasoe and visit the Yaeyama Islands.')).toEqual(['Location:Urasoe', 'Location:Yaeyama Islands']);
    expect(attributesOf('The barge calls at Baker Lake and Arviat, Nunavut.')).toEqual(['Location:Baker Lake', 'Location:Arviat, Nunavut']);
  });
  it('"<name> City" with its country stays one place; a place\'s field reads "X City"', () => {
    expect(attributesOf('This Agreement is made in Makati City, Philippines.')).toEqual(['Location:Makati City, Philippines']);
    expect(typesAndAttributesOf(TWO, 'Branch: Iloilo City')[1].attributes).toEqual(['Location:Iloilo City']);
    expect(typesAndAttributesOf(TWO, 'Club: Manchester City')[1].attributes).not.toContain('Location:Manchester City');
  });
  it('left out: a surname that names a town alone', () => {
    expect(attributesOf('The shop is run by Ishigaki and Nakamura.')).not.toContain('Location:Ishigaki');
  });
  it('a fraction in words is no Number; "one third party" and "one and a half" stay counts', () => {
    expect(attributesOf('Harlow holds at least one third of the shares.')).toEqual([]);
    expect(attributesOf('Harlow holds two-thirds of the shares.')).toEqual([]);
    expect(attributesOf('Harlow hires one third party auditor.').some((a) => a.startsWith('Number:one'))).toBe(true);
  });
  it('every town of the new lists is read where it stands, its offsets slicing back to its text', () => {
    const towns = [...NUNAVUT_COMMUNITIES, ...PHILIPPINE_TOWNS, ...OKINAWAN_TOWNS_AND_ISLANDS].filter((t) => !t.includes(' Island'));
    fc.assert(fc.property(fc.constantFrom(...towns), fc.constantFrom('The depot is in ', 'Deliver the goods to ', 'The office at '), (town, lead) => {
      const got = attributesOf(`${lead}${town}.`);
      expect(got.filter((a) => a.startsWith('Location:'))).toContain(`Location:${town}`);
    }), { numRuns: 60 });
  });
});
