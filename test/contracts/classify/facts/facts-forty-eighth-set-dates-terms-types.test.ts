/**
 * Facts set 48's dates, terms, payment terms and types (issue 18, h87t), each decided on sentences written for it, near
 * misses kept:
 * - a key-details row "Start date | 2 April 2039" dates as its field "Start date: …" does (text/field-lines.ts);
 * - a period of another act that "and pays" follows is that act's time, no time to pay (agreement-terms.ts);
 * - a price "paid as follows:" gives the "within" periods of its parts as times to pay (paid-as-follows.ts);
 * - "QUOTATION" under a letterhead is the contract's type, as "PURCHASE ORDER" is (contract-types.ts);
 * - h86d's two broad rules narrowed: a "Duration" heading over a party's own act is no agreement's length
 *   (agreement-terms.ts), and a date line with a signature block under it closes a letter, though the next letter's
 *   salutation follows (letter-head-date.ts).
 */
import { describe, expect, it } from 'vitest';
import { effective, paymentTerms, terms, types } from '../facts-readers.js';
import { asFieldLine } from '../../../../src/contracts/classify/text/field-lines.js';

describe('a key-details row dates as its field does (h87t)', () => {
  it('"Date of agreement |", "Start date |", a markdown row', () => {
    const table = ['MOWING SERVICES AGREEMENT', 'Key terms', 'Item | Details', 'Date of agreement | 14/03/2039', 'Contractor | Rawiri Green Ltd', 'Start date | 2 April 2039', 'Term | 6 months from the Start date'];
    expect(effective(...table)).toEqual(['2039-04-02', '2039-03-14']);
    expect(effective('CLEANING AGREEMENT', '| Agreement date | 3 June 2039 |', '| Cleaner | Ana Lopez |')).toEqual(['2039-06-03']);
  });
  it('near misses: a schedule\'s rows, another day\'s field', () => {
    expect(effective('SUPPLY AGREEMENT', 'Delivery schedule', 'Date | Load', '12/05/2039 | first load', 'Delivery date | 19 May 2039')).toEqual([]);
    expect(effective('SUPPLY AGREEMENT', 'Inspection date | 20 May 2039')).toEqual([]);
  });
  it('the row read as its field keeps its length and its spans; other text is left as it is', () => {
    expect(asFieldLine('Start date | 2 April 2039')).toBe('Start date : 2 April 2039');
    expect(asFieldLine('| Agreement date | 3 June 2039 |')).toBe('  Agreement date : 3 June 2039  ');
    expect(asFieldLine('1 | Sand | 240 | tonne')).toBe('1 | Sand | 240 | tonne');
    expect(asFieldLine('Item | Qty | Price')).toBe('Item | Qty | Price');
    expect(asFieldLine('Notes |')).toBe('Notes |');
    expect(asFieldLine('The Client pays | the Supplier')).toBe('The Client pays : the Supplier');
  });
});

describe('a period of another act that "and pays" follows (h87t)', () => {
  it('returning goods, then paying as another clause says', () => {
    expect(paymentTerms('SALE OR RETURN AGREEMENT', 'On termination the Shop returns all unsold pots within ten (10) days and pays for the pots sold as clause 3 provides.')).toEqual([]);
    expect(terms('SALE OR RETURN AGREEMENT', 'On termination the Shop returns all unsold pots within ten (10) days and pays for the pots sold as clause 3 provides.')).toEqual([]);
    expect(paymentTerms('HIRE AGREEMENT', 'The Hirer shall return the trailer within two (2) days of the show and shall pay the cleaning charge.')).toEqual([]);
    expect(paymentTerms('SUPPLY AGREEMENT', 'The Buyer shall accept the delivery note within five (5) days and the Buyer pays the price on acceptance.')).toEqual([]);
  });
  it('near misses: the period in the paying clause, a period timing both verbs, a deposit before the balance', () => {
    expect(paymentTerms('SUPPLY AGREEMENT', 'The Buyer shall inspect the goods and pay for them within 20 days of delivery.')).toEqual(['20 days']);
    expect(paymentTerms('SUPPLY AGREEMENT', 'The Buyer shall, within 15 days, inspect and pay for the goods.')).toEqual(['15 days']);
    expect(paymentTerms('SUPPLY AGREEMENT', 'The Buyer shall pay the deposit within 5 days and pay the balance on delivery.')).toEqual(['5 days']);
  });
  it('near miss: the agreement\'s own period before "and … pays" stays its term (a time to act is given "within")', () => {
    expect(terms('HIRE AGREEMENT', 'The hire lasts for three (3) months and the Hirer pays the rent monthly in advance.')).toEqual(['90 days']);
  });
});

