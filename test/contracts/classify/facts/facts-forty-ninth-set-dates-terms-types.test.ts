/**
 * Facts set 49's dates, term and type, and two leftovers (issue 18, h88t), each decided on sentences written for it
 * (none from a set), near misses kept:
 * - a period field's value "<date> to <date>" starts where it says, without "from" (period-fields.ts);
 * - a date alone on its line after the signing sentence dates the signing (facts.ts SIGNING_CLOSE);
 * - a Schedule's numbered line "Section 1 – Date of this Agreement: …" dates the agreement (facts.ts NUMBERED_DATE_FIELD);
 * - a length "for a period of …" bounded by its own start and end dates is the term (agreement-terms.ts);
 * - a title's number of up to 24 characters ("No. 2038-014/CKDG/SG") leaves the title whole (contract-types.ts);
 * - a field "End date:" or a row "End date |" ends the relation (facts.ts END_DATE_FIELD);
 * - a sum after a date and a dash is read alone (numbers/amount-bounds.ts).
 */
import { describe, expect, it } from 'vitest';
import { amounts, dates, effective, facts, terms, termination, types } from '../facts-readers.js';

describe('a period field\'s start without "from"', () => {
  it('"Hire period:", "Period:", "Term:" with "to" or a dash, a key-details row', () => {
    expect(dates('CAMPERVAN HIRE AGREEMENT', 'Hire period: June 3, 2040 to June 17, 2040')).toEqual({ effective: ['2040-06-03'], termination: ['2040-06-17'] });
    expect(dates('GRAZING LICENCE', 'Period: 1st May 2040 – 30th April 2041')).toEqual({ effective: ['2040-05-01'], termination: ['2041-04-30'] });
    expect(dates('STORAGE AGREEMENT', 'Term: 2 January 2041 until 1 January 2042')).toEqual({ effective: ['2041-01-02'], termination: ['2042-01-01'] });
    expect(dates('BIKE HIRE AGREEMENT', 'Item | Details', 'Rental period | 5 July 2040 to 12 July 2040')).toEqual({ effective: ['2040-07-05'], termination: ['2040-07-12'] });
  });
  it('near misses: another period\'s field, a label that is no period, a lone date, text before the date', () => {
    expect(effective('PUMP SUPPLY CONTRACT', 'Warranty period: 1 May 2040 to 30 April 2041')).toEqual([]);
    expect(effective('PUMP SUPPLY CONTRACT', 'Notice period: 1 May 2040 to 31 May 2040')).toEqual([]);
    expect(effective('CAMPERVAN HIRE AGREEMENT', 'Inspection: 1 May 2040 to 3 May 2040')).toEqual([]);
    expect(effective('CAMPERVAN HIRE AGREEMENT', 'Hire period: June 3, 2040')).toEqual([]);
    expect(effective('CAMPERVAN HIRE AGREEMENT', 'Hire period: the week after 3 June 2040 to 10 June 2040')).toEqual([]);
  });
});

describe('a date alone on its line after the signing sentence', () => {
  it('after a copy kept after signing, "IN WITNESS WHEREOF", the parties that have signed', () => {
    const body = ['CERAMICS COMMISSION AGREEMENT', 'Article 1 (Purpose) The Potter makes forty bowls for the Inn.'];
    expect(effective(...body, 'Each party keeps one copy of this Agreement after signing it.', 'June 2, 2040')).toEqual(['2040-06-02']);
    expect(effective(...body, 'IN WITNESS WHEREOF the parties have set their hands to this Agreement.', '2 June 2040')).toEqual(['2040-06-02']);
    expect(effective(...body, 'The parties have signed this Agreement in two originals.', '2 June 2040')).toEqual(['2040-06-02']);
  });
  it('near misses: after a clause that only speaks of signing, a date with words after it, a date under a heading', () => {
    const body = ['CERAMICS COMMISSION AGREEMENT', 'Article 1 (Purpose) The Potter makes forty bowls for the Inn.'];
    expect(effective(...body, 'The Inn shall sign each delivery note.', '2 June 2040')).toEqual([]);
    expect(effective(...body, 'IN WITNESS WHEREOF the parties have signed this Agreement.', '2 June 2040 delivery of bowls')).toEqual([]);
    expect(effective(...body, 'Delivery dates', '2 June 2040')).toEqual([]);
  });
});

