/**
 * Issue 18, h104n81 (set 81's cause 7 and two of cause 11; sentences written for this test, none from a set): a
 * present-tense duty after "For …" or "In return" with no comma, a thing chosen named by "what"/"which", a plural
 * party's "keep confidential the …", "applies for" a permit (C34); a company name all in its drafting's own words before
 * a capitalised word and its form; a one-digit hour ending a span across midnight. Near misses: present-tense
 * descriptions that bind nobody.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, elements, typesOf } from '../helpers.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { orgs } from '../found-names.js';

const DEED = 'This deed is made between Tomas Rivera (hereinafter "the Owner") and Alder Farms LLC (hereinafter "the Holder").';
const TERMS = 'These terms are between Harbour Hire Ltd ("Harbour", "we" or "us") and the person who books ("you").';
const typeOf = (preamble: string, text: string): string[] => typesOf(preamble, text)[1];

describe('a present-tense duty after an opening phrase with no comma (C34)', () => {
  it('reads "For <what is paid for>" and "In return" before the party as an opening', () => {
    expect(typeOf(DEED, '4.1 For the orchard the Holder pays the Owner a yearly rent of GBP 800.')).toEqual(['Obligation/Holder']);
    expect(typeOf(DEED, 'For late delivery the Holder pays contractual interest.')).toEqual(['Obligation/Holder']);
    expect(typeOf(DEED, 'In return the Holder pays the Owner a quarterly charge.')).toEqual(['Obligation/Holder']);
  });
  it('leaves a party after "for" as its object, a condition in the phrase, and a grant', () => {
    expect(typeOf(DEED, 'For as long as the Holder occupies the orchard, the rent is due.')).toEqual([]);
    expect(typeOf(DEED, 'For the avoidance of doubt the Holder means the company named above.')).toEqual([]);
    expect(typeOf(DEED, 'In return the Owner grants the Holder a licence to the road.')).toEqual(['Right/Holder']);
  });
});

describe('what a party chooses, keeps confidential or applies for (C34)', () => {
  it('reads a thing chosen by "what" or "which" as the act', () => {
    expect(typeOf(TERMS, 'We choose what goes into each hamper.')).toEqual(['Obligation/Harbour']);
    expect(typeOf(DEED, 'The Holder chooses which trees are cut each winter.')).toEqual(['Obligation/Holder']);
  });
  it('leaves the customer\'s pick of what it buys, and a fact confirmed', () => {
    expect(typeOf(TERMS, 'You choose what you order.')).toEqual([]);
    expect(typeOf(DEED, 'The Holder confirms what it received.')).toEqual([]);
  });
  it('reads a plural party\'s "keep confidential the …"', () => {
    expect(typeOf(DEED, 'Both parties keep confidential the figures they exchange.')).toEqual(['Obligation/Both Parties']);
  });
  it('reads "applies for" a permit, to an office or not', () => {
    expect(typeOf(DEED, 'The Holder applies for a felling permit within five days.')).toEqual(['Obligation/Holder']);
    expect(typeOf(DEED, 'The Holder applies to the county office for the water licence.')).toEqual(['Obligation/Holder']);
  });
  it('leaves what a rule covers and descriptions that bind nobody', () => {
    expect(typeOf(DEED, 'The Holder applies its own methods to the work.')).toEqual([]);
    expect(typeOf(DEED, 'This discount applies for the first year.')).toEqual([]);
    expect(typeOf(DEED, 'The course has ten lessons.')).toEqual([]);
    expect(typeOf(DEED, 'The price includes VAT.')).toEqual([]);
  });
});

describe('a company name in its drafting\'s own words before a capitalised word and its form', () => {
  it('reads the whole name', () => {
    expect(orgs('The work is done by Gradbeno podjetje Kras d.o.o. of Celje.')).toEqual(['Gradbeno podjetje Kras d.o.o.']);
  });
  it('leaves an English trade or a listed place\'s site before the name', () => {
    expect(orgs('The boxes are sold by Tomato growers Agro d.d. in Split.')).toEqual(['Agro d.d.']);
    expect(orgs('Cleaning services Lipa d.o.o. is a subcontractor.')).toEqual(['Lipa d.o.o.']);
  });
});

describe('a one-digit hour ending a span across midnight', () => {
  it('is a DateTime after a 24-hour time and the span\'s word', () => {
    expect(attributesOf('The site is guarded between 22:00 and 5:00.')).toEqual(['DateTime:22:00', 'DateTime:5:00']);
    expect(attributesOf('Night work runs from 21:30 to 4:30.')).toEqual(['DateTime:21:30', 'DateTime:4:30']);
  });
  it('leaves a ratio alone', () => {
    expect(attributesOf('The mix is 1:3 sand to cement.')).not.toContain('DateTime:1:3');
  });
});

describe('the new readings on hostile text', () => {
  for (const unit of ['The Holder applies to county ', 'For late the Holder pays ', '23:00 and 5:00 to ', 'We choose which ', 'Kras podjetje Kras ']) {
    it(`reads "${unit}" repeated in linear time`, () => {
      readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))} d.o.o. for the permit.`;
        return () => classifyContract(elements(DEED, text)).elements.length;
      });
    });
  }
});
