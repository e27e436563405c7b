/**
 * A review of h55c51's category rules on ordinary contract language (issue 18, hrev41): each rule's false readings on
 * sentences written for this review, beside the near miss the rule must keep. Not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const IP = 'Intellectual Property';
const PAYMENT = 'Payment Terms & Billing';
const TERM = 'Term & Termination';

describe('a contract about trade marks: the words that are no mark (mark-contract-reading.ts)', () => {
  const licence = (...body: string[]): string[][] => categoriesOf(
    { text: 'TRADE MARK LICENCE AGREEMENT', kind: 'title' },
    'This Agreement is made on 2 March 2028 between KESTREL HOLDINGS LIMITED ("Licensor") and Marlow Foods Ltd ("Licensee").',
    'The Licensor owns the trade mark KESTREL registered in the United Kingdom.',
    ...body,
  ).slice(3);
  it('reads no mark in the licensor\'s name in capitals, a mark-up, a scratch\'s mark, a VAT registration or a shareholder\'s opposition', () => {
    const labels = licence(
      'KESTREL HOLDINGS LIMITED shall deliver its invoices to the Licensee by email.',
      'The Licensee shall give the Licensor its VAT registration number before the first invoice.',
      'The Licensee shall keep a register of the vehicles and their registration numbers.',
      'The Licensee may set its own mark-up on the Products sold to retailers.',
      'Any mark, scratch or dent on the Products found on delivery shall be reported within two days.',
      'The Licensee shall comply with the registration requirements of the Food Standards Agency.',
      'The opposition of any shareholder to this Agreement shall not affect its validity.',
      'The Licensee shall not oppose the Licensor\'s planning application for the warehouse.',
      'Each party shall maintain its registration as a data controller with the supervisory authority.',
      'The Licensee shall attend the event registration desk at the trade fair.',
      'The Licensee shall maintain its registration for VAT throughout the Term.',
    );
    for (const l of labels) expect(l).not.toContain(IP);
  });
  it('still reads the mark named alone, a mark after a determiner, an opposition withdrawn and the registrations', () => {
    const [use, own, opposition, oppose, registrations] = licence(
      'The Licensee shall not use KESTREL on any goods outside the Territory.',
      'The Licensee shall not use any mark confusingly similar to the Licensor\'s mark.',
      'The Licensee shall withdraw its opposition within ten days.',
      'The Licensee shall not oppose any application by the Licensor to register KESTREL in new classes.',
      'The Licensee shall not challenge the validity of the registrations.',
    );
    for (const l of [use, own, opposition, oppose, registrations]) expect(l).toContain(IP);
  });
});

const services = (...body: string[]): string[][] => categoriesOf(
  'This Agreement is made between Ridge Software Ltd ("Supplier") and Norvale Bank plc ("Customer").',
  ...body,
).slice(1);

describe('a client account: money held, not a service\'s account (category-cues-sums-owed.ts)', () => {
  it('reads no billing in a client account manager, portal or dashboard', () => {
    const labels = services(
      'The Supplier will appoint a client account manager for the Customer.',
      'The Supplier shall give the Customer access to the client account portal to view open tickets.',
      'The Agency shall manage the Client\'s social media accounts and client account dashboards.',
    );
    for (const l of labels) expect(l).not.toContain(PAYMENT);
  });
  it('keeps money held in a client account', () => {
    expect(services('The Agent shall hold all rents received in a client account separate from its own money.')[0]).toContain(PAYMENT);
  });
});

describe('a suspension of payments: a debtor\'s, not a party\'s own hold (category-cues-sums-owed.ts)', () => {
  it('keeps billing where a party holds back its own payments', () => {
    const [byCustomer, itSuspends] = services(
      'A suspension of payments by the Customer in good faith is no breach of this Agreement.',
      'If the Supplier fails to deliver the report, it suspends payments of the monthly fee until the report is delivered.',
    );
    expect(byCustomer).toContain(PAYMENT);
    expect(byCustomer).not.toContain(TERM);
    expect(itSuspends).toContain(PAYMENT);
  });
  it('keeps a debtor granted a suspension of payments as insolvency', () => {
    const [granted, byCourt] = services(
      'The Supplier may terminate this Agreement if the Customer is granted a suspension of payments.',
      'Either party may end this Agreement if the other is granted a suspension of payments by the court.',
    );
    expect(granted).toEqual([TERM]);
    expect(byCourt).toContain(TERM);
    expect(byCourt).not.toContain(PAYMENT);
  });
});

describe('one occurrence cancelled: the contract ended in other words keeps Term & Termination (category-cues-cancelled-occurrences.ts)', () => {
  const venue = (...body: string[]): string[][] => categoriesOf(
    'This Agreement is made between Lumen Arena Ltd ("Venue") and Redline Promotions Ltd ("Promoter").',
    ...body,
  ).slice(1);
  it('keeps Term & Termination where the contract is rescinded, withdrawn from or brought to an end', () => {
    const labels = venue(
      'If the Event is cancelled, either party may withdraw from this Agreement by written notice.',
      'If more than two Events are cancelled in a season, the Promoter may rescind this Agreement.',
      'The Venue may cancel the Event and bring this Agreement to an end if the Promoter fails to pay the deposit.',
      'If the Hirer cancels the Event, the Venue may retain the deposit and this Agreement shall be at an end.',
      'If the Performance is cancelled, the Hirer\'s booking is cancelled and the Hirer shall pay the cancellation fee.',
    );
    for (const l of labels) expect(l).toContain(TERM);
  });
  it('still vetoes it where only the occurrence is cancelled', () => {
    const [refund, rescheduled] = venue(
      'If the Event is cancelled, the Promoter shall refund ticket holders within 14 days.',
      'If a session is cancelled, this Agreement shall continue and the session shall be rescheduled.',
    );
    expect(refund).not.toContain(TERM);
    expect(rescheduled).not.toContain(TERM);
  });
});

describe('a replacement: a guarantee, not a reissue or a consumable (category-cues-warranties.ts)', () => {
  const agency = (...body: string[]): string[][] => categoriesOf(
    'This Agreement is made between Ridge Staffing Ltd ("Agency") and Norvale Bank plc ("Client").',
    ...body,
  ).slice(1);
  it('reads no Warranties in a candidate replaced before a hire, a free replacement card, or light bulbs replaced', () => {
    const labels = agency(
      'The Client may ask the Agency to replace the candidate at any time before the interview.',
      'The Bank will issue a free replacement card within five days if a card is lost or stolen.',
      'The Tenant shall replace defective light bulbs at its own cost.',
    );
    for (const l of labels) expect(l).not.toContain('Warranties');
  });
  it('keeps a hire who leaves replaced, a free replacement of goods and defective Products replaced', () => {
    const labels = agency(
      'The Agency shall replace a candidate who leaves within three months without any further fee.',
      'The Supplier shall provide a free replacement if a Product fails within the warranty period.',
      'The Supplier shall replace defective Products free of charge within 12 months of delivery.',
    );
    for (const l of labels) expect(l).toContain('Warranties');
  });
});

describe('a registry named in a confidentiality exception: a patent application filed keeps its IP (category-cues-intellectual-property.ts)', () => {
  const licence = (...body: string[]): string[][] => categoriesOf(
    'This Agreement is made between Ridge Software Ltd ("Licensor") and Norvale Bank plc ("Licensee").',
    ...body,
  ).slice(1);
  it('keeps Intellectual Property where a patent application is filed or a licence recorded', () => {
    const [patent, recorded] = licence(
      'The Licensee shall keep the Software confidential, except as required to file a patent application with the patent office.',
      'The Licensee may not record this licence, except as needed to register it with the trade mark office.',
    );
    expect(patent).toContain(IP);
    expect(recorded).toContain(IP);
  });
  it('still reads out a confidential document filed with an office', () => {
    const [filed] = licence('Each party shall keep the terms of this Agreement confidential, except as needed to file it with a trade mark office.');
    expect(filed).not.toContain(IP);
    expect(filed).toContain('Confidentiality');
  });
});

describe('a defined revenue: not a law\'s name, a delivery\'s receipts or staff turnover (categories.ts TERM_CUES)', () => {
  it('reads no Pricing & Taxes in a statute, a code, delivery receipts or staff turnover defined', () => {
    const labels = services(
      '"Proceeds of Crime Act" means the Proceeds of Crime Act 2002.',
      '"Revenue Code" means the Internal Revenue Code of 1986, as amended.',
      '"Delivery Receipts" means the notes signed by the Customer on delivery.',
      '"Staff Turnover" means the number of leavers in a year divided by the headcount.',
    );
    for (const l of labels) expect(l).not.toContain('Pricing & Taxes');
  });
  it('keeps a revenue or proceeds defined', () => {
    const [net, sale] = services('"Net Revenue" means gross sales less returns.', '"Sale Proceeds" means the money received for the Goods sold.');
    expect(net).toContain('Pricing & Taxes');
    expect(sale).toContain('Pricing & Taxes');
  });
});

describe('an individual\'s address as where a notice is sent: Communication, no Privacy (category-cues-personal-data-named.ts)', () => {
  const club = (...body: string[]): string[][] => categoriesOf(
    'This Agreement is made between Lumen Fitness Club Ltd ("Club") and the person named in the Schedule ("Member").',
    ...body,
  ).slice(1);
  it('reads a notice sent to a member\'s or an employee\'s home address as Communication alone', () => {
    const [member, employee] = club(
      'Notices shall be sent to the Member\'s home address as last notified to the Club.',
      'Any notice to the Employee shall be delivered to the Employee\'s home address.',
    );
    expect(club('Member\'s home address: 4 Mill Lane, Leeds LS1 4AB.')[0]).not.toContain('Privacy');
    for (const l of [member, employee]) {
      expect(l).toContain('Communication');
      expect(l).not.toContain('Privacy');
    }
  });
  it('keeps a member\'s name and email address disclosed as Privacy', () => {
    expect(club('The Club shall not disclose a member\'s name and email address to any third party.')[0]).toContain('Privacy');
    expect(club('The Club shall keep the Member\'s home address and date of birth confidential.')[0]).toContain('Privacy');
  });
});