describe('a Schedule\'s numbered line dates the agreement', () => {
  it('"Section 1 – Date of this Agreement:", "1. Date of Agreement:", "Section 2: Signing date:"', () => {
    const body = ['THIS AGREEMENT is made on the date stated in Section 1 of the Schedule.', 'SCHEDULE'];
    expect(effective(...body, 'Section 1 – Date of this Agreement: 4th March 2040')).toEqual(['2040-03-04']);
    expect(effective(...body, '1. Date of Agreement: 4 March 2040')).toEqual(['2040-03-04']);
    expect(effective(...body, 'Section 2: Signing date: 4 March 2040')).toEqual(['2040-03-04']);
  });
  it('near misses: a numbered "Date:" alone, another day\'s numbered line', () => {
    const body = ['THIS AGREEMENT is made on the date stated in Section 1 of the Schedule.', 'SCHEDULE'];
    expect(effective(...body, '3. Date: 4 March 2040')).toEqual([]);
    expect(effective(...body, 'Section 4 – Date of delivery: 4 March 2040')).toEqual([]);
  });
});

describe('a length bounded by its own dates is the term', () => {
  it('a boat given for a period, a hall let out "for" months, both ends after it', () => {
    expect(terms('MEMORANDUM OF AGREEMENT', 'The First Party shall hand over the fishing boat to the Second Party for a period of six (6) months commencing from 01.04.2040 and ending on 30.09.2040.')).toEqual(['180 days']);
    expect(terms('MEMORANDUM OF AGREEMENT', 'The Owner gives the hall to the Club for three (3) months starting on 1 May 2040 and ending on 31 July 2040.')).toEqual(['90 days']);
  });
  it('near misses: a warranty bounded by dates, a length with no dates after it, a length "within"', () => {
    expect(terms('SUPPLY CONTRACT', 'The Supplier warrants the engine for a period of twelve (12) months commencing from 01.04.2040 and ending on 31.03.2041.')).toEqual([]);
    expect(terms('MEMORANDUM OF AGREEMENT', 'The Owner shall hand over the fishing boat to the Second Party for a period of six (6) months.')).toEqual([]);
    expect(terms('MEMORANDUM OF AGREEMENT', 'The Owner shall repair the boat within thirty (30) days commencing from 01.04.2040 and ending on 30.04.2040.')).toEqual([]);
  });
});

describe('a numbered title with a long number', () => {
  it('a year, a serial and an office\'s initials: the title is the kind and its object', () => {
    const found = facts('REPUBLIC OF NIGER', 'CONTRACT No. 2040-117/MDA/DAF FOR THE SUPPLY OF SEED MILLET');
    expect(found.contract_types.map((t) => t.text_normalized)).toEqual(['Contract for the Supply of Seed Millet']);
    expect(types('AGREEMENT No. 77-2040/DRH/SG/ADM')).toEqual(['AGREEMENT']);
  });
  it('near miss: a number past 24 characters names no title', () => {
    expect(types('CONTRACT No. 2040-117/MDA/DAF/SERV/ADMIN-XYZ FOR THE SUPPLY OF SEED MILLET')).toEqual([]);
  });
});

describe('"End date:" ends the relation', () => {
  it('a field, a relation\'s field, a key-details row', () => {
    expect(termination('GARDENING AGREEMENT', 'End date: 31 October 2040')).toEqual(['2040-10-31']);
    expect(termination('GARDENING AGREEMENT', 'Hire end date: 31 October 2040')).toEqual(['2040-10-31']);
    expect(termination('GARDENING AGREEMENT', 'Item | Details', 'End date | 31 October 2040')).toEqual(['2040-10-31']);
  });
  it('near misses: a part\'s end date, the end date of a clause\'s sentence', () => {
    expect(termination('GARDENING AGREEMENT', 'Warranty end date: 31 October 2040')).toEqual([]);
    expect(termination('GARDENING AGREEMENT', 'The Gardener records the end date of each visit, for example 31 October 2040.')).toEqual([]);
  });
});

describe('a sum after a date and a dash', () => {
  it('a schedule\'s rows "<label> – <date> – <sum>", a date and a sum', () => {
    const lead = ['LOAN AGREEMENT', 'The Borrower shall repay the loan of EUR 9,000.00 in three instalments:'];
    expect(amounts(...lead, 'First instalment – 5 March 2041 – EUR 3,000.00', 'Second instalment – 5 June 2041 – EUR 3,000.00')).toEqual(['9000 EUR', '3000 EUR', '3000 EUR']);
    expect(amounts(...lead, 'Last instalment 5 March 2041 - USD 3,000.00')).toEqual(['9000 EUR', '3000 USD']);
  });
  it('near misses: a year and a figure with no mark, a range of sums', () => {
    expect(amounts('LOAN AGREEMENT', 'The Borrower repays the loan by 5 March 2041 – 3,000.00 each time.')).toEqual([]);
    expect(amounts('SUPPLY AGREEMENT', 'The price is between EUR 2,000 – EUR 3,000 per load.')).toEqual(['2000 EUR', '3000 EUR']);
  });
});
