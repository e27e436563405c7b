/**
 * Contract-level facts on other drafting (issue 18, the blind contract-level set of bench/contracts-facts.mjs): the
 * rules of facts.ts, date-kinds.ts, agreement-terms.ts and contract-types.ts, each with sentences written for it.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

type Span = { element: number; begin: number; end: number };
const facts = (...items: (string | ElementInput)[]) => {
  const input = elements(...items);
  const r = classifyContract(input);
  const text = (s: Span): string => input[s.element].text.slice(s.begin, s.end);
  return {
    effective: r.effective_dates.map((d) => [text(d.span), d.text_normalized, d.confidence_level]),
    termination: r.termination_dates.map((d) => [text(d.span), d.text_normalized]),
    terms: r.contract_terms.map((d) => [text(d.span), d.interpretation?.numeric_value, d.confidence_level]),
    payment: r.payment_terms.map((d) => [text(d.span), d.interpretation?.numeric_value]),
    types: r.contract_types.map((d) => text(d.span)),
  };
};

describe('effective and termination dates: each date takes the cue just before it', () => {
  it('a start and an end in one sentence', () => {
    const f = facts('The licence takes effect and commences on 2 May 2022 and remains in force until 1 May 2025.');
    expect(f.effective).toEqual([['2 May 2022', '2022-05-02', 'High']]);
    expect(f.termination).toEqual([['1 May 2025', '2025-05-01']]);
  });
  it('"begins on" is a start even when the sentence also says "end on"', () => {
    const f = facts('The project will begin on March 3, 2025 and will end on June 30, 2025.');
    expect(f.effective).toEqual([['March 3, 2025', '2025-03-03', 'High']]);
    expect(f.termination).toEqual([['June 30, 2025', '2025-06-30']]);
  });
  it('"starting on", "expiring on" and "ends on" after a defined term between the dates', () => {
    const f = facts('The Rental Period is twelve months starting on 1 July 2024 (the "Start Date") and expiring on 30 June 2025.');
    expect(f.effective).toEqual([['1 July 2024', '2024-07-01', 'High']]);
    expect(f.termination).toEqual([['30 June 2025', '2025-06-30']]);
    expect(facts('This contract enters into force on 1 January 2026 and ends on 31 December 2027.').termination).toEqual([['31 December 2027', '2027-12-31']]);
  });
  it('the relation the contract creates dates it too: "Your appointment will begin on …"', () => {
    expect(facts('Your appointment will begin on 2 February 2026.').effective).toEqual([['2 February 2026', '2026-02-02', 'High']]);
  });
  it('a start cue in a sentence about something else dates nothing', () => {
    expect(facts('The rates shall be reviewed on 30 June each year starting from 30 June 2026.').effective).toEqual([]);
  });
  it('a date with no cue of its own keeps the sentence\'s reading', () => {
    expect(facts('On 9 September 2019 the parties entered into a framework agreement.').effective).toEqual([['9 September 2019', '2019-09-09', 'Low']]);
  });
  it('a "Date:" field heading the contract is the date it was made (Low)', () => {
    expect(facts('Date: 4 October 2023').effective).toEqual([['4 October 2023', '2023-10-04', 'Low']]);
    expect(facts('Dated: 4 October 2023').effective).toEqual([['4 October 2023', '2023-10-04', 'Low']]);
  });
});

describe('a date led up to by another document, a notice or the signing is not the start the sentence gives', () => {
  // h22facts: an earlier agreement's date is none of this one's (it was a Low effective date), save in a sentence saying
  // an agreement was entered into (the real response's reading); docs/contracts.md "What the fourteenth facts set still left".
  it("the date of an agreement amended or replaced is neither the start nor an effective date; a purchase order's is none", () => {
    expect(facts('This Amendment amends the Master Services Agreement dated 1 January 2015 between the parties and is effective from 1 March 2020.').effective)
      .toEqual([['1 March 2020', '2020-03-01', 'High']]);
    expect(facts('This Amendment No. 2 to the Supply Agreement dated 1 January 2015 shall take effect on 1 March 2020.').effective)
      .toEqual([['1 March 2020', '2020-03-01', 'High']]);
    const replaced = facts('This Agreement replaces the agreement between the parties dated 3 April 2018, which shall terminate on 28 February 2020.');
    expect([replaced.effective, replaced.termination]).toEqual([[], [['28 February 2020', '2020-02-28']]]);
    expect(facts('The parties entered into the Master Services Agreement dated 1 January 2015, and this Amendment is effective from 1 March 2020.').effective)
      .toEqual([['1 March 2020', '2020-03-01', 'High'], ['1 January 2015', '2015-01-01', 'Low']]);
    expect(facts('The purchase order dated 5 May 2020 forms part of this Agreement.').effective).toEqual([]);
    // This agreement's own date stays its (Low) date.
    expect(facts('This Agreement dated 1 March 2020 is made between Aa Ltd and Bb Ltd.').effective).toEqual([['1 March 2020', '2020-03-01', 'Low']]);
  });
  it("a notice's date is neither end of the agreement", () => {
    const f = facts('Following the notice of termination dated 5 May 2020, this Agreement shall terminate on 30 June 2020.');
    expect([f.effective, f.termination]).toEqual([[], [['30 June 2020', '2020-06-30']]]);
    expect(facts('The Supplier gave notice on 5 May 2020 and the Agreement commences on 1 June 2020.').effective).toEqual([['1 June 2020', '2020-06-01', 'High']]);
  });
  it('"made at <Place> on" dates the agreement only in a sentence naming it, not a payment or a delivery made at a place', () => {
    expect(facts('Any payment made at Barclays Bank on 1 May 2024 is final.').effective).toEqual([]);
    expect(facts('Deliveries made at Port Elizabeth on 3 June 2024 must be inspected within two days.').effective).toEqual([]);
    expect(facts('This Agreement is made at New Delhi on 10 April 2024.').effective).toEqual([['10 April 2024', '2024-04-10', 'Low']]);
  });
  it('the signing date beside a start is the execution date (Low), not a second start', () => {
    expect(facts('This Agreement is signed on 1 February 2020 and shall commence on 1 March 2020.').effective)
      .toEqual([['1 March 2020', '2020-03-01', 'High'], ['1 February 2020', '2020-02-01', 'Low']]);
    expect(facts('This Agreement, signed by both parties on 1 February 2020, shall become effective on 1 March 2020.').effective)
      .toEqual([['1 March 2020', '2020-03-01', 'High'], ['1 February 2020', '2020-02-01', 'Low']]);
    // A start cue after the signing words, or a signing that does not lead to the date, leaves the start.
    expect(facts('This Agreement, signed by the Supplier and commencing on 1 March 2020, continues for two years.').effective).toEqual([['1 March 2020', '2020-03-01', 'High']]);
    expect(facts('This Agreement is effective as of the date last signed below, 1 March 2020.').effective).toEqual([['1 March 2020', '2020-03-01', 'High']]);
  });
});

describe('contract terms: the agreement\'s own duration', () => {
  it('continues for, an initial period, renewal periods', () => {
    expect(facts('This Agreement continues for four (4) years from the Effective Date.').terms).toEqual([['four (4) years', 1460, 'Medium']]);
    expect(facts('The Contract shall run for an initial period of eighteen (18) months and shall then renew for successive periods of six (6) months.').terms)
      .toEqual([['eighteen (18) months', 540, 'Medium'], ['six (6) months', 180, 'Medium']]);
  });
  it('"the term of this Lease is", a hire period in weeks, "last for", a licence granted for years, a 12-month subscription', () => {
    expect(facts('The term of this Lease is thirty-six (36) months.').terms).toEqual([['thirty-six (36) months', 1080, 'Medium']]);
    expect(facts('The Owner shall hire the crane to the Hirer for a period of 10 weeks.').terms).toEqual([['10 weeks', 70, 'Medium']]);
    expect(facts('These terms last for three months.').terms).toEqual([['three months', 90, 'Medium']]);
    expect(facts('The Licensor grants the Licensee a licence to use the Software for three (3) years.').terms).toEqual([['three (3) years', 1095, 'Medium']]);
    expect(facts('Subscription Term: 24 months').terms).toEqual([['24 months', 720, 'Medium']]);
  });
  it('not a notice period, a bound, a deadline before an event, nor a period of something other than the agreement', () => {
    expect(facts('Either party may end this Agreement by giving not less than three (3) months\' written notice.').terms).toEqual([]);
    expect(facts('This Agreement renews for one (1) year unless a party gives at least sixty (60) days\' notice.').terms).toEqual([['one (1) year', 365, 'Medium']]);
    expect(facts('The Lessee may extend the Lease by notice given no later than ninety (90) days before the expiry date.').terms).toEqual([]);
    expect(facts('The Supplier warrants the goods for a period of 12 months from delivery.').terms).toEqual([]);
    expect(facts('Either party may terminate on a notice period of two months under this Agreement.').terms).toEqual([]);
    expect(facts('If a dispute under this Agreement remains unresolved after a period of ten (10) days following its referral, either party may refer it to mediation.').terms).toEqual([]);
  });
});

describe('payment terms', () => {
  it('"net 45" and "Net 30" without a unit are days to pay, in payment and contract terms (as the reference lists payment periods)', () => {
    const f = facts('The Customer shall pay all invoices net 45.');
    expect(f.payment).toEqual([['net 45', 45]]);
    expect(f.terms).toEqual([['net 45', 45, 'Low']]);
    expect(facts('Payment Terms: Net 30').payment).toEqual([['Net 30', 30]]);
  });
  it('"net 30 days" is read once, and a net price or percentage is no term', () => {
    expect(facts('Invoices are payable net 30 days from delivery.').payment).toEqual([['30 days', 30]]);
    expect(facts('The price payable is net 15% of the list price.').payment).toEqual([]);
  });
  it('a grace period after the due date is no payment term', () => {
    expect(facts('If an invoice remains unpaid 10 days after its due date, the Supplier may suspend the Services.').payment).toEqual([]);
    expect(facts('The Tenant shall pay a late fee if rent is not received within 7 days after the due date.').payment).toEqual([]);
  });
});

describe('contract types: the name the document gives itself', () => {
  it('its own "This <Name> Agreement" first', () => {
    expect(facts({ text: 'SERVICES AGREEMENT', kind: 'title' }, 'This Managed Services Agreement is made between A Ltd ("Customer") and B Ltd ("Supplier").').types).toEqual(['Managed Services Agreement']);
  });
  it('else its title line, in capitals or not', () => {
    expect(facts({ text: 'FREIGHT FORWARDING AGREEMENT', kind: 'title' }, 'THIS AGREEMENT is made on 1 June 2024.').types).toEqual(['FREIGHT FORWARDING AGREEMENT']);
    expect(facts({ text: 'PURCHASE ORDER FORM', kind: 'title' }, 'Customer: Aa Ltd').types).toEqual(['PURCHASE ORDER FORM']);
  });
  it('a letter\'s subject line naming it, its topic aside', () => {
    expect(facts('Dear Mr Grey:', 'Re: Offer Letter - Senior Analyst', 'We are pleased to offer you the position.').types).toEqual(['Offer Letter']);
  });
  it('no agreement name, no type', () => {
    expect(facts({ text: 'HOW WE WORK', kind: 'title' }, 'We will build your website.').types).toEqual([]);
  });
});

describe('parties on other drafting', () => {
  const primary = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
  it('a numbered list under a "Parties" heading is a party slot for any alias, and a building after "of" is the address', () => {
    const items = [
      'PARTIES',
      '(1) NORTHBRIDGE BOROUGH COUNCIL of Town Hall, Market Square, Northbridge NB1 1AA (the "Authority")',
      '(2) PENNINE HIGHWAYS LIMITED whose registered office is at Unit 7, Calder Park, Wakefield WF2 7AW (the "Supplier")',
      '1.1 The Authority shall pay the Supplier within thirty (30) days of receipt of a valid invoice.',
    ];
    expect(primary(...items)).toEqual(['NORTHBRIDGE BOROUGH COUNCIL Buyer', 'PENNINE HIGHWAYS Supplier']);
    const types = classifyContract(elements(...items)).elements[3].types.map((t) => `${t.label.nature}/${t.label.party}`);
    expect(types).toEqual(['Obligation/Authority']);
    // Without the heading, a non-role alias in a numbered line is no party (a list of defined things may be numbered too).
    expect(primary(...items.slice(1))).toEqual(['PENNINE HIGHWAYS Supplier']);
    // "of" before a name that is no address stays in the name.
    expect(primary('PARTIES', '(1) Bank of Ireland of 2 College Green, Dublin 2 (the "Lender")', '(2) Shannon Mills Limited (the "Borrower")'))
      .toEqual(['BANK OF IRELAND Supplier', 'SHANNON MILLS Buyer']);
  });
  it('the list of parties under a "Parties" heading ends at the next heading or at a list numbered anew', () => {
    const head = ['PARTIES', '(1) Harbour Data Limited (the "Supplier")', '(2) Borough Water Company (the "Customer")'];
    const later = (...items: string[]) => primary(...head, ...items);
    // Recitals or clauses numbered (1), (2) after the list define things, not parties.
    expect(later('BACKGROUND', '(1) The Supplier operates the Harbour Data Platform (the "Platform").')).toEqual(['HARBOUR DATA Supplier', 'BOROUGH WATER Buyer']);
    expect(later('Agreed terms', '(1) Northern Freight Routes (the "Network") are operated by the Supplier.')).toEqual(['HARBOUR DATA Supplier', 'BOROUGH WATER Buyer']);
    expect(later('(1) Northern Freight Routes (the "Network") are operated by the Supplier.')).toEqual(['HARBOUR DATA Supplier', 'BOROUGH WATER Buyer']);
    // An entry's address on a line of its own, opening on a house number, is no clause number: the list goes on.
    expect(primary('PARTIES', '(1) Harbour Data Limited (the "Supplier")', '12 Mill Lane, Leeds LS1 4AB', '(2) Calder Valley Growers (the "Grower")'))
      // (A grower sells its crop: a Supplier alias since h18f11.)
      .toEqual(['HARBOUR DATA Supplier', 'CALDER VALLEY GROWERS Supplier']);
    // A third numbered party is still one.
    expect(later('(3) Calder Logistics Limited (the "Carrier")')).toEqual(['HARBOUR DATA Supplier', 'BOROUGH WATER Buyer', 'CALDER LOGISTICS Supplier']);
  });
  it('"of" after a city, town, village or borough is its name, even before a street word ("City of Green Bay")', () => {
    expect(primary('This Agreement is made between the City of Green Bay (the "City") and Fox River Paving Inc. (the "Contractor").'))
      .toEqual(['CITY OF GREEN BAY Buyer', 'FOX RIVER PAVING Supplier']);
    expect(primary('This Agreement is made between the Village of Oak Park (the "Village") and Fox River Paving Inc. (the "Contractor").'))
      .toEqual(['VILLAGE OF OAK PARK Buyer', 'FOX RIVER PAVING Supplier']);
    expect(primary('PARTIES', '(1) London Borough of Tower Hamlets of Town Hall, Mulberry Place, London E14 2BG (the "Council")', '(2) Acme Paving Limited (the "Contractor")'))
      .toEqual(['LONDON BOROUGH OF TOWER HAMLETS Buyer', 'ACME PAVING Supplier']);
  });
  it('an alias that names no side takes the side the other party leaves', () => {
    expect(primary('This Agreement is made between Quarry Media Ltd ("Company") and Ellis Grant Ltd ("Contractor").')).toEqual(['QUARRY MEDIA Buyer', 'ELLIS GRANT Supplier']);
  });
  it('"Owner" beside a hirer is the side that hires out (an Owner may be either side)', () => {
    expect(primary('This agreement is made between Humber Lifts Limited (the "Owner") and Ouse Builders Limited (the "Hirer").')).toEqual(['HUMBER LIFTS Supplier', 'OUSE BUILDERS Buyer']);
    expect(primary('This agreement is made between Humber Homes Limited (the "Owner") and Ouse Builders Limited (the "Contractor").')).toEqual(['HUMBER HOMES Buyer', 'OUSE BUILDERS Supplier']);
  });
  it('a short alias given with "we", and a name given with "you": the speaker supplies, the reader buys', () => {
    expect(primary('This letter sets out the terms on which Kestrel Advisory Ltd ("KAL", "we" or "us") will advise Osprey Foods Ltd ("Osprey" or "you").'))
      .toEqual(['KESTREL ADVISORY Supplier', 'OSPREY FOODS Buyer']);
  });
  it('a bracket of pronouns only after a name and its address makes the speaker a Primary Supplier', () => {
    expect(primary('These terms are between Heron Print Ltd, whose office is at 9 Mill Road, Ipswich IP1 2AB ("we", "us" or "our") and the customer named in the order ("you").'))
      .toEqual(['HERON PRINT Supplier']);
  });
  it('a header field "<Role>: <Name>" names the party with that role', () => {
    expect(primary({ text: 'ORDER FORM', kind: 'title' }, 'Client: Larkspur Veterinary Clinic, Inc.', 'Vendor: Tidewater Systems LLC', 'Start Date: May 1, 2024'))
      .toEqual(['LARKSPUR VETERINARY CLINIC Buyer', 'TIDEWATER SYSTEMS Supplier']);
  });
  it('a name in letters beyond ASCII, with its alias on a later line after "represented by"', () => {
    expect(primary('Kaufvertrag', 'between', 'Schäfer Fördertechnik GmbH, Hafenstraße 3, 28217 Bremen, represented by its managing director', '- hereinafter "Seller" -', 'and',
      'Özdemir Logistik AG, Bremen, represented by its board', '- hereinafter "Buyer" -')).toEqual(['SCHÄFER FÖRDERTECHNIK Supplier', 'ÖZDEMIR LOGISTIK Buyer']);
  });
  it('legal forms in several words: Designated Activity Company, Private Limited', () => {
    expect(primary('This Agreement is made between Shannon Sensors Designated Activity Company (the "Company") and Corrib Labs Private Limited (the "Supplier").'))
      .toEqual(['SHANNON SENSORS Buyer', 'CORRIB LABS Supplier']);
  });
});

describe('the third blind set\'s drafting (h18g): more start cues, agreement abbreviations, figures before words, legal forms', () => {
  const primary = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
  it('"take effect" and "with effect from" start the agreement', () => {
    expect(facts('This Lease shall take effect on 3 February 2025 and shall continue for a period of five (5) years.').effective).toEqual([['3 February 2025', '2025-02-03', 'High']]);
    expect(facts('The appointment is made with effect from 1 June 2023.').effective).toEqual([['1 June 2023', '2023-06-01', 'High']]);
  });
  it('"made the 4th day of" and "made at <place> on this 2nd day of" date the agreement; "made at any time on" dates nothing', () => {
    expect(facts('THIS DEED is made the 4th day of November 2024 between the Vendor and the Purchaser.').effective).toEqual([['4th day of November 2024', '2024-11-04', 'Low']]);
    expect(facts('This Lease Deed is made at Navi Mumbai on this 2nd day of May, 2023.').effective).toEqual([['2nd day of May, 2023', '2023-05-02', 'Low']]);
    expect(facts('A claim made at any time on or after 1 May 2024 is barred.').effective).toEqual([]);
  });
  it('a lease\'s "date of entry" is its start, beside an end in the same sentence', () => {
    const f = facts('The date of entry shall be 11 November 2024 and the lease shall end on 10 November 2029.');
    expect(f.effective).toEqual([['11 November 2024', '2024-11-11', 'High']]);
    expect(f.termination).toEqual([['10 November 2029', '2029-11-10']]);
  });
  it('an agreement called by its abbreviation (MSA, SOW, NDA) is named: its dates and its term', () => {
    const f = facts('Work under this SOW starts on 2 September 2024 and ends on 20 December 2024.');
    expect(f.effective).toEqual([['2 September 2024', '2024-09-02', 'High']]);
    expect(f.termination).toEqual([['20 December 2024', '2024-12-20']]);
    expect(facts('This NDA remains in force for two (2) years.').terms).toEqual([['two (2) years', 730, 'Medium']]);
    expect(facts('The SLA team remains on call for two (2) hours.').terms).toEqual([]);
  });
  it('figures before their words in brackets: "24 (twenty-four) months", "14 (fourteen) days"', () => {
    expect(facts('This Agreement shall endure for a period of 24 (twenty-four) months.').terms).toEqual([['24 (twenty-four) months', 720, 'Medium']]);
    expect(facts('The Borrower shall pay each instalment within 14 (fourteen) days of its invoice.').payment).toEqual([['within 14 (fourteen) days', 14]]);
  });
  it('an alias after a name in its own sentence is not taken back to the lines above (a letter\'s "Dear Sirs")', () => {
    expect(primary('Dear Sirs', 'On behalf of our clients, Birch Lane Retail Limited, incorporated under the Companies Acts (registered number SC100200) (the "Tenant"), we offer to take on lease from your clients, Moray Estates Limited (the "Landlord"), the subjects.'))
      .toEqual(['BIRCH LANE RETAIL Buyer', 'MORAY ESTATES Supplier']);
  });
  it('a lender provides and a borrower pays; "(Pty) Ltd" is a legal form', () => {
    expect(primary('This loan agreement is entered into between Fynbos Finance (Pty) Ltd ("the Lender") and Kalahari Lodges (Pty) Ltd ("the Borrower").'))
      .toEqual(['FYNBOS FINANCE Supplier', 'KALAHARI LODGES Buyer']);
  });
  it('legal forms of Singapore, India, Malaysia and Norway are dropped from the name', () => {
    expect(primary('This Agreement is made between Merlion Foods Pte. Ltd. (the "Distributor") and Deccan Looms Pvt. Ltd. (the "Supplier").'))
      .toEqual(['MERLION FOODS Buyer', 'DECCAN LOOMS Supplier']);
    expect(primary('This Agreement is made between Kinabalu Trading Sdn. Bhd. ("Licensee") and Bergen Design AS ("Licensor").'))
      .toEqual(['KINABALU TRADING Buyer', 'BERGEN DESIGN Supplier']);
    expect(primary('This Agreement is made between Aurland Sport AS ("Licensee") and Tromsø Labs AS ("Licensor").'))
      .toEqual(['AURLAND SPORT Buyer', 'TROMSØ LABS Supplier']);
  });
});

describe('the fifth blind set\'s drafting (h18t): notes, civil-law preambles, more legal forms and roles', () => {
  const primary = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
  it('"FOR VALUE RECEIVED," opens a promissory note\'s maker slot and is no name', () => {
    expect(primary('FOR VALUE RECEIVED, Ridgeline Farms, LLC, an Iowa limited liability company ("Borrower"), promises to pay to the order of Prairie Credit Co. ("Lender") the principal sum of $120,000.'))
      .toEqual(['RIDGELINE FARMS Buyer', 'PRAIRIE CREDIT Supplier']);
  });
  it('"on the one side, … ; and, on the other side, …" opens each slot; the officer who represents the party is not it', () => {
    expect(primary('By this private instrument, on the one side, TÊXTIL ARAGUAIA LTDA., a limited liability company, herein represented by its officer Mr. Paulo Mendes, hereinafter referred to as "SELLER"; and, on the other side, MODA LITORAL S.A., herein represented by its officer Mrs. Carla Nunes, hereinafter referred to as "BUYER";'))
      .toEqual(['TÊXTIL ARAGUAIA Supplier', 'MODA LITORAL Buyer']);
  });
  it('Japanese "Kabushiki Kaisha" / "K.K." and Brazilian "Ltda." are legal forms dropped from the name', () => {
    expect(primary('This Agreement is made between Yamabuki Seiko Kabushiki Kaisha ("Licensor") and Tidewater Tools Inc. ("Licensee").'))
      .toEqual(['YAMABUKI SEIKO Supplier', 'TIDEWATER TOOLS Buyer']);
    expect(primary('This Agreement is made between Asahi Robotics K.K. ("Supplier") and Ponte Alta Comércio Ltda. ("Customer").'))
      .toEqual(['ASAHI ROBOTICS Supplier', 'PONTE ALTA COMÉRCIO Buyer']);
  });
  it('an employee or worker provides, a renter or depositor pays: the other party takes the other side', () => {
    expect(primary('This Agreement is between Lakeview Plastics Corp. (the "Company") and Jordan K. Ellis ("Employee").'))
      .toEqual(['LAKEVIEW PLASTICS Buyer', 'JORDAN K. ELLIS Supplier']);
    expect(primary('This Agreement is made between Copper Barn Events LLC ("Venue") and Riverside Rotary Club ("Renter").'))
      .toEqual(['COPPER BARN EVENTS Supplier', 'RIVERSIDE ROTARY CLUB Buyer']);
  });
  it('"THE UNDERSIGNED:" heads numbered "1." party entries with "hereinafter: \'…\'"; the register in the entry is no party', () => {
    expect(primary('THE UNDERSIGNED:',
      '1. Delta Koel B.V., registered with the Chamber of Commerce under number 30111222, duly represented by its director Mr. J. Bakker, hereinafter: "the Warehouse Keeper";',
      '2. Polder Kaas B.V., registered with the Chamber of Commerce under number 30333444, hereinafter: "the Depositor";',
      'HAVE AGREED AS FOLLOWS:', '1. Storage. The Warehouse Keeper shall store the goods.'))
      .toEqual(['DELTA KOEL Supplier', 'POLDER KAAS Buyer']);
  });
  it('a body named only as the register of a party\'s number is no party; named otherwise it still is (h18w)', () => {
    const parties = (...items: string[]) => classifyContract(elements(...items)).parties.map((p) => `${p.party} ${p.importance}`);
    expect(parties('This Agreement is made between Delta Koel B.V., registered with the Chamber of Commerce under number 30111222 (the "Supplier"), and Polder Kaas B.V., registered with the Trade Register Authority under No. 30333444 (the "Customer").'))
      .toEqual(['DELTA KOEL Primary', 'POLDER KAAS Primary']);
    expect(parties('This Agreement is made between Delta Koel B.V. (the "Supplier") and Polder Kaas B.V. (the "Customer").', 'The Supplier is registered with the Food Standards Agency and shall notify the Food Standards Agency of any recall.'))
      .toEqual(['DELTA KOEL Primary', 'POLDER KAAS Primary', 'FOOD STANDARDS AGENCY Unknown']);
  });
  it('a place-and-date line right after the sentence in which the parties sign dates the signing; elsewhere it dates nothing', () => {
    expect(facts('1. Price. The Buyer shall pay the price.', 'And, being thus agreed, the parties sign this instrument in two counterparts.', 'Recife, June 2, 2025.').effective)
      .toEqual([['June 2, 2025', '2025-06-02', 'Low']]);
    expect(facts('1. Price. The Buyer shall pay the price.', 'The place of jurisdiction is Stuttgart.', 'Stuttgart, 15 March 2023').effective).toEqual([]);
  });
  it('goods "signed for on" a date and "SLA credits start from" a date date nothing of the agreement (h18t)', () => {
    expect(facts('Risk passes to the Customer when the delivery is signed for on 14 March 2025 at the site.').effective).toEqual([]);
    expect(facts('SLA credits start from 1 April 2026 for each late delivery.').effective).toEqual([]);
    expect(facts('Signed for and on behalf of the Supplier on 3 March 2025.').effective).toEqual([['3 March 2025', '2025-03-03', 'Low']]);
    expect(facts('This SLA starts on 1 April 2026.').effective).toEqual([['1 April 2026', '2026-04-01', 'High']]);
  });
  it('a promissory note is a type; its maturity date is its end (h18t)', () => {
    expect(facts('SECURED PROMISSORY NOTE', 'FOR VALUE RECEIVED, the Borrower promises to pay the Lender $50,000.').types).toEqual(['SECURED PROMISSORY NOTE']);
    expect(facts('All unpaid principal and interest shall be due and payable in full on June 30, 2027 (the "Maturity Date").').termination).toEqual([['June 30, 2027', '2027-06-30']]);
  });
  it('an abbreviation names the agreement in capitals only: "each sow", "the sow" are a word (review hrev5)', () => {
    expect(facts('Each sow shall remain in the farrowing pen for a period of 21 days.').terms).toEqual([]);
    expect(facts('The sow shall be kept for a period of thirty (30) days.').terms).toEqual([]);
    expect(facts('This SOW shall continue for a period of 6 months.').terms).toEqual([['6 months', 180, 'Medium']]);
  });
  it('maturity alone names no end: a bond\'s maturity, interest until maturity (review hrev5)', () => {
    expect(facts('The Bonds were issued on 1 March 2024 with a maturity of five years.').termination).toEqual([]);
    expect(facts('Interest is payable on 30 June 2025 and on each quarter date until maturity.').termination).toEqual([]);
    expect(facts('Any prepayment received on 2 May 2026 reduces the amount due at maturity.').termination).toEqual([]);
    expect(facts('The Note shall mature on December 31, 2029.').termination).toEqual([['December 31, 2029', '2029-12-31']]);
  });
  it('"is in force for" is a term cue as "remains in force for" is', () => {
    expect(facts('This Agreement shall be in force for 24 (twenty-four) months from the date of its signature.').terms).toEqual([['24 (twenty-four) months', 720, 'Medium']]);
  });
  it('a payment sentence\'s duration that measures money, how long a recurring payment lasts, or words an amendment replaces is no payment term', () => {
    expect(facts('The Company shall pay a severance of $48,000, equal to three (3) months of base salary, within ten (10) days after the Release Date.').payment)
      .toEqual([['within ten (10) days', 10]]);
    expect(facts('The Company shall pay $900 per month for four (4) months towards health premiums.').payment).toEqual([]);
    expect(facts('Section 4 is amended by replacing "net thirty (30) days" with "net forty-five (45) days" from the date of the invoice.').payment)
      .toEqual([['forty-five (45) days', 45]]);
    expect(facts('The Customer shall pay each invoice within thirty (30) days of receipt.').payment).toEqual([['within thirty (30) days', 30]]);
  });
  it('days counted from an event named by a money word are days to pay: "within 14 days of the rent due date" (review hrev5)', () => {
    expect(facts('The Tenant shall pay each instalment within 14 days of the rent due date.').payment).toEqual([['within 14 days', 14]]);
    expect(facts('Fees are payable within 30 days of the fee invoice.').payment).toEqual([['within 30 days', 30]]);
    expect(facts('The Customer shall pay within thirty (30) days of the fees being invoiced.').payment).toEqual([['within thirty (30) days', 30]]);
    expect(facts('Payment shall be made within 30 days of the fee becoming due.').payment).toEqual([['within 30 days', 30]]);
    expect(facts('The Company shall pay six (6) months of base salary and benefits on termination.').payment).toEqual([]);
  });
  it('a role field naming a person makes that person the party ("The Landlord: Mr …", "Tenant: CHAN TAI MAN (…)")', () => {
    expect(primary('This Agreement is made on 2 June 2025.', 'The Landlord: Mr Gareth Hughes of 3 Castle Street, Cardiff CF10 1BT', 'The Tenant: Ms Anya Kowalska of Flat 2, 8 Bute Terrace, Cardiff', '1. The Landlord lets the Property to the Tenant.'))
      .toEqual(['GARETH HUGHES Supplier', 'ANYA KOWALSKA Buyer']);
    expect(primary('Landlord: Harbour View Estates Limited', 'Tenant: CHAN TAI MAN (holder of Hong Kong Identity Card No. A123456(7))', 'The Tenant shall pay the rent.'))
      .toEqual(['HARBOUR VIEW ESTATES Supplier', 'CHAN TAI MAN Buyer']);
    expect(primary('Note: Payment Terms apply.', 'Subject: Annual Review')).toEqual([]);
  });
  it('"BETWEEN:" on its own line heads numbered entries, so an individual\'s own alias names a party', () => {
    expect(primary('This Agreement is dated 1 June 2025', 'BETWEEN:', '(1) SEÁN DOYLE of 4 Quay Street, Galway ("Doyle");',
      '(2) BRIGID NOLAN of 9 Main Street, Sligo ("Nolan"); and', '(3) CURRACH SOFTWARE LIMITED whose registered office is at 2 Dock Road, Limerick (the "Company").', '1. Board. Doyle and Nolan may each appoint one director.'))
      .toEqual(['SEÁN DOYLE Unknown', 'BRIGID NOLAN Unknown', 'CURRACH SOFTWARE Unknown']);
  });
});

describe('contacts from other signature blocks', () => {
  const contacts = (...items: string[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => [p.party, p.contacts.map((c) => `${c.name} (${c.role})`)]);
  const PRE = 'This Agreement is made between Larch Freight Ltd ("Supplier") and Alder Mills Inc. ("Customer").';
  it('"SIGNED, SEALED AND DELIVERED by the within-named SUPPLIER" heads a block; "Name:" with "Designation:" under it (h18t)', () => {
    expect(contacts(PRE, 'SIGNED, SEALED AND DELIVERED by the within-named SUPPLIER', '______________', 'Name: Ngozi Eze', 'Designation: Director',
      'SIGNED, SEALED AND DELIVERED by the within-named CUSTOMER', 'Name: Tunde Bakare', 'Designation: Company Secretary'))
      .toEqual([['LARCH FREIGHT', ['Ngozi Eze (Director)']], ['ALDER MILLS', ['Tunde Bakare (Company Secretary)']]]);
  });
  it('an initial, particles and a surname before a title in small letters sign: "P. de Graaf, director" (h18t)', () => {
    expect(contacts(PRE, 'Larch Freight Ltd', 'J.M. van den Berg, managing director', 'Alder Mills Inc.', 'A. Visser, director'))
      .toEqual([['LARCH FREIGHT', ['J.M. van den Berg (managing director)']], ['ALDER MILLS', ['A. Visser (director)']]]);
    expect(contacts(PRE, 'Larch Freight Ltd', 'A. Main, Leeds')).toEqual([['LARCH FREIGHT', []], ['ALDER MILLS', []]]);
  });
  it('"Name - Title" with a dash signs; the names under "Witnesses:" sign for nobody (h18t)', () => {
    expect(contacts(PRE, 'LARCH FREIGHT LTD', 'Rui Alves Moreira - Officer', 'ALDER MILLS INC.', 'Beatriz Lopes - Director', 'Witnesses:', '1. Name: Caio Prado', '2. Name: Lia Torres'))
      .toEqual([['LARCH FREIGHT', ['Rui Alves Moreira (Officer)']], ['ALDER MILLS', ['Beatriz Lopes (Director)']]]);
  });
  it('"Name:" with a surname after particles ("van der"), and "Capacity:" as the title (h18g)', () => {
    expect(contacts('This loan agreement is made between Fynbos Finance (Pty) Ltd ("the Lender") and Kalahari Lodges (Pty) Ltd ("the Borrower").',
      'For: FYNBOS FINANCE (PTY) LTD', 'Name: Johan van der Berg', 'Capacity: Director', 'For: KALAHARI LODGES (PTY) LTD', 'Name: Ana da Silva', 'Capacity: Chief Financial Officer'))
      .toEqual([['FYNBOS FINANCE', ['Johan van der Berg (Director)']], ['KALAHARI LODGES', ['Ana da Silva (Chief Financial Officer)']]]);
  });
  it('one line "Signed by <name>, <title>, for and on behalf of <party>"', () => {
    expect(contacts(PRE, 'Signed by Ruth Okonjo, Finance Director, for and on behalf of LARCH FREIGHT LTD')).toEqual([
      ['LARCH FREIGHT', ['Ruth Okonjo (Finance Director)']], ['ALDER MILLS', []],
    ]);
  });
  it('"By:" and "Its:"/"Title:" under a "ROLE: NAME, LLC" heading; "Per: <name>, <title>" under the name', () => {
    expect(contacts(PRE, 'SUPPLIER: LARCH FREIGHT LTD', 'By: Tomasz Nowak', 'Its: President', 'ALDER MILLS INC.', 'Per: Fiona Reid, Treasurer')).toEqual([
      ['LARCH FREIGHT', ['Tomasz Nowak (President)']], ['ALDER MILLS', ['Fiona Reid (Treasurer)']],
    ]);
  });
  it('"Executed by <party> …:" then "Director: <name>"; a bare "Name, Title" line under the party\'s name, letters beyond ASCII', () => {
    expect(contacts(PRE, 'Executed by Larch Freight Ltd in accordance with its articles of association:', 'Director: Seán Ó Briain', 'Alder Mills Inc.', 'Zoë Lefèvre, General Counsel')).toEqual([
      ['LARCH FREIGHT', ['Seán Ó Briain (Director)']], ['ALDER MILLS', ['Zoë Lefèvre (General Counsel)']],
    ]);
  });
  it('the party first: "Signed for and on behalf of <party> by <name>, <title>, at <place> on <date>"; a title holding a comma', () => {
    expect(contacts(PRE, 'Signed for and on behalf of Larch Freight Ltd by Ewan Fraser, Director, at Inverness on 2 May 2024', 'ALDER MILLS INC.', 'Per: Lena Park, Vice President, Finance')).toEqual([
      ['LARCH FREIGHT', ['Ewan Fraser (Director)']], ['ALDER MILLS', ['Lena Park (Vice President, Finance)']],
    ]);
  });
  it('a date line or a place under the name is no contact', () => {
    expect(contacts(PRE, 'Alder Mills Inc.', 'Boston, 3 May 2024')).toEqual([['LARCH FREIGHT', []], ['ALDER MILLS', []]]);
  });
});

describe('contract amounts', () => {
  const amounts = (text: string) => classifyContract(elements(text)).contract_amounts.map((a) => a.text_normalized);
  it('money reimbursed, deposited, paid as rent or committed to purchases', () => {
    expectReads(amounts, [
      ['The Client will reimburse approved travel expenses up to EUR 2,000 per month.', ['2000 EUR']],
      ['The Reseller shall purchase Products worth at least NZ$80,000 in each year.', ['80000 NZD']],
      ['The Tenant shall lodge a deposit of £3,000 with the Landlord.', ['3000 GBP']],
    ]);
  });
  it('not a liability cap nor an insured value', () => {
    expect(amounts('The Supplier\'s total liability shall not exceed £500,000.')).toEqual([]);
    expect(amounts('The Hirer shall insure the vessel for not less than USD 2,000,000.')).toEqual([]);
  });
});

describe('the fourth blind set\'s drafting (h18k): names beyond ASCII, representatives, recitals', () => {
  const parties = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);
  it('an organisation whose name has accented capitals or letters is found whole; "Ltée" is a legal form', () => {
    expect(parties('This licence is made between Bellbird Hotels Pty Ltd ("Licensor") and Kookaburra Crêperie Pty Ltd ("Licensee").'))
      .toEqual(['BELLBIRD HOTELS Supplier Primary', 'KOOKABURRA CRÊPERIE Buyer Primary']);
    expect(parties('ÉPICERIES BOURASSA LTÉE shall buy the goods from Fromagerie Côté Inc.'))
      .toEqual(['FROMAGERIE CÔTÉ Unknown Unknown', 'ÉPICERIES BOURASSA Unknown Unknown']);
  });
  it('the person who represents a party in its slot is not the party ("represented by Mr. …, its President")', () => {
    expect(parties('BETWEEN:', 'ÉCOLE MONTCALM INC., having its head office in Laval, herein acting and represented by Mr. Luc Bérubé, its President, duly authorized (hereinafter called the "Purchaser")',
      'AND:', 'Câblerie Nord Ltée, acting through Ms. Anne Roy, its Secretary (hereinafter called the "Supplier")'))
      .toEqual(['ÉCOLE MONTCALM Buyer Primary', 'CÂBLERIE NORD Supplier Primary']);
  });
  it('an alias given in a recital names no party once the preamble has named two; "WHEREAS" is no name', () => {
    const items = ['This Share Purchase Agreement is made by and between Osprey Bay Holdings, Inc. ("Buyer") and Tern Capital LLC ("Seller").',
      'WHEREAS, Seller holds all the outstanding shares of Plover Devices, Inc. (the "Company"); and',
      'NOW, THEREFORE, the parties agree as follows:'];
    expect(parties(...items)).toEqual(['OSPREY BAY HOLDINGS Buyer Primary', 'TERN CAPITAL Supplier Primary', 'PLOVER DEVICES Unknown Unknown']);
    // Under a "Recitals" heading too; a recital still names the parties when the preamble named none.
    expect(parties('RECITALS', '(A) Curlew Software Ltd (the "Licensor") owns the software.', '(B) Dunlin Retail Ltd (the "Licensee") wishes to use it.', '1. GRANT'))
      .toEqual(['CURLEW SOFTWARE Supplier Primary', 'DUNLIN RETAIL Buyer Primary']);
  });
});

describe('the fourth blind set\'s drafting (h18k): signers of deeds and letters, titles of deeds and statements of work', () => {
  const contacts = (...items: string[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => [p.party, p.contacts.map((c) => `${c.name} (${c.role})`)]);
  const PRE = 'This Deed is made between Linnet Haulage Limited (the "Customer") and Siskin Motors Limited (the "Supplier").';
  it('a deed executed "by <party> acting by <name>, a director": the director signs; the witness does not', () => {
    expect(contacts(PRE, 'Executed as a deed by LINNET HAULAGE LIMITED acting by Joanna Pryce, a director, in the presence of:', 'Witness name: Colin Dade',
      'Executed as a deed by SISKIN MOTORS LIMITED acting by Omar Haddad, its company secretary:')).toEqual([
      ['LINNET HAULAGE', ['Joanna Pryce (director)']], ['SISKIN MOTORS', ['Omar Haddad (company secretary)']],
    ]);
  });
  it('a letter signed above "For and on behalf of <party>": the name after the closing, with the title under it', () => {
    expect(contacts(PRE, 'Yours faithfully', 'Hannah Lowe', 'Head of Contracts', 'For and on behalf of Siskin Motors Limited')).toEqual([
      ['LINNET HAULAGE', []], ['SISKIN MOTORS', ['Hannah Lowe (Head of Contracts)']],
    ]);
    expect(contacts(PRE, 'Kind regards', 'Hannah Lowe', 'For and on behalf of Siskin Motors Limited')).toEqual([
      ['LINNET HAULAGE', []], ['SISKIN MOTORS', ['Hannah Lowe (signatory)']],
    ]);
    // Without the closing, lines above a heading are the clause before it, not a signer.
    expect(contacts(PRE, 'Notices', 'Hannah Lowe', 'For and on behalf of Siskin Motors Limited')).toEqual([['LINNET HAULAGE', []], ['SISKIN MOTORS', []]]);
  });
  it('"Sole Director and Secretary:" under an Australian execution heading', () => {
    expect(contacts('This licence is made between Bellbird Hotels Pty Ltd ("Licensor") and Wren Bakery Pty Ltd ("Licensee").',
      'Executed by Wren Bakery Pty Ltd (ACN 111 222 333) in accordance with section 127 of the Corporations Act 2001 (Cth):', 'Sole Director and Secretary: Tessa Moody'))
      .toEqual([['BELLBIRD HOTELS', []], ['WREN BAKERY', ['Tessa Moody (Sole Director and Secretary)']]]);
  });
  it('a title "DEED OF <kind>" and a numbered "STATEMENT OF WORK NO. 4"', () => {
    expect(facts({ text: 'DEED OF VARIATION', kind: 'title' }, 'THIS DEED is dated 3 March 2025.').types).toEqual(['DEED OF VARIATION']);
    expect(facts({ text: 'Deed of Guarantee and Indemnity', kind: 'title' }, 'This deed is made on 3 March 2025.').types).toEqual(['Deed of Guarantee and Indemnity']);
    expect(facts({ text: 'STATEMENT OF WORK NO. 4', kind: 'title' }, 'This SOW is issued under the Master Services Agreement between the parties.').types).toEqual(['STATEMENT OF WORK']);
  });
});

describe('the fourth blind set\'s drafting (h18k): dates, terms and money', () => {
  const money = (...items: string[]) => {
    const r = classifyContract(elements(...items));
    return [r.contract_amounts.map((a) => a.text_normalized), r.contract_currencies.map((c) => c.text_normalized)];
  };
  it('"Done in <place>, on <date>" signs the agreement (Low); "Done" in a sentence elsewhere dates nothing', () => {
    expect(facts('Done in Marseille, on 4 March 2024, in three original copies.').effective).toEqual([['4 March 2024', '2024-03-04', 'Low']]);
    expect(facts('Done at Brussels this 9 May 2023.').effective).toEqual([['9 May 2023', '2023-05-09', 'Low']]);
    expect(facts('The inspection shall be done in Marseille on 4 March 2024.').effective).toEqual([]);
  });
  it('a period counted "from" a date starts there, beside the end the sentence gives', () => {
    const f = facts('The Agreement will be extended for a further period of six (6) months from 1 April 2025, so that it will now expire on 30 September 2025.');
    expect(f.effective).toEqual([['1 April 2025', '2025-04-01', 'High']]);
    expect(f.termination).toEqual([['30 September 2025', '2025-09-30']]);
    expect(f.terms).toEqual([['six (6) months', 180, 'Medium']]);
  });
  it('"It shall then be renewed …" goes on about the agreement the sentence before named', () => {
    expect(facts('This Agreement is concluded for an initial period of two (2) years.', 'It shall then be tacitly renewed for successive periods of one (1) year.').terms)
      .toEqual([['two (2) years', 730, 'Medium'], ['one (1) year', 365, 'Medium']]);
    expect(facts('The Products are listed in Annex 1.', 'It shall then be tacitly renewed for successive periods of one (1) year.').terms).toEqual([]);
  });
  it('a period "thereafter" (a confidentiality tail) is no term of the agreement', () => {
    expect(facts('The Consultant shall keep the information confidential during the term of this Agreement and for two (2) years thereafter.').terms).toEqual([]);
  });
  it('money after "liability … shall not exceed" in a payment sentence is a cap, not an amount', () => {
    expect(money('The Surety guarantees payment of all sums due by the Tenant, provided that the Surety\'s liability shall not exceed £90,000.')[0]).toEqual([]);
    expect(money('The Tenant shall pay rent of £2,000 per month; the Tenant\'s liability for repairs is limited to £5,000.')[0]).toEqual(['2000 GBP']);
  });
  it('a bare "$" is the dollar of the one country the contract names by its marks, else the US dollar', () => {
    expect(money('This licence is made between Bellbird Hotels Pty Ltd (ACN 123 456 789) and Wren Bakery Pty Ltd.', 'The Licensee must pay a fee of $1,500 per month.'))
      .toEqual([['1500 AUD'], ['AUD']]);
    expect(money('The Purchaser is a company incorporated in Ontario.', 'The Purchaser shall pay a price of $9,000.')).toEqual([['9000 CAD'], ['CAD']]);
    // A US place beside it, or two other dollar countries: the recognizer's reading stands.
    expect(money('The Purchaser is a company incorporated in Ontario with an office in Texas.', 'The Purchaser shall pay a price of $9,000.')).toEqual([['9000 USD'], ['USD']]);
    expect(money('Deliveries go from Singapore to Hong Kong.', 'The Purchaser shall pay a price of $9,000.')).toEqual([['9000 USD'], ['USD']]);
    expect(money('This licence is made between two companies of Queensland, ABN 11 222 333 444.', 'The Licensee must pay a fee of US$1,500.')).toEqual([['1500 USD'], ['USD']]);
  });
  it('Georgia, Virginia and Washington mark the US only as a US place, not as a person\'s name', () => {
    expect(money('Notices go to Virginia Wong, 1 Queen Street, Brisbane QLD 4000.', 'The Licensee must pay a fee of $1,500.')).toEqual([['1500 AUD'], ['AUD']]);
    expect(money('The Consultant is Marcus Washington of Wellington, New Zealand.', 'The Client shall pay $4,000.')).toEqual([['4000 NZD'], ['NZD']]);
    // Written as a place, each is the US: the recognizer's US dollar stands.
    expect(money('The Purchaser is a company incorporated in Ontario.', 'This Agreement is governed by the laws of the State of Georgia.', 'The Purchaser shall pay a price of $9,000.')).toEqual([['9000 USD'], ['USD']]);
    expect(money('The Purchaser is a company incorporated in Ontario.', 'Notices: 400 Pine Street, Seattle, Washington 98101.', 'The Purchaser shall pay a price of $9,000.')).toEqual([['9000 USD'], ['USD']]);
    expect(money('The Purchaser is a company incorporated in Ontario.', 'The Seller has its office in Washington, D.C.', 'The Purchaser shall pay a price of $9,000.')).toEqual([['9000 USD'], ['USD']]);
    expect(money('The Purchaser is a company incorporated in Ontario.', 'The Seller is a corporation of West Virginia.', 'The Purchaser shall pay a price of $9,000.')).toEqual([['9000 USD'], ['USD']]);
  });
  it('a state code before a postcode marks Australia only with a postcode of that state (review hrev4)', () => {
    // "PERSONAL DATA PROTECTION ACT 2012" is a statute and its year, "Nestlé SA 1800 Vevey" a Swiss company and
    // postcode: no Australian mark, so Singapore's dollar stands alone.
    expect(money('This Agreement is governed by the laws of Singapore.', 'PERSONAL DATA PROTECTION ACT 2012', 'The Distributor shall pay a fee of $4,000.')).toEqual([['4000 SGD'], ['SGD']]);
    expect(money('The Supplier is Alpenmilch SA 1800 Vevey, with a branch in Singapore.', 'The Buyer shall pay $4,000.')).toEqual([['4000 SGD'], ['SGD']]);
    expect(money('Notices go to 10 Brisbane Avenue, Barton ACT 2600.', 'The Licensee must pay a fee of $1,500.')).toEqual([['1500 AUD'], ['AUD']]);
    expect(money('Notices go to 1 King William Street, Adelaide SA 5000.', 'The Licensee must pay a fee of $1,500.')).toEqual([['1500 AUD'], ['AUD']]);
  });
});

describe('known misses of the earlier sets (h18k): institutions, missives, "paid within"', () => {
  const others = (text: string) => classifyContract(elements(text)).parties.filter((p) => p.importance === 'Unknown').map((p) => p.party);
  it('an arbitration or mediation centre is a body; a data centre is not', () => {
    expect(others('Disputes shall be referred to arbitration administered by the Hong Kong International Arbitration Centre.')).toEqual(['HONG KONG INTERNATIONAL ARBITRATION CENTRE']);
    expect(others('The Provider hosts the Customer Data in its Frankfurt Data Centre.')).toEqual([]);
  });
  it('Scottish missives name their kind in a subject line', () => {
    expect(facts('Re: Missives of Let - Unit 4, Seagate, Dundee', 'Dear Sirs').types).toEqual(['Missives of Let']);
  });
  it('"shall be paid within 14 days" is a payment term; "fees paid in the twelve (12) months before the claim" is none', () => {
    expect(facts('Each instalment shall be paid within fourteen (14) days after the end of the quarter.').payment).toEqual([['within fourteen (14) days', 14]]);
    expect(facts('Each party\'s liability shall not exceed the fees paid in the twelve (12) months before the claim.').payment).toEqual([]);
  });
});

describe('a statement of work is about its work (h18k)', () => {
  it('its title makes "begin the services on … complete them no later than …" its start and end', () => {
    const f = facts({ text: 'STATEMENT OF WORK NO. 2', kind: 'title' }, 'Supplier shall begin the services on 3 March 2025 and shall complete them no later than 27 June 2025.');
    expect(f.effective).toEqual([['3 March 2025', '2025-03-03', 'High']]);
    expect(f.termination).toEqual([['27 June 2025', '2025-06-27']]);
  });
  it('in another contract the same sentence dates nothing (the services are not the agreement)', () => {
    const f = facts({ text: 'SERVICES AGREEMENT', kind: 'title' }, 'Supplier shall begin the services on 3 March 2025 and shall complete them no later than 27 June 2025.');
    expect(f.effective).toEqual([]);
    expect(f.termination).toEqual([]);
  });
});

describe('the sixth blind set\'s drafting (h18f6): preamble lines, representatives, legal forms', () => {
  const primary = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
  const all = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);
  it('a name on its own line may hold a bracketed legal-form word, and "CC" (a close corporation) is dropped', () => {
    expect(primary('LEASE AGREEMENT', 'entered into between', 'KAROO STONE HOLDINGS (PTY) LTD', 'Registration number 2019/112233/07',
      '(hereinafter referred to as "the Landlord")', 'and', 'BLUE CRANE BAKERY CC', '(hereinafter referred to as "the Tenant")'))
      .toEqual(['KAROO STONE HOLDINGS Supplier', 'BLUE CRANE BAKERY Buyer']);
  });
  it('a lettered party entry "(B)" opens the slot; the letter is no part of the name', () => {
    expect(primary('This Agreement is entered into on May 2, 2025, by and between:',
      '(A) ACEROS DEL NORTE, S.A. DE C.V., represented in this act by Mr. Luis Peña (the "Supplier"); and',
      '(B) FERRETERÍA SAN ROQUE, S. DE R.L. DE C.V., represented in this act by Ms. Ana Ortiz (the "Customer").'))
      .toEqual(['ACEROS DEL NORTE Supplier', 'FERRETERÍA SAN ROQUE Buyer']);
  });
  it('the manager a party acts through does not take the party\'s alias; it is another party', () => {
    expect(all('This Agreement is made between Harbourview Pensions Ltd ("Customer") and WESTWIND FUND II, acting through its manager, Westwind Partners LLP (hereinafter referred to as the "Supplier").'))
      .toEqual(['HARBOURVIEW PENSIONS Buyer Primary', 'WESTWIND FUND II Supplier Primary', 'WESTWIND PARTNERS Unknown Unknown']);
  });
  it('a representative named in one party\'s slot does not take the next party\'s alias (review hrev6)', () => {
    // "acting by its director, and" closes the first slot: the alias after the next name is that party's own, and the
    // parties read as they do without the representative.
    const cases: [string, string, string][] = [
      ['This Agreement is made between Harbourview Pensions Ltd', ', acting by its director,', ' and Westwind Partners LLP (the "Supplier").'],
      ['This Lease is made between Kestrel Estates Ltd', ', represented by its managing agent,', ' and Plover Cafe Ltd (the "Tenant").'],
      ['This Agreement is made between Alder Holdings Ltd', ', acting through its trustee,', ' and Birch Foods Ltd (the "Purchaser").'],
    ];
    expect(cases.map(([a, , c]) => all(a + c)[1])).toEqual(['WESTWIND PARTNERS Supplier Primary', 'PLOVER CAFE Buyer Primary', 'BIRCH FOODS Buyer Primary']);
    for (const [a, b, c] of cases) expect(all(a + b + c)).toEqual(all(a + c));
  });
  it('a letter\'s salutation, and the addressee\'s block above it, are no party the alias below it defines', () => {
    expect(primary('Dear Mr Okafor,', 'We are pleased to appoint your firm ("the Consultant") to review the project.')).toEqual([]);
    expect(primary('Okafor Partners LLP', 'Unit 3, Mill Yard', 'Dear Mr Okafor,', 'We are pleased to appoint your firm ("the Consultant") to review the project.')).toEqual([]);
  });
  it('of three parties, an "Owner" that shares its side with another alias while none holds the other yields (a software escrow)', () => {
    expect(primary('Parties', '1. Quarry Code Limited, whose registered office is at 2 Mill Road, Leeds (the "Owner").',
      '2. Heron Mutual Society, whose principal office is at 1 Market Place, York (the "Licensee").',
      '3. Safebox Escrow Ltd, whose registered office is at 20 Fen Place, London ("Safebox").', 'Background'))
      .toEqual(['QUARRY CODE Supplier', 'HERON MUTUAL SOCIETY Buyer', 'SAFEBOX ESCROW Unknown']);
  });
});

describe('the sixth blind set\'s drafting (h18f6): ranges, "effective for", notice periods, "Contract of"', () => {
  it('the second date of a range "from … to …" ends the agreement; "effective for one (1) year" is its term', () => {
    const f = facts('1. TERM. This Contract shall be effective for one (1) year from March 1, 2025 to February 28, 2026, renewable by mutual agreement.');
    expect(f.effective.map((d) => d[1])).toEqual(['2025-03-01']);
    expect(f.termination).toEqual([['February 28, 2026', '2026-02-28']]);
    expect(f.terms.map((t) => t[1])).toEqual([365]);
  });
  it('a notice period is no time to pay, in a sentence about paying too', () => {
    const f = facts('6. Ending employment. Either party may end the employment by giving four (4) weeks\' written notice, or the Employer may pay the Employee in lieu of notice.');
    expect(f.payment).toEqual([]);
    expect(f.terms).toEqual([]);
  });
  it('a contract names its kind after "of", as a deed does', () => {
    expect(facts('CONTRACT OF SERVICES', 'This Contract of Services is made on 2 June 2025.').types).toEqual(['CONTRACT OF SERVICES']);
    expect(facts('Contract of Sale', 'The Seller sells the goods to the Buyer.').types).toEqual(['Contract of Sale']);
  });
});

describe('the sixth blind set\'s drafting (h18f6): a signer\'s name alone under the line signed on', () => {
  const contacts = (...items: string[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => [p.party, p.contacts.map((c) => `${c.name} (${c.role})`)]);
  const PRE = 'This Agreement is made between Larch Freight Ltd ("Supplier") and Alder Mills Inc. ("Customer").';
  it('"By:" or a blank, then the name (in capitals, with an initial) and its title on the next line', () => {
    expect(contacts(PRE, 'LARCH FREIGHT LTD', 'By:', 'MARIA L. SANTOS', 'General Manager', 'ALDER MILLS INC.', '______________', 'Tomás Ruiz Ochoa', 'Legal Representative'))
      .toEqual([['LARCH FREIGHT', ['MARIA L. SANTOS (General Manager)']], ['ALDER MILLS', ['Tomás Ruiz Ochoa (Legal Representative)']]]);
  });
  it('a name not under a line signed on, a witness under "SIGNED IN THE PRESENCE OF:" and the party\'s own name sign for nobody', () => {
    expect(contacts(PRE, 'LARCH FREIGHT LTD', 'Maria Santos', 'ALDER MILLS INC.', '______________', 'ALDER MILLS INC.'))
      .toEqual([['LARCH FREIGHT', []], ['ALDER MILLS', []]]);
    expect(contacts(PRE, 'LARCH FREIGHT LTD', '______________', 'Maria Santos', 'SIGNED IN THE PRESENCE OF:', '______________', 'Carlo Reyes'))
      .toEqual([['LARCH FREIGHT', ['Maria Santos (signatory)']], ['ALDER MILLS', []]]);
  });
  it('an individual signing for herself has no contact, though the preamble gave her a title', () => {
    expect(contacts('This Agreement is made between Orchard Foods, Inc. (the "Company") and Dr. Rosa Lindqvist ("Consultant").', 'CONSULTANT', '______________', 'Rosa Lindqvist'))
      .toEqual([['ORCHARD FOODS', []], ['ROSA LINDQVIST', []]]); // the title is no part of the party's name (h55f34)
  });
});

describe('the sixth blind set\'s drafting (h18f6): royalties and grants of money are amounts', () => {
  const amounts = (text: string) => classifyContract(elements(text)).contract_amounts.map((a) => a.text_normalized);
  it('a minimum royalty and a grant of money; not a royalty rate, nor the grant of a licence beside a cap', () => {
    expectReads(amounts, [
      ['The royalties due for each calendar year shall be at least CHF 40\'000.00.', ['40000 CHF']],
      ['The Trustees have agreed to award you a grant of £45,000 towards the costs of the Project.', ['45000 GBP']],
      ['The royalty is 4% of the net selling price.', []],
      ['Upon the grant of the licence, the Licensor\'s total liability shall not exceed £500,000.', []],
    ]);
  });
});

describe('the seventh blind set\'s drafting (h18f7): parties named by the contract\'s function and by form', () => {
  const primary = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
  const all = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);
  it('a publisher pays the author for the work: publisher Buyer, author Supplier', () => {
    expect(primary('THIS AGREEMENT is made on 1 March 2025 between Rowan Ellis, of 2 Quay Street, Truro ("the Author") and Lantern Books Ltd ("the Publisher").'))
      .toEqual(['ROWAN ELLIS Supplier', 'LANTERN BOOKS Buyer']);
  });
  it('a person in the slot after the previous party\'s alias and comma, with a middle initial, is a party', () => {
    expect(primary('This Loan Agreement is dated as of May 2, 2025, among Sable Tools, Inc. ("Borrower"), Nora J. Black, an individual ("Guarantor"), and Ridge State Bank ("Lender").'))
      .toEqual(['SABLE TOOLS Buyer', 'NORA J. BLACK Unknown', 'RIDGE STATE BANK Supplier']);
  });
  it('"Party A (Buyer):" and "Party B (Seller):" fields name the parties and their sides; "Party A:" alone names a party of no side', () => {
    expect(primary('PURCHASE CONTRACT', 'Party A (Buyer): Hangzhou Bright Lamp Co., Ltd.', 'Address: 8 West Lake Road, Hangzhou, China', 'Party B (Seller): Foshan Metalworks Co., Ltd.'))
      .toEqual(['HANGZHOU BRIGHT LAMP Buyer', 'FOSHAN METALWORKS Supplier']);
    expect(primary('Party A: Hangzhou Bright Lamp Co., Ltd.', 'Party B: Foshan Metalworks Co., Ltd.'))
      .toEqual(['HANGZHOU BRIGHT LAMP Unknown', 'FOSHAN METALWORKS Unknown']);
  });
  it('a Canadian numbered company is named by its number and province', () => {
    expect(primary('THIS AGREEMENT is made between Maple Grove Franchising Ltd. (the "Franchisor") and 2456789 Ontario Inc., carrying on business as Maple Grove Kingston (the "Franchisee").'))
      .toEqual(['MAPLE GROVE FRANCHISING Supplier', '2456789 ONTARIO Buyer']);
    expect(all('The sub-lessee is 9123-4567 QUÉBEC INC., a corporation.')).toEqual(['9123-4567 QUÉBEC Unknown Unknown']);
  });
  it('the document\'s kind gives "Grantee" and "Investor" their side: a grant\'s grantee is paid, a subscription\'s investor pays', () => {
    expect(primary('GRANT AGREEMENT', 'This Grant Agreement is entered into between the Oregon Arts Office ("Arts") and Riverbend Music Collective, a nonprofit corporation ("Grantee").'))
      .toEqual(['OREGON ARTS OFFICE Buyer', 'RIVERBEND MUSIC COLLECTIVE Supplier']);
    expect(primary('SUBSCRIPTION AGREEMENT', 'This Subscription Agreement is made between Kestrel Robotics Ltd (the "Company") and Fenwick Seed Fund LP (the "Investor").'))
      .toEqual(['KESTREL ROBOTICS Supplier', 'FENWICK SEED FUND Buyer']);
  });
  it('a licence grant\'s grantor and grantee name no side: the grantee of a licence pays for it (review hrev7)', () => {
    expect(primary('LICENCE GRANT AGREEMENT', 'This Agreement is made between Curlew Software Ltd (the "Grantor") and Dunlin Retail Ltd (the "Grantee").'))
      .toEqual(['CURLEW SOFTWARE Unknown', 'DUNLIN RETAIL Unknown']);
    expect(primary('PATENT LICENSE GRANT', 'This Agreement is made between Curlew Labs Inc. (the "Grantor") and Dunlin Devices Inc. (the "Grantee").'))
      .toEqual(['CURLEW LABS Unknown', 'DUNLIN DEVICES Unknown']);
  });
  it('persons joined by "and" in one slot under a collective alias ("hereinafter collectively referred to as the "Sellers"") are each a party', () => {
    expect(primary('This Agreement is made by and among:', '1. Kestrel Robotics Ltd (hereinafter referred to as the "Company");',
      '2. MR. DEV SHAH, residing at 4 Hill Road, Pune, and MS. ANITA DESAI, residing at 9 Lake Road, Pune (hereinafter collectively referred to as the "Promoters"); and',
      '3. Fenwick Seed Fund LP (hereinafter referred to as the "Investor").'))
      .toEqual(['KESTREL ROBOTICS Unknown', 'DEV SHAH Unknown', 'ANITA DESAI Unknown', 'FENWICK SEED FUND Unknown']); // titles dropped (h55f34)
  });
  it('a collective alias of the parties themselves names no party', () => {
    expect(primary('This Agreement is made between Kestrel Robotics Ltd ("Supplier") and Fenwick Foods Ltd ("Customer") (hereinafter collectively referred to as the "Parties").'))
      .toEqual(['KESTREL ROBOTICS Supplier', 'FENWICK FOODS Buyer']);
  });
  it('outside a grant or a subscription the same aliases name no side', () => {
    expect(primary('DEED OF EASEMENT', 'This Deed is made between Hill Farm Ltd (the "Grantor") and Vale Water plc (the "Grantee").'))
      .toEqual(['HILL FARM Unknown', 'VALE WATER Unknown']);
    expect(primary('SHAREHOLDERS\' AGREEMENT', 'This Agreement is made between Kestrel Robotics Ltd (the "Company") and Fenwick Seed Fund LP (the "Investor").'))
      .toEqual(['KESTREL ROBOTICS Unknown', 'FENWICK SEED FUND Unknown']);
  });
  it('a co-operative society keeps its "Co-operative", and a post office box is an address, not a body', () => {
    expect(primary('THIS CONTRACT is made BETWEEN Rift Feeds Limited, of Post Office Box 100-00100, Nairobi (hereinafter called "the Supplier") of the one part AND Kinangop Dairy Co-operative Society Limited, of Post Office Box 5-20300, Nyahururu (hereinafter called "the Purchaser") of the other part.'))
      .toEqual(['RIFT FEEDS Supplier', 'KINANGOP DAIRY CO-OPERATIVE SOCIETY Buyer']);
    expect(all('Send the cheque to Post Office Box 12, Mombasa.')).toEqual([]);
  });
});

describe('the seventh blind set\'s drafting (h18f7): signers under a party\'s heading', () => {
  const contacts = (...items: string[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => [p.party, p.contacts.map((c) => `${c.name} (${c.role})`)]);
  const PRE = 'This Agreement is made between Larch Freight Ltd ("Supplier") and Alder Mills Inc. ("Customer").';
  it('"Name:" keeps letters of any script', () => {
    expect(contacts(PRE, 'LARCH FREIGHT LTD', 'By: ______________', 'Name: Marisol Treviño', 'Title: President'))
      .toEqual([['LARCH FREIGHT', ['Marisol Treviño (President)']], ['ALDER MILLS', []]]);
  });
  it('a name line right under "For <party>" or "Signed for <party> by:" with a title line below it signs for the party', () => {
    expect(contacts(PRE, 'For Larch Freight Ltd', 'Pieter Van Damme', 'Managing Director', 'Signed for Alder Mills Inc. by:', "Aoife O'Connell", 'Director'))
      .toEqual([['LARCH FREIGHT', ['Pieter Van Damme (Managing Director)']], ['ALDER MILLS', ["Aoife O'Connell (Director)"]]]);
  });
  it('without a title below it the name line is no signer (an addressee, a person\'s own name)', () => {
    expect(contacts(PRE, 'For Larch Freight Ltd', 'Pieter Van Damme', '12 Dock Road')).toEqual([['LARCH FREIGHT', []], ['ALDER MILLS', []]]);
  });
  it('"Party A (seal): <name>" heads a block whose "Authorized Representative:" signs for it', () => {
    expect(contacts('Party A (Buyer): Hangzhou Bright Lamp Co., Ltd.', 'Party B (Seller): Foshan Metalworks Co., Ltd.', 'Party A (seal): Hangzhou Bright Lamp Co., Ltd.',
      'Authorized Representative: Li Na', 'Party B (seal): Foshan Metalworks Co., Ltd.', 'Authorized Representative: Wang Jun'))
      .toEqual([['HANGZHOU BRIGHT LAMP', ['Li Na (Authorized Representative)']], ['FOSHAN METALWORKS', ['Wang Jun (Authorized Representative)']]]);
  });
  it('a deed executed "acting by" two officers has both as contacts', () => {
    expect(contacts(PRE, 'Executed as a deed by ALDER MILLS INC. acting by Helen Moss, Chief Executive, and Ian Bellamy, Secretary, two authorised signatories.'))
      .toEqual([['LARCH FREIGHT', []], ['ALDER MILLS', ['Helen Moss (Chief Executive)', 'Ian Bellamy (Secretary)']]]);
  });
  it('a heading "For <party>, acting through <manager>" is the party\'s: its "Name:" signs for it', () => {
    expect(contacts(PRE, 'For ALDER MILLS INC., acting through Birch Capital Advisors LLP', '______________', 'Name: Neha Kapoor', 'Designation: Partner'))
      .toEqual([['LARCH FREIGHT', []], ['ALDER MILLS', ['Neha Kapoor (Partner)']]]);
  });
  it('someone who only acknowledges the contract below a party\'s block signs for no party', () => {
    expect(contacts(PRE, 'Signed for and on behalf of ALDER MILLS INC.', 'Name: Sunita Rao', 'Title: Chief Scientific Officer', 'Read and understood by the Principal Investigator', 'Name: Professor Imogen Tate'))
      .toEqual([['LARCH FREIGHT', []], ['ALDER MILLS', ['Sunita Rao (Chief Scientific Officer)']]]);
  });
});

describe('the seventh blind set\'s drafting (h18f7): instalments, order lines, "Drawn up in"', () => {
  const amounts = (...items: string[]) => classifyContract(elements(...items)).contract_amounts.map((a) => a.text_normalized);
  it('a loan\'s repayment instalments and an order\'s line and total fields are amounts', () => {
    expect(amounts('Borrower shall repay the Loan in sixty (60) equal monthly installments of $4,210 each.')).toEqual(['4210 USD']);
    expect(amounts('Line 1: Steel fence posts (200 each): $3,000.00', 'Total: $3,000.00')).toEqual(['3000 USD', '3000 USD']);
  });
  it('money in other fields and clauses without a cue stays no amount', () => {
    expect(amounts('Insurance: $1,000,000 per occurrence')).toEqual([]);
    expect(amounts('The total liability of the Seller shall not exceed $50,000.')).toEqual([]);
  });
  it('"Drawn up in <place> on <date>" signs the agreement (Belgian and Dutch drafting), as "Done in" does', () => {
    const f = facts('This Agreement is governed by Belgian law.', 'Drawn up in Antwerp on 17 March 2025, in two originals.');
    expect(f.effective).toEqual([['17 March 2025', '2025-03-17', 'Low']]);
  });
});

describe('the eighth blind set\'s drafting (h18f8): sides by kind, one alias one party, persons with initials, more legal forms', () => {
  const primary = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
  const all = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);
  it('in an agency the principal pays (Buyer) and the agent sells for it (Supplier); elsewhere the words take no side', () => {
    expect(primary('SALES AGENCY AGREEMENT', 'This Agreement is made between Fjellstrand Pumps AS (the "Principal") and Gulf Coast Marine Sales LLC (the "Agent").'))
      .toEqual(['FJELLSTRAND PUMPS Buyer', 'GULF COAST MARINE SALES Supplier']);
    expect(primary('ESCROW AGREEMENT', 'This Agreement is made between Fjellstrand Pumps AS (the "Principal") and Harbour Trust Company Ltd (the "Agent").'))
      .toEqual(['FJELLSTRAND PUMPS Unknown', 'HARBOUR TRUST Unknown']);
  });
  it('a commissioner pays the provider it commissions', () => {
    expect(primary('This Agreement is made between Glenview Care Partnership Ltd ("the Commissioner") and Hillside Homecare Ltd ("the Provider").'))
      .toEqual(['GLENVIEW CARE PARTNERSHIP Buyer', 'HILLSIDE HOMECARE Supplier']);
  });
  it('the parties of a settlement or a consortium take no side, whatever their aliases say', () => {
    expect(primary('SETTLEMENT AGREEMENT', 'This Settlement Agreement is made between Ashdown Builders Ltd ("Contractor") and Pine Court Management Ltd ("Customer").'))
      .toEqual(['ASHDOWN BUILDERS Unknown', 'PINE COURT MANAGEMENT Unknown']);
    expect(primary('CONSORTIUM AGREEMENT', 'This Agreement is made between Ashdown Sensors Ltd (the "Lead Member") and Pine Composites Ltd ("Pine").'))
      .toEqual(['ASHDOWN SENSORS Unknown', 'PINE COMPOSITES Unknown']);
  });
  it('persons joined by "and" under "(together, the …)" are each a party; a middle initial is part of a name', () => {
    expect(primary('SETTLEMENT AGREEMENT', 'This Agreement is made by and between Carl J. Ortiz and Mia R. Ortiz, residing at 12 Elm Road, Boise, Idaho (together, the "Owners"), and Tamarack Decks, LLC ("Builder").'))
      .toEqual(['CARL J. ORTIZ Unknown', 'MIA R. ORTIZ Unknown', 'TAMARACK DECKS Unknown']);
  });
  it('a recital\'s alias for a thing (a lawsuit, a dispute) names no party; a role word there still does', () => {
    expect(all('This Agreement is made between Ashdown Builders Ltd ("Contractor") and Pine Court Management Ltd ("Customer").',
      'WHEREAS, the Customer sued the Contractor in the County Court at Leeds, claim number K00LS123 (the "Claim");'))
      .toEqual(['ASHDOWN BUILDERS Supplier Primary', 'PINE COURT MANAGEMENT Buyer Primary', 'COUNTY COURT Unknown Unknown']);
  });
  it('one alias names one party: the name that opens the slot, not a register or a building named inside it', () => {
    expect(primary('This Agreement is concluded between Odra Data Sp. z o.o. with its registered office in Wrocław, entered in the Register of Entrepreneurs of the National Court Register under KRS number 0000111222, represented by Jan Kowal – President of the Management Board, hereinafter referred to as the "Contractor", and Warta Foods S.A., hereinafter referred to as the "Ordering Party".'))
      .toEqual(['ODRA DATA Supplier', 'WARTA FOODS Buyer']);
    expect(primary('This Agreement is made between Amberley Kitchens Ltd, a subsidiary of Kelda Group plc, (the "Supplier") and Birchwood Hotels Ltd (the "Customer").'))
      .toEqual(['AMBERLEY KITCHENS Supplier', 'BIRCHWOOD HOTELS Buyer']);
  });
  it('UAE free-zone forms and the Polish "Sp. z o.o." end a company\'s name', () => {
    expect(all('The goods are shipped by Sandpiper Logistics FZE and insured by Dune Cover FZ-LLC.')).toEqual(['DUNE COVER Unknown Unknown', 'SANDPIPER LOGISTICS Unknown Unknown']);
    expect(all('The servers are hosted by Odra Data Sp. z o.o. in Wrocław.')).toEqual(['ODRA DATA Unknown Unknown']);
  });
});

describe('the eighth blind set\'s drafting (h18f8): slots under "made between:", "concluded in", titles before a signer', () => {
  const primary = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
  it('a line ending in "between:" opens the slots of the lines under it: an alias that is no role word names the party there', () => {
    expect(primary('This Agreement is dated 3 May 2025 and is made between:', 'Kinross Food Bank Trust, a Scottish charity (SC011223) ("the Funder"); and',
      'Ochil Meals on Wheels Service, a charitable incorporated organisation (SC044556) ("the Provider").', '1. Services. The Provider shall deliver meals.'))
      .toEqual(['KINROSS FOOD BANK TRUST Buyer', 'OCHIL MEALS ON WHEELS SERVICE Supplier']);
  });
  it('"concluded in <place> on" dates the agreement (Low), as "Drawn up in" does', () => {
    const effective = (text: string) => classifyContract(elements(text)).effective_dates.map((d) => [d.text_normalized, d.confidence_level]);
    expect(effective('SERVICES AGREEMENT concluded in Poznań on 12 May 2025 between:')).toEqual([['2025-05-12', 'Low']]);
    expect(effective('The Parties concluded in Gdańsk on 2 June 2025 a framework agreement.')).toEqual([['2025-06-02', 'Low']]);
  });
  it('a title before the name of "Signed by …, title, for and on behalf of" is no part of the contact\'s name', () => {
    const contacts = classifyContract(elements('This Agreement is made between Tyne Robotics Ltd ("Supplier") and Wear Institute of Technology ("Customer").',
      'Signed by Professor Omar Haddad, Dean of Engineering, for and on behalf of Wear Institute of Technology'))
      .parties.filter((p) => p.importance === 'Primary').map((p) => [p.party, p.contacts.map((c) => c.name)]);
    expect(contacts).toEqual([['TYNE ROBOTICS', []], ['WEAR INSTITUTE OF TECHNOLOGY', ['Omar Haddad']]]);
  });
});

describe('the ninth blind set\'s drafting (h18f9): aliases, sides by kind, capacities in signature headings', () => {
  const primary = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
  const contacts = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => [p.party, p.contacts.map((c) => c.name)]);
  it('a short name before the role alias, joined by "or": the role gives the side', () => {
    expect(primary('1.1 Tallbacka Skog AB, reg. no. 556000-1111, Storgatan 1, Umeå ("Tallbacka" or the "Customer"); and',
      '1.2 Granlund Data AB, reg. no. 559000-2222, Kungsgatan 9, Uppsala ("Granlund" or the "Supplier").'))
      .toEqual(['TALLBACKA SKOG Buyer', 'GRANLUND DATA Supplier']);
  });
  it('in a subcontract the contractor pays the subcontractor; elsewhere a contractor provides', () => {
    expect(primary('SUBCONTRACT AGREEMENT', 'This Subcontract is made by and between Marlow Build Inc. ("Contractor") and Tidewater Electric LLC ("Subcontractor").'))
      .toEqual(['MARLOW BUILD Buyer', 'TIDEWATER ELECTRIC Supplier']);
    expect(primary('CONSTRUCTION CONTRACT', 'This Contract is made between Harbour Homes Ltd ("Employer") and Marlow Build Ltd ("Contractor").'))
      .toEqual(['HARBOUR HOMES Buyer', 'MARLOW BUILD Supplier']);
  });
  it('an escrow agent and a caterer provide a service for a fee', () => {
    expect(primary('This Escrow Agreement is made by and among Ardent Labs Inc. ("Buyer"), Bexley Tools LLC ("Seller") and Keystone Trust Company (the "Escrow Agent").'))
      .toEqual(['ARDENT LABS Buyer', 'BEXLEY TOOLS Supplier', 'KEYSTONE TRUST Supplier']);
    expect(primary('This Agreement is made between Hollins Primary Academy Trust (the "Academy") and Fenland Kitchens Ltd (the "Caterer").'))
      .toEqual(['HOLLINS PRIMARY ACADEMY TRUST Buyer', 'FENLAND KITCHENS Supplier']);
  });
  it('an alias that names a contract is no party\'s, whichever reading gave it', () => {
    expect(primary('This Agreement is made between Marlow Build Inc. ("Contractor") and Tidewater Electric LLC ("Subcontractor").',
      'The work follows the contract between Contractor and Riverside Holdings LLC dated May 1, 2025 (the "Prime Contract").'))
      .toEqual(['MARLOW BUILD Supplier', 'TIDEWATER ELECTRIC Supplier']);
  });
  it('a signature heading may name the capacity a party signs in: "<NAME>, as Escrow Agent"', () => {
    expect(contacts('This Escrow Agreement is made by and among Ardent Labs Inc. ("Buyer"), Bexley Tools LLC ("Seller") and Keystone Trust Company (the "Escrow Agent").',
      'BEXLEY TOOLS LLC', 'By: /s/ Maria Lopez', 'Name: Maria Lopez', 'Title: Manager',
      'KEYSTONE TRUST COMPANY, as Escrow Agent', 'By: /s/ Owen Park', 'Name: Owen Park', 'Title: Vice President'))
      .toEqual([['ARDENT LABS', []], ['BEXLEY TOOLS', ['Maria Lopez']], ['KEYSTONE TRUST', ['Owen Park']]]);
  });
});

describe('the ninth blind set\'s drafting (h18f9): signers under a company\'s heading', () => {
  const contacts = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => [p.party, p.contacts.map((c) => c.name)]);
  const preamble = 'This Agreement is made between Bottega Verdi S.r.l. (hereinafter "Consultant") and Fonderie Alpine S.p.A. (hereinafter "Company").';
  it('"<alias> – <company>" heads a signature, and the name right under it signs', () => {
    expect(contacts(preamble, 'Read, confirmed and signed.', 'Consultant – Bottega Verdi S.r.l.', 'Marco Verdi', 'Company – Fonderie Alpine S.p.A.', 'Elena Rota'))
      .toEqual([['BOTTEGA VERDI', ['Marco Verdi']], ['FONDERIE ALPINE', ['Elena Rota']]]);
  });
  it('a middle initial in "<name>, <title>" under "By:"', () => {
    expect(contacts('This Subcontract is made by and between Marlow Build Inc. ("Contractor") and Tidewater Electric LLC ("Subcontractor").',
      'CONTRACTOR: MARLOW BUILD INC.', 'By: ______________________', 'Dana K. Wells, President'))
      .toEqual([['MARLOW BUILD', ['Dana K. Wells']], ['TIDEWATER ELECTRIC', []]]);
  });
  it('a person under "Signed by the Landlord:" may be the landlord: no contact without a dash heading or "on behalf of"', () => {
    expect(contacts('This Tenancy is made between Alan James Carter ("the Landlord") and Brightwell Homes Ltd ("the Tenant").', 'Signed by the Landlord:', 'Alan Carter'))
      .toEqual([['ALAN JAMES CARTER', []], ['BRIGHTWELL HOMES', []]]);
    expect(contacts('This Tenancy is made between Alan James Carter ("the Landlord") and Brightwell Homes Ltd ("the Tenant").', 'Signed for and on behalf of Brightwell Homes Ltd', 'Nadia Greer'))
      .toEqual([['ALAN JAMES CARTER', []], ['BRIGHTWELL HOMES', ['Nadia Greer']]]);
  });
});

describe('the ninth blind set\'s drafting (h18f9): a clause headed by the contract\'s period dates its start and end', () => {
  it('"Activity Period." (its own element or the sentence\'s head) makes "starts on" / "ends on" the contract\'s dates', () => {
    const f = facts('GRANT DEED', '1. Activity Period.', 'The Activity starts on 1 September 2025 and ends on 30 June 2027.');
    expect(f.effective).toEqual([['1 September 2025', '2025-09-01', 'High']]);
    expect(f.termination).toEqual([['30 June 2027', '2027-06-30']]);
    expect(facts('4. Project Period. The Project starts on 2 March 2026 and ends on 1 March 2027.').termination).toEqual([['1 March 2027', '2027-03-01']]);
  });
  it('without such a heading a project\'s or a report\'s dates are not the contract\'s', () => {
    const f = facts('4. Reporting.', 'The Grantee must give a progress report by 31 March 2026 and the Activity ends on 30 June 2027.');
    expect(f.effective).toEqual([]);
    expect(f.termination).toEqual([]);
  });
});
