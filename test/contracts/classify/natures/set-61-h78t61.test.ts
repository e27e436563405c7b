/**
 * Issue 18, h78t61 (set 61's natures, types and attributes): slashed and degree markers, "has the following duties:"
 * as a lead-in, and an article heading that ends a background nothing else closes.
 */
import { describe, expect, it } from 'vitest';
import { LIST_MARKER, leadLength } from '../../../../src/contracts/classify/text/text.js';
import { OPERATIVE, recitalElements } from '../../../../src/contracts/classify/document/recitals.js';
import { attributesOf, typesOf } from '../helpers.js';

const PREAMBLE = 'This Haulage Contract is made between Mekong Brewery Co., Ltd (hereinafter called "the Brewery") and Savan Trucking Co., Ltd (hereinafter called "the Carrier").';

describe('markers numbered with a slash or a degree sign', () => {
  it('"1/ ", "a/ ", "1°) " are markers: a heading or an item keeps no Number of its own', () => {
    expect(leadLength('1/ OBJECT OF THE CONTRACT')).toBe(3);
    expect(leadLength('b/ keep the delivery notes;')).toBe(3);
    expect(leadLength('2°) the storage of empty kegs;')).toBe(4);
    expect(attributesOf('3/ TERM AND TERMINATION')).toEqual([]);
    expect(attributesOf('12/ GOVERNING LAW')).toEqual([]);
    expect(attributesOf('1°) the unloading of 40 pallets at the depot;')).toEqual(['Number:40']);
  });

  it('near misses: a share, a round-the-clock service, a date and a reference keep their figures', () => {
    expect(LIST_MARKER.test('1/2 of the price is due on signature.')).toBe(false);
    expect(LIST_MARKER.test('24/7 support is included.')).toBe(false);
    expect(leadLength('1/05/2027 is the start date.')).toBe(0);
    expect(attributesOf('3/4 of the cargo is carried by road.').some((a) => a.startsWith('Number'))).toBe(true);
    expect(leadLength('20° C is the highest storage temperature.')).toBe(0);
  });
});

describe('"X has the following duties:" over its items (the lead-in row)', () => {
  it('the lead-in and its infinitive items are the party\'s duties, as under "X undertakes:"', () => {
    expect(typesOf(PREAMBLE, 'The parties agree as follows:', 'The Carrier has the following duties:',
      '- to load the kegs at the brewery gate;', '- not to carry any other goods in the same truck;').slice(2)).toEqual([
      ['Obligation/Carrier'], ['Obligation/Carrier'], ['Exclusion/Carrier'],
    ]);
    expect(typesOf(PREAMBLE, 'The parties agree as follows:', 'The Brewery shall have the following obligations:',
      '(a) to pay each invoice within 30 days;').slice(2)).toEqual([['Obligation/Brewery'], ['Obligation/Brewery']]);
    expect(typesOf(PREAMBLE, 'The parties agree as follows:', 'The Carrier has the following main responsibilities:',
      '(a) to keep the trucks clean;').slice(2)).toEqual([['Obligation/Carrier'], ['Obligation/Carrier']]);
  });

  it('near misses: rights listed, duties excluded, duties under a law stated as a fact', () => {
    expect(typesOf(PREAMBLE, 'The parties agree as follows:', 'The Brewery has the following rights:',
      '- to inspect the trucks at any time;').slice(2)).toEqual([['Right/Brewery'], ['Right/Brewery']]);
    expect(typesOf(PREAMBLE, 'The parties agree as follows:', 'The following duties are excluded:').slice(2)).toEqual([[]]);
    expect(typesOf(PREAMBLE, 'The parties agree as follows:', 'The Carrier has the following duties under the Road Transport Law.').slice(2)).toEqual([[]]);
  });
});

describe('an article heading ends a background nothing else closes', () => {
  it('"ARTICLE 1st: PURPOSE", "ARTICLE 7: INVOICING", "Clause One – Definitions" open the operative part', () => {
    expect(OPERATIVE.test('ARTICLE 1st: PURPOSE')).toBe(true);
    expect(OPERATIVE.test('ARTICLE 7: INVOICING')).toBe(true);
    expect(OPERATIVE.test('Clause One – Definitions')).toBe(true);
    expect([...recitalElements(['PRELIMINARY STATEMENT', 'The Brewery brews beer for export.', 'ARTICLE 4: PAYMENT', 'The Brewery pays each invoice within 30 days.'])]).toEqual([1]);
    expect(typesOf(PREAMBLE, 'PRELIMINARY STATEMENT', 'The Brewery ships its beer to the ports of the region.',
      { text: 'ARTICLE 6: INVOICING', kind: 'title' }, 'The Carrier invoices each trip within five days of delivery.').slice(2)).toEqual([
      [], [], ['Obligation/Carrier'],
    ]);
  });

  it('near misses: a reference to an article or a clause inside a recital keeps the background open', () => {
    expect(OPERATIVE.test('Article 5 of the Civil Code governs carriage by road.')).toBe(false);
    expect(OPERATIVE.test('Clause 3.2 of the lease allows the works.')).toBe(false);
    expect([...recitalElements(['BACKGROUND', 'Article 12 of the Road Transport Law requires a licence.', 'The Carrier holds that licence.'])]).toEqual([1, 2]);
  });
});