describe('a price "paid as follows:" gives its parts\' times to pay (h87t)', () => {
  it('the parts in the sentence, the parts in a list', () => {
    expect(paymentTerms('TRAINING CONTRACT', 'The fee is XOF 120 000. It is paid as follows: XOF 60 000 on signing and XOF 60 000 within twenty (20) days of the first lesson.')).toEqual(['20 days']);
    expect(paymentTerms('TRAINING CONTRACT', 'The price is paid in two instalments: EUR 400 on enrolment and EUR 500 within fifteen (15) days of the final session.')).toEqual(['15 days']);
    expect(paymentTerms('BUILDING CONTRACT', 'The price is EUR 9,000.', 'The price shall be paid as follows:', '(a) EUR 3,000 on signing;', '(b) EUR 6,000 within fourteen (14) days of handover.')).toEqual(['14 days']);
  });
  it('near misses: goods delivered as follows, a price paid with no time after the colon', () => {
    expect(paymentTerms('SUPPLY CONTRACT', 'The goods are delivered as follows: half in May and half within thirty (30) days of the first load.')).toEqual([]);
    expect(paymentTerms('TRAINING CONTRACT', 'It is paid as follows: XOF 60 000 on signing and XOF 60 000 at the last lesson. The course runs within twelve (12) weeks.')).toEqual([]);
  });
});

describe('"QUOTATION" under a letterhead is the type (h87t)', () => {
  it('a quotation, a sales quotation, a numbered one', () => {
    expect(types('HARBOUR STONE SUPPLIES LTD', 'Quarry Road, Portland', 'QUOTATION', 'Date: 2039-02-10', 'Customer: Bay Homes Ltd', 'Once accepted, this quotation forms the contract.')).toEqual(['QUOTATION']);
    expect(types('KELP FARM LTD', 'SALES QUOTATION', 'Date: 1 March 2039')).toEqual(['SALES QUOTATION']);
    expect(types('Price Quotation No. PQ-118')).toEqual(['Price Quotation']);
  });
  it('near misses: a quotation a clause cites, a quote as a verb, an estimate', () => {
    expect(types('This Supply Agreement is made on 1 May 2039.', 'The Supplier delivers the goods in its Quotation No. 5.')).toEqual(['Supply Agreement']);
    expect(types('BAY PAINTERS', 'We quote', 'Date: 1 March 2039')).toEqual([]);
    expect(types('BAY PAINTERS', 'ESTIMATE', 'Date: 1 March 2039')).toEqual([]);
  });
});

describe('h86d\'s "Duration" heading narrowed: a party\'s own act under it (h87t)', () => {
  it('keeping parts in stock, storing backups: no term', () => {
    expect(terms('SUPPLY CONTRACT', 'Article 6 – Duration: The Supplier keeps spare parts in stock for five (5) years.')).toEqual([]);
    expect(terms('SERVICES CONTRACT', '3. Duration: The Provider shall store the backups for ninety (90) days.')).toEqual([]);
  });
  it('near misses: the relation\'s own words or verb, a pronoun, a bare length', () => {
    expect(terms('RENOVATION CONTRACT', 'Article (4) Duration: The works shall be carried out within ninety (90) days, starting on 2 March 2039 and ending on 31 May 2039.')).toEqual(['90 days']);
    expect(terms('BOAT HIRE CONTRACT', 'Article 3 – Duration: The Client hires the boat for five (5) days.')).toEqual(['5 days']);
    expect(terms('SERVICES CONTRACT', 'Article (4) Duration: It runs for one (1) year from 1 June 2039.')).toEqual(['365 days']);
    expect(terms('HIRE FORM', 'Duration: six (6) weeks from 3 May 2039')).toEqual(['42 days']);
  });
});

describe('h86d\'s letter date line narrowed: a signature block under it closes a letter (h87t)', () => {
  const letter = ['SUPPLY LETTER', 'This letter agreement runs from 1 June 2039 to 31 May 2040.', 'Yours sincerely,'];
  it('the date line over the company, its signature line, then the reply\'s salutation', () => {
    expect(effective(...letter, 'Castries, 3 May 2039', 'Harbour Marine Ltd.', 'By: ____________', 'Anna Pierre, Director', 'REPLY', 'Dear Ms. Pierre,', 'We accept the terms of your letter.')).toEqual(['2039-06-01', '2039-05-03']);
  });
  it('near miss: the reply\'s own date line over its addressee and salutation stays the letter\'s date', () => {
    expect(effective(...letter, 'Rodney Bay, 8 May 2039', 'Harbour Marine Ltd.', 'Attn. Ms. Anna Pierre', 'Dear Ms. Pierre,', 'We accept the terms of your letter.')).toEqual(['2039-06-01']);
  });
});
