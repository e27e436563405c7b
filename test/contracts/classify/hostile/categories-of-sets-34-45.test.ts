/**
 * Hostile text, by area (split from hostile-text.test.ts and hostile-session-29.test.ts; see helpers.ts for which file
 * takes which case): the category cues sets 34–45 added or changed (cue files read on their own units and
 * sentences of them classified whole).
 * Each describe keeps the engineer or convention it came from in its title or first comment.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import {
  itClassifiesRepeatedLinearly, itClassifiesRunsLinearly, itReadsCueFilesLinearly, itReadsPredicatesLinearly, itReadsTermCategoriesLinearly,
} from '../cue-file-linearity.js';
import { CATEGORIES, itReadsWithin4s, itRecognizesRepeatedLinearly, letters } from './helpers.js';

describe('hostile text for set 34\'s category cues (h28cat11)', () => {
  // Each new cue's words repeated without what ends a match: a guarantee for a period without the period, "our
  // guarantee" repeated, "hereby assigns … all its" and "credit the Aa" runs, orders and minimum volumes without their
  // unit, "not sell" before a comma run, "responsible for paying" before a comma run, "comply with all applicable" runs,
  // "smell of gasx", a consumer's name without the address, "pay the price of" runs, "guarantees that The Aa will" runs:
  // 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsWithin4s([
    ['We guarantee our ', 'work-a '],
    ['', 'our guarantee '],
    ['', 'hereby assigns to the Aa all its '],
    ['', 'credit the Aa credited '],
    ['', 'place each order orders is '],
    ['Shipper shall tender to Carrier ', 'at least 12 '],
    ['The Seller shall not sell ', 'aa, '],
    ['The Studio is responsible for paying ', 'aa, '],
    ['', 'comply with all applicable '],
    ['', 'smell of gasx '],
    ['We keep ', 'your name, and address'],
    ['', 'pay the price of '],
    ['', 'guarantees that The Aa will '],
  ]);
  // The new headings (a quality guarantee, the reader's information, an exclusivity, a danger) read as a title over a
  // sentence: "." and "1 " runs before "your", "exclusive aa " and "quality guarantee minimum " runs.
  for (const unit of ['.', '1 ', 'exclusive aa ', 'quality guarantee minimum ', 'unsafe danger ']) {
    it(`a heading of "${unit}" repeated over a sentence: linear`, () => {
      const got = readsLinearly((n) => {
        const title = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text: title, kind: 'title' }, { text: 'We keep your records for six years.', kind: 'sentence', sectionTitle: title }]);
      });
      expect(got.elements.length).toBe(2);
    });
  }
});

describe('hostile text for sets 35–36\'s category cues (h28s35c)', () => {
  // Each new or changed cue's words repeated without what ends a match: a thing handed over or made available without
  // the thing, damage made good without "to", more than N without the persons, "park its" without "only", "lease the"
  // without "onward", the contract's subject and cover without its verb, a minimum not promised without its measure,
  // "carry" before a comma run, the events after a bare "civil", "beyond Aa Aa" without "'s control", delivery
  // documents and risk windows, rate-table cells without an amount, a fee change without the fee, and an inclusion
  // lead-in's verb before spaces, "ensure that its" without the people, a plan before events, a contract granted without
  // its period, a date cell without "|": 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly). Each
  // pattern alone: ≤ 2 ms at 80,000 characters on these runs (least of three).
  itReadsWithin4s([
    ['', 'hands over the aa '],
    ['', 'return to the Aa the aa '],
    ['The Council makes the ', 'aa, '],
    ['', 'make good any aa damage aa to the aa '],
    ['', 'restore the aa aa '],
    ['', 'accommodate more than 1 '],
    ['The Hirer may ', 'park its aa '],
    ['', 'keep up to 1 aa '],
    ['', 'lease the aa '],
    ['', 'the contract covers aa aa '],
    ['', 'subject of this contract '],
    ['', 'not guarantee any minimum '],
    ['', 'not license any other aa '],
    ['No guest may carry ', 'aa, '],
    ['', 'civil '],
    ['', 'beyond Aa Aa '],
    ['', 'from the moment of delivery aa '],
    ['', 'risk of aa, '],
    ['', 'aa |'],
    ['On signing ', '| '],
    ['', 'reduce the aa '],
    ['Your package includes', ' '],
    ['', 'ensure that its aa '],
    ['', 'plan aa flood '],
    ['', 'is granted for a '],
    ['', '1 March 2028 aa '],
  ]);
});

describe('hostile text for set 37\'s category cues (h29c37)', () => {
  // Each new or changed cue's words repeated without what ends a match: a pay word before words that never reach a
  // fee's "set out in", a fee row's cells without an amount, a credit's share without the fee, "subject to payment of"
  // without the sum, an "If to" line without its colon, capitalised words before "Insurance" without "Company", a
  // contract not entered into without "on behalf of", selling without the territory, "Statement of Work" before words
  // that are no fee, paying for work performed without the end, a forecast given before words that never end the
  // window, "together with a" without the statement, a certificate's lead without the certificate, an exception's "is
  // or becomes" without "public", possession without "before", a third party without the duty of confidence, a right
  // "for" before words that never reach "to use the Service", the end of a contract year (no match): 20,000 / 40,000 /
  // 80,000 characters. Each pattern alone:
  // ≤ 3 ms at 80,000 characters (least of three, load 14–18).
  itReadsWithin4s([
    ['', 'pay aa fees set '],
    ['aaa | bb ', '| '],
    ['', 'credit of 5% of the aa '],
    ['', 'subject to payment of aa '],
    ['If to ', 'Aa '],
    ['', 'Aa Bb Insurance '],
    ['', 'not enter into any contract aa '],
    ['', 'sell aa outside '],
    ['Statement of Work ', 'aa '],
    ['', 'pay aa for aa performed '],
    ['', 'give aa forecast '],
    ['', 'together with a aa '],
    ['', 'deliver the Aa a copy of its '],
    ['', 'is or becomes aa '],
    ['', 'lawfully in the aa aa '],
    ['', 'received from a third party aa '],
    ['', 'right for aa '],
    ['', 'after the end of the Contract Year '],
  ]);
});

describe("hostile text for set 38's categories (h29c38)", () => {
  // MONEY_SECURITY (category-cues-physical-safety.ts), ACCEPTANCE_INSPECTION (category-cues-audits.ts), the guarded
  // sub-processor / sub-supplier cue (categories.ts), SUBCONTRACT_TITLE (index.ts) and DOCUMENT_TITLE_LEAD
  // (categories.ts), each with what would end it left out.
  itReadsWithin4s([
    ['', 'security aa aa aa '],
    ['', 'the security is '],
    ['', 'inspect aa aa aa aa '],
    ['', 'inspection not '],
    ['', 'acceptance aa '],
    ['', 'or its sub-processors, '],
    ['SUBCONTRACT FOR ', 'aa '],
    ['Contract for ', 'aa '],
    // The forwarded message (category-cues-information.ts) with no message word after "forward".
    ['', 'forward aa aa '],
    ['', 'carried forward request '],
  ]);
  it('a long title calling the document a subcontract: linear', () => {
    const labels = readsLinearly((n) => {
      const text = `SUBCONTRACT FOR ${'aa '.repeat(Math.ceil(n / 3))}`;
      return () => classifyContract([{ text, kind: 'title' }, { text: 'The Subcontractor shall pay.', kind: 'sentence', sectionTitle: text }]);
    });
    expect(labels.elements.length).toBe(2);
  });
});

describe('hostile text: the patterns set 39\'s categories added (h30c39)', () => {
  // category-cues-written-acts.ts, category-cues-sums-owed.ts, category-cues-trained-and-reported.ts, the Delivery
  // vetoes of category-cues-delivery.ts, the widened delivery-time veto of category-sense.ts, the letter title of
  // categories.ts and defined-trademarks.ts: each on its own repeated unit, and a classified sentence of them.
  const units = ['approves ', 'approves x, ', 'submit x ', 'for approval ', 'confirm a ', 'provide full ', 'Disclose to A', 'retain 5', 'responsible for x ',
    'authorize x ', 'lien x ', 'sums remain ', 'advance any ', 'fee equal to six ', 'per cent ', 'reborrow ', 'unable to pay ', 'declare ', 'due and ',
    'At Completion ', 'deliver ', 'deliver to Aa ', 'Completion deliver ', 'training ', 'comply with federal, ', 'state and ', 'adverse ',
    'after delivery non-delivery been delivered ', 'of each shipment ', 'facility letter '];
  for (const unit of units) {
    it(`the new patterns on "${unit}" repeated: linear`, async () => {
      const { WRITTEN_ACT_CUES } = await import('../../../../src/contracts/classify/categories/cues/category-cues-written-acts.js');
      const { SUMS_OWED_CUES, SUMS_NOT_OWED_NOT_SAID, INSOLVENCY_CUES } = await import('../../../../src/contracts/classify/categories/cues/category-cues-sums-owed.js');
      const { TRAINED_AND_REPORTED_CUES } = await import('../../../../src/contracts/classify/categories/cues/category-cues-trained-and-reported.js');
      const { DELIVERY_VETOES } = await import('../../../../src/contracts/classify/categories/cues/category-cues-delivery.js');
      const { senseVetoPatterns } = await import('../../../../src/contracts/classify/categories/category-sense.js');
      const { isDocumentTitle } = await import('../../../../src/contracts/classify/categories/categories.js');
      const patterns = [...WRITTEN_ACT_CUES, ...SUMS_OWED_CUES, ...SUMS_NOT_OWED_NOT_SAID, ...INSOLVENCY_CUES, ...TRAINED_AND_REPORTED_CUES, ...DELIVERY_VETOES,
        ...senseVetoPatterns().filter(([, c]) => c === 'Delivery')].map(([re]) => re);
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => {
          patterns.forEach((re) => { re.lastIndex = 0; re.test(text); re.lastIndex = 0; });
          return isDocumentTitle(text);
        };
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(typeof found).toBe('boolean');
    });
  }
  it('a defined trade-mark term used over and over, classified: linear', () => {
    const result = readsLinearly((n) => {
      const text = `Licensee shall use ${'the Marks and any Mark, '.repeat(Math.ceil(n / 24))}.`;
      return () => classifyContract([{ text: '"Marks" means the trademarks of Licensor.', kind: 'sentence' }, { text, kind: 'sentence' }]);
    });
    expect(result.elements.length).toBe(2);
  });
});

describe('set 41\'s share-transfer and rate-row cues (issue 18, h30c41): linear on hostile text', () => {
  const units = ['transfer ', 'sell any ', 'Shares ', 'Shares sold to ', 'assume obligations ', 'assumption of ', 'transfer to all ',
    'per ', 'per pallet ', 'Storage per pallet per week ', 'a:', 'pre-emption drag-along ', 'selling '];
  for (const unit of units) {
    it(`the new patterns on "${unit}" repeated: linear`, async () => {
      const { SHARE_TRANSFER_CUES } = await import('../../../../src/contracts/classify/categories/cues/category-cues-share-transfers.js');
      const { RATE_ROW_CUES } = await import('../../../../src/contracts/classify/categories/cues/category-cues-rate-rows.js');
      const patterns = [...SHARE_TRANSFER_CUES, ...RATE_ROW_CUES].map(([re]) => re);
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => patterns.map((re) => re.test(text)).some(Boolean);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(typeof found).toBe('boolean');
    });
  }
});

// Set 40's category cues (issue 18, h30c40): each new or changed pattern on its own near-miss unit, 20k–80k characters.
describe('set 40\'s category cues on hostile text (h30c40)', () => {
  const cases: [string, string][] = [
    ['categories/cues/category-cues-business-passing.js', 'successor to all or substantially all of its x '],
    ['categories/cues/category-cues-business-passing.js', 'ceases to control the Site '],
    ['categories/cues/category-cues-business-passing.js', 'buyer takes the x '],
    ['categories/cues/category-cues-instalment-rows.js', 'instalment '],
    ['categories/cues/category-cues-instalment-rows.js', 'first instalment 12 : '],
    ['categories/cues/category-cues-goods-quality.js', 'ensure that the Goods are '],
    ['categories/cues/category-cues-goods-quality.js', 'rejected Goods repair or '],
    ['categories/cues/category-cues-goods-quality.js', 'fit for the '],
    ['categories/cues/category-cues-statement-ended.js', 'terminate the applicable '],
    ['categories/cues/category-cues-statement-ended.js', 'terminate a Statement of Work '],
    ['categories/cues/category-cues-exclusive-grant.js', 'not grant any x rights in the y '],
    ['categories/cues/category-cues-exclusive-grant.js', 'to a other a a '],
    ['categories/cues/category-cues-others-premises.js', 'give access to its '],
    ['categories/cues/category-cues-others-premises.js', 'tooling (the x) '],
    ['categories/cues/category-cues-others-premises.js', 'Landlord may enter the '],
    ['categories/cues/category-cues-others-premises.js', 'enter the Premises '],
    ['categories/cues/category-cues-others-premises.js', 'return all Client '],
    ['categories/cues/category-cues-deliverable-acceptance.js', 'provide the X with the following '],
    ['categories/cues/category-cues-deliverable-acceptance.js', 'each Deliverable is deemed '],
    ['categories/cues/category-cues-deliverable-acceptance.js', 'acceptance of the corresponding '],
  ];
  itReadsCueFilesLinearly(cases);
  for (const unit of ['The Supplier shall ensure that the Goods ', 'Client may terminate a Statement of Work ', 'access to its offices and ']) itRecognizesRepeatedLinearly(CATEGORIES, unit);
});

describe('hostile text: the patterns set 42\'s categories changed (h31c42)', () => {
  // Each new or changed cue file's patterns on a near-miss unit: source code escrow, liquidated damages and "liable for
  // any", an acceptance period, a periodic report, payment as a time or a class of payers, an invoice value, a paid
  // amount (now strong), a licence to install software (category-cues-events.ts' land licence).
  const cases: (readonly [string, string])[] = [
    ['categories/cues/category-cues-software-escrow.js', 'deposit the source '],
    ['categories/cues/category-cues-software-escrow.js', 'source code in '],
    ['categories/cues/category-cues-software-escrow.js', 'escrow of the '],
    ['categories/cues/category-cues-liability-heads.js', 'liable for any '],
    ['categories/cues/category-cues-liability-heads.js', 'liable to the x for any delay '],
    ['categories/cues/category-cues-deliverable-acceptance.js', 'test the Acceptance '],
    ['categories/cues/category-cues-deliverable-acceptance.js', 'the Software Software '],
    ['categories/cues/category-cues-periodic-reports.js', 'send the Customer a monthly '],
    ['categories/cues/category-cues-periodic-reports.js', 'report of its '],
    ['categories/cues/category-cues-periodic-reports.js', 'after the end of each month '],
    ['categories/cues/category-cues-payment.js', 'so long as x pays the '],
    ['categories/cues/category-cues-payment.js', 'is current in its payment of the '],
    ['categories/cues/category-cues-payment.js', 'customers who pay the '],
    ['categories/cues/category-cues-amounts.js', 'pay the University '],
    ['categories/cues/category-cues-events.js', 'licence to install '],
  ];
  itReadsCueFilesLinearly(cases);
  itClassifiesRunsLinearly(
    ['licence to install the ', 'source code in escrow ', 'liable for any ', 'Acceptance Period test ', 'send the x a monthly report ', 'so long as x pays the fee ', 'net invoice value '],
    (unit) => `a sentence of "${unit}" repeated, classified whole: linear`,
    (text) => [{ text: 'SOFTWARE LICENCE AGREEMENT', kind: 'title' }, { text: '6. SOURCE CODE ESCROW', kind: 'title' }, { text, kind: 'sentence', sectionTitle: '6. SOURCE CODE ESCROW' }],
  );
});

// hostile text: set 43's call termination phrases (h32c43)
describe('hostile text: set 43\'s call termination phrases (h32c43)', () => {
  const cases: [string, string][] = [
    ['categories/cues/category-cues-call-termination.js', 'Terminating '],
    ['categories/cues/category-cues-call-termination.js', 'terminating terminating '],
    ['categories/cues/category-cues-call-termination.js', 'terminate the x '],
    ['categories/cues/category-cues-call-termination.js', 'terminate of the agreement '],
    ['categories/cues/category-cues-call-termination.js', 'calls that x '],
    ['categories/cues/category-cues-call-termination.js', 'traffic traffic terminated '],
    ['categories/cues/category-cues-call-termination.js', 'call x for '],
  ];
  itReadsCueFilesLinearly(cases);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Terminating Party shall terminate the calls ');
});

// hostile text: set 43's personal data by other names (h32c43)
describe('hostile text: set 43\'s personal data by other names (h32c43)', () => {
  const cases: [string, string][] = [
    ['categories/cues/category-cues-personal-data-named.js', 'access card '],
    ['categories/cues/category-cues-personal-data-named.js', 'full card '],
    ['categories/cues/category-cues-personal-data-named.js', 'card holder '],
    ['categories/cues/category-cues-personal-data-named.js', 'debtors '],
    ['categories/cues/category-cues-personal-data-named.js', 'information about a '],
    ['categories/cues/category-cues-personal-data-named.js', 'consumer credit '],
    ['categories/cues/category-cues-personal-data-named.js', 'Gramm-Leach '],
  ];
  itReadsCueFilesLinearly(cases);
  itRecognizesRepeatedLinearly(CATEGORIES, 'the full card number of the debtor information ');
});

// hostile text: set 43's card settlement and price cues (h32c43)
describe('hostile text: set 43\'s card settlement and price cues (h32c43)', () => {
  const cases: [string, string][] = [
    ['categories/cues/category-cues-card-settlement.js', 'hold back '],
    ['categories/cues/category-cues-card-settlement.js', 'hold back x from the '],
    ['categories/cues/category-cues-card-settlement.js', 'release the x '],
    ['categories/cues/category-cues-card-settlement.js', 'withhold '],
    ['categories/cues/category-cues-card-settlement.js', 'a fee for each '],
    ['categories/cues/category-cues-card-settlement.js', 'fee x for each chargeback '],
    ['categories/cues/category-cues-card-settlement.js', 'change the x '],
    ['categories/cues/category-cues-card-settlement.js', 'rent shall '],
    ['categories/cues/category-cues-card-settlement.js', 'add a x '],
    ['categories/cues/category-cues-card-settlement.js', 'council rates '],
    ['categories/cues/category-cues-card-settlement.js', 'Year 1 | '],
    ['categories/cues/category-cues-card-settlement.js', 'x | '],
  ];
  itReadsCueFilesLinearly(cases);
  itRecognizesRepeatedLinearly(CATEGORIES, 'We may hold back the settlements of your fees for each chargeback assessment rates levied ');
});

// hostile text: set 43's licences to operate, compliance, war zones, fraud watches and ends (h33c43)
describe('hostile text: set 43\'s licences to operate, compliance, war zones, fraud watches and ends (h33c43)', () => {
  const cases: [string, string][] = [
    ['categories/cues/category-cues-regulatory-licences.js', 'licensing '],
    ['categories/cues/category-cues-regulatory-licences.js', 'operating '],
    ['categories/cues/category-cues-regulatory-licences.js', 'loses the x '],
    ['categories/cues/category-cues-regulatory-licences.js', 'x\'s licence is '],
    ['categories/cues/category-cues-regulatory-licences.js', 'a-'],
    ['categories/cues/category-cues-compliance.js', 'The X shall comply with the '],
    ['categories/cues/category-cues-compliance.js', '(a) comply with '],
    ['categories/cues/category-cues-compliance.js', 'by the X shall '],
    ['categories/cues/category-cues-compliance.js', 'shall comply with all x '],
    ['categories/cues/category-cues-compliance.js', 'Data Security '],
    ['categories/cues/category-cues-compliance.js', 'Payment Card '],
    ['categories/cues/category-cues-hostile-acts.js', 'monitor x for '],
    ['categories/cues/category-cues-hostile-acts.js', 'monitor the x '],
    ['categories/cues/category-cues-hostile-acts.js', 'for x '],
    ['categories/cues/category-cues-hostile-acts.js', 'war risk '],
    ['categories/cues/category-cues-hostile-acts.js', 'exposed to the '],
    ['categories/cues/category-cues-ends.js', 'lets x '],
    ['categories/cues/category-cues-ends.js', 'after these '],
    ['categories/cues/category-cues-ends.js', 'for a period of x '],
  ];
  itReadsCueFilesLinearly(cases);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The X shall comply with all laws and monitor the x for fraud after these terms lets its licence ');
});

describe('hostile text: data protection cues and terms that mean personal data (h34x44)', () => {
  // category-cues-data-protection.ts: each pattern on a near-miss unit repeated (a processor's engagement without "as
  // its processor", data sent without "outside the EEA", data that is subject to something, a change of nothing).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-data-protection.js', 'engage the aa bb, cc & dd. as its '],
    ['categories/cues/category-cues-data-protection.js', 'transfer the aa data bb cc outside the '],
    ['categories/cues/category-cues-data-protection.js', 'data subject to data subjects '],
    ['categories/cues/category-cues-data-protection.js', 'changes or additions of the additions to '],
    ['categories/cues/category-cues-data-protection.js', 'records of the joint data '],
  ]);
  // defined-personal-data.ts's PERSONAL_DATA_MEANING: a definition whose meaning never reaches "personal data", and a
  // document defining many terms that do, each used everywhere (the reading holds the first MAX_TERMS terms).
  itClassifiesRunsLinearly(
    ['means the aa bb ', 'means any information relating to an identified or ', 'means personal '],
    (unit) => `"${unit}" repeated in a definition, classified: linear`,
    (run) => [
      { text: 'This Data Sharing Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Ltd ("Supplier").', kind: 'sentence' },
      { text: `"Booking Data" ${run}data.`, kind: 'sentence' },
      { text: `The Supplier shall secure the Booking Data ${run}.`, kind: 'sentence' },
    ],
  );
  it('a document defining many personal-data terms reads the first MAX_TERMS of them', async () => {
    const { MAX_TERMS } = await import('../../../../src/contracts/classify/definitions/defined-term-reading.js');
    const { personalDataTerms } = await import('../../../../src/contracts/classify/definitions/defined-personal-data.js');
    const { findDefinition } = await import('../../../../src/contracts/classify/definitions/definitions.js');
    const term = (k: number) => `Data${String.fromCharCode(65 + (k % 26))}${String.fromCharCode(65 + Math.floor(k / 26))}`;
    const texts = Array.from({ length: 3 * MAX_TERMS }, (_, k) => `"${term(k)}" means the personal data of the members.`);
    expect(personalDataTerms(texts, texts.map((t) => findDefinition(t, true)))).toEqual(Array.from({ length: MAX_TERMS }, (_, k) => term(k)));
  });
});

describe('hostile text: a charter party\'s words, others\' acts, kept books, exit lists (h36c45)', () => {
  // category-cues-charter-party.ts, category-cues-others-acts.ts, category-cues-kept-books.ts: each file's patterns on
  // near-miss units (20k/40k/80k characters).
  const cases: [string, string][] = [
    ['categories/cues/category-cues-charter-party.js', 'nominate x x x '],
    ['categories/cues/category-cues-charter-party.js', 'freight x '],
    ['categories/cues/category-cues-charter-party.js', 'lien on the x x for all x x '],
    ['categories/cues/category-cues-charter-party.js', 'liable for loss, delay, damage '],
    ['categories/cues/category-cues-charter-party.js', 'warrants that the x x is '],
    ['categories/cues/category-cues-others-acts.js', 'not liable for any acts of the x x '],
    ['categories/cues/category-cues-others-acts.js', 'answer the x x x '],
    ['categories/cues/category-cues-kept-books.js', 'keep a x x x '],
  ];
  itReadsCueFilesLinearly(cases);
  itClassifiesRunsLinearly(
    ['During the Exit Period x ', 'The Exit Plan shall include x ', '(a) exit '],
    (unit) => `an exit lead-in and its item of "${unit}" repeated, classified whole: linear`,
    (run) => [
      { text: '3. Exit Plan', kind: 'title' },
      { text: `${run}:`, kind: 'sentence' },
      { text: `(a) ${run}`, kind: 'sentence' },
    ],
  );
});

describe('hostile text: a P&I club named, cash registers kept, technical data sent abroad, excused loss (hrev28)', () => {
  // category-cues-charter-party.ts (CLUB_NAME_NOT_SAID's lookahead), category-cues-kept-books.ts (the words before a
  // register, "cash"/"till" refused), category-cues-data-protection.ts (technical/technology/controlled data refused),
  // C4's excused loss after a bounded negation lookbehind: each file's patterns on near-miss units (20k/40k/80k
  // characters).
  const cases: [string, string][] = [
    ['categories/cues/category-cues-charter-party.js', 'protection and indemnity (P&I) '],
    ['categories/cues/category-cues-kept-books.js', 'keep the cash tills x '],
    ['categories/cues/category-cues-data-protection.js', 'transfer technical controlled x '],
    ['categories/cues/category-cues-data-protection.js', 'transfers of technology data x '],
    ['categories/cues/category-cues-charter-party.js', 'neither x liable for loss, delay arising from '],
  ];
  itReadsCueFilesLinearly(cases);
});

describe('hostile text: two covers before one insurance, a trade\'s permit, fire resistance (h38c)', () => {
  // categories.ts' Liability cue (its second lookahead: bounded words between "liability and" and "insurance") and
  // category-cues-regulatory-licences.ts ("licensed by/under" a body or rules, an agent's licence): near-miss units on
  // 20k/40k/80k characters.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-regulatory-licences.js', 'licensed by the x '],
    ['categories/cues/category-cues-regulatory-licences.js', 'licensed under x-x '],
    ['categories/cues/category-cues-regulatory-licences.js', 'agent\'s '],
    ['categories/cues/category-cues-fire-resistance.js', 'fire-fire flame non-non-in '],
    ['categories/cues/category-cues-fees-deducted.js', 'deduct the x-x fees x '],
    ['categories/cues/category-cues-fees-deducted.js', 'withhold its '],
  ]);
  const units: [string, string][] = [
    ['liability and words', 'liability and x x '],
    ['liability or words', 'liability or '],
    ['apostrophes', 'liability & \'\'\'\' '],
  ];
  for (const [what, unit] of units) {
    it(`the Liability cue on ${what} ("${unit}") repeated: linear`, async () => {
      const { categoryPatterns } = await import('../../../../src/contracts/classify/categories/categories.js');
      const patterns = categoryPatterns().filter((re) => re.source.includes('liabilit(?:y|ies)'));
      expect(patterns.length).toBeGreaterThan(0);
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => patterns.map((re) => re.test(text));
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    });
  }
});

describe('hostile text: a processor added to a line, a statutory register kept (h38rev)', () => {
  // category-cues-data-protection.ts (the lookahead after "add another processor" refusing a line, a plant, a machine),
  // category-cues-kept-books.ts and category-cues-audits.ts (statutory-registers.ts' lookahead after "register"): each
  // file's patterns on near-miss units (20k/40k/80k characters).
  const cases: [string, string][] = [
    ['categories/cues/category-cues-data-protection.js', 'add another processor to the x y '],
    ['categories/cues/category-cues-kept-books.js', 'keep the register of the x '],
    ['categories/cues/category-cues-audits.js', 'keeps the x register of the x '],
  ];
  itReadsCueFilesLinearly(cases);
});

// hred19 (issue 18, session 29's twentieth adversarial round, once hostile-session-29.test.ts): a behaviour found wrong and its bound.
describe('the trade-mark terms read through their definitions (defined-trademarks.ts, h30c39)', () => {
  // One pattern of every term was tried at every place of every element: terms × characters. 2,000 definitions and
  // 2,000 uses (254k characters) took 11.8 s; the pattern now holds the first MAX_TERMS terms.
  const mark = (k: number) => `Mark${letters(k)}`;
  it('the first MAX_TERMS terms a document defines are read, no more', async () => {
    const { MAX_TERMS, trademarkTerms } = await import('../../../../src/contracts/classify/definitions/defined-trademarks.js');
    expect(MAX_TERMS).toBeGreaterThan(0);
    const texts = Array.from({ length: 3 * MAX_TERMS }, (_, k) => `"${mark(k)}s" means the trade marks of the Licensor.`);
    const definitions = texts.map((t) => ({ terms: [{ begin: 1, end: t.indexOf('"', 1) }], explicit: true }));
    expect(trademarkTerms(texts, definitions)).toEqual(Array.from({ length: MAX_TERMS }, (_, k) => `${mark(k)}s`));
  });
  it('one term is still read: "the Brands" where "Brands" means the trade marks', async () => {
    const { trademarkTermsRead } = await import('../../../../src/contracts/classify/definitions/defined-trademarks.js');
    expect(trademarkTermsRead(['Brands'])('The Licensee shall not alter any Brand or the Brands.')).toBe('The Licensee shall not alter any trademarks or the trademarks.');
  });
  it('thousands of trade-mark definitions and their uses, classified whole: linear', () => {
    const result = readsLinearly((n) => {
      const count = Math.ceil(n / 125);
      const items = [
        ...Array.from({ length: count }, (_, k) => `"${mark(k)}s" means the trade marks of the Licensor.`),
        ...Array.from({ length: count }, (_, k) => `The Licensee shall not use any ${mark(k)} in a misleading way.`),
      ];
      return () => classifyContract(items.map((text) => ({ text, kind: 'sentence' as const })));
    }, 4000, 64_000, 32_000);
    expect(result.elements.length).toBeGreaterThan(0);
  });
});

describe('hostile text: the category causes many sets share (h39c)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-prices-kept-confidential.js', 'keep confidential the x '],
    ['categories/cues/category-cues-prices-kept-confidential.js', 'keep the prices '],
    ['categories/cues/category-cues-prices-kept-confidential.js', 'pricing is '],
    ['categories/cues/category-cues-prices-kept-confidential.js', 'a, '],
    ['categories/cues/category-cues-bank-charges.js', 'bank transfer '],
    ['categories/cues/category-cues-bank-charges.js', 'bank '],
    ['categories/cues/category-cues-records-handed-over.js', 'hand over the '],
    ['categories/cues/category-cues-records-handed-over.js', 'return a '],
    ['categories/cues/category-cues-records-handed-over.js', 'x '],
    ['categories/cues/category-cues-cancelled-occurrences.js', 'cancelled for the '],
    ['categories/cues/category-cues-cancelled-occurrences.js', 'cancel '],
    ['categories/cues/category-cues-cancelled-occurrences.js', 'because of a '],
    ['categories/cues/category-cues-publicity-use.js', 'use the a '],
    ['categories/cues/category-cues-publicity-use.js', 'use names '],
    ['categories/cues/category-cues-publicity-use.js', 'photograph the x '],
    ['categories/cues/category-cues-publicity-use.js', 'photograph and use them '],
    ['categories/cues/category-cues-not-responsible.js', 'not responsible for the a '],
    ['categories/cues/category-cues-not-responsible.js', 'not be held '],
    ['categories/cues/category-cues-personal-records.js', 'for a b '],
    ['categories/cues/category-cues-personal-records.js', 'records '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The parties shall keep the prices of the goods ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'bank transfer bank ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Manager shall hand over to the Owner the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'If a game is cancelled for a reason by the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'may use the name and photographs in the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'is not responsible for any of the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'personal data records for a ');
});

describe('hostile text: the guards of the review of session 31 (hrev29)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-prices-kept-confidential.js', 'not be confidential '],
    ['categories/cues/category-cues-prices-kept-confidential.js', 'EUR 5 $ '],
    ['categories/cues/category-cues-bank-charges.js', 'data bank '],
    ['categories/cues/category-cues-bank-charges.js', 'blood - bank fees '],
    ['categories/cues/category-cues-records-handed-over.js', 'every month on request '],
    ['categories/cues/category-cues-cancelled-occurrences.js', 'cancel for a b c d e '],
    ['categories/cues/category-cues-cancelled-occurrences.js', 'by the breach '],
    ['categories/cues/category-cues-publicity-use.js', 'members of the public for sale '],
    ['categories/cues/category-cues-not-responsible.js', 'not responsible for missing '],
    ['categories/cues/category-cues-not-responsible.js', 'for managing '],
    ['categories/cues/category-cues-personal-records.js', 'confidential patient records '],
    ['categories/cues/category-cues-personal-records.js', "employees's a records "],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The prices are reviewed and confidential ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'data bank fees bank ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'cancel the Order by the end of the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'is not responsible for managing the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'keep patient records confidential and ');
});

describe('hostile text: a present assignment of intellectual property under an "Assignment" heading (hcalls)', () => {
  // category-cues-ip-assignment.ts PRESENT_ASSIGNMENT (its contract look-ahead bounded) on its near-miss units, alone and
  // in a sentence classified whole under the heading that makes categories.ts read it (20k/40k/80k characters).
  const units = ['hereby irrevocably and assigns to the x ', 'assigns and transfers to the ', 'hereby assigns to the Buyer the x ', 'assigns to '];
  for (const unit of units) {
    it(`"${unit}" repeated: linear, alone and classified under "Assignment"`, async () => {
      const { PRESENT_ASSIGNMENT } = await import('../../../../src/contracts/classify/categories/cues/category-cues-ip-assignment.js');
      const alone = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => text.replace(new RegExp(PRESENT_ASSIGNMENT.source, 'gi'), ' ').length;
      });
      expect(alone).toBeGreaterThan(0);
      const result = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}the copyright in the Work.`;
        return () => classifyContract([{ text, kind: 'sentence', sectionTitle: 'Article 1 Assignment' }]);
      });
      expect(result.elements.length).toBe(1);
    });
  }
});

describe('hostile text: a tax and when it is paid, the tax veto\'s guard (h43pay)', () => {
  // category-cues-tax-paid-when.ts TAX_PAID_WHEN, alone (global) and as categories.ts' anchored guard before the tax
  // veto, on near-miss units that start each of its phrases without ending it; and sentences of them classified whole
  // (20k/40k/80k characters, checked by growth).
  const units = ['within 1 2 3 days of the x ', 'on receipt of a valid VAT ', 'at the same time as the ', 'exclusive of VAT, which the ', 'together with each shall '];
  for (const unit of units) {
    it(`"${unit}" repeated: linear, alone and guarded`, async () => {
      const { TAX_PAID_WHEN } = await import('../../../../src/contracts/classify/categories/cues/category-cues-tax-paid-when.js');
      const alone = new RegExp(TAX_PAID_WHEN, 'gi');
      const guarded = new RegExp(String.raw`^(?![^]{0,1200}?(?:${TAX_PAID_WHEN}))[^]*?\b(?:VAT|GST)\b`, 'i');
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [text.replace(alone, ' ').length, guarded.test(text)];
      });
      expect(found.length).toBe(2);
    });
  }
  itRecognizesRepeatedLinearly(CATEGORIES, 'exclusive of VAT, which the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'within 1 2 3 days of the x ');
});

describe('hostile text: a share paid (h43pay)', () => {
  // category-cues-paid-shares.ts on units that start a share paid without ending it (a party, a noun run, a percentage
  // without its base), alone and classified whole (20k/40k/80k characters, checked by growth).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-paid-shares.js', 'pay the Aa pay '],
    ['categories/cues/category-cues-paid-shares.js', 'pays a bb cc dd '],
    ['categories/cues/category-cues-paid-shares.js', 'pay 5% of 5% '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall pay the Owner an amount equal to ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'pay 5% of 5% ');
});

describe('hostile text: a price paid on a schedule (h43pay)', () => {
  // category-cues-amounts.ts PRICE_PAID_NOT_SAID's two new patterns (the price named by its kind or goods before its
  // time or means; a share of the price before its time, after a bounded lookbehind) on units that start them without
  // ending them, alone and classified whole (20k/40k/80k characters, checked by growth).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-amounts.js', 'pay the contract sale price of each a b '],
    ['categories/cues/category-cues-amounts.js', 'advance of 30% of the x price of each '],
    ['categories/cues/category-cues-amounts.js', 'pay the price in two three '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'pay the contract price of each lot ');
  itRecognizesRepeatedLinearly(CATEGORIES, '30% of the contract price , ');
});

describe('hostile text: a hired or entrusted thing by its own name (category-cues-hired-things.ts, issue 18, h44s48)', () => {
  // Each pattern on its near-miss units, and sentences of them classified whole (20k/40k/80k characters).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-hired-things.js', 'move the a b c d '],
    ['categories/cues/category-cues-hired-things.js', 'move it to another '],
    ['categories/cues/category-cues-hired-things.js', 'modify the hired '],
    ['categories/cues/category-cues-hired-things.js', 'operate the big crane '],
    ['categories/cues/category-cues-hired-things.js', 'provide the Aa with a big '],
    ['categories/cues/category-cues-hired-things.js', 'makes available to the Aa, free of charge, the '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'must not move any cow of the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'makes available to the Club, ');
});

describe('hostile text: deposits, reimbursements, a tax deducted, a price paid in the passive (h46conv)', () => {
  // category-money-deposit.ts and category-reimbursement.ts read a whole sentence (no cue list): each predicate on
  // units that start a match without ending it, 20k/40k/80k characters, checked by growth.
  const predicates: readonly (readonly [string, string, string])[] = [
    ['categories/category-money-deposit.js', 'isMoneyDeposit', 'deposit with the '],
    ['categories/category-money-deposit.js', 'isMoneyDeposit', 'Item 1 – Aa Bb Cc '],
    ['categories/category-money-deposit.js', 'isMoneyDeposit', 'beyond the amount of the '],
    ['categories/category-reimbursement.js', 'isReimbursement', 'not a b c d e reimburse '],
    ['categories/category-reimbursement.js', 'isReimbursement', 'not reimbursement '],
  ];
  itReadsPredicatesLinearly(predicates);
  // category-cues-amounts.ts' passive price paid (PRICE_PAID_NOT_SAID) on its near misses.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-amounts.js', 'the contract sale price shall be paid by the '],
    ['categories/cues/category-cues-amounts.js', 'the price is to be paid in two three '],
  ]);
  // categories.ts' tax veto with "less" in its qualifier lookbehind, and the predicates, classified whole.
  itRecognizesRepeatedLinearly(CATEGORIES, 'less less sales ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'less the applicable VAT ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall pay a deposit of ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'will not reimburse any ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The price shall be paid by the ');
});

describe('hostile text: goods carried to a receiving place (category-cues-goods-carried.ts, issue 18, h46cat)', () => {
  // The pattern's bounded lookbehind (a message or "not" before the verb), its lookahead window and its place after
  // "to"/"at", on units that start them without ending them, alone and classified whole (20k/40k/80k characters).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-goods-carried.js', 'deliver the a b to the '],
    ['categories/cues/category-cues-goods-carried.js', 'notices deliver deliver '],
    ['categories/cues/category-cues-goods-carried.js', 'be delivered to the Aa\'s bb cc '],
    ['categories/cues/category-cues-goods-carried.js', 'not deliver at its '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall deliver the grain to the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'to transport it at the big ');
});

describe('hostile text: entrusted things returned or destroyed (category-cues-entrusted-returns.ts, issue 18, h46cat)', () => {
  // The pattern's owner, its lookahead over the words before the thing and the words themselves, on units that start
  // them without ending them, alone and classified whole (20k/40k/80k characters).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-entrusted-returns.js', 'return all a b c '],
    ['categories/cues/category-cues-entrusted-returns.js', 'return to the Aa Bb all the '],
    ['categories/cues/category-cues-entrusted-returns.js', 'destroy or return any confidential '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall return or destroy all unused ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'return to the Owner all the ');
});

describe('hostile text: a paper sent to the other party (category-cues-papers-sent.ts, issue 18, h47cat2)', () => {
  // The pattern's bounded lookahead over the sentence (no insurance), its lazy window, the receiver, the opening and
  // described words before the paper and the words before "to", on units that start them without ending them, alone
  // and classified whole (20k/40k/80k characters).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-papers-sent.js', 'send the Aa Bb a b c '],
    ['categories/cues/category-cues-papers-sent.js', 'give a signed copy of the a, '],
    ['categories/cues/category-cues-papers-sent.js', 'deliver to the Aa with the '],
    ['categories/cues/category-cues-papers-sent.js', 'share certificates '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall send the Grower a monthly ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'give a copy of the record and ');
});

describe('hostile text: the guards of the review of session 32 (hrev31)', () => {
  // category-money-deposit.ts' deposit "of" things, a deposit account, money named around "on deposit": the predicate
  // on units that start each guard without ending it, 20k/40k/80k characters, checked by growth.
  const predicates: readonly (readonly [string, string, string])[] = [
    ['categories/category-money-deposit.js', 'isMoneyDeposit', 'a deposit of the a '],
    ['categories/category-money-deposit.js', 'isMoneyDeposit', 'funds a b c on '],
    ['categories/category-money-deposit.js', 'isMoneyDeposit', 'on deposit a b c '],
    ['categories/category-money-deposit.js', 'isMoneyDeposit', 'security deposits of '],
  ];
  itReadsPredicatesLinearly(predicates);
  // The goods-carried cue's object guard, the entrusted-returns cue's end and secrets lookaheads.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-goods-carried.js', 'deliver the a b '],
    ['categories/cues/category-cues-goods-carried.js', 'transporting all to '],
    ['categories/cues/category-cues-entrusted-returns.js', 'return all samples a '],
    ['categories/cues/category-cues-entrusted-returns.js', 'terminate return all cards '],
    ['categories/cues/category-cues-entrusted-returns.js', 'destroy each kit proprietary '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall deliver a performance to the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'on termination return all samples ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'the deposit of the plans on deposit ');
});

describe('hostile text: the second guards of the review of session 32 (hrev31)', () => {
  // A warehouse's deposit weighed (category-money-deposit.ts), waste carried away (goods-carried), a thing sent back
  // for a credit (entrusted-returns): units that start each guard without ending it, 20k/40k/80k characters.
  itReadsPredicatesLinearly([['categories/category-money-deposit.js', 'isMoneyDeposit', 'deposit a b c ']]);
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-goods-carried.js', 'transport the collected '],
    ['categories/cues/category-cues-entrusted-returns.js', 'on expiry return any stock for a full '],
  ]);
  itReadsPredicatesLinearly([['categories/category-money-deposit.js', 'isMoneyDeposit', "a deposit of the Aa's "]]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'each deposit shall be weighed ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'upon termination return all stock for a ');
});

describe('hostile text: a written approval an act waits for (h48cat3)', () => {
  // category-cues-written-approvals.ts: an auxiliary and the participle without "in writing", an advance approval
  // without its end, and the amendment guard's words, each repeated (20k/40k/80k characters).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-written-approvals.js', 'has first been approved a b c '],
    ['categories/cues/category-cues-written-approvals.js', 'pre-approved in advance and '],
    ['categories/cues/category-cues-written-approvals.js', 'shall be approved variations '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'until the Owner has approved the plan in ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'costs approved in advance in writing ');
});

describe('hostile text: a written consent beside two subjects (h48cat3)', () => {
  // category-written-consent.ts: "written" and "consent" apart, repeated, read whole by the classifier (20k/40k/80k).
  itReadsPredicatesLinearly([['categories/category-written-consent.js', 'namesWrittenConsent', 'written a consent in ']]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall not assign or subcontract without written consent ');
});

describe('hostile text: a waived written consent and a change to the contract (hrev33)', () => {
  // category-written-consent.ts' NEGATED_CONSENT and category-cues-written-approvals.ts' change guard, each repeated
  // without their ends (20k/40k/80k characters).
  it('namesWrittenConsent on "no prior written consent is not " repeated: linear', async () => {
    const { namesWrittenConsent } = await import('../../../../src/contracts/classify/categories/category-written-consent.js');
    const text = 'no prior written consent in writing is not '.repeat(Math.ceil(80_000 / 43));
    const found = readsLinearly((n) => {
      const unit = text.slice(0, n);
      return () => namesWrittenConsent(unit);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(typeof found).toBe('boolean');
  });
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-written-approvals.js', 'changes to the Statement of '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'any change to this shall be approved in writing ');
});

describe('hostile text: one receiver of a paper sent (receiving-party.ts, issue 18, h50cue)', () => {
  // RECEIVING_PARTY in the papers-sent and information cues: a possessive that never reaches its officer, a group word
  // that never reaches its noun, a two-word name that never reaches its paper (20k/40k/80k characters).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-papers-sent.js', "send the Aa's a b "],
    ['categories/cues/category-cues-papers-sent.js', 'send each send every '],
    ['categories/cues/category-cues-information.js', "sends the Aa Bb's a "],
    ['categories/cues/category-cues-information.js', 'send all send each member '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, "shall send the Owner's site agent ");
});

describe('hostile text: a particulars row headed in sentence case (category-money-deposit.ts, issue 18, h50cue)', () => {
  // The row's head, "[Dd]eposit" after up to three capitalised words, on units that start it without its colon, the
  // predicate alone and classified whole (20k/40k/80k characters).
  itReadsPredicatesLinearly([
    ['categories/category-money-deposit.js', 'isMoneyDeposit', 'Security deposit deposit '],
    ['categories/category-money-deposit.js', 'isMoneyDeposit', 'Item 1 – Aa Bb deposit a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Holding deposit: a deposit of ');
});

describe('hostile text: a sum deposited by its ISO code (category-money-deposit.ts, category-cues-amounts.ts AMOUNT, issue 18, h50cue)', () => {
  // DEPOSIT_MONEY's codes from the one list: a code with no number after it, repeated (20k/40k/80k characters).
  itReadsPredicatesLinearly([['categories/category-money-deposit.js', 'isMoneyDeposit', 'deposit SGD deposit with the Aa ']]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall deposit NZD shall deposit ');
});

describe('hostile text: a leased thing by its own name (h50c50)', () => {
  // category-cues-leased-things.ts: each pattern's near-miss unit repeated without its end (20k/40k/80k characters).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-leased-things.js', 'leases bikes and '],
    ['categories/cues/category-cues-leased-things.js', 'not use the red bikes for any '],
    ['categories/cues/category-cues-leased-things.js', 'returned the a b c d to the '],
    ['categories/cues/category-cues-leased-things.js', 'supply one red bike , which remain '],
    ['categories/cues/category-cues-leased-things.js', 'move any a b c d out of the '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'the Lessor leases bikes with care and returned them, which remains ');
});

describe('hostile text: a price in a schedule, a defined fee, a fee as a share (h50c50)', () => {
  // category-cues-scheduled-rates.ts: each pattern's near-miss unit repeated without its end (20k/40k/80k characters).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-scheduled-rates.js', 'fees set out in Schedule '],
    ['categories/cues/category-cues-scheduled-rates.js', '"Fee" means the fees '],
    ['categories/cues/category-cues-scheduled-rates.js', 'late fee equal to 1'],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'the rates in the Fee Schedule and a fee equal to ');
});

describe('hostile text: a subscription\'s plain terms (h50c50)', () => {
  // category-cues-subscription-terms.ts: each pattern's near-miss unit repeated without its end (20k/40k/80k characters).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-subscription-terms.js', 'the term of the a is '],
    ['categories/cues/category-cues-subscription-terms.js', 'credit on the bill roll '],
    ['categories/cues/category-cues-subscription-terms.js', 'may not sell or pledge '],
    ['categories/cues/category-cues-subscription-terms.js', 'authorize us to obtain your a '],
    ['categories/cues/category-cues-subscription-terms.js', 'insure and a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The term is credits to your bill, insure and may sell your ');
});

describe('hostile text: a processor\'s liability for the goods it holds (h50c50)', () => {
  // category-cues-processor-liability.ts: each pattern's near-miss unit repeated without its end (20k/40k/80k characters).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-processor-liability.js', 'bears the risk of loss from '],
    ['categories/cues/category-cues-processor-liability.js', 'not responsible for a b defects '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'bears the risk of loss of the grain, not liable for defects ');
});

describe('hostile text: a sub-agent appointed or barred (h50c50)', () => {
  // category-cues-sub-agents.ts: its near-miss unit repeated without its end (20k/40k/80k characters).
  itReadsCueFilesLinearly([['categories/cues/category-cues-sub-agents.js', 'appoint any sub ']]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall not appoint any sub-agent or ');
});

describe('hostile text: the contract\'s object and a sale agreed in one sentence (category-cues-deal-object.ts, h51cat)', () => {
  // A party's name run without the buying verb, "agrees to sell to the Aa" without "who", "object of this contract"
  // without "is", each repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-deal-object.js', 'agrees to sell and The Aa Bb Cc Dd '],
    ['categories/cues/category-cues-deal-object.js', 'Aa Bb sells and Cc Dd Ee '],
    ['categories/cues/category-cues-deal-object.js', 'agrees to sell to the Aa Bb, '],
    ['categories/cues/category-cues-deal-object.js', 'object of this contract '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Aa Bb agrees to sell and the Cc Dd agrees to ');
});

describe('hostile text: a code a party works by (category-cues-codes-of-conduct.ts, h51cat)', () => {
  // "comply with" before a run of words that never reaches "code of conduct", and "codes of" without its kind, each
  // repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-codes-of-conduct.js', 'comply with a (b) c. '],
    ['categories/cues/category-cues-codes-of-conduct.js', 'in accordance with codes of '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall follow the supplier code of the Buyer ');
});

describe('hostile text: a log or a record a party keeps (category-cues-kept-logs.ts, h51cat)', () => {
  // "keep a" before a run of words that never reaches "log", "hand it" without "over", and "keep a record of each"
  // without the inspection, each repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-kept-logs.js', 'keep a a b c '],
    ['categories/cues/category-cues-kept-logs.js', 'hand it hand over the a '],
    ['categories/cues/category-cues-kept-logs.js', 'keep a log of each a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall keep a daily temperature ');
});

describe('hostile text: stock counted (category-cues-stock-counts.ts, h51cat)', () => {
  // The counts' qualifiers repeated without the count, and "count the" without the stock: 20,000 / 40,000 / 80,000
  // characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-stock-counts.js', 'a full rolling stock-ta '],
    ['categories/cues/category-cues-stock-counts.js', 'count the count all '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall carry out a full cycle ');
});

describe('hostile text: goods taken in, a delivery row, goods carried to a store, money collected (h52s50)', () => {
  // "will receive" and its receiving acts repeated without the lot, "inspect each" without "on receipt", the records
  // the veto looks for, each repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-goods-taken-in.js', 'will receive, weigh and count and check '],
    ['categories/cues/category-cues-goods-taken-in.js', 'inspect each a lot on '],
    ['categories/cues/category-cues-goods-taken-in.js', 'delivery period its records of '],
    ['categories/cues/category-cues-goods-carried.js', 'deliver the a b c to the d e f '],
    ['categories/cues/category-cues-delivery.js', 'collects the monthly instalments from '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall receive and weigh each ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'will deliver the wheels to the caves ');
});

describe('hostile text: a bank licensed by its regulator (category-cues-regulatory-licences.ts, h52s50)', () => {
  // "licensed by the" and words that never reach the body, and "central" without "bank", each repeated: 20,000 /
  // 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-regulatory-licences.js', 'licensed by the a b c '],
    ['categories/cues/category-cues-regulatory-licences.js', 'licensed by its central reserve national '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'is licensed by the Central ');
});

describe('hostile text: a retention period, a recital\'s wish, an instalment adjusted (h52s50)', () => {
  // A kept thing and "for … years" that never reach "after the end", a wish to appoint whose "to" never comes, and
  // "adjust the" before words that never reach the instalment, each repeated: 20,000 / 40,000 / 80,000 characters
  // (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-retention-periods.js', 'keep the records for six years after a '],
    ['categories/cues/category-cues-recital-wishes.js', 'wishes to appoint the a b '],
    ['categories/cues/category-cues-card-settlement.js', 'adjust the lease a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall retain the files for ten years after ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'wishes to engage the Operator to ');
});

describe('hostile text: a discount or a rebate as a share (category-cues-scheduled-rates.ts, h52s50)', () => {
  // "discount of at least" and "rebate |" without a figure, repeated: 20,000 / 40,000 / 80,000 characters (checked by
  // growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-scheduled-rates.js', 'discount of at least rebate | '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'a volume discount of 3 ');
});

describe('hostile text: a leased thing\'s guards, staff, papers, faculties, a sold machine\'s parts, a seat moved (review hrev35)', () => {
  // The new guards' words repeated without what completes them: 20,000 / 40,000 / 80,000 characters (checked by growth,
  // readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-leased-things.js', 'leases a b nurses c '],
    ['categories/cues/category-cues-leased-things.js', 'return a signed b c '],
    ['categories/cues/category-cues-leased-things.js', 'stock of wear parts '],
    ['categories/cues/category-cues-leased-things.js', 'move its a head office b '],
    ['categories/cues/category-cues-leased-things.js', 'use its utmost skill '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'the warranty wear parts ');
});

describe('hostile text: a price in a schedule or as a share, its guards (review hrev35)', () => {
  // The performance words before a rate and the fee's share without its base, repeated: 20,000 / 40,000 / 80,000
  // characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-scheduled-rates.js', 'response   rates in response '],
    ['categories/cues/category-cues-scheduled-rates.js', 'default charge of 2%   over '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'the recycling rates in Schedule 4 and a fee of 50% of which ');
});

describe('hostile text: a subscription\'s plain terms, their guards (review hrev35)', () => {
  // "It" before a run that never reaches "takes effect", a share without its account, the term's noun without its verb,
  // repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-subscription-terms.js', 'It it notice a b '],
    ['categories/cues/category-cues-subscription-terms.js', 'may charge its share to a '],
    ['categories/cues/category-cues-subscription-terms.js', 'The term of the loan of the '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'It will take effect on receipt it ');
});

describe('hostile text: a processor\'s risk, not a buyer\'s (review hrev35)', () => {
  // "Buyer shall bears risk" without its receipt, repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([['categories/cues/category-cues-processor-liability.js', 'Buyer  shall  bears risk of loss ']]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Purchaser bears the risk of loss ');
});

describe('hostile text: the contract\'s object and a sale, their guards (review hrev35)', () => {
  // "is the" before the object without "of this contract is", and "If the" before names that never sell, repeated:
  // 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-deal-object.js', 'is the  subject of the '],
    ['categories/cues/category-cues-deal-object.js', 'If the Aa Bb sells and '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Where the Aa sells and the Bb ');
});

describe('hostile text: a kept log\'s guards, a standing, a computer, a label, a log-in (review hrev35)', () => {
  // The new guards' words repeated without what completes them: 20,000 / 40,000 / 80,000 characters (checked by growth,
  // readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-kept-logs.js', 'keep a good track a '],
    ['categories/cues/category-cues-kept-logs.js', 'maintain a log - '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall maintain a satisfactory track ');
});

describe('hostile text: a stock count\'s guards, a cycle, people, goods on delivery (review hrev35)', () => {
  // The new guards' words repeated without what completes them: 20,000 / 40,000 / 80,000 characters (checked by growth,
  // readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-stock-counts.js', 'a physical count of the a '],
    ['categories/cues/category-cues-stock-counts.js', 'count the goods on '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'count the goods on delivery count ');
});

describe('hostile text: a code\'s guard, a dispute (review hrev35)', () => {
  // The new guards' words repeated without what completes them: 20,000 / 40,000 / 80,000 characters (checked by growth,
  // readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-codes-of-conduct.js', 'arbitral comply with a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'arbitration comply with the rules ');
});

describe('hostile text: a fee for ending, a late fee\'s own sum (h52conv)', () => {
  // category-ending-fee.ts and category-late-payment.ts read a whole sentence: each predicate on units that start a
  // match without ending it (a fee's name before "of" with no sum, sums after a charge's name, "more than a (1)" runs,
  // "do not pay" before a run that never says when), 20k/40k/80k characters, checked by growth.
  const predicates: readonly (readonly [string, string, string])[] = [
    ['categories/category-ending-fee.js', 'isEndingFeeAlone', 'early termination fee of '],
    ['categories/category-ending-fee.js', 'isEndingFeeAlone', 'a cancellation charge equal to $5 '],
    ['categories/category-ending-fee.js', 'namesEndingFee', 'early termination termination '],
    ['categories/category-ending-fee.js', 'namesEndingFee', 'without paying any the a '],
    ['categories/category-late-payment.js', 'isLatePaymentCharge', 'late fee of $25 '],
    ['categories/category-late-payment.js', 'isLatePaymentCharge', 'payment is more than a (14) b '],
    ['categories/category-late-payment.js', 'isLatePaymentCharge', 'late fee do not pay a b '],
  ];
  itReadsPredicatesLinearly(predicates);
  itRecognizesRepeatedLinearly(CATEGORIES, 'If any payment is more than ten (10) days late, a late fee of $5 and an early termination fee of ');
});

describe('hostile text: background checks (category-cues-background-checks.ts, h52conv)', () => {
  // A check's kind repeated without "check", "DBS" and "Disclosure and Barring" without their noun, "Working with
  // Children" runs: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-background-checks.js', 'criminal background police '],
    ['categories/cues/category-cues-background-checks.js', 'DBS Disclosure and Barring Service '],
    ['categories/cues/category-cues-background-checks.js', 'Working with Children Working with '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'must pass a vulnerable sector police ');
});

describe('hostile text: licences to use, outcomes not guaranteed (category-cues-licences-to-use.ts, category-cues-outcomes-not-guaranteed.ts, h52conv)', () => {
  // "licence to use" before a run of words that never reaches the thing, "right a b to" runs, "does not guarantee any"
  // and "makes no guarantee of" without an outcome: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-licences-to-use.js', 'licence to use a b c d e '],
    ['categories/cues/category-cues-licences-to-use.js', 'right a b to use the '],
    ['categories/cues/category-cues-outcomes-not-guaranteed.js', 'does not guarantee any minimum level of '],
    ['categories/cues/category-cues-outcomes-not-guaranteed.js', 'makes no guarantee of a particular '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'grants a licence to use its name and does not guarantee any level of ');
});

describe('hostile text: a lot of papers, a value kept after the end (review hrev37)', () => {
  // The new guards' words repeated without what completes them: "receive the batch of" before words that are never a
  // paper, "retain the" before words that never reach a value or a time: 20,000 / 40,000 / 80,000 characters (checked by
  // growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-goods-taken-in.js', 'shall receive the batch of the a '],
    ['categories/cues/category-cues-goods-taken-in.js', 'count each delivery on receipt of the a '],
    ['categories/cues/category-cues-retention-periods.js', 'retain the a b c kept '],
    ['categories/cues/category-cues-retention-periods.js', 'retained for six years after '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall receive each lot of cheques ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'shall retain ten per cent for ');
});

describe('hostile text: an instrument discounted, a national bank licensing its work (review hrev37)', () => {
  // "bills" before a discount without a rate, "discount of 3%" before words that never reach the value, "licensed by
  // the National Bank" before words that never reach "to use": 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-scheduled-rates.js', 'bills a discount of 3% to the a '],
    ['categories/cues/category-cues-regulatory-licences.js', 'licensed by the National Bank a to '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'notes at a discount of 2% to their ');
});

describe('hostile text: a fee denied before or after its name (category-ending-fee.ts, hrev38)', () => {
  // "shall not be required to pay" before runs of "any the a", a fee's name before "shall not be" without the verb:
  // 20k/40k/80k characters, checked by growth.
  itReadsPredicatesLinearly([
    ['categories/category-ending-fee.js', 'namesEndingFee', 'not be required to pay any the a '],
    ['categories/category-ending-fee.js', 'namesEndingFee', 'cancellation fees shall not be '],
    ['categories/category-ending-fee.js', 'namesEndingFee', 'termination charge are not '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier shall not charge a cancellation fee and termination fees are not ');
});

describe('hostile text: a check of a thing or of the other side (category-cues-background-checks.ts, hrev38)', () => {
  // A check followed by "report on the any" runs that never reach the object, an object before a people word repeated:
  // 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-background-checks.js', 'background check report on the any '],
    ['categories/cues/category-cues-background-checks.js', 'police checks on every vehicle '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'background checks on the Lessee and police clearance for any ');
});

describe('hostile text: a party\'s performance, goods returned (category-cues-outcomes-not-guaranteed.ts, hrev38)', () => {
  // "does not guarantee any performance of the any" runs that never reach the party, "returns of" repeated:
  // 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-outcomes-not-guaranteed.js', 'does not guarantee any performance of the any '],
    ['categories/cues/category-cues-outcomes-not-guaranteed.js', 'does not guarantee the returns of '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'will not guarantee the performance by any counterparty or returns of ');
});

describe('hostile text: places and goods named by an intangible word (category-cues-licences-to-use.ts, hrev38)', () => {
  // "licence to use the data" and "materials" before runs that never say the place or the goods, "name" repeated before
  // a plate: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-licences-to-use.js', 'licence to use the data materials on the '],
    ['categories/cues/category-cues-licences-to-use.js', 'right to use name name plates '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'has the right to use the data centre and the materials delivered to the ');
});

describe('hostile text: call termination charges (category-ending-fee.ts, hrev38)', () => {
  // "mobile" and "call" runs before a fee's name and its lookbehind's bounded gap, 20k/40k/80k characters, by growth.
  itReadsPredicatesLinearly([
    ['categories/category-ending-fee.js', 'namesEndingFee', 'mobile call termination charges '],
    ['categories/category-ending-fee.js', 'namesEndingFee', 'voice        termination fee '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Operator pays the mobile termination charges and ');
});

describe('hostile text: a lien held for what is owed (category-cues-liens.ts, h55cat)', () => {
  // The holding verbs before a run of words that never reaches the lien, and "a lien" without "on" or "over", each
  // repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-liens.js', 'has a a b c has '],
    ['categories/cues/category-cues-liens.js', 'shall have a general lien for '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Repairer shall have a general lien ');
});

describe('hostile text: a price that changes (category-cues-price-changes.ts, h55cat)', () => {
  // The price nouns with "for" and a run that never reaches the change, and the changing verbs without the price, each
  // repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-price-changes.js', 'rent for a b c rent of '],
    ['categories/cues/category-cues-price-changes.js', 'fee, which shall not be '],
    ['categories/cues/category-cues-price-changes.js', 'increase the a change its '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The rent for any partial month shall ');
});

describe('hostile text: structural or major repairs (category-cues-structural-repairs.ts, h55cat)', () => {
  // The kinds of repair repeated without "repairs": 20,000 / 40,000 / 80,000 characters (checked by growth,
  // readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-structural-repairs.js', 'structural major repair '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Landlord is responsible for structural ');
});

describe('hostile text: goods packed or labelled (category-cues-goods-packed.ts, h55cat)', () => {
  // "packed" without "in", a container and its verb without the marking, "pack each" without the container, each
  // repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-goods-packed.js', 'packed packed i '],
    ['categories/cues/category-cues-goods-packed.js', 'each bin is to be each '],
    ['categories/cues/category-cues-goods-packed.js', 'pack each a-b pack the '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Each pallet shall be ');
});

describe('hostile text: a party\'s right to end the contract (category-cues-ending-rights.ts, h55cat)', () => {
  // The modals and "end your" without the thing ended, each repeated: 20,000 / 40,000 / 80,000 characters (checked by
  // growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-ending-rights.js', 'may then end your a-b '],
    ['categories/cues/category-cues-ending-rights.js', 'is entitled to may can '],
    ['categories/cues/category-cues-ending-rights.js', 'may end this lease a b c d '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'We may end your ');
});

describe('hostile text: work priced separately (category-cues-charged-separately.ts, h55cat)', () => {
  // The pricing words without "separately", "costs" without "extra", each repeated: 20,000 / 40,000 / 80,000 characters
  // (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-charged-separately.js', 'quoted priced paid for separate '],
    ['categories/cues/category-cues-charged-separately.js', 'costs is an extr '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Tree surgery will be quoted ');
});

/** A trade mark licence of two sentences of `unit` repeated, classified whole: linear (one `it` per unit). */
const itClassifiesRunsInATradeMarkLicence = (units: readonly string[]) =>
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in a trade mark licence, classified whole: linear`,
    (text) => [{ text: 'TRADE MARK LICENCE AGREEMENT', kind: 'title' }, { text, kind: 'sentence' }, { text, kind: 'sentence' }],
  );

describe('hostile text: a contract about trade marks read as its marks (definitions/mark-contract-reading.ts, h55c51)', () => {
  // Marks named in capitals, determiners before "mark", oppositions and registrations, each run to 20k/40k/80k
  // characters in a document whose title names trade marks, classified whole (checked by growth, readsLinearly).
  const units = [
    'the trade mark AAAA BBBB CCCC DDDD the mark ',
    'its mark the marks any mark registrations oppose opposition get-up letters of consent ',
    'trade mark trade mark trade mark AND OR ',
  ];
  itClassifiesRunsInATradeMarkLicence(units);
});

describe('hostile text: instalment items under a payment lead-in (category-instalment-items.ts, h55c51)', () => {
  // The lead-in's payment words and colons, the item's amounts, brackets and "balance of the" runs, 20k/40k/80k
  // characters each, read by growth (readsLinearly); and an item repeated under a lead-in, classified whole.
  const cases: [lead: string, item: string][] = [
    ['pay paid payable instalments as follows following :     ', 'CAD 20,000 on '],
    ['pay the Fee in three instalments:', '$1 (((( ) $1 payable due $1 '],
    ['payable as follows:', 'the balance of the the balance remainder of the Fee , '],
  ];
  for (const [lead, item] of cases) {
    it(`instalmentItemCategories on "${lead.slice(0, 24)}" / "${item.slice(0, 24)}" repeated: linear`, async () => {
      const { instalmentItemCategories } = await import('../../../../src/contracts/classify/categories/category-instalment-items.js');
      const found = readsLinearly((n) => {
        const leadText = lead.repeat(Math.ceil(n / lead.length));
        const itemText = item.repeat(Math.ceil(n / item.length));
        return () => instalmentItemCategories([], leadText, itemText);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(Array.isArray(found)).toBe(true);
    });
  }
});

describe('hostile text: money held, payments suspended, occurrences cancelled, refundability (h55c51)', () => {
  // The trust and client-account cue and the suspended payments (category-cues-sums-owed.ts), the cancelled occurrence
  // veto (category-cues-cancelled-occurrences.ts) and "non-refundable" (category-cues-payment.ts): runs of their words
  // that never complete a match, 20k/40k/80k characters by growth.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-sums-owed.js', 'hold all the the the fees received in '],
    ['categories/cues/category-cues-sums-owed.js', 'suspension of its it suspends all its '],
    ['categories/cues/category-cues-cancelled-occurrences.js', 'cancel the big show is was cancel '],
    ['categories/cues/category-cues-cancelled-occurrences.js', 'events are have been many '],
    ['categories/cues/category-cues-payment.js', 'non- not not refund non-non-'],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Agent must hold all Fees on trust if a Show is cancelled, and it suspends payments, non-refundable ');
});

describe('hostile text: successors in title, replacements, information sent, exclusive engagements (h55c51)', () => {
  // The patterns extended for set 51's categories, each on a run of its words that never completes a match, 20k/40k/80k
  // characters by growth; and one sentence of them repeated, classified whole.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-business-passing.js', 'successors in successor in title to all '],
    ['categories/cues/category-cues-warranties.js', 'replace the replacement free replace a hired '],
    ['categories/cues/category-cues-information.js', 'share the the data data with with transmit '],
    ['categories/cues/category-cues-information.js', 'send a statement statements with each give Aa '],
    ['categories/cues/category-cues-exclusive-grant.js', 'engages the Aa as its on an retains not take part in any other '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Aa engages Bb on an exclusive basis, shares the test data with Cc, replaces rejected goods and binds its successors in title; ');
});

describe('hostile text: a registry named as where a confidential document is filed (category-cues-intellectual-property.ts, h55c51)', () => {
  // "except as" and the filler words before an office that never comes, 20k/40k/80k characters by growth.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-intellectual-property.js', 'except as needed to file it with a trade mark '],
    ['categories/cues/category-cues-intellectual-property.js', 'except to the extent required required to to '],
  ]);
});

describe('hostile text: a defined revenue (categories.ts TERM_CUES, h55c51)', () => {
  // A defined term of revenue words repeated, and revenue words before a body's name, 20k/40k/80k characters by growth.
  itReadsTermCategoriesLinearly(['Revenue Receipts Proceeds ', 'revenues authority revenue ']);
});

describe("hostile text: an individual's details named (category-cues-personal-data-named.ts, h55c51)", () => {
  // Possessives and "name and" runs before details that never come, 20k/40k/80k characters by growth.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-personal-data-named.js', "buyer's name and buyers' names or e-mail "],
    ['categories/cues/category-cues-personal-data-named.js', "candidate's résumé candidate's date of "],
  ]);
});

describe('hostile text: a lien denied (category-cues-liens.ts, hrev40)', () => {
  // The negations before a holding verb that never reach the lien ("neither a b c shall not have a"), repeated: 20,000 /
  // 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-liens.js', 'neither a b c not has a '],
    ['categories/cues/category-cues-liens.js', 'no party a b nor c have an x lien '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Neither party shall have a lien ');
});

describe('hostile text: a price word that names no price changed (category-cues-price-changes.ts, hrev40)', () => {
  // The changing verb and the price word before runs of the guards' words that never close ("review the charges on the
  // a", "fee shall be reduced to a minimum to"), repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-price-changes.js', 'review the charges on the a '],
    ['categories/cues/category-cues-price-changes.js', 'fee shall be reduced to a minimum to '],
    ['categories/cues/category-cues-price-changes.js', 'change the rental car '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Customer may review the charges on each ');
});

describe('hostile text: structural repairs as a lease allots them (category-cues-structural-repairs.ts, hrev40)', () => {
  // "is responsible for the cost of" without the repairs, the repairs before a run that never reaches "by the
  // landlord", and "repairs to your" without the room, each repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-structural-repairs.js', 'is not responsible for the cost of all '],
    ['categories/cues/category-cues-structural-repairs.js', 'structural repairs carried out by a '],
    ['categories/cues/category-cues-structural-repairs.js', 'major repairs to your a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Structural repairs shall be carried out by the ');
});

describe('hostile text: goods packed in a container (category-cues-goods-packed.ts, hrev40)', () => {
  // "packed in" before runs of words that never reach a container, a container before "note" and "of" without the
  // records, each repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-goods-packed.js', 'packed in a b c d packed into '],
    ['categories/cues/category-cues-goods-packed.js', 'consignment note is to be '],
    ['categories/cues/category-cues-goods-packed.js', 'label each box of label the '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The venue will be packed in the ');
});

describe('hostile text: priced separately, not billed (category-cues-charged-separately.ts, hrev40)', () => {
  // "charged separately" before "with", and "costs extra" before a noun, each repeated: 20,000 / 40,000 / 80,000
  // characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-charged-separately.js', 'charged separately with '],
    ['categories/cues/category-cues-charged-separately.js', 'costs extra effort is an extra a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Each film is an extra feature ');
});

describe('hostile text: a contract word that names another thing (category-cues-ending-rights.ts, hrev40)', () => {
  // "may end the appointment of" without its determiner, and the thing before its guard words, each repeated: 20,000 /
  // 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-ending-rights.js', 'may end the appointment of the a '],
    ['categories/cues/category-cues-ending-rights.js', 'can terminate the lease negotiations '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Employer may end the appointment of any ');
});

describe('hostile text: a charge of another sense, another\'s appointment (category-cues-price-changes.ts, category-cues-ending-rights.ts, hrev40)', () => {
  // "in charge" and "battery's charge" before the change verbs, and "the appointment of" without its determiner, each
  // repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-price-changes.js', 'in charge shall be battery\'s charge of a '],
    ['categories/cues/category-cues-ending-rights.js', 'may end the engagement of the may end the appointment of '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The person in charge shall be reduced ');
});

describe('hostile text: a deposit as a share of a price (category-cues-deposit-shares.ts, h56conv)', () => {
  // "deposit of" with a share and no price, a share written out without its figure, "of" runs without the price, each
  // repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-deposit-shares.js', 'deposit of 30% of the a b c '],
    ['categories/cues/category-cues-deposit-shares.js', 'deposit of ten per cent deposit '],
    ['categories/cues/category-cues-deposit-shares.js', 'deposit equal to 5% of of '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Hirer must pay a deposit of 20% of the ');
});

describe('hostile text: a responsibility denied or a loss answered for (category-cues-not-responsible.ts vetoes, h56conv)', () => {
  // "not responsible for" repeated (each one a later "responsible"), "responsible for any damage and for" repeated,
  // "not be held" without "responsible": 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-not-responsible.js', 'is not responsible for x '],
    ['categories/cues/category-cues-not-responsible.js', 'responsible for any damage and for '],
    ['categories/cues/category-cues-not-responsible.js', 'shall not be held not be '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier is not responsible for the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Tenant is responsible for any damage to ');
});

describe('hostile text: a privacy notice (category-cues-privacy-notices.ts, h56cat)', () => {
  // The kinds of notice without "notice", each repeated: 20,000 / 40,000 / 80,000 characters (checked by growth,
  // readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-privacy-notices.js', 'privacy data protection fair cookies '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'as our privacy notice explains, ');
});

describe('hostile text: costs not answered for because of a cancellation (category-cues-cancelled-occurrences.ts, h56cat)', () => {
  // "not liable" and the causal words without "cancel", and the anchored guards' words, each repeated: 20,000 / 40,000
  // / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-cancelled-occurrences.js', 'not liable for costs because of a '],
    ['categories/cues/category-cues-cancelled-occurrences.js', 'not be responsible as a result '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'We are not liable for any costs you incur because ');
});

describe('hostile text: damage paid for (category-cues-damage-paid.ts, h56cat)', () => {
  // The fault words before "pay the cost of" (the lookbehind's bounded window) without the repair, the repair's cost
  // before a run with no fault, and "pay for any" without the damage, each repeated: 20,000 / 40,000 / 80,000
  // characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-damage-paid.js', 'damage pay the cost of the '],
    ['categories/cues/category-cues-damage-paid.js', 'pay the cost of repairs a b '],
    ['categories/cues/category-cues-damage-paid.js', 'pay for any pays compensation for all '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'If we damage your drive, we will pay the reasonable cost of the repair ');
});

describe('hostile text: a paper or cover renewed (category-cues-renewed-papers.ts, h56cat)', () => {
  // "renew the" before words that never reach the paper, the papers before a run without "renewed", and "this" before a
  // paper (the lookbehind's bounded window), each repeated: 20,000 / 40,000 / 80,000 characters (checked by growth,
  // readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-renewed-papers.js', 'renew the a-b c '],
    ['categories/cues/category-cues-renewed-papers.js', 'insurance cover is a b c '],
    ['categories/cues/category-cues-renewed-papers.js', 'this this policy renewe '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'if its insurance cover is ');
});

describe('hostile text: a licence to use software (category-cues-licences-to-use.ts, h56cat)', () => {
  // "licence to use" before words that never reach "software", and "copy and use" runs, each repeated: 20,000 / 40,000 /
  // 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-licences-to-use.js', 'licence to use the a-b c d '],
    ['categories/cues/category-cues-licences-to-use.js', 'right to copy and use softwar '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'grants a licence to use the ');
});

describe('hostile text: the guards of h55c51\'s rules (hrev41)', () => {
  // The new lookaheads and lookbehinds beside the patterns they guard, each unit run to 20k/40k/80k characters by
  // growth: cue files read whole, the mark reading classified whole in a trade mark licence, defined terms read.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-sums-owed.js', 'client account manager client accounts suspension of payments by the '],
    ['categories/cues/category-cues-sums-owed.js', 'it suspends payments of they stops payments until suspension of payments by a court '],
    ['categories/cues/category-cues-cancelled-occurrences.js', 'the Event is cancelled withdraw from the to an rescind booking is '],
    ['categories/cues/category-cues-warranties.js', 'replace defective light free replacement card replace the candidate who '],
    ['categories/cues/category-cues-intellectual-property.js', 'confidential except as needed to file patent application with '],
    ['categories/cues/category-cues-personal-data-named.js', "to the member's home address at a buyer's name and member's home address : "],
  ]);
  const units = ['the mark, scratch the mark- VAT registration registration numbers event registration as registration for sales ', 'opposition of any shareholders KESTREL KESTREL HOLDINGS the trade mark KESTREL oppose the '];
  itClassifiesRunsInATradeMarkLicence(units);
  itReadsTermCategoriesLinearly(['Delivery Receipts Internal Revenue Proceeds of Crime ', 'staff turnover revenues code ']);
});

describe('hostile text: the review of h56conv\'s and h56cat\'s rules (not-responsible, deposit-shares, damage-paid, cancelled-occurrences, hrev43)', () => {
  // The changed patterns' new windows, each repeated: a clause separator and modal runs after a denied duty (DUTY_LAID),
  // a loss word before a task word, "of the contract" without the value, "pay for any loss" before a run that never
  // reaches the time, "cancellation of" before a run without the contract: 20,000 / 40,000 / 80,000 characters (checked
  // by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-not-responsible.js', 'is not responsible for x; the a b shall '],
    ['categories/cues/category-cues-not-responsible.js', ', which will be , and shall not '],
    ['categories/cues/category-cues-not-responsible.js', 'responsible for loss prevention loss '],
    ['categories/cues/category-cues-deposit-shares.js', 'deposit of 10% of the contract total '],
    ['categories/cues/category-cues-damage-paid.js', 'pay for any loss within a b c days '],
    ['categories/cues/category-cues-cancelled-occurrences.js', 'not liable for costs caused by cancellation of the '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier is not responsible for the installation; the Customer shall ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Insurer shall pay for any loss within ');
});

describe('hostile text: a paper renewed for a further period (category-cues-renewed-papers.ts, hrev43)', () => {
  // "renewed for a" without the period's word, "cover under this" runs without "renewed", each repeated: 20,000 /
  // 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-renewed-papers.js', 'cover renewed for a renew the permit for an '],
    ['categories/cues/category-cues-renewed-papers.js', 'cover under this polic this '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Policy may be renewed for a ');
});

describe('hostile text: others engaged, the engaging party remaining answerable (category-cues-others-engaged.ts, h60trn)', () => {
  // The engaging verb run without "remain responsible", "remains responsible for the" run without its "of … contractor",
  // "to use" run for the lookbehind, each repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-others-engaged.js', 'may use engage others and '],
    ['categories/cues/category-cues-others-engaged.js', 'remains responsible for the work, acts '],
    ['categories/cues/category-cues-others-engaged.js', 'to  to use remain liable for their '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'may engage a roofer, remaining responsible for the ');
});

describe('hostile text: things removed and the place made good (category-cues-removed-and-made-good.ts, h60trn)', () => {
  // "remove" run without making good, "make good the" run after a removal without its place, each repeated:
  // 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-removed-and-made-good.js', 'remove the kiosk, '],
    ['categories/cues/category-cues-removed-and-made-good.js', 'remove and make good the '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'must remove its kiosk and restore ');
});

describe('hostile text: set 52\'s general causes (goods-stored, sale-prices, net-values, insurance, excused losses; h59c52)', () => {
  // A delivery with its object and no store, a guarded carriage without its noun, a signature without the delivery, a
  // reserve without its lot, a premium without its buyer, an estimate without its amount, "less" without liabilities,
  // "no warranty as to" without a price, an excused loss without its event, each repeated: 20,000 / 40,000 / 80,000
  // characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-goods-stored.js', 'deliver the a b c to the Xx\'s a b '],
    ['categories/cues/category-cues-goods-stored.js', 'by an insured armoured secure '],
    ['categories/cues/category-cues-goods-stored.js', 'sign the a b and deliver insured '],
    ['categories/cues/category-cues-sale-prices.js', 'below its agreed reserves for each reserve $ '],
    ['categories/cues/category-cues-sale-prices.js', "buyer's buyer's low estimate high estimate of "],
    ['categories/cues/category-cues-sale-prices.js', 'no warranty as to the a b no warranties about '],
    ['categories/cues/category-cues-net-values.js', 'less its a b less all assets and '],
    ['categories/cues/category-cues-insurance.js', 'insures that insure '],
    ['categories/cues/category-cues-charter-party.js', 'not liable for loss caused by riots floods '],
    ['categories/cues/category-cues-land-used.js', "erect a b c on the Xx's a b erect put up "],
    ['categories/cues/category-cues-kept-informed.js', 'keep a b c fully well keeps '],
    ['categories/cues/category-cues-fees-deducted.js', 'charges a b c will be deducted charges shall '],
  ]);
  // The file's one whole-classifier run of a category unit; the others read the category stage alone (CATEGORIES).
  itClassifiesRepeatedLinearly('The Customer shall deliver the paintings to our ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'We will not sell any lot below its reserve and ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier may erect two signs on the ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier shall keep the Customer ');
});

describe('hostile text: "not liable for" whatever it names (category-cues-not-responsible.ts, h59cat)', () => {
  // "not liable to x" runs that never reach "for", "not be held liable" runs, and storm words after the phrase, each
  // repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-not-responsible.js', 'not liable to the x not be held liable to '],
    ['categories/cues/category-cues-not-responsible.js', 'is not liable for a typhoo cyclon '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier shall not be liable to the Buyer ');
});

describe('hostile text: a service credit as a share of a fee (category-cues-service-credits.ts, h59cat)', () => {
  // "service credit" followed by percentages that never reach "of the fee", and "of the" runs without the fee word,
  // each repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-service-credits.js', 'service credit 5% 10 per cent (5%) of '],
    ['categories/cues/category-cues-service-credits.js', 'service credits of 5% of the a b c d '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Service Credit shall be 5% of the monthly ');
});

describe('hostile text: a term row (category-cues-term-rows.ts, h59cat)', () => {
  // A term heading followed by runs of number words that never reach a period, and spaces before the colon, each
  // repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-term-rows.js', 'Term: the the five (5) '],
    ['categories/cues/category-cues-term-rows.js', 'Initial term       '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Term: five ');
});

describe('hostile text: a sum named the sole remedy (category-cues-sole-remedies.ts, h59cat)', () => {
  // "service credits are the" followed by possessive runs that never reach "remedy", each repeated: 20,000 / 40,000 /
  // 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-sole-remedies.js', "service credits are the Client's a b sole and "],
    ['categories/cues/category-cues-sole-remedies.js', 'liquidated damages is delay payments shall be '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Liquidated damages are the sole ');
});

describe('hostile text: set 52\'s categories, part 2 (written authorities, disclosure bars, losses compensated, damage made good, signed writings; h61c52b)', () => {
  // An authority without "in writing", a disclosure bar without its outsiders, a compensation
  // without its loss, damage made good without its cause,
  // a writing never signed, each repeated: 20,000 / 40,000 / 80,000
  // characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-written-approvals.js', 'has not authorised a b c '],
    ['categories/cues/category-cues-disclosure-bars.js', 'not disclose a b to the to any third '],
    ['categories/cues/category-cues-disclosure-bars.js', 'never to reveal '],
    ['categories/cues/category-cues-losses-compensated.js', 'compensate a b c d for any its '],
    ['categories/cues/category-cues-damage-made-good.js', 'make good any damage to the '],
    ['categories/cues/category-cues-signed-writings.js', 'written a b written change '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier does not disclose the price to ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Customer has not authorised ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier shall compensate the Customer ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier shall make good any damage to ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'This Contract may be changed by a written ');
});

describe('hostile text: term rows counted from an invoice, net or per week (category-cues-term-rows.ts, hrev48)', () => {
  // One fixed-words lookahead after the period of an anchored row: repeated rows and near-miss tails.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-term-rows.js', 'Term: 30 days from the date of receipt of the '],
    ['categories/cues/category-cues-term-rows.js', 'Term | 7 days per '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Term: 30 days net from invoice per week ');
});

describe('hostile text: "not liable for payment of" (category-cues-not-responsible.ts, hrev48)', () => {
  // One more alternative in the fixed-width lookahead after "for".
  itReadsCueFilesLinearly([['categories/cues/category-cues-not-responsible.js', 'not liable for the payment of not liable for the repayment ']]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'is not liable for payment of the ');
});

describe('hostile text: round 1\'s category rules narrowed (hrev45)', () => {
  // Each narrowed pattern's guard on its near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by
  // growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-insurance.js', 'insure the proper timely a b c insure compliance insure '],
    ['categories/cues/category-cues-goods-stored.js', "deliver the a to the warehouse warehouse's stores "],
    ['categories/cues/category-cues-goods-stored.js', 'insured vehicles in an insured vans by '],
    ['categories/cues/category-cues-sale-prices.js', 'sold lot bid below its the reserve a reserve of $ '],
    ['categories/cues/category-cues-land-used.js', 'may a b erect entitled to a erect on the a '],
    ['categories/cues/category-cues-removed-and-made-good.js', 'remove the a restore the a b restore it to repair any damage caused by '],
    ['categories/cues/category-cues-kept-informed.js', 'keep itself keep a b c well '],
    ['categories/cues/category-cues-others-engaged.js', 'use all reasonable a use its own engage the a remain responsible for '],
    ['categories/cues/category-cues-intellectual-property.js', 'licence to use the land plans right to use a building '],
    ['categories/cues/category-cues-charter-party.js', 'not liable for loss caused by flood water a b caused by the '],
    ['categories/cues/category-cues-delivery.js', "title of the a shall pass to the insurer's attention "],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier shall insure proper maintenance of ');
});

describe("hostile text: round 2's category rules narrowed (hrev49)", () => {
  // Each narrowed pattern's guard on its near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by
  // growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-losses-compensated.js', 'insurer shall compensate a b for the loss of its the time '],
    ['categories/cues/category-cues-damage-made-good.js', 'make good any damage caused by ordinary the wear and '],
    ['categories/cues/category-cues-sums-owed.js', 'credit or debit points a b credits and debit '],
    ['categories/cues/category-cues-business-passing.js', "sells the buyer honours this Agreement's the buyer "],
    ['categories/cues/category-cues-signed-writings.js', 'send a b c d written agreement signed delivered to written '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The insurer shall compensate the Customer for the loss of its time caused by ordinary wear and tear and a credit or debit to ');
});

describe('hostile text: assets and liabilities allocated (h63left)', () => {
  // The net-value veto's allocation guards (a verb before the pair, a passing after it) on their near-miss unit
  // repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-net-values.js', 'assume all the its assets and liabilities of a b shall be '],
    ['categories/cues/category-cues-net-values.js', 'liabilities and assets liabilities or assets taken over '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Buyer shall take over all assets and liabilities of the Business and ');
});

describe('hostile text: a sold place whose buyer the contract binds, land covenants (h63c53)', () => {
  // Each new alternation's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-business-passing.js', 'this Lease will bind this Lease binds the the buyer '],
    ['categories/cues/category-cues-business-passing.js', 'runs with the run with the lands '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'If the Owner sells Harbour House, this Lease will bind the buyer and the covenants run with the land ');
});

describe('hostile text: consigned goods returned at the end (h63c53)', () => {
  // The widened thing list's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-entrusted-returns.js', 'return all consigned consignment the end consigned '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'On termination return all unused consigned consignment Consigned Products ');
});

describe('hostile text: the easement used, the land restored (h63c53)', () => {
  // The new alternations' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-land-used.js', 'within the within the servient use the right-of '],
    ['categories/cues/category-cues-land-used.js', 'restore the surface of the land restore the site a b c '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Company shall restore the surface of the land within the Easement and ');
});

describe('hostile text: the contract lasting until an event (h63c53)', () => {
  // The new alternation's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-term-rows.js', 'this agreement shall continue in full force for so long this lease will remain in effect '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'This Agreement shall continue in full force for so long ');
});

describe('hostile text: a let thing kept in good order or given back at the end, goods collected (h63asset)', () => {
  // The kept-in-order, entrusted-returns and delivery cues' lookaheads and windows on their near-miss units repeated: 20,000 / 40,000 / 80,000 characters
  // (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-kept-in-order.js', 'keep the a b maintain them c in good keep it d seaworthy in working '],
    // The entrusted-returns cue's branch for the let thing itself: the verb and its object's words without the thing.
    ['categories/cues/category-cues-entrusted-returns.js', "on termination hand back the a b vessel's return to the Aa its "],
    // The delivery cue's branch for goods collected: the verb and its object's words without the goods.
    ['categories/cues/category-cues-delivery.js', 'collect each rejected a b pick up the a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Tenant must keep the shop and maintain them in good working keep it a ');
});

describe("hostile text: round 1's category rules narrowed on ordinary language, a bar on dealing with a trade counterparty only (hrev52)", () => {
  // The narrowed pattern's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-scope.js', 'During the Term not sell any other agency any third party data any third party software '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'During the Term the Supplier shall not sell any other distributor any third party any third party software data ');
});

describe("hostile text: round 1's category rules narrowed on ordinary language, goods, timesheets, hours and accounts kept out (hrev52)", () => {
  // The narrowed pattern's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-deliverables.js', 'approve or reject the goods record three hours each write ten user accounts per '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Client shall approve or reject the timesheet and record three hours of overtime per week and ');
});

describe("hostile text: round 1's category rules narrowed on ordinary language, a donation, a rent review, a promotion kept out (hrev52)", () => {
  // The narrowed pattern's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-codes-of-conduct.js', 'not accept any gift of not take any inducements into not offer any inducement to customers '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Trust shall not accept any gift from any other donor or any inducement to customers ');
});

describe("hostile text: round 1's category rules narrowed on ordinary language, a sale's own buyer kept out (hrev52)", () => {
  // The narrowed pattern's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-business-passing.js', 'this Agreement binds the buyer of the Products this Lease binds the purchaser to the terms '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'This Agreement binds the buyer of the Products to pay and this Lease binds the purchaser ');
});

describe("hostile text: round 1's category rules narrowed on ordinary language, consignment records kept out (hrev52)", () => {
  // The narrowed pattern's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-entrusted-returns.js', 'on termination return all consignment inventory records consigned goods lists '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'On termination return all consignment inventory records and consigned goods lists ');
});

describe("hostile text: round 1's category rules narrowed on ordinary language, the place's things and the easement's documents kept out (hrev52)", () => {
  // The narrowed pattern's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-land-used.js', "restore the Site's power restore the building management use the easement plan right-of-way agreement "],
    ['categories/cues/category-cues-land-used.js', 'reinstate the property a b c d e f '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, "The Supplier shall restore the Site's power and reinstate the property manager and use the easement plan ");
});

describe("hostile text: round 1's category rules narrowed on ordinary language, assets and liabilities accounted for (hrev52)", () => {
  // The narrowed pattern's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-net-values.js', 'assets and liabilities acquisition of assets and liabilities accounted '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The acquisition of assets and liabilities shall be accounted for and assets or liabilities ');
});

describe("hostile text: round 1's category rules narrowed on ordinary language, a second pass (hrev52)", () => {
  // The narrowed patterns' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-deliverables.js', "approve or reject the Supplier's Tenant's plans for approve or reject any proposed "],
    ['categories/cues/category-cues-net-values.js', 'assets and liabilities shall be is recorded are to be valued '],
    ['categories/cues/category-cues-scope.js', 'During the Term not accept any other engagement any other café cafés '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, "The Landlord shall approve or reject the Tenant's plans and the assets and liabilities shall be ");
});

describe('hostile text: a price list row "<what>: <amount>" (h65c53)', () => {
  // The row's label without its colon, and label-colon-money runs that never end the element: 20,000 / 40,000 / 80,000
  // characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-rate-rows.js', 'Madrid – Lyon full trailer a b '],
    ['categories/cues/category-cues-rate-rows.js', 'Cash Price: EUR 1,240 x '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Madrid – Lyon, full trailer: EUR 1,240 and ');
});

describe('hostile text: liable for acts and omissions, a loss borne (h65c53)', () => {
  // The new alternations' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-losses-compensated.js', 'liable to the a b c for the acts and '],
    ['categories/cues/category-cues-losses-compensated.js', 'bears the heavy losses bear any a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier remains liable to the Customer for the acts and bears the loss ');
});

describe('hostile text: records sent (h65c53)', () => {
  // The new alternations' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-papers-sent.js', 'provide the a b records of '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier shall provide the a b records of ');
});

describe('hostile text: title kept until an event, then passing (h65c53)', () => {
  // The new branch's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-delivery.js', 'title to the a b remains with the c until d e, and '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Title to the Goods remains with the Seller until payment, and ');
});

describe('hostile text: the contract passed on to the buyer of what the party sells (C79, category-cues-business-passing.ts, h65conv)', () => {
  // CONTRACT_PASSED_TO_BUYER's and SOLD_THEN_CONTRACT_PASSED's bounded windows on their near-miss units repeated:
  // 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-business-passing.js', 'assign transfer this to a purchaser of the Goods to any person who '],
    ['categories/cues/category-cues-business-passing.js', 'sells assign transfer it to the Buyer to such a '],
    ['categories/cues/category-cues-business-passing.js', 'novated to a buyer of its x y Products '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Owner sells and may assign this Agreement to a purchaser of the a b Goods to the ');
});

describe('hostile text: things kept in order that are no asset let (hrev54)', () => {
  // The kept-in-order cue's new lookbehind and owned-by-it words on a near-miss unit repeated: 20,000 / 40,000 / 80,000
  // characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-kept-in-order.js', 'keep the documents the systems  in good which it owns seller must keep the a in working '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Seller must keep the trust fund which it owns and the systems in good working ');
});

describe('hostile text: an office held as a post, the let thing\'s papers (hrev54)', () => {
  // The entrusted-returns cue's new lookaheads after the let thing and at its object on a near-miss unit repeated:
  // 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-entrusted-returns.js', 'on termination vacate his office vacate the office of  a hand over the site  plans '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'On termination the Director shall vacate his office of the site records as ');
});

describe('hostile text: a tax or a fee on goods collected (hrev54)', () => {
  // The delivery cue's new lookahead in the goods-collected branch on a near-miss unit repeated: 20,000 / 40,000 /
  // 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-delivery.js', 'collect the a b vat pick up each parking collect the tax on '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Seller shall collect the VAT on a b pick up the parking ');
});

describe('hostile text: a provider\'s keeping duty after another in its sentence (lead, session 36)', () => {
  // The anchored provider guard's gap window (100 characters) on its near-miss unit repeated: 20,000 / 40,000 / 80,000 characters.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-kept-in-order.js', 'The Contractor is responsible for a b shall keep the site contractor will '],
  ]);
});

describe('hostile text: review of round 2 rules on ordinary language (hrev56)', () => {
  // NOT_A_PRICE, NOT_AN_AUTHORITY and NOT_A_WARRANTY on their near-miss units repeated: 20,000 / 40,000 / 80,000
  // characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-rate-rows.js', 'Share capital Limit cover a '],
    ['categories/cues/category-cues-papers-sent.js', 'provide records to the Tax provide records to HMRC '],
    ['categories/cues/category-cues-business-passing.js', 'sells the goods assign the benefit of the a warranty and to a buyer '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Customer may sell the goods and assign the benefit of the warranty to the buyer of the Goods and ');
});

describe('hostile text: a contractor approved by the other party (h66c53)', () => {
  // The widened alternation's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-commercial.js', 'contractors approved in writing '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Tenant must use a contractor approved in writing ');
});

describe('hostile text: readings recorded, access for a count (h66c53)', () => {
  // The widened alternations' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-audits.js', 'record the daily water '],
    ['categories/cues/category-cues-stock-counts.js', 'access to a b c d for each stock '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Grower must record the daily feed access to its store for each stock ');
});

describe('hostile text: a product\'s expiry date (h66c53)', () => {
  // The new veto's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-ends.js', 'products goods its expiry '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Goods items batch its expiry ');
});

describe('hostile text: the contract in force from its start until an event (h66c53)', () => {
  // The widened branch's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-term-rows.js', 'this agreement shall be in force from a b c d e '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'This Agreement shall be in force from its signature ');
});

describe('hostile text: a regulator\'s licence, know-how owned (h67c54)', () => {
  // The new veto's and the widened cue list's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-regulator-licences.js', 'the loan licensed a food service '],
    ['categories/cues/category-cues-intellectual-property.js', 'owns its a b c recipes remain know-how '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Maker owns its loan licence and licensed kitchen know-how ');
});

describe('hostile text: a fee charged to a card, a failed payment, a plan row, a place and a date (h67c54)', () => {
  // The new and widened patterns' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-payment.js', 'charged to your a b credit '],
    ['categories/cues/category-cues-rate-rows.js', 'Basic plan a b: c d '],
    ['categories/cues/category-cues-rate-rows.js', '1.1 A: b, $1 '],
  ]);
  itReadsPredicatesLinearly([
    ['categories/category-late-payment.js', 'isLatePaymentCharge', 'late fee payment is failed payments '],
    ['signatures/signature-lines.js', 'isClosingLine', 'Santos Bay Aa, '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Basic plan: 10 hours a month, charged to your card if a payment fails, Santos, ');
});

describe('hostile text: premises booked, goods in the other\'s cold store (h67c54)', () => {
  // The new cue file's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-premises-booked.js', 'kitchen hours book our a '],
    ['categories/cues/category-cues-premises-booked.js', 'store in our a keep in shared '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'You must book our kitchen time cost of studio hours store in our freezers ');
});

describe('hostile text: a regulator\'s licence beside marks, a logo or a licence to use (hrev59)', () => {
  // The widened right-in-a-work list's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-regulator-licences.js', 'loan licence marks licence to a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Maker holds a loan licence to use the logos and marks ');
});

describe('hostile text: know-how owned, the words between it and the verb no relative nor copies (hrev59)', () => {
  // The narrowed word run's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-intellectual-property.js', 'owns the a copies b used recipes '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Chef owns the equipment used for recipes ');
});

describe('hostile text: a card\'s transactions charged to it (hrev59)', () => {
  // The new lookbehind's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-payment.js', 'transactions charged to your a card '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Purchases charged to the card transactions debited from your bank account ');
});

describe('hostile text: a plan row with a fine or a limitation in its quantity (hrev59)', () => {
  // The widened lookahead's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-rate-rows.js', '1.1 Fine a: b Limitation, $1 per '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Basic plan: 10 hours, fine, limitation, $1 per ');
});

describe('hostile text: a date\'s name before a comma and a date (hrev59)', () => {
  // The new lookahead's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsPredicatesLinearly([
    ['signatures/signature-lines.js', 'isClosingLine', 'Delivery Aa Date, '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Delivery Date, Santos Date, ');
});

describe('hostile text: goods kept in "your" freezers (hrev59)', () => {
  // The narrowed owner list's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-premises-booked.js', 'kept in your freezers keep in our a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Food kept in your fridges keep in our ');
});

describe('hostile text: a law complied with by its own name, an item "to comply" (h68cat)', () => {
  // The widened compliance cue's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-compliance.js', 'The Agent shall comply with the (a), b '],
    ['categories/cues/category-cues-compliance.js', '(d) to comply with Foo (Bar) '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, '(d) to comply with the Quarry (Dust), Noise Act Regulation Statute ');
});

describe('hostile text: alcohol kept out of the work, alcohol sold as the licensing law allows (h68cat)', () => {
  // The new cue file's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-alcohol-conduct.js', 'not drink alcohol a b not a under the '],
    ['categories/cues/category-cues-alcohol-conduct.js', 'not sell alcohol to any a who is outside the a b '],
    ['categories/cues/category-cues-alcohol-conduct.js', 'not sell liquor unless it has without a b c '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'not sell alcohol to anyone under the influence of drink while not consume drugs ');
});

describe('hostile text: what the work takes in, said of it as the subject (h68cat)', () => {
  // The new strong Scope of Work pattern's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-scope.js', '1.1.1. the a b services cover must '],
    ['categories/cues/category-cues-scope.js', 'the a-b c-d '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, '2.1 The standard visit covers the period each membership includes ');
});

describe('hostile text: the proof of an insurance cover given to the other party (h68com)', () => {
  // The new cue file's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-cover-proof-sent.js', 'give the Owner a copy of the certificate of insurance a b c '],
    ['categories/cues/category-cues-cover-proof-sent.js', 'deliver to Owner copies of insurance certificates on the '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Hirer shall give the Owner a certificate of currency upon the Owner\'s ');
});

describe('hostile text: a right to operate or place a thing at the grantor\'s place (h68com)', () => {
  // The new cue file's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-operating-rights.js', 'grants the right to operate a b c at on in the '],
    ['categories/cues/category-cues-operating-rights.js', 'right to place right to run grant '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Port grants the Operator the right to operate the bar at the ');
});

describe('hostile text: works handed over on their completion (h68left)', () => {
  // The new cue file's pattern (both orders, 160-character gaps) on near-miss units: 20,000 / 40,000 / 80,000 characters.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-works-handed-over.js', 'hand over the completion of the aa bb '],
    ['categories/cues/category-cues-works-handed-over.js', 'completion of the works hand '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'On completion of the Aa Bb Works hand over handover of ');
});

describe('hostile text: money overdue, unpaid, distributed, contributed or deducted per day; a late fee row (h70c55)', () => {
  // The changed patterns' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-sums-owed.js', 'rent is more than a b fees are unpaid overdue '],
    ['categories/cues/category-cues-sums-owed.js', 'distribute the net distribute the a b '],
    ['categories/cues/category-cues-payment.js', 'deduct $5 deduct 5% for a b '],
  ]);
  itReadsPredicatesLinearly([
    ['categories/category-late-payment.js', 'isLatePaymentCharge', 'Late Fee: not received your a b late fee, and a further $5 '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'If the rent is more than five days overdue we may deduct 1% for each day ');
});

describe('hostile text: costs borne, a fee counted on a number, rent prorated (h70c55)', () => {
  // The changed patterns' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-amounts.js', 'cost a b borne bears the a b cost calculated a on the number '],
    ['categories/cues/category-cues-amounts.js', 'Liability $5 per prorate rent is '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Any cost above the budget shall be borne by the Producer who bears the ');
});

describe('hostile text: a storage unit, locker or berth let to the occupant; a return after the last shipment (h70c55)', () => {
  // The new cue file's and the changed pattern's near-miss units repeated: 20,000 / 40,000 / 80,000 characters.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-units-let.js', 'keep the storage Unit deny you access to the gate '],
    ['categories/cues/category-cues-entrusted-returns.js', 'return all the a b last shipment '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'You must keep the Unit locked and may enter the facility with ');
});

describe('hostile text: the guarding of cash or valuables carried (h70c55)', () => {
  // The changed pattern's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-physical-safety.js', 'armoured armed tamper firearms or only to a b c whose '],
    ['categories/cues/category-cues-physical-safety.js', 'locked with your own a locked with '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Cash is carried in armoured vans by armed guards only to a b whose ');
});

describe('hostile text: review of round 1\'s money, cost, let-unit and valuables guards (hrev62)', () => {
  // The changed patterns' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-sums-owed.js', 'balance sheet is overdue distribute the balance of the a b surplus food '],
    ['categories/cues/category-cues-payment.js', 'deduct 5% of the a b deduct 5% from '],
    ['categories/cues/category-cues-amounts.js', 'cost of damage a b borne fee a b calculated on the number '],
    ['categories/cues/category-cues-amounts.js', 'Limited Liability Company $5 per limited liability '],
    ['categories/cues/category-cues-units-let.js', 'access the facility by means of a b '],
    ['categories/cues/category-cues-physical-safety.js', 'sale of firearms or ammunition funds only to a whose locked with a lock-in '],
  ]);
  itReadsPredicatesLinearly([
    ['categories/category-late-payment.js', 'isLatePaymentCharge', 'not received the a b goods by interest not received your '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The fee for the surplus balance of each shipment is calculated on the number of armoured ');
});

describe('hostile text: a qualification or certificate a party or its people must hold (h71cat)', () => {
  // The new cue file's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-qualifications-held.js', 'must hold a current a b c d e gas '],
    ['categories/cues/category-cues-qualifications-held.js', 'unless you a b hold the certificate of '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Each fitter must hold a valid trade a b c d certificate for the boiler unless a ');
});

describe('hostile text: a registration with a public authority (h71cat)', () => {
  // The new cue file's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-authority-registrations.js', 'register the a b c with the Aa Bb Cc '],
    ['categories/cues/category-cues-authority-registrations.js', 'registration of its a b c d with the a b c d '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Owner shall register the a b with the Aa Bb Cc dd ');
});

describe('hostile text: a quality inspection of goods, an inspector defined, another\'s accounts kept (h71s55)', () => {
  // The changed patterns' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-audits.js', 'fails the final random fails the AQL 2.5 a b Stock Inspector means an a b '],
    ['categories/cues/category-cues-audits.js', 'keep the a b keep the bank a b accounts '],
    ['categories/cues/category-cues-deliverables.js', 'passes the pre-shipment final AQL 1 AQL 1.5 at a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Any lot that fails the final inspection at AQL 2.5 and keep the Club\'s ');
});

describe('hostile text: a sum not received by a time, an instalment of the goods overdue (h72pay)', () => {
  // The changed patterns' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-sums-owed.js', 'instalment of the goods instalment of such a b is '],
  ]);
  itReadsPredicatesLinearly([
    ['categories/category-late-payment.js', 'isLatePaymentCharge', 'payment that is not received not received a b payment penalty '],
    ['categories/category-late-payment.js', 'isLatePaymentCharge', 'not paid the a b not received payment fine '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'A report not received within any payment that has not been received a b penalty ');
});

describe('hostile text: a product rejected against its specification, an order placed (h76cat)', () => {
  // The new files' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-nonconforming-rejected.js', 'reject any goods that do not conform to the a b '],
  ]);
  itReadsPredicatesLinearly([
    ['categories/cues/category-cues-orders-placed.js', 'isOrderPlaced', 'confirm or reject each purchase the the orders shall be '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Buyer may reject any Products that do not conform to the and place each purchase order ');
});

describe('hostile text: rules complied with, an engagement, all labour and materials, a signing formula (h77cat)', () => {
  // category-cues-rules-and-engagements.ts: its patterns on near-miss runs (the duty's opening without the rules' word,
  // "engages the Aa" without its "to" or "as", "all labour," lists without "and materials", the formula without its
  // "scope"), 20k/40k/80k characters.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-rules-and-engagements.js', 'Aa shall comply with the x '],
    ['categories/cues/category-cues-rules-and-engagements.js', 'engages the Aa Aa '],
    ['categories/cues/category-cues-rules-and-engagements.js', 'provide all labour, x x, '],
    ['categories/cues/category-cues-rules-and-engagements.js', 'aware of its content and '],
  ]);
});

describe('hostile text: a let thing left clean, taken out, let to others, stored in, lent or pledged (h78cat)', () => {
  // category-cues-barred-uses.ts: its patterns on near-miss runs (the verb and its object without the state, the place
  // word, the use verb or the let thing), 20k/40k/80k characters.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-barred-uses.js', 'leave the a b keep your '],
    ['categories/cues/category-cues-barred-uses.js', 'not take the Aa a not be '],
    ['categories/cues/category-cues-barred-uses.js', 'allow another a b to use '],
    ['categories/cues/category-cues-barred-uses.js', 'not store a, b, in the x '],
    ['categories/cues/category-cues-barred-uses.js', 'lend, a, b, or otherwise '],
  ]);
});

describe("hostile text: set 69's scope, money rows and starts said without their words (h91sow)", () => {
  // Each new cue file's patterns on a near-miss unit repeated (20k/40k/80k characters): a grant's words without the
  // purpose, a sale's without "directly", a field name without its colon, a bonus without its sum, a request to sign
  // without its time, "this subcontract" runs, an instalment's name without its amount.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-grant-purpose.js', 'use the grant grants the Aa the sum '],
    ['categories/cues/category-cues-trade-bounds.js', 'not to sell a of other buy x worth may sell the '],
    ['categories/cues/category-cues-order-form-rows.js', 'Subscription Named users Rooms covered '],
    ['categories/cues/category-cues-pay-extras.js', 'pension contribute 5% of the bonus of daily allowance of '],
    ['categories/cues/category-cues-signed-copy-returned.js', 'please sign and return send '],
    ['categories/cues/category-cues-subcontract-named.js', 'this subcontract this sub '],
    ['categories/cues/category-cues-instalment-rows.js', 'first instalment: '],
  ]);
});

describe("hostile text: set 70's categories said without their words (h92cat)", () => {
  // Each new cue file's patterns on a near-miss unit repeated (20k/40k/80k characters): goods made ready without "for",
  // things kept apart without "as", a document's verb without what it sets out, "nothing in this" without the volume, a
  // cost without its account, a supervisor's verb without the guide, "payou" runs.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-carriage-handled.js', 'have the aa ready stow lift the a cargo is deemed to have been may refuse any aa '],
    ['categories/cues/category-cues-hazards-kept-apart.js', 'not carry a in the same can aa and is vaccinated against aa conduct puts aa has made '],
    ['categories/cues/category-cues-safeguarding.js', 'alone in a aa with give a aa child a follow the aa safeguarding '],
    ['categories/cues/category-cues-supervision-named.js', 'name a aa give the aa an remains responsible for '],
    ['categories/cues/category-cues-object-stated.js', 'This aa agreement sets out the nothing in this aa obliges the aa to not allow any other firm to aa '],
    ['categories/cues/category-cues-costs-borne.js', 'bear its own dues are for the aa '],
    ['categories/cues/category-cues-payouts.js', 'payou pay-ou '],
    ['categories/cues/category-cues-orders-answered.js', 'accept or reject each aa order '],
    ['categories/cues/category-cues-terms-amended.js', 'amend this aa aa '],
    ['categories/cues/category-cues-platform-left.js', 'leave the aa your aa account '],
  ]);
});

describe("hostile text: set 71's money and work said without their words (h93cat)", () => {
  // Each new cue file's patterns on a near-miss unit repeated: "costs" and a spelt "thousand (" without the figure, "pay
  // half the" without the price; a consortium without its purpose, "take part in any other" without the bid; "provide the
  // Aa, b, with a" without the thing, "that it still holds" without a return; a fine deducted without the pay.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-sums-stated.js', 'costs an extra thousand ( pay half the aa commission of '],
    ['categories/cues/category-cues-joint-bid-scope.js', 'consortium for the take part in any other divide the services '],
    ['categories/cues/category-cues-things-provided.js', 'provide the Aa, b, with a make its aa boat return the aa that it still holds '],
    ['categories/cues/category-cues-fines-deducted.js', 'deduct the fine from the penalties are deducted from '],
    ['categories/cues/category-cues-bid-security.js', 'bid tender proposal securit '],
  ]);
});

describe("hostile text: set 71's categories said without their words (h93cat2)", () => {
  // Each new or changed cue file's patterns on a near-miss unit repeated (20k/40k/80k characters): a proceeding's verb
  // without "against", "matters not provided for in this" without the settling verb, "releases the a" runs without
  // "from", a period's noun and "runs from" without "until", "not ski" before a pass, "minutes of each" without the
  // sending, a storm warning after a cause, an "insur" run before "give the Aa a copy of", a name's "of its" runs, a
  // loss "that arises" without "bear", "signed in two copies" without the force, a language's "text" without "prevails";
  // the signer row's label and a name run, a language ranking's text run.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-settlement-effect.js', 'bring any new action the authority of a withdraw its aa '],
    ['categories/cues/category-cues-courts-and-gaps.js', 'matters not provided for in this jury bring a claim in the aa English law '],
    ['categories/cues/category-cues-claims-released.js', 'releases the aa, shall have no '],
    ['categories/cues/category-cues-periods-run.js', 'season runs from aa withdraw from the aa '],
    ['categories/cues/category-cues-dangerous-pursuits.js', 'not ski pass dangerous '],
    ['categories/cues/category-cues-minutes-sent.js', 'send the minutes of each aa meeting '],
    ['categories/cues/category-cues-activity-rules.js', 'caused by a storm warning follow the instructions of the aa '],
    ['categories/cues/category-cues-cover-proof-sent.js', 'insurance give the Aa Bb a copy of '],
    ['categories/cues/category-cues-contact-points.js', 'send the aa name and phone of its '],
    ['categories/cues/category-cues-losses-compensated.js', 'bears any loss that '],
    ['categories/cues/category-cues-copies-made.js', 'signed in two copies the same Done at aa '],
    ['categories/cues/category-cues-language-versions.js', 'English text aa '],
    ['categories/cues/category-cues-occurrences-called-off.js', 'cancel any aa sailing because of the '],
    ['categories/cues/category-cues-delivery-records.js', 'e-mail delivery '],
    ['categories/cues/category-cues-signatures-written.js', 'signatures were written in my '],
  ]);
  itReadsPredicatesLinearly([
    ['categories/category-signer-rows.js', 'isSignerRow', 'The Aa Bb: Cc de Dd, '],
    // Blanks and marks before the label (a run of blanks was read by two classes: quadratic, mended in session 57).
    ['categories/category-signer-rows.js', 'isSignerRow', ' '],
    ['categories/category-signer-rows.js', 'isSignerRow', '- '],
    ['categories/cues/category-cues-language-versions.js', 'ranksLanguageTexts', 'Irish version aa '],
  ]);
});