const REFERRAL = 'This Referral Agreement is made between Cedar Eye Hospital LLC ("Hospital") and Orient Care Travel LLC ("Agent").';
const AGREED = 'The parties agree as follows:';

describe('grants, authorisations and entrustments not in the table before (h78t61)', () => {
  it('"authorises Y, on a … basis, to", "grants Y a reduction", "The purpose … is to entrust to Y, which accepts,"', () => {
    expect(typesOf(REFERRAL, AGREED,
      'The Hospital authorises the Agent, on a non-exclusive basis, to refer patients from Kuwait and Oman.',
      'The Hospital allows the Agent, at its own cost, to place its brochures in the waiting room.',
      'If a patient waits more than two hours, the Hospital grants the Agent a reduction of 10% on the next invoice.',
      'The Hospital grants the Agent a price reduction on group bookings.',
      'The purpose of this agreement is to entrust to the Agent, which accepts, the travel arrangements of referred patients.').slice(2)).toEqual([
      ['Right/Agent'], ['Right/Agent'], ['Right/Agent'], ['Right/Agent'], ['Obligation/Agent'],
    ]);
  });

  it('near misses: an insert not followed by "to", a reduction far from the grant, a purpose not accepted', () => {
    expect(typesOf(REFERRAL, AGREED,
      'The Hospital permits the Agent, which it has vetted, and no other firm.',
      'The Hospital grants the Agent a warranty that the equipment will run without any reduction in capacity.',
      'The purpose of this agreement is to entrust to the Agent the travel arrangements of referred patients.').slice(2).map((t) => t.filter((l) => l.startsWith('Right')))).toEqual([
      [], [], [],
    ]);
    expect(typesOf(REFERRAL, AGREED, 'The purpose of this agreement is to entrust to the Agent the travel arrangements of referred patients.').slice(2)).toEqual([[]]);
  });
});

describe('a modal over a list of verbs that ends on a present act (h78t61)', () => {
  it('"shall recruit, employ and make available to Y" is the duty of the subject, no Right of Y', () => {
    expect(typesOf(REFERRAL, AGREED, 'The Agent shall recruit, train and make available to the Hospital two interpreters.',
      'The Agent will hire and make available to the Hospital a driver.').slice(2)).toEqual([['Obligation/Agent'], ['Obligation/Agent']]);
  });

  it('near miss: a present act with no modal stays a grant', () => {
    expect(typesOf(REFERRAL, AGREED, 'The Hospital makes available to the Agent a desk in its lobby.').slice(2)).toEqual([['Right/Agent']]);
  });
});

const LOAN = 'These loan terms are between Tasman Microcredit Limited ("Tasman", "we", "us" or "our") and each member of the borrowing group ("you").';

describe('C34 in we/you terms: money "we" pays out, "you guarantee" (h78t61)', () => {
  it('"We pay …", "We refund …" bind the writer whether or not the predicate names "you"; "You guarantee …" binds the customer', () => {
    expect(typesOf(LOAN, 'We pay interest of 2% a year on savings balances above $200.', 'We refund the membership fee within 14 days of a cancellation.',
      'You guarantee the repayments of every other member of your group.').slice(1)).toEqual([
      ['Obligation/Tasman'], ['Obligation/Tasman'], ['Obligation/You'],
    ]);
  });

  it('near misses: what "we" offers stays a description (what it does binds it since h78we); "we cannot guarantee", "you may not guarantee" promise nothing', () => {
    expect(typesOf(LOAN, 'We offer group loans to market traders.', 'We cannot guarantee that a loan will be approved.').slice(1)).toEqual([[], ['Exclusion/Tasman']]);
    expect(typesOf(LOAN, 'You may not guarantee a loan of another group.').slice(1)).toEqual([['Exclusion/You']]);
  });
});
