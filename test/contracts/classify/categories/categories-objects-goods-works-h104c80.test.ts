/**
 * Set 80's category classes (issue 18, h104c80): the contract's object said without "services" — a sale undertaken by
 * both sides with its object between, a course's or a sale's parts and what is not part of it, the other buyer barred,
 * a row of the least or the most taken and a row of what is included (C156); goods' required state when delivered — a moisture not exceeding a figure,
 * goods free of foreign matter, a sample of each lot tested, a lot refused that does not meet the conditions, a grade row refused (C157); a
 * work's rights without intellectual property's words — copying barred, one copy for one's own study, the author or
 * source named, knowledge owned, a confusing domain name not registered — and payment words that bill nothing (C158);
 * "not to employ children", no bribe or armed group paid, "by registered letter" as notice, a permit obtained and shown.
 * Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { DEAL_OBJECT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-deal-object.js';
import { DELIVERABLES_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-deliverables.js';
import { INTELLECTUAL_PROPERTY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-intellectual-property.js';
import { NONCONFORMING_REJECTED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-nonconforming-rejected.js';
import { PAPERS_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-papers-sent.js';
import { PAID_AS_MEANS_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { SCOPE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { documentCategories } from './set-cue-helpers.js';

/** The categories of each element of a document (a title is written "# …", a list item opens on "(a)" or "a)"). */
const categoriesOfDocument = (...lines: string[]): string[][] => documentCategories(lines, /^(?:\([a-z]\)|[a-z]\))\s/);

const MILL = 'This contract is made between Hollow Mills Ltd ("the Mill") and Nadia Osei ("the Bakery").';
const SCHOOL = 'These terms are between Lantern Learning Ltd ("Lantern", "we" or "us") and the person who enrols ("you").';

describe('the contract\'s object without "services" (C156)', () => {
  it('a sale undertaken by both sides with its object between; not a sale offered alone', () => {
    const got = categoriesOfDocument(
      MILL,
      '# Article 1 – Object',
      '1.1 The Mill undertakes to sell to the Bakery the wheat it grows on Hollow Farm, and the Bakery undertakes to buy it, under the conditions of this contract.',
      '1.2 The Mill undertakes to sell to the Bakery any surplus flour if the Bakery asks for it.',
      '1.3 The Mill does not sell grain from the same fields to any other processor during the term of this contract.',
      '1.4 The Mill will not sell the Bakery\'s data to any other processor during the term of this contract.',
    );
    expect(got.slice(2)).toEqual([['Scope of Work'], [], ['Scope of Work'], []]);
  });

  it('a course\'s or a sale\'s parts and what is not part of the course; not a fee, a price or VAT', () => {
    const got = categoriesOfDocument(
      SCHOOL,
      'The course has eight video lessons and two practice tests.',
      'The course has a fee of BMD 200.',
      'The practical exam on the road is not part of the course.',
      'The exam fee is not part of the course fee.',
      'The sale includes the shop\'s fittings, but not its stock.',
      'The sale price includes VAT.',
    );
    expect(got.slice(1).map((c) => c.includes('Scope of Work'))).toEqual([true, false, true, false, true, false]);
  });

  it('a row of the least or the most taken is Scope of Work, no price; a price row stays a price', () => {
    const got = categoriesOfDocument(
      MILL,
      '# Annex 1 – Prices and Quantities',
      'Price per tonne: EUR 210',
      'Minimum quantity per year: 400 tonnes',
      'Maximum quantity per year: 650 tonnes',
      'Minimum price per tonne: EUR 190',
    );
    expect(got.slice(2)).toEqual([['Pricing & Taxes'], ['Scope of Work'], ['Scope of Work'], ['Pricing & Taxes']]);
  });

  it('a row of what the sale takes in or leaves out; not a tax or a price included; a grade row refused is Deliverables', () => {
    const got = categoriesOfDocument(
      MILL,
      '# Schedule 1 – The Shop',
      'Shop fittings included: 12 shelves and two counters',
      'VAT included: yes, at the standard rate',
      'Grain with moisture above 14%: refused',
      'Grain with moisture below 14%: EUR 210 per tonne',
    );
    expect(got[2]).toEqual(['Scope of Work']);
    expect(got[3]).not.toContain('Scope of Work');
    expect(got[4]).toEqual(['Deliverables']);
    expect(got[5]).not.toContain('Deliverables');
  });
});

describe('what goods must be when delivered (C157)', () => {
  it('a moisture not exceeding a figure, goods free of foreign matter, a sample of each lot tested; not a promise, upkeep or an independent analysis', () => {
    const got = categoriesOfDocument(
      MILL,
      '# Article 3 – Quality',
      '3.1 The grain is dried in the sun before delivery, so that its moisture does not exceed 14%.',
      '3.2 The Mill ensures that the moisture of the grain does not exceed 14%.',
      '3.3 The Mill delivers grain that is ripe, dry and free of weeds and stones.',
      '3.4 The Bakery must keep the yard free of weeds and stones.',
      '3.5 A sample of each load is weighed and tested for moisture before it is unloaded.',
      '3.6 A sample of each load is analysed by an independent laboratory chosen by the Bakery.',
      '3.7 The Bakery tests a sample of each delivery for gluten within two days.',
    );
    expect(got.slice(2).map((c) => c.includes('Deliverables'))).toEqual([true, false, true, false, true, false, true]);
    expect(got[7]).toEqual(['Audits']);
  });

  it('a load refused that does not meet the conditions; not one refused for coming late', () => {
    const got = categoriesOfDocument(
      MILL,
      '5.6 The Bakery may refuse any load that does not meet these conditions, and it does not pay for a load refused.',
      '5.7 The Bakery may refuse any load that arrives late.',
    );
    expect(got[1]).toContain('Deliverables');
    expect(got[2]).not.toContain('Deliverables');
  });
});

