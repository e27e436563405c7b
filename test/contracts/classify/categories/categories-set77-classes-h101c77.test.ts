/**
 * Issue 18, h101c77: classes of set 77's category misses (bench/log.md, "A seventy-seventh, blind set" → "Categories"),
 * each read from a written convention: C121 (data defined as people's records is personal data: the definition, and the
 * clauses that handle the data, are Privacy; a person identified from data), C122 (a section on the use of a party's
 * things is Asset Use). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { personalDataTerms, personalDataTermsRead } from '../../../../src/contracts/classify/definitions/defined-personal-data.js';
import { findDefinition } from '../../../../src/contracts/classify/definitions/definitions.js';
import { titleCategories } from '../../../../src/contracts/classify/categories/category-titles.js';
import { PEOPLE_IDENTIFIED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-people-identified.js';
import { GOODS_CONFORMITY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-goods-conformity.js';
import { NONCONFORMING_REJECTED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-nonconforming-rejected.js';
import { WORK_RULE_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-compliance.js';
import { TELLING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-telling.js';
import { ORDER_MEANS_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-orders-placed.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOf, expectCategories } from '../helpers.js';

const STUDY = 'This Agreement is made between the Ministry of Education, Apia (the "Ministry"), and the Samoa Polytechnic, Apia (the "Polytechnic").';
const CLUB = { preamble: 'These terms apply to every member of Harbour Rowing Club Incorporated ("the Club", "we" or "us").' };

describe('data defined as the records of people is personal data (C121)', () => {
  const definitionsOf = (texts: readonly string[]) => texts.map((t) => findDefinition(t, false));
  it('finds the term whose definition opens on the records, files or information of private persons', () => {
    const texts = [
      '"Survey Data" means the records of the hearing tests of pupils in the district schools.',
      '"Clinic Files" means the files of the patients treated at the mobile clinics.',
      '"Member Information" means information about the members of the Society.',
    ];
    expect(personalDataTerms(texts, definitionsOf(texts))).toEqual(['Survey Data', 'Clinic Files', 'Member Information']);
  });
  it('finds none where the records are of things or the data was made anonymous first', () => {
    const texts = [
      '"Stock Records" means the records of the Goods held at the warehouse.',
      '"Usage Data" means aggregated data about the patients of the clinics.',
      '"Accounts" means the books of account of the Company.',
    ];
    expect(personalDataTerms(texts, definitionsOf(texts))).toEqual([]);
  });
  it('reads the term as personal data only in a sentence that handles the data', () => {
    const read = personalDataTermsRead(['Survey Data']);
    expect(read('The Polytechnic shall store the Survey Data on its own server.')).toBe('The Polytechnic shall store the personal data on its own server.');
    expect(read('The Polytechnic shall answer any question about the Survey Data within five days.')).toBe('The Polytechnic shall answer any question about the Survey Data within five days.');
    expect(read('Each staff member completes a course before seeing the Survey Data.')).toBe('Each staff member completes a course before seeing the Survey Data.');
  });
  it('gives the definition, and each clause handling the data, Privacy; a clause only naming the data its own subject', () => {
    const [, definition, derived, keep, give, identify, loss, question, warranty, fee] = categoriesOf(
      STUDY,
      '"Survey Data" means the records of the hearing tests of pupils in the district schools.',
      '"Coded Data" means Survey Data from which the name and school of each pupil have been taken out.',
      '3.1 The Polytechnic shall keep the Survey Data in a locked room at its campus.',
      '3.2 The Polytechnic shall not give the Coded Data to any other person.',
      '3.3 The Polytechnic shall not attempt to identify any pupil from the Coded Data.',
      '3.4 The Polytechnic shall tell the Ministry within two days of any loss of the Survey Data.',
      '3.5 The Ministry shall answer any question of the Polytechnic about the Survey Data within ten days.',
      '3.6 The Ministry gives no warranty that the Survey Data is complete.',
      '3.7 No fee is payable for the Survey Data.',
    );
    expect(definition).toEqual(['Privacy']);
    expect(derived).toEqual(['Privacy']);
    expect(keep).toContain('Privacy');
    expect(give).toContain('Privacy');
    expect(identify).toEqual(['Privacy']);
    expect(loss).toEqual(['Communication', 'Privacy']);
    expect(question).not.toContain('Privacy');
    expect(warranty).not.toContain('Privacy');
    expect(fee).not.toContain('Privacy');
  });
});

describe('a person identified from data, or results kept in a form that identifies no one (C121)', () => {
  it('reads information that could identify a person, identifying a person from data and an aggregate form', () => {
    expectEach(cuedBy(PEOPLE_IDENTIFIED_STRONG_CUES), [
      'The Ministry may ask the Polytechnic to take out any details which could identify a village or a patient.',
      'The researchers shall not try to identify any pupil from the tables.',
      'The Polytechnic shall not attempt to re-identify an individual patient from the records.',
      'The Polytechnic may publish its findings only in aggregated form.',
    ], true);
    expectEach(cuedBy(PEOPLE_IDENTIFIED_STRONG_CUES), [
      'The Contractor shall identify a person responsible for safety at the site.',
      'The Polytechnic may use anonymised traffic data to plan its courses.',
      'The Ministry shall identify the schools taking part by 1 March.',
    ], false);
  });
  it('gives such clauses Privacy', () => {
    expectCategories([
      ['The Ministry may ask the Polytechnic to take out any details which could identify a village or a patient.', ['Privacy']],
      ['The Polytechnic may publish its findings only in aggregated form.', ['Privacy']],
    ], { preamble: STUDY });
  });
});

describe('a section on the use of a party\'s things is Asset Use (C122)', () => {
  it('reads a title on using a party\'s or the let thing as Asset Use, not one on using money, data or names', () => {
    for (const title of ['4. Using the Club\'s kayaks', 'Use of our boats', 'Use and Care of the Bicycles', '2.1 Use of the Hall']) expect(titleCategories(title)).toContain('Asset Use');
    for (const title of ['4. Use of the fund', 'Use of Materials and Data', 'Use of the Club\'s name', 'Use of the Services']) expect(titleCategories(title)).not.toContain('Asset Use');
  });
  it('gives the clauses under it Asset Use beside their own subject', () => {
    expectCategories([
      ['You may take out the Club\'s kayaks at weekends, and at other times only with a coach\'s leave.', ['Asset Use']],
      ['You must hose down each kayak after use and hang it back on its rack.', ['Asset Use']],
    ], { ...CLUB, title: '4. Using the Club\'s kayaks' });
  });
});

describe('a thing kept behind a password is no password used as an asset (the Asset Use cue\'s "passwords")', () => {
  it('reads the data kept on a password-protected computer as Privacy alone', () => {
    const [, , keep] = categoriesOf(
      STUDY,
      '"Survey Data" means the records of the hearing tests of pupils in the district schools.',
      'The Polytechnic shall keep the Survey Data only on a password-protected computer.',
    );
    expect(keep).toEqual(['Privacy']);
  });
});

const HOTEL = { preamble: 'This agreement is made between Banjul Bay Hotels Ltd (the "Hotel") and Gunjur Growers Co-operative Society Ltd (the "Supplier").' };

describe('fresh produce and catch: landed, picked or kept cold until delivery, rejected for its decay (C107 widened)', () => {
  it('reads the state the goods must arrive in as Deliverables, not how a carrier carries them', () => {
    expectEach(cuedBy(GOODS_CONFORMITY_STRONG_CUES), [
      'All prawns must have been caught no more than 10 hours before delivery.',
      'The mangoes shall have been picked within 24 hours of delivery.',
      'The lobsters must be kept chilled from landing until delivery.',
      'All oysters must be stored at a temperature below 5°C until delivery.',
    ], true);
    expectEach(cuedBy(GOODS_CONFORMITY_STRONG_CUES), [
      'The Supplier shall deliver the mangoes in refrigerated trucks.',
      'The Hotel keeps the lobsters chilled after delivery in its own cold room.',
      'The Supplier shall be kept informed of the landing times.',
    ], false);
    expectEach(cuedBy(NONCONFORMING_REJECTED_STRONG_CUES), ['The Hotel may reject any crab that is soft or slimy, and does not pay for it.'], true);
  });
  it('gives such clauses Deliverables', () => {
    expectCategories([
      ['All prawns must have been caught no more than 10 hours before delivery and must be kept on ice until delivery.', ['Deliverables']],
    ], { ...HOTEL, title: '4. Quality' });
  });
});

describe('rules about work that name no safety: child labour, a worker\'s permit, a safety body\'s name (C123)', () => {
  const notSaid = (text: string): boolean => WORK_RULE_NOT_SAID.some(([re]) => text.search(re) >= 0);
  it('reads the child labour ban, the permit held and the body\'s name out of Safety and Security', () => {
    expectEach(notSaid, [
      'The Supplier shall not employ any worker under the age of sixteen.',
      'The Supplier must not use child labour on its farms.',
      'The Supplier shall employ migrant workers only if they hold a valid permit to work in the Gambia.',
      'Each driver holds a licence from the Road Transport and Safety Agency.',
    ], true);
    expectEach(notSaid, [
      'Children under 12 must be accompanied by an adult at the pool.',
      'The Supplier shall obtain a permit to work at height before any roof work.',
      'The Supplier shall follow the safety rules of the site.',
    ], false);
  });
  it('leaves the employer\'s duty its Responsibilities alone, and a child\'s age at the pool its safety', () => {
    expectCategories([
      ['The Supplier shall not employ any worker under the age of sixteen, and shall pay its workers at least the minimum wage.', ['Responsibilities']],
      ['Children under 12 must be accompanied by an adult at the pool.', ['Safety and Security']],
    ], HOTEL);
  });
});

describe('a thing reported to someone, an order sent by a means: Communication (C123)', () => {
  it('reads the passive report to a person and the order\'s means', () => {
    expectEach(cuedBy(TELLING_STRONG_CUES), ['Any breakdown must be reported at once to the Hotel\'s chief engineer.', 'Each sale is to be reported to the Supplier on the same day.'], true);
    expectEach(cuedBy(ORDER_MEANS_STRONG_CUES), [
      'The Hotel\'s chef places each order by telephone or text message to the Supplier\'s clerk.',
      'The Hotel shall send its weekly order by e-mail every Monday.',
      'Orders are placed by WhatsApp before 6 pm.',
    ], true);
    expectEach(cuedBy(ORDER_MEANS_STRONG_CUES), ['The Hotel shall place its orders at least two days before delivery.', 'The Supplier delivers by truck each order it accepts.'], false);
  });
  it('gives such clauses Communication', () => {
    expectCategories([
      ['Any breakdown must be reported at once to the Hotel\'s chief engineer.', ['Communication']],
      ['The Hotel shall send its weekly order by e-mail every Monday.', ['Communication']],
    ], HOTEL);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-people-identified.ts', 'identify any pupil pupil pupil '],
  ['categories/cues/category-cues-people-identified.ts', 'information that could in aggregate '],
  ['categories/cues/category-cues-goods-conformity.ts', 'must have been landed must be kept on ice until '],
  ['categories/cues/category-cues-nonconforming-rejected.ts', 'reject any fish that is soft '],
  ['categories/cues/category-cues-compliance.ts', 'employ any worker under the hold a valid permit to work in Safety and '],
  ['categories/cues/category-cues-telling.ts', 'must be reported at once at once '],
  ['categories/cues/category-cues-orders-placed.ts', 'places each order by by order '],
]);

describe('hostile text: the people\'s records meaning and the handling words', () => {
  for (const unit of ['means the records of the aa of ', 'means information about the aa bb of the ', 'before seeing after using ']) {
    it(`"${unit}" repeated in a definition and a clause: linear`, () => {
      const found = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        const texts = [`"Survey Data" ${run}pupils.`, `The Polytechnic shall keep the Survey Data ${run}.`];
        return () => personalDataTermsRead(personalDataTerms(texts, texts.map((t) => findDefinition(t, false))))(texts[1]).length;
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toBeGreaterThan(0);
    });
  }
});
