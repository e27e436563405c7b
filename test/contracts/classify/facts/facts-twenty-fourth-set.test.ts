/**
 * The drafting of the twenty-fourth blind contract-level set (h30f24): everyday contracts of kinds set 23 lacked. Sums
 * listed under a money lead-in, an agreement "in force from" a date, a period set off by a comma before its "from", a
 * notices sentence naming its person after "Attention:", an event's organiser, and periods that are no time to pay.
 * Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { amounts, contactNames, dates, effective, paymentTerms, primary, types } from '../facts-readers.js';

describe('sums listed under a money lead-in (h30f24)', () => {
  const HEAD = ['DEVELOPMENT AGREEMENT', 'The Client shall pay the Studio a fixed price of £90,000 in the following instalments:'];
  it('each item\'s sum is an amount though the item names only what it is paid for', () => {
    expect(amounts(...HEAD, '(a) Stage 1 (wireframes approved): £15,000;', '(b) Stage 2 (first working build): £35,000; and', '(c) Stage 3 (go-live): £40,000.'))
      .toEqual(['90000 GBP', '15000 GBP', '35000 GBP', '40000 GBP']);
  });
  it('an item under a lead-in about something else, or after the list has ended, gives no amount', () => {
    expect(amounts('The Studio shall deliver the following items:', '(a) Printed manual: £15,000 value;')).toEqual([]);
    expect(amounts(...HEAD, '(a) Stage 1: £15,000.', 'The Studio keeps the following records:', '(a) Archive copy: £2,000.'))
      .toEqual(['90000 GBP', '15000 GBP']);
  });
});

describe('a start written "in force from" or after a comma (h30f24)', () => {
  it('"is in force from <date> until <date>" gives the start and the end', () => {
    expect(dates('COOPERATION AGREEMENT', 'This agreement is in force from 1 June 2026 until 31 May 2028.'))
      .toEqual({ effective: ['2026-06-01'], termination: ['2028-05-31'] });
  });
  it('"extend the Agreement by one (1) year, from <date> until <date>" starts the extension on the first date', () => {
    expect(dates('Dear Mr Hale,', 'The parties have agreed to extend the Agreement by one (1) year, from 1 October 2026 until 30 September 2027.'))
      .toEqual({ effective: ['2026-10-01'], termination: ['2027-09-30'] });
  });
});

describe('a notices sentence that names its person after "Attention:" (h30f24)', () => {
  const PARTIES = [
    'SERVICES AGREEMENT',
    'THIS AGREEMENT is made on 2 February 2026 between Marlow Freight Limited (the "Customer") and Pennant Systems Ltd (the "Supplier").',
    'The Supplier shall provide the services and the Customer shall pay for them.',
  ];
  it('each party\'s person, with no e-mail or phone, in one sentence or in one each', () => {
    expect(contactNames(...PARTIES,
      'Notices shall be sent to the Customer at its registered office, Attention: Rosalind Achterberg, Head of Finance, and to the Supplier at its registered office, Attention: Callum Frith, Director.',
    )).toEqual(['MARLOW FREIGHT: Rosalind Achterberg', 'PENNANT SYSTEMS: Callum Frith']);
    expect(contactNames(...PARTIES,
      'Notices to the Supplier shall be sent to 9 Mill Lane, Derby, Attention: Ms Imogen Tasker, Operations Director.',
    )).toEqual(['MARLOW FREIGHT: ', 'PENNANT SYSTEMS: Imogen Tasker']);
  });
  it('an office after "Attention:" is no person', () => {
    expect(contactNames(...PARTIES,
      'Notices to the Customer shall be sent to 4 Dock Road, Hull, Attention: Group Legal Counsel.',
      'Notices to the Supplier shall be sent to 9 Mill Lane, Derby, Attention: Facilities Manager.',
    )).toEqual(['MARLOW FREIGHT: ', 'PENNANT SYSTEMS: ']);
  });
});

describe('an event\'s organiser (h30f24)', () => {
  it('"Organiser:" on a sponsorship\'s cover sheet provides what the sponsor pays for', () => {
    expect(primary(
      'SPONSORSHIP AGREEMENT',
      'Sponsor: Brightwater Drinks Limited, 3 Quay Street, Bristol',
      'Organiser: Harbour Festival Events Ltd, 1 Harbour Walk, Bristol',
      'The Sponsor shall pay the sponsorship fee of £20,000 and the Organiser shall grant the Sponsor the rights in Annex 1.',
    )).toEqual(['BRIGHTWATER DRINKS Buyer', 'HARBOUR FESTIVAL EVENTS Supplier']);
  });
});

describe('periods of a payment sentence that allow no time to pay (h30f24)', () => {
  it('a time counted from the receipt of a defined payment is the payee\'s, not a time to pay', () => {
    expect(paymentTerms(
      'The Buyer shall pay the Purchase Payment of $40,000 within ten (10) days after the date of this Agreement.',
      'Within three (3) business days after receipt of the Purchase Payment, the Seller shall release the title documents.',
    )).toEqual(['10 days']);
  });
  it('a period inside an "If" clause that pays nothing is a condition of the fee, not a time to pay', () => {
    expect(paymentTerms('If the Client hires a candidate directly within six (6) months after the introduction, the Client shall pay the Agency a placement fee of $8,000.')).toEqual([]);
    expect(paymentTerms('If the Client does not pay an invoice within thirty (30) days of its date, the Agency may suspend the services.')).toEqual(['30 days']);
  });
});

describe('a guarantee\'s title and a subcontract\'s date (h30f24)', () => {
  it('a title line that is a guarantee names the contract\'s type; a guarantee a clause names does not', () => {
    expect(types('PERFORMANCE GUARANTEE', 'THIS GUARANTEE is made on 3 May 2026 by Holt Group plc in favour of Ferris Homes Limited.')).toEqual(['PERFORMANCE GUARANTEE']);
    expect(types('Services', 'The Supplier shall deliver a parent company guarantee on signing.')).toEqual([]);
  });
  it('the date of a subcontract a recital names is none of the settlement\'s', () => {
    expect(effective(
      'SETTLEMENT AGREEMENT',
      'This Settlement Agreement is entered into as of June 2, 2026 by and between Rook Builders, LLC and Alder Roofing, Inc.',
      'Rook Builders engaged Alder Roofing under a subcontract dated March 9, 2024 to replace the roof of the Elm Street school.',
    )).toEqual(['2026-06-02']);
  });
});

describe('a purchase order\'s "Issued by:" block (h30f24)', () => {
  it('the name under "Issued by: <issuer>" is the issuer\'s contact; the supplier, who does not sign, has none', () => {
    expect(contactNames(
      'PURCHASE ORDER',
      'Order Date: 4 May 2026',
      'Buyer: Tidewell Marine Pte. Ltd., 8 Jurong Pier Road, Singapore 619160',
      'Supplier: Crestbay Fasteners Pte. Ltd., 30 Ubi Crescent, Singapore 408564',
      'Total: S$2,150.00',
      'Issued by: Tidewell Marine Pte. Ltd.',
      'Name: Rachel Goh',
      'Title: Purchasing Executive',
    )).toEqual(['TIDEWELL MARINE: Rachel Goh', 'CRESTBAY FASTENERS: ']);
  });
});
