/**
 * Categories left by the weakest held-out sets, 67, 59 and 76 (issue 18, h106c67): a deposit released (C60), a price
 * table's "<what> | <sum>" row and a price list's "from <sum>" (C9), a private person's face or a recognisable person in
 * a picture (Privacy), a party's permit, disclosure or certificate renewed (no Term & Termination), the purpose or the
 * recipient of personal data (no subject of its own), a hire called off by a storm (Force Majeure), perils a warranty does
 * not cover or a cover insures against (no Force Majeure), what the price itself includes or leaves out (C9), a substitute
 * sent in a party's place (Subcontracts). Sentences written for
 * these tests, none taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { isMoneyDeposit } from '../../../../src/contracts/classify/categories/category-money-deposit.js';
import { PRICE_TABLE_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { PRICE_LIST_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-rate-rows.js';
import { HEALTH_RECORD_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-health-records.js';
import { RENEWED_PAPER_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-renewed-papers.js';
import { DATA_HANDLED_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-data-handled.js';
import { PERILS_EXCLUDED_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { CHARGED_SEPARATELY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-charged-separately.js';
import { SUBSTITUTE_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-sub-agents.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyCue, categoriesOf } from './set-cue-helpers.js';

const HIRE = 'These terms are between Tidewater Kayaks Ltd ("we" or "us") and the person who books a kayak ("you").';
const HOSTS = 'This agreement is made between Lakeside Language College (the "College") and the host family named below (the "Host").';
const LEASE = 'This lease is made between the Town of Brackwater (the "Lessor") and Mara Quist, a fishmonger (the "Lessee").';


const privacy = (text: string) => anyCue(HEALTH_RECORD_STRONG_CUES, text);
const renewedPaper = (text: string) => RENEWED_PAPER_NOT_SAID.some(([re]) => text.replace(re, ' ') !== text);
const dataHandled = (text: string) => DATA_HANDLED_NOT_SAID.some(([re]) => text.replace(re, ' ') !== text);
const perilsExcluded = (text: string) => PERILS_EXCLUDED_NOT_SAID.some(([re]) => text.replace(re, ' ') !== text);

describe('C60: a deposit released is a deposit returned', () => {
  it.each([
    'We hold a deposit of £50 on your card and release it when the kayak comes back dry.',
    'The Lessor shall release the security deposit within ten days after the keys are returned.',
  ])('%s → Payment Terms & Billing', (text) => {
    expect(isMoneyDeposit(text)).toBe(true);
    expect(categoriesOf(HIRE, text)).toContain('Payment Terms & Billing');
  });
  it('near miss: an escrow agent\'s deposit of a new release stays a deposit of things', () => {
    expect(isMoneyDeposit('The Licensor shall deposit each new release of the software with the escrow agent.')).toBe(false);
    expect(isMoneyDeposit('The Licensor shall update the deposit with every major release.')).toBe(false);
  });
});

describe('C9: a price table\'s row and a price list\'s lowest price', () => {
  it.each(['Sunset paddle (about 2 hours) | £28', 'Double kayak | per day | £60', 'Lost paddle | from £45'])('%s is a strong Pricing & Taxes row', (text) => {
    expect(anyCue(PRICE_TABLE_ROW_STRONG_CUES, text)).toBe(true);
    expect(categoriesOf(HIRE, text)).toContain('Pricing & Taxes');
  });
  it('a price list\'s "<what>: from <sum>"', () => {
    expect(anyCue(PRICE_LIST_ROW_STRONG_CUES, 'Repair of a torn spray deck: from £35.00')).toBe(true);
    expect(categoriesOf(HIRE, 'Repair of a torn spray deck: from £35.00')).toContain('Pricing & Taxes');
  });
  it('near miss: a deposit row, an instalment row, a dated row, a row of no sum', () => {
    expect(anyCue(PRICE_TABLE_ROW_STRONG_CUES, 'Security deposit | £200')).toBe(false);
    expect(anyCue(PRICE_TABLE_ROW_STRONG_CUES, 'On booking | £40')).toBe(false);
    expect(anyCue(PRICE_TABLE_ROW_STRONG_CUES, 'Second | 1 June 2031 | £400')).toBe(false);
    expect(anyCue(PRICE_TABLE_ROW_STRONG_CUES, 'Sunset paddle | 2 hours')).toBe(false);
    expect(anyCue(PRICE_LIST_ROW_STRONG_CUES, 'Deposit: from £50')).toBe(false);
  });
});

describe('Privacy: a private person\'s face, a person recognisable, people photographed', () => {
  it.each([
    'We may post pictures of the regatta on our website, but we will not show the faces of pupils without their parents\' consent.',
    'You may film the course for your own records, provided that no participant is identifiable.',
    'We will not photograph your guests during the ceremony unless you ask us to.',
    'Pictures in which a child can be recognised stay in the College\'s own files.',
  ])('%s → Privacy', (text) => {
    expect(privacy(text)).toBe(true);
    expect(categoriesOf(HOSTS, text)).toContain('Privacy');
  });
  it('near miss: a face of a thing, face value, a face mask, a performer licensed as a work', () => {
    expect(privacy('The Contractor shall clean the face of each headstone with a soft brush.')).toBe(false);
    expect(privacy('Tickets are sold at their face value and no booking fee is charged.')).toBe(false);
    expect(privacy('Every cleaner shall wear a face mask in the workshop.')).toBe(false);
    expect(privacy('The Host grants the College a licence to use photographs of the guests in its brochure.')).toBe(false);
    expect(privacy('We may photograph the boats and the harbour for our brochure.')).toBe(false);
  });
});

describe('a party\'s permit, disclosure or certificate renewed is no renewal of the contract', () => {
  it.each([
    'The Lessee shall renew her market trader\'s trading licence each January.',
    'The Host must renew the disclosures of every adult in the home every two years.',
    'The Host shall obtain a first aid certificate and renew it before it lapses.',
  ])('%s: no Term & Termination', (text) => {
    expect(renewedPaper(text)).toBe(true);
    expect(categoriesOf(LEASE, text)).not.toContain('Term & Termination');
  });
  it('near miss: the licence or lease itself renewed stays Term & Termination', () => {
    expect(renewedPaper('The Lessee may renew the licence for a second season by writing before 1 March.')).toBe(false);
    expect(renewedPaper('The Lessee may renew this lease for a further term of two years.')).toBe(false);
    expect(categoriesOf(LEASE, 'The Lessee may renew this lease for a further term of two years.')).toContain('Term & Termination');
  });
});

describe('the purpose or the recipient of personal data names no subject of its own', () => {
  it.each([
    ['We use your contact details and bank details only to send you the timetable and to pay your monthly fee.', 'Payment Terms & Billing'],
    ['The College will not share your personal information with anyone except its insurers and its auditors.', 'Insurance'],
    ['The Host keeps the student\'s details for the length of the stay, for the College\'s records.', 'Audits'],
    ['We hold your payment history only to work out the fees for next year.', 'Pricing & Taxes'],
  ])('%s: no %s', (text, other) => {
    expect(dataHandled(text)).toBe(true);
    expect(categoriesOf(HOSTS, text)).not.toContain(other);
  });
  it('personal information passed on: Privacy alone', () => {
    expect(categoriesOf(HOSTS, 'The College will not share your personal information with anyone except its insurers and its auditors.')).toEqual(['Privacy']);
  });
  it('near miss: a name or image used, documents in general, a payment with no personal data', () => {
    expect(dataHandled('The College may use the Host\'s name and photograph to promote the programme.')).toBe(false);
    expect(dataHandled('The Host shall use the College\'s documents only for the placement.')).toBe(false);
    expect(dataHandled('The College pays the Host within 14 days of each invoice.')).toBe(false);
    expect(categoriesOf(HOSTS, 'The College pays the Host within 14 days of each invoice.')).toContain('Payment Terms & Billing');
  });
  it('near miss: data kept secure keeps its own reading (C13 left as the sets label it)', () => {
    const safety = DATA_HANDLED_NOT_SAID.find(([, c]) => c === 'Safety and Security')![0];
    const text = 'We hold your bank details only to pay you and keep them secure on our own server.';
    expect(text.replace(new RegExp(safety.source, safety.flags), ' ')).toContain('keep them secure');
  });
});

describe('Force Majeure: a hire called off by the weather; perils excluded from a warranty or insured against', () => {
  it('a hire or a charter cancelled because of a storm → Force Majeure', () => {
    expect(categoriesOf(HIRE, 'We may cancel a hire because of a storm, and then refund you in full.')).toContain('Force Majeure');
    expect(categoriesOf(HIRE, 'We may call off a rental because of heavy rain and move it to another day.')).toContain('Force Majeure');
  });
  it.each([
    'Our guarantee does not cover leaks caused by a cyclone, a flood or an earthquake.',
    'The Lessee shall keep the boathouse insured against fire, flood and hurricane for its full value.',
  ])('%s: no Force Majeure', (text) => {
    expect(perilsExcluded(text)).toBe(true);
    expect(categoriesOf(LEASE, text)).not.toContain('Force Majeure');
  });
  it("near miss: a party's liability excused by the same perils keeps Force Majeure", () => {
    const text = 'The Lessor shall not be liable for any damage to the boathouse caused by hurricane, flood or earthquake.';
    expect(perilsExcluded(text)).toBe(false);
    expect(categoriesOf(LEASE, text)).toContain('Force Majeure');
  });
});

describe('C9: what the price itself includes or leaves out', () => {
  it.each([
    'The hire charge includes a helmet, a lock and a map of the island.',
    'The rent does not include water, which the Lessee pays to the water board.',
    'Our fees cover the lessons, the textbooks and one excursion each term.',
  ])('%s → Pricing & Taxes', (text) => {
    expect(anyCue(CHARGED_SEPARATELY_STRONG_CUES, text)).toBe(true);
    expect(categoriesOf(LEASE, text)).toContain('Pricing & Taxes');
  });
  it('near miss: a question heading, the work itself, a thing included alone', () => {
    expect(anyCue(CHARGED_SEPARATELY_STRONG_CUES, 'What does the price include?')).toBe(false);
    expect(anyCue(CHARGED_SEPARATELY_STRONG_CUES, 'The services include the cleaning of the stalls twice a week.')).toBe(false);
    expect(anyCue(CHARGED_SEPARATELY_STRONG_CUES, 'The Lessor covers the roof with new sheets every ten years.')).toBe(false);
  });
});

describe('the new patterns read hostile text in linear time (h106c67)', () => {
  it('each one', () => {
    const units = ['we release it ', 'Aa | from £1 ', 'Aa | b | £1 ', 'Aa: from £1 ', 'faces of the guests ', 'no guest is identifiable ', 'photograph your guests ', 'renew her trade licence ', 'certificate and renew it ', 'use your personal data to ', 'keep your details for keep secure ', 'guarantee does not cover ', 'insured a a a against ', 'the hire fee includes ', 'the a price '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [isMoneyDeposit(text), anyCue(PRICE_TABLE_ROW_STRONG_CUES, text), anyCue(PRICE_LIST_ROW_STRONG_CUES, text), privacy(text), renewedPaper(text), dataHandled(text), perilsExcluded(text), anyCue(CHARGED_SEPARATELY_STRONG_CUES, text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(8);
    }
  });
});

describe('Subcontracts: a substitute sent or nominated in the party\'s place', () => {
  it.each([
    'You may send in your place another qualified instructor whom we have approved.',
    'If the Tutor is ill, the Tutor may nominate a substitute tutor approved by the College.',
  ])('%s → Subcontracts', (text) => {
    expect(anyCue(SUBSTITUTE_SENT_STRONG_CUES, text)).toBe(true);
    expect(categoriesOf(HOSTS, text)).toContain('Subcontracts');
  });
  it('near miss: a substitute thing, a stand-in engaged by the hirer, an office filled', () => {
    expect(anyCue(SUBSTITUTE_SENT_STRONG_CUES, 'If the boat breaks down, we will send a substitute boat within a day.')).toBe(false);
    expect(anyCue(SUBSTITUTE_SENT_STRONG_CUES, 'The College may engage a substitute tutor at the Tutor\'s cost.')).toBe(false);
    expect(anyCue(SUBSTITUTE_SENT_STRONG_CUES, 'Each member may remove its director and appoint another in his place.')).toBe(false);
  });
  it('reads hostile text in linear time', () => {
    for (const unit of ['send in your place a ', 'nominate a substitute a ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => anyCue(SUBSTITUTE_SENT_STRONG_CUES, text);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toBe(true);
    }
  });
});

describe('C62: a stamp duty paid, payable or withheld is a tax of the deal', () => {
  it.each([
    'The Lessee shall pay the stamp duty chargeable on this lease.',
    'The Lessor shall withhold from each payment the amount due as stamp duty.',
  ])('%s → Pricing & Taxes', (text) => expect(categoriesOf(LEASE, text)).toContain('Pricing & Taxes'));
  it('near miss: a stamp on a document, a duty of care paid no heed', () => {
    expect(categoriesOf(LEASE, 'The Lessee shall stamp each delivery note with the date of receipt.')).not.toContain('Pricing & Taxes');
  });
});
