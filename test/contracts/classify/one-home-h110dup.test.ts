/**
 * One home for rules session 72's stop re-read found written twice (issue 18, h110dup): each joined list's readers
 * answer as before on sentences written for these tests (a near miss each), the wider reading where a copy was stale,
 * and a list spread into another is a subset of it. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { TWO_PARTIES, clauseCategories, typesOf } from './helpers.js';
import { partyNames, primary } from './facts-readers.js';
import { ELECTS_OFFICE } from '../../../src/contracts/classify/parties/role-definitions.js';
import { BULLET, BULLET_CHARACTERS, LIST_MARKER } from '../../../src/contracts/classify/text/text.js';
import { PRICE_IN_KIND_STRONG_CUES, PRICE_IN_KIND_VETOES } from '../../../src/contracts/classify/categories/cues/category-cues-price-in-kind.js';
import { COSTS_BORNE_STRONG_CUES, CUSTOMS_DUTY_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-costs-borne.js';
import { STRUCTURAL_REPAIR_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-structural-repairs.js';
import { isDocumentTitle } from '../../../src/contracts/classify/categories/category-document-names.js';
import { UNITS } from '../../../src/nlu/sysent/datetime/lexicon.js';
import { readsLinearly } from '../../security/linear-time.js';
import { withFieldMarkerBlanked } from '../../../src/contracts/classify/parties/schedule-items.js';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';

type Cues = readonly (readonly [RegExp, string])[];
const reads = (cues: Cues, text: string): boolean => cues.some(([re]) => { re.lastIndex = 0; return re.test(text); });

describe('notDuty owns its windows: a barred verb reads its object as the affirmative does', () => {
  it('"does not apply for" a long office\'s licence bars the application (APPLICATION_REACH)', () => {
    expect(typesOf(TWO_PARTIES, 'The Customer does not apply to the Harbour Water Licensing Office (HWLO) for a new connection.')[1]).toEqual(['Exclusion/Customer']);
    expect(typesOf(TWO_PARTIES, 'The Customer applies to the Harbour Water Licensing Office (HWLO) for a new connection.')[1]).toEqual(['Obligation/Customer']);
  });
  it('near miss: "does not apply" to a thing states what a rule covers, no bar', () => {
    expect(typesOf(TWO_PARTIES, 'This clause does not apply to orders placed before the Effective Date.')[1]).not.toContain('Exclusion/Customer');
  });
  it('a short object reads as before: "does not apply for the permit"', () => {
    expect(typesOf(TWO_PARTIES, 'The Customer does not apply for the permit.')[1]).toEqual(['Exclusion/Customer']);
  });
});

describe('"elects … from among": one office pattern (role-definitions)', () => {
  it('ELECTS_OFFICE reads the office after the verb, "from among" within the clause, any pool', () => {
    expect(ELECTS_OFFICE.test(' a Chair and a Treasurer from among themselves')).toBe(true);
    expect(ELECTS_OFFICE.test(' a Chair for a term of two years from among the Directors')).toBe(true);
    expect(ELECTS_OFFICE.test(' to renew the lease for a further term')).toBe(false);
    expect(ELECTS_OFFICE.test(' a Chair. The rest are chosen from among us')).toBe(false);
  });
  it('the Members electing officers act; a party electing to renew takes an option', () => {
    expect(typesOf(TWO_PARTIES, 'The Customer elects a Chair of the steering group from among its staff.')[1]).toEqual(['Obligation/Customer']);
    // Barred, the election reads its office as far (notDuty's window, not the caller's 40 characters).
    expect(typesOf(TWO_PARTIES, 'The Customer does not elect a Chair of the steering group from among its staff.')[1]).toEqual(['Exclusion/Customer']);
    expect(typesOf(TWO_PARTIES, 'The Customer elects to renew the subscription.')[1]).toEqual([]);
  });
});

describe("a payer's future tense: one pattern (party-sides willPay)", () => {
  const LETTER = (pay: string) => [
    'HARBOUR VILLAGE HALL',
    'Quay Street 4, Porthleven',
    'Porthleven, 3 April 2046',
    'Ms Ana Rocha',
    'Mill Lane 7',
    'Porthleven',
    'Re: Appointment – Caretaker of the Hall',
    'Dear Ms Rocha,',
    'Following the committee\'s meeting, the Hall appoints you as caretaker of the hall for 2046, on these terms:',
    `1. ${pay}`,
    '2. Either of us may end this appointment on thirty (30) days\' notice.',
    'Yours sincerely,',
    'Tom Pascoe',
    'Chair of the Committee',
    'For Harbour Village Hall',
    'I accept the terms above.',
    'Ana Rocha',
  ];
  it('the writer that will pay "you" for the work is the Buyer (writerPayingYou)', () => {
    expect(primary(...LETTER('Pay: the Hall will pay you 900 euros a month.')).sort()).toEqual(['ANA ROCHA Supplier', 'HARBOUR VILLAGE HALL Buyer']);
  });
  it('near miss: a writer that will pay "you" back a deposit is no Buyer by it', () => {
    expect(primary(...LETTER('Deposit: the Hall will pay you back the key deposit at the end of the year.'))).not.toContain('HARBOUR VILLAGE HALL Buyer');
  });
  const MEMO = (pay: string) => [
    'MEMORANDUM OF UNDERSTANDING',
    'This memorandum is made between Kestrel Data Ltd ("Kestrel") and Ostrava Rail a.s. ("Ostrava").',
    `1. ${pay}`,
  ];
  it('of two companies, the one that will pay is the Buyer (payerOf)', () => {
    expect(primary(...MEMO('Kestrel will pay a monthly fee of EUR 2,000 for the track data.')).sort()).toEqual(['KESTREL DATA Buyer', 'OSTRAVA RAIL Supplier']);
  });
  it('near miss: one that will pay the costs of a survey makes no Buyer', () => {
    expect(primary(...MEMO('Kestrel will pay the costs of the survey.'))).not.toContain('KESTREL DATA Buyer');
  });
});

describe('bullets: one class (text.ts BULLET)', () => {
  it('the glyphs each reader had are in it; schedule-items spreads it', () => {
    for (const c of ['•', '·', '▪', '◦', '●', '*', '–', '-']) expect(new RegExp(`^${BULLET}$`).test(c)).toBe(true);
    expect(new RegExp(`^${BULLET}$`).test('a')).toBe(false);
    expect(BULLET_CHARACTERS).toContain('▪');
    expect(LIST_MARKER.exec('◦ keep the keys')?.[0]).toBe('◦ ');
    expect(LIST_MARKER.exec('- keep the keys')?.[0]).toBe('- ');
  });
  it('a bulleted item following a named law: the compliance reading takes every bullet (its own class lacked "●")', () => {
    expect(clauseCategories('● follow the Road Traffic (Guernsey) Law and the Highways Code at all times.')).toContain('Responsibilities');
    expect(clauseCategories('• follow the Road Traffic (Guernsey) Law and the Highways Code at all times.')).toContain('Responsibilities');
  });
});

describe('customs duties: one cue (CUSTOMS_DUTY_STRONG_CUES)', () => {
  it('a customs duty borne is read by the customs cue, no longer by the costs borne', () => {
    const borne = 'Customs duties on the spare parts are borne by the Buyer.';
    expect(reads(CUSTOMS_DUTY_STRONG_CUES, borne)).toBe(true);
    expect(reads(COSTS_BORNE_STRONG_CUES, borne)).toBe(false);
    expect(clauseCategories(borne)).toContain('Pricing & Taxes');
  });
  it('a transfer duty or stamp duty borne stays the costs borne', () => {
    expect(reads(COSTS_BORNE_STRONG_CUES, 'The transfer duty on the plot is borne by the Purchaser.')).toBe(true);
    expect(reads(COSTS_BORNE_STRONG_CUES, 'Stamp duty on this deed shall be borne by the Buyer.')).toBe(true);
  });
  it('near miss: customs clearance names no duty', () => {
    expect(reads(CUSTOMS_DUTY_STRONG_CUES, 'Customs clearance is arranged by the Buyer.')).toBe(false);
  });
});

describe("repairs: the kinds one list (ALLOTTED_TO_PARTY derived)", () => {
  it('each kind, either case, allotted to a capitalised party', () => {
    for (const k of ['Structural', 'major', 'External', 'minor', 'Ordinary', 'small', 'Day-to-day']) {
      expect(reads(STRUCTURAL_REPAIR_STRONG_CUES, `${k} repairs to the chalet are for the Usufructuary.`)).toBe(true);
    }
  });
  it('near miss: repairs of no kind, or for a party to carry out', () => {
    expect(reads(STRUCTURAL_REPAIR_STRONG_CUES, 'Repairs to the chalet are for the Usufructuary.')).toBe(false);
    expect(reads(STRUCTURAL_REPAIR_STRONG_CUES, 'Minor repairs are for the Usufructuary to carry out under clause 4.')).toBe(false);
  });
});

describe('a service credit: one source (serviceCredit)', () => {
  it('a credit by a share or a sum of the charges pays (Payment Terms & Billing), of a rate too (the wider fee words)', () => {
    expect(reads(PRICE_IN_KIND_STRONG_CUES, 'The Carrier credits the Hotel 20% of the charges for that week.')).toBe(true);
    expect(reads(PRICE_IN_KIND_STRONG_CUES, 'The Carrier credits the Hotel 20% of the daily rate for each late run.')).toBe(true);
    expect(reads(PRICE_IN_KIND_STRONG_CUES, 'The Carrier credits the Hotel $40 of the fees for that week.')).toBe(true);
  });
  it('the credit alone vetoes the price; a sum of money of its own does not', () => {
    expect(reads(PRICE_IN_KIND_VETOES.filter(([, c]) => c === 'Pricing & Taxes'), 'The Carrier credits the Hotel with 20% of the price of that run.')).toBe(true);
    expect(reads(PRICE_IN_KIND_VETOES.filter(([, c]) => c === 'Pricing & Taxes'), 'The fee is $500 a month, and the Carrier credits the Hotel with 20% of the price of that run.')).toBe(false);
  });
  it('near miss: a credit to a party in small letters is no party (the capital kept in its case)', () => {
    expect(reads(PRICE_IN_KIND_VETOES.filter(([, c]) => c === 'Pricing & Taxes'), 'The Carrier credits the hotel with 20% of the price of that run.')).toBe(false);
  });
  it('reads linearly on hostile text', () => {
    for (const [re] of [...PRICE_IN_KIND_STRONG_CUES, ...PRICE_IN_KIND_VETOES]) {
      readsLinearly((n) => { const text = `credits the ${'A'.repeat(n)}`; return () => { re.lastIndex = 0; return re.test(text); }; });
    }
  });
});

describe("a document's number: one slot (DOCUMENT_NUMBER)", () => {
  it('a title closed by its number, with a slash or a hash too', () => {
    expect(isDocumentTitle('STATEMENT OF WORK No. 4')).toBe(true);
    expect(isDocumentTitle('Statement of Work No. 4/2046')).toBe(true);
    expect(isDocumentTitle('SERVICE AGREEMENT #12')).toBe(true);
    expect(isDocumentTitle('CONTRACT No. 07/2046 FOR THE CLEANING OF THE MARKET HALL')).toBe(true);
  });
  it('near miss: a clause heading with the word is no title', () => {
    expect(isDocumentTitle('Termination of Agreement for Cause')).toBe(false);
    expect(isDocumentTitle('12. Term of this Agreement')).toBe(false);
  });
});

describe('periods after a stroke: the datetime units (UNITS) and the rate abbreviations', () => {
  const read = (text: string) =>
    recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations: true })
      .filter((m) => m.entity.endsWith('currency'))
      .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);
  it('every time unit is a period after "M/" (a subset): the million kept', () => {
    for (const unit of UNITS.keys()) expect(read(`The fee is USD 2 M/${unit} in all.`)).toEqual(['USD 2 M=2000000 USD']);
    // The short forms the list keeps beside the units ("M/yr" is a unit, "M/a" and "M/q" are not).
    expect(read('The fee is USD 2 M/a in all.')).toEqual(['USD 2 M=2000000 USD']);
    expect(read('The fee is USD 2 M/q in all.')).toEqual(['USD 2 M=2000000 USD']);
  });
  it('near miss: a word after the stroke that is no period is an abbreviation\'s ("M/cte")', () => {
    expect(read('The loan is $24.300.000 M/cte. in all.')).toEqual(['$24.300.000=24300000 USD']);
  });
});

describe('a list spread into another is a subset of it', () => {
  it("the owner's repair kinds are allotted kinds; the bullet characters stand in schedule-items' class", () => {
    expect(reads(STRUCTURAL_REPAIR_STRONG_CUES, 'The Owner is responsible for external repairs.')).toBe(true);
    expect(reads(STRUCTURAL_REPAIR_STRONG_CUES, 'External repairs are for the Owner.')).toBe(true);
    expect(reads(STRUCTURAL_REPAIR_STRONG_CUES, 'The Owner is responsible for minor repairs.')).toBe(false);
    for (const c of BULLET_CHARACTERS.replace('\\', '')) expect(withFieldMarkerBlanked(`${c} Start date: 1 May 2046`)).toBe('  Start date: 1 May 2046');
    for (const c of ['‣', '■', '►', '—']) expect(withFieldMarkerBlanked(`${c} Start date: 1 May 2046`)).toBe('  Start date: 1 May 2046');
  });
});

describe('a capitalised Romance article opening a body at a sentence start: one party with the same name mid-sentence', () => {
  const LEASE = (...sentences: string[]) => [
    'LEASE OF A MOORING',
    'This lease is made between Ana Ferreira (the "Lessor") and Tom Hale (the "Lessee").',
    '1. The Lessee pays the Lessor EUR 400 a year by transfer to the Lessor\'s account with La Caisse d\'Épargne Normandie.',
    ...sentences,
  ];
  it('"La Caisse d\'Épargne Normandie holds …" at a sentence start is the same party', () => {
    const names = partyNames(...LEASE('2. La Caisse d\'Épargne Normandie holds the deposit for the term of the lease.'));
    expect(names).toContain('LA CAISSE D\'ÉPARGNE NORMANDIE');
    expect(names).not.toContain('CAISSE D\'ÉPARGNE NORMANDIE');
  });
  it('"Le Crédit Lyonnais" opening a line, read with the article as mid-sentence', () => {
    const names = partyNames(
      'LEASE OF A MOORING',
      'This lease is made between Ana Ferreira (the "Lessor") and Tom Hale (the "Lessee").',
      'Le Crédit Lyonnais holds the deposit of the Lessee for the term.',
      '2. The Lessee pays the Lessor EUR 400 a year to its account at Le Crédit Lyonnais.',
    );
    expect(names).toContain('LE CRÉDIT LYONNAIS');
    expect(names).not.toContain('CRÉDIT LYONNAIS');
  });
  it('near miss: a sentence in French keeps its article out (its capital is the place\'s)', () => {
    const names = partyNames(
      'BAIL D\'UN MOUILLAGE',
      'This lease is made between Ana Ferreira (the "Lessor") and Tom Hale (the "Lessee").',
      'Le Crédit Lyonnais détient le dépôt du preneur.',
    );
    expect(names).not.toContain('LE CRÉDIT LYONNAIS');
  });
});

describe('the joined patterns read linearly on hostile text', () => {
  it("a document's title, an office elected, a bullet", () => {
    readsLinearly((n) => { const text = 'agreement no 1/'.repeat(n); return () => isDocumentTitle(text); });
    readsLinearly((n) => { const text = `Statement of Work No. ${'-'.repeat(n)}x`; return () => isDocumentTitle(text); });
    readsLinearly((n) => { const text = ` a Chair ${'and a Treasurer '.repeat(n)}`; return () => ELECTS_OFFICE.test(text); });
    readsLinearly((n) => { const text = `${'• '.repeat(n)}x`; return () => LIST_MARKER.test(text); });
  });
  it('an article opening a sentence, many times over', () => {
    readsLinearly((n) => {
      const text = 'La Caisse d\'Épargne Normandie holds the deposit. '.repeat(n);
      return () => partyNames('LEASE OF A MOORING', 'This lease is made between Ana Ferreira (the "Lessor") and Tom Hale (the "Lessee").', text);
    }, 4000, 4_000);
  });
});

