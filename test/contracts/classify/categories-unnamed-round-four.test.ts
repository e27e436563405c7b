/**
 * Subjects a clause states without its category's word, round 4 (issue 18, h24cat4; category-cues-unnamed-round-four.ts):
 * a statement sent, a thing submitted, a party advised or told (Communication); a hired thing's care and a shared one
 * booked (Asset Use); a permit to hold (Responsibilities); a minimum order and an exclusive right to sell (Scope of
 * Work); a name and logo, proprietary data, a pen name (Intellectual Property); log entries, full accounts, an
 * independent check (Audits); goods conforming to a standard (Warranties); a charge indexed or changed (Pricing &
 * Taxes); a booking moved (Amendments); a business's purchaser (Business Continuity); the authentic language version
 * (Order of Precedence). Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoryEvidence } from '../../../src/contracts/classify/categories.js';
import { UNNAMED_ROUND_FOUR_CUES } from '../../../src/contracts/classify/category-cues-unnamed-round-four.js';
import { cuedBy, expectEach } from './cue-tables.js';

const cued = (text: string, category: string) => categoryEvidence(text, undefined).some((e) => e.category === category && e.cue);

describe('Communication: a statement sent, a thing submitted, a party advised or told', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Communication'), ['The secretary will send each member a summary of the club accounts after the meeting.',
      'We will send you a written confirmation of the dates.',
      'The Contractor shall submit its weekly cleaning plan to the Council every Friday.',
      'The Consultant shall advise the Trust promptly of any change in the planning rules.',
      'You must tell us the address of the hall and the time of arrival.',
    ], true);
  });
  it('not a dispute submitted to a court or to arbitration', () => {
    const round = cuedBy(UNNAMED_ROUND_FOUR_CUES, 'Communication');
    expectEach(round, ['Each party shall submit any dispute to the Courts of Geneva.',
      'The parties submit all claims to the London Court of International Arbitration.',
      'The Builder shall submit an invoice for each stage to the Owner.',
    ], false);
  });
});

describe('Asset Use: a hired thing cared for, a shared thing booked', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Asset Use'), ['The Hirer must keep the boat away from rocks and moorings.',
      'You must not put cups, bags or anything else on the harp.',
      'The Borrower is responsible for any damage to the trailer while it is in the Borrower\'s care.',
      'The Renter shall refuel the van before returning it.',
      'A member may book the minibus through the club office.',
    ], true);
  });
});

describe('Responsibilities: a permit a party must hold', () => {
  it('reads it, not a permit held as a condition', () => {
    expectEach((t) => cued(t, 'Responsibilities'), ['The Driver must hold a valid category C driving licence.',
      'The Operator is to hold the street trading permit required under the by-laws.',
    ], true);
    const round = cuedBy(UNNAMED_ROUND_FOUR_CUES, 'Responsibilities');
    expect(round('Unless that person holds a valid licence, the work may not start.')).toBe(false);
    expect(round('The Club will hold the members\' addresses and licence records for one year.')).toBe(false);
  });
});

describe('Scope of Work: a minimum order, a contract volume, an exclusive right to sell', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['The Retailer must order a minimum of 200 cases in each season.',
      'The annual contract quantity is 4,000 tonnes.',
      'The Distributor has the exclusive right to distribute the wines in Norway.',
      'The Designer agrees not to sell the pattern to any other retailer.',
    ], true);
  });
});

describe('Intellectual Property: a name and logo, proprietary data, a pen name', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Intellectual Property'), ['The Sponsor may use the Club\'s name and logo on its shirts.',
      'The survey results remain proprietary to the Sponsor for two years.',
      'Each newspaper shall print the columnist\'s pen name with the column.',
    ], true);
  });
});

describe('Audits: log entries, full accounts, an independent check', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Audits'), ['The Skipper shall record each trip, the catch and the fuel used in the vessel log.',
      'The Manager shall keep proper accounts of the bar.',
      'Each batch is tested by an independent laboratory before release.',
      'The Grower is to have the orchard verified by an accredited certification body every year.',
    ], true);
  });
});

describe('Warranties: goods conforming to a standard', () => {
  it('reads it', () => {
    expect(cued('The Producer shall supply honey conforming to the national grading standard.', 'Warranties')).toBe(true);
    const round = cuedBy(UNNAMED_ROUND_FOUR_CUES, 'Warranties');
    expect(round('The Buyer may refuse any crate that does not conform to the sample.')).toBe(false);
  });
});

describe('Pricing & Taxes: a charge indexed or changed', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Pricing & Taxes'), ['The fee will be adjusted each April by the change in the consumer price index.',
      'The annual dues may be changed by a vote of the committee.',
    ], true);
  });
});

describe('Amendments, Business Continuity, Order of Precedence', () => {
  it('a booking moved to another date', () => {
    expect(cued('The Guest may change the booking to a later date by writing to the hotel.', 'Amendments')).toBe(true);
  });
  it('the purchaser of a business, a resort sold', () => {
    expectEach((t) => cued(t, 'Business Continuity'), ['The Caterer may assign this contract to a purchaser of its catering business.',
      'If the Owner sells the marina, the Owner shall require the buyer to honour these berths.',
    ], true);
  });
  it('the one authentic language version', () => {
    expectEach((t) => cued(t, 'Order of Precedence'), ['The Spanish version of this agreement alone is authentic.',
      'The English text shall be the authoritative one.',
    ], true);
  });
});

describe('round 4 stays linear on hostile text', () => {
  it('each cue on 80k characters of its words without their end', () => {
    const hostile = [
      'send you a '.repeat(8000), 'submit its '.repeat(8000), 'record each '.repeat(8000) + 'in the ',
      'not put a, '.repeat(8000), 'adjusted each '.repeat(6000), 'sells the resort, '.repeat(5000),
      'version of the contract '.repeat(4000), 'hold a valid '.repeat(7000),
    ];
    const start = process.cpuUsage();
    for (const text of hostile) for (const [re] of UNNAMED_ROUND_FOUR_CUES) re.test(text);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(4000);
  });
});