describe('a work\'s rights without intellectual property\'s words (C158)', () => {
  it('copying barred, one copy for one\'s own study, knowledge owned, an author named; not a card copied, a contract\'s copy or a boat owned', () => {
    const got = categoriesOfDocument(
      SCHOOL,
      'You must not copy, share or upload any part of the lessons to any website.',
      'You must not copy your access card.',
      'You may print one copy of the handbook for your own study.',
      'Each of us keeps one copy of this agreement for our own records.',
      'We retain ownership of the traditional knowledge of our teachers.',
      'You retain ownership of the boat.',
      'We may use your photographs with your name shown as their author.',
    );
    expect(got.slice(1).map((c) => c.includes('Intellectual Property'))).toEqual([true, false, true, false, true, false, true]);
  });

  it('a confusing domain name not registered; not a domain name registered for the work, nor a vehicle', () => {
    const got = categoriesOfDocument(
      MILL,
      '5.9 The Mill shall not register any domain name that contains the word "hollow" or a similar word.',
      '5.10 The Mill shall register the domain name hollowmills.com in its own name.',
      '5.11 The Mill shall not register any vehicle in the name of the Bakery.',
    );
    expect(got.slice(1).map((c) => c.includes('Intellectual Property'))).toEqual([true, false, false]);
  });
});

describe('payment words that bill nothing (C158), a party\'s conduct and its notices', () => {
  it('paying as the means of accepting, a confirmed payment as the time, fees paid up to now; a payment due stays', () => {
    const got = categoriesOfDocument(
      SCHOOL,
      'By paying the enrolment fee, you accept these terms.',
      'You must pay the enrolment fee by card before the first lesson.',
    );
    expect(got[1]).not.toContain('Payment Terms & Billing');
    expect(got[2]).toContain('Payment Terms & Billing');
    const mill = categoriesOfDocument(
      MILL,
      '# Article 5 – Other duties',
      '5.2 The Mill warrants that:',
      '(a) it is the sole owner of the fields and has paid all renewal fees up to 31 December 2040;',
      '5.4 The Bakery shall pay the price within three days after each delivery.',
      '5.5 Within three days after the Bank confirms the payment, the Mill shall:',
    );
    expect(mill[3]).toEqual(['Warranties']);
    expect(mill[4]).toContain('Payment Terms & Billing');
    expect(mill[5]).not.toContain('Payment Terms & Billing');
  });

  it('no child employed and no bribe or armed group paid, as items; "by registered letter" in a renewal; a permit shown', () => {
    const got = categoriesOfDocument(
      MILL,
      '# Article 5 – Other duties',
      '5.3 The Mill undertakes:',
      'a) to dig the drains before the rains;',
      'b) not to employ children on the farm;',
      'c) not to pay any bribe or armed group for passage.',
      '5.8 The Mill shall obtain the export permit of the National Grain and Seed Development Board before the first shipment and shall show it to the Bakery.',
      '5.9 This contract is renewed for one year unless either party objects by registered letter before 1 May 2041.',
    );
    expect(got[3]).toEqual([]);
    expect(got[4]).toEqual(['Responsibilities']);
    expect(got[5]).toEqual(['Responsibilities']);
    expect(got[6]).toEqual(['Communication', 'Responsibilities']);
    expect(got[7]).toEqual(['Communication', 'Term & Termination']);
  });

  it('a permit held and shown on request is no paper obtained and shown; the price released by its holder is paid over', () => {
    const got = categoriesOfDocument(
      MILL,
      '6.1 The Bakery must hold a valid food handler\'s permit and show it to the Mill on request.',
      '# 3. Payment through the Bank',
      '3.3 The Bank shall release the Purchase Price to the Mill only when the Bakery confirms in writing that the grain is delivered.',
    );
    expect(got[1]).not.toContain('Communication');
    expect(got[3]).toContain('Payment Terms & Billing');
    expect(got[3]).not.toContain('Pricing & Taxes');
  });
});

describe('the new patterns read hostile text in linear time (h104c80)', () => {
  it('each list they sit in', () => {
    const lists = [DEAL_OBJECT_STRONG_CUES, SCOPE_STRONG_CUES, DELIVERABLES_STRONG_CUES, INTELLECTUAL_PROPERTY_CUES, NONCONFORMING_REJECTED_STRONG_CUES, PAPERS_SENT_STRONG_CUES, PAID_AS_MEANS_NOT_SAID];
    for (const unit of ['undertakes to sell to The Aa , and ', 'free of free of ', 'not copy , aa , bb ', 'by paying aa bb ', 'after The Aa confirms ', 'refuse any aa that does not ', 'permit and show it to ', 'Minimum quantity aa ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => lists.map((list) => list.some(([re]) => { re.lastIndex = 0; return re.test(text); }));
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(lists.length);
    }
  });
});
