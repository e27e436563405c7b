/**
 * What the twenty-fifth blind contract-level set left (h30f25's causes, fixed by h31f25): a letter's closing that names
 * the signer's office and party on one line, "Letter of <kind>" titles, a product code's number before a price, a
 * treaty named by a body's initials, an engagement letter that times its work, a period of performance, an estimated
 * total value, a variation's background about the agreement it varies, and place-and-date lines over a company's name.
 * Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { amounts, contactLists, dates, partyNames, terms, types } from '../facts-readers.js';

describe('a letter\'s closing: "<office>, for and on behalf of <party>" under the name (h31f25)', () => {
  const LETTER = [
    'Harbour Lane Consulting Limited',
    '4 Quay Street, Cork',
    '3 May 2027',
    'Mr Tom Walsh',
    'Managing Director',
    'Brightwater Dairies Limited',
    'Re: Pricing Review',
    'Dear Tom,',
    'We are pleased to confirm that Harbour Lane Consulting Limited ("Harbour Lane", "we") will advise Brightwater Dairies Limited ("Brightwater", "you") on your pricing.',
    'You agree to pay our fee of €20,000 within thirty (30) days of our invoice.',
  ];
  const CLOSING = ['Yours sincerely,', 'Siobhan Kearney', 'Partner, for and on behalf of Harbour Lane Consulting Limited'];
  const COUNTERSIGNED = ['Agreed and accepted for and on behalf of Brightwater Dairies Limited', 'Signed: Tom Walsh', 'Date: 10 May 2027'];
  it('the name above the office line signs for the party that line names; the countersignature heading does not take it', () => {
    expect(contactLists(...LETTER, ...CLOSING, ...COUNTERSIGNED)).toEqual([['HARBOUR LANE CONSULTING', ['Siobhan Kearney']], ['BRIGHTWATER DAIRIES', ['Tom Walsh']]]);
  });
  it('with no valediction over the name, the office line binds nobody', () => {
    expect(contactLists(...LETTER, 'Siobhan Kearney', 'Partner, for and on behalf of Harbour Lane Consulting Limited', ...COUNTERSIGNED))
      .toEqual([['HARBOUR LANE CONSULTING', []], ['BRIGHTWATER DAIRIES', ['Tom Walsh']]]);
  });
});

describe('"Letter of <kind>" as a type (h31f25)', () => {
  it('a subject line "Re: Letter of Engagement – …" and a title "LETTER OF OFFER" name the type', () => {
    expect(types('Re: Letter of Engagement – Tax Advisory Services', 'Dear Ms Byrne,')).toEqual(['Letter of Engagement']);
    expect(types('LETTER OF OFFER', 'We offer you the position of Warehouse Supervisor.')).toEqual(['LETTER OF OFFER']);
  });
  it('a letter of another kind is none', () => {
    expect(types('Re: Letter of Complaint – Late Deliveries', 'Dear Sir,')).toEqual([]);
  });
});

describe('a product code\'s number before a price (h31f25)', () => {
  it('"type BR-7 EUR 3.10 per piece": the code\'s digits are no amount, the price after them is', () => {
    expect(amounts('PRICE SCHEDULE', 'The prices are: bracket type BR-7 EUR 3.10 per piece; flange type FL-110 USD 9.75 each.')).toEqual(['3.1 EUR', '9.75 USD']);
  });
  it('a figure alone before its code stays an amount', () => {
    expect(amounts('SERVICES AGREEMENT', 'The fee is 250 EUR per day.')).toEqual(['250 EUR']);
  });
});

describe('a treaty named by a body\'s initials (h31f25)', () => {
  const HEAD = ['SUPPLY AGREEMENT', 'This Agreement is made between Donau Armaturen GmbH ("Supplier") and Kettering Valves Limited ("Purchaser").'];
  it('"excluding the UN Convention on Contracts for the International Sale of Goods" names no party', () => {
    expect(partyNames(...HEAD, 'This Agreement is governed by Austrian law, excluding the UN Convention on Contracts for the International Sale of Goods.')).not.toContain('UN');
  });
  it('the body acting stays a party', () => {
    expect(partyNames(...HEAD, 'The Supplier shall observe the sanctions adopted by the UN.')).toContain('UN');
  });
});

describe('an engagement letter that times its work (h31f25)', () => {
  it('"The work will start on <date> and is expected to take <period>" gives the start and the term', () => {
    const letter = ['Re: Review of Stock Controls', 'Dear Ms Byrne,', '2. Timing. The work will start on 3 June 2027 and is expected to take eight (8) weeks.'];
    expect(dates(...letter)).toEqual({ effective: ['2027-06-03'], termination: [] });
    expect(terms(...letter)).toEqual(['56 days']);
  });
  it('"The services will begin on <date> and will last <period>" as well', () => {
    const letter = ['Re: Cleaning of the Warehouse', 'Dear Mr Reid,', 'The services will begin on 1 July 2027 and will last six (6) months.'];
    expect(dates(...letter)).toEqual({ effective: ['2027-07-01'], termination: [] });
    expect(terms(...letter)).toEqual(['180 days']);
  });
  it('a party\'s own act or time is neither', () => {
    const letter = ['Re: Repairs', 'Dear Mr Reid,', 'The Contractor will start the repairs on 1 July 2027 and will take five (5) days to finish the roof.'];
    expect(dates(...letter)).toEqual({ effective: [], termination: [] });
    expect(terms(...letter)).toEqual([]);
  });
});

describe('a period of performance "from <date> through <date>" (h31f25)', () => {
  it('the first date starts the agreement, the second ends it, though the sentence names termination', () => {
    expect(dates('CONSULTING AGREEMENT', 'Consultant shall perform the Services from March 1, 2027 through August 31, 2027, unless this Agreement is terminated earlier.'))
      .toEqual({ effective: ['2027-03-01'], termination: ['2027-08-31'] });
  });
});

describe('an estimated total value (h31f25)', () => {
  it('"estimate that the orders … will have a total value of about £250,000" is an amount', () => {
    expect(amounts('FRAMEWORK AGREEMENT', 'The parties estimate that orders placed under this framework will have a total value of approximately £250,000.')).toEqual(['250000 GBP']);
  });
  it('an estimate of something else is none', () => {
    expect(amounts('FRAMEWORK AGREEMENT', 'The parties estimate that the stock held at the depot will be worth £250,000.')).toEqual([]);
  });
});

describe('a variation\'s background about the agreement it varies (the lead\'s decision, h31f25)', () => {
  it('the varied lease\'s date, old term and old expiry are none; the new expiry and the extension count', () => {
    const deed = [
      'LEASE VARIATION AGREEMENT',
      'This agreement is dated 2 March 2027',
      '(A) This agreement is supplemental to a lease of Shop 3, Market Square, Derby dated 1 May 2022 and made between the Landlord and the Tenant for a term of six years expiring on 30 April 2028 (the Lease).',
      '1. The term of the Lease is extended by one (1) year so that it expires on 30 April 2029.',
    ];
    expect(dates(...deed)).toEqual({ effective: ['2027-03-02'], termination: ['2029-04-30'] });
    expect(terms(...deed)).toEqual(['365 days']);
  });
  it('a deed of variation\'s "entered into an agreement dated …" is none of its dates', () => {
    expect(dates('DEED OF VARIATION', 'THIS DEED is dated 5 May 2026', '(A) The Customer and the Supplier entered into a cleaning agreement dated 1 July 2022 (the "Agreement").'))
      .toEqual({ effective: ['2026-05-05'], termination: [] });
  });
  it('a renewal letter: the renewed agreement\'s current expiry ("which is due to expire on") is none, the renewal\'s end counts', () => {
    const letter = [
      'Re: Renewal of the Security Services Agreement dated 1 April 2024',
      'Dear Mr Hale,',
      'We refer to the security services agreement between us dated 1 April 2024, which is due to expire on 31 March 2027.',
      'The parties have agreed to renew the Agreement for one (1) year, from 1 April 2027 until 31 March 2028.',
    ];
    expect(dates(...letter).termination).toEqual(['2028-03-31']);
    expect(dates('SECURITY SERVICES AGREEMENT', 'This Agreement is due to expire on 31 March 2027.').termination).toEqual(['2027-03-31']);
  });
  it('outside a variation, an agreement the parties entered into keeps its date (Low), as before', () => {
    expect(dates('SERVICES AGREEMENT', 'On 1 July 2022 the Customer and the Supplier entered into a cleaning agreement.').effective).toEqual(['2022-07-01']);
  });
});

describe('place-and-date lines over a company\'s name in the signature blocks (h31f25)', () => {
  const BODY = ['SERVICE AGREEMENT', 'This Agreement is made between Lindgren Verktyg AB and Sjöberg Data AB.', '1. Sjöberg Data AB shall maintain the servers of Lindgren Verktyg AB.', '2. The fee is SEK 40,000 per month.'];
  const SIGNED = ['Malmö, 3 May 2027', 'Lindgren Verktyg AB', 'Anna Lindgren, CEO', 'Uppsala, 6 May 2027', 'Sjöberg Data AB', 'Per Sjöberg, Managing Director'];
  it('where the contract names no start, each is the day that party signed', () => {
    expect(dates(...BODY, ...SIGNED).effective).toEqual(['2027-05-03', '2027-05-06']);
  });
  it('where it names its start, they are read beside it (hdates: the sets\' majority over set 1\'s reading)', () => {
    expect(dates(...BODY, '3. This Agreement enters into force on 1 June 2027.', ...SIGNED).effective).toEqual(['2027-06-01', '2027-05-03', '2027-05-06']);
  });
});

describe('notices entries one a line under the clause (set 24\'s leftover, h31f25)', () => {
  const HEAD = ['SERVICES AGREEMENT', 'This Agreement is made between Ardent Freight Company ("Customer") and Velmont Systems, Inc. ("Provider").'];
  it('a second "<party>: <address>, Attention: <person>" line under the first gives its person too', () => {
    expect(contactLists(...HEAD,
      '9. Notices. Notices shall be sent to the addresses below:',
      'Customer: Ardent Freight Company, 12 Dock Road, Tacoma, WA 98421, Attention: General Counsel',
      'Provider: Velmont Systems, Inc., 77 Mill Street, Boise, ID 83702, Attention: Rosa Pineda, Director of Contracts',
    )).toEqual([['ARDENT FREIGHT', []], ['VELMONT SYSTEMS', ['Rosa Pineda']]]);
  });
  it('an "Attention:" line after a sentence that is no notices entry is not read', () => {
    expect(contactLists(...HEAD,
      '9. Notices. Notices shall be sent to the addresses below:',
      'The Provider shall keep the equipment insured.',
      'Provider: Velmont Systems, Inc., 77 Mill Street, Boise, ID 83702, Attention: Rosa Pineda, Director of Contracts',
    )).toEqual([['ARDENT FREIGHT', []], ['VELMONT SYSTEMS', []]]);
  });
});

describe('a party\'s option to end the agreement on a day (set 24\'s leftover, h31f25)', () => {
  it('"The Tenant may end this lease on <date> (the Break Date)" is no termination date', () => {
    expect(dates('COMMERCIAL LEASE', '6. Break. The Tenant may end this lease on 31 January 2031 (the Break Date) by giving not less than three (3) months\' notice.').termination).toEqual([]);
  });
  it('the agreement that ends on a day still ends then', () => {
    expect(dates('COMMERCIAL LEASE', '2. Term. This lease ends on 31 January 2033.').termination).toEqual(['2033-01-31']);
    expect(dates('SERVICES AGREEMENT', 'Either party may terminate this Agreement by notice; in any case this Agreement shall terminate on 31 January 2033.').termination).toEqual(['2033-01-31']);
  });
});
