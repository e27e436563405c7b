/**
 * Set 59's category causes fixed in general contract language (h77c59): a liability insured is Insurance, no Liability;
 * a table's amount with its currency after it is a price row; a number of the work's units not guaranteed is Scope of
 * Work (C67) with or without "minimum"; "informs" tells as "inform" does. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, hasCue } from '../helpers.js';

const only = (text: string) => categoriesOf(text)[0];
const row = (text: string) => categoriesOf({ text: 'Schedule 2 – Rates', kind: 'title' }, text)[1];

describe('a liability insured is the cover, no Liability (h77c59)', () => {
  it('public, personal or its own liability inside an insurance clause: no Liability cue', () => {
    expect(hasCue('Liability', 'The Caterer must hold insurance that covers its staff and public liability of at least £2,000,000.')).toBe(false);
    expect(hasCue('Liability', "The Club's policy covers each member for personal liability while on the water.")).toBe(false);
    expect(hasCue('Liability', 'The Hirer insures its liability for damage caused to third parties by the use of the Vehicle.')).toBe(false);
    expect(only('The Caterer must hold insurance that covers its staff and public liability of at least £2,000,000.')).toEqual(['Insurance']);
  });

  it('a liability named outside the insurance, or limited, keeps its cue', () => {
    expect(hasCue('Liability', "The Supplier's liability under this Agreement shall not exceed the fees paid.")).toBe(true);
    expect(hasCue('Liability', 'The Caterer shall hold insurance of £2,000,000. Its liability for late service is limited to the fee.')).toBe(true);
    expect(hasCue('Liability', 'Public liability for any injury at the event rests with the Organiser.')).toBe(true);
  });
});

describe('a table row whose amount has its currency after it (h77c59)', () => {
  it('"<what> | 96 000,00 EUR" is a price row, as "<what> | EUR 96,000.00" is', () => {
    expect(row('Year one | 96 000,00 EUR')).toEqual(['Pricing & Taxes']);
    expect(row('Standard room, per night | 95,00 EUR')).toEqual(['Pricing & Taxes']);
    expect(row('Cleaning | per visit | 1.250 CZK')).toEqual(['Pricing & Taxes']);
  });

  it('not a figure before a word, nor a date row (an instalment)', () => {
    expect(row('Year one | 96 000 units delivered')).not.toContain('Pricing & Taxes');
    expect(row('On signing | 12 000,00 EUR')).not.toContain('Pricing & Taxes');
  });
});

describe('a number of the work\'s units not guaranteed is Scope of Work (C67, h77c59)', () => {
  it('"any number of placements", "any minimum number of metres"', () => {
    expect(hasCue('Scope of Work', 'The Agency does not guarantee any number of placements in a year.')).toBe(true);
    expect(hasCue('Scope of Work', 'The Company does not guarantee any minimum number of metres to be drilled.')).toBe(true);
    expect(hasCue('Scope of Work', 'The Operator does not guarantee any number of trips in a season.')).toBe(true);
  });

  it('not an outcome or a quality of what is sold', () => {
    expect(hasCue('Scope of Work', 'The Observatory does not guarantee any minimum number of clear nights.')).toBe(false);
    expect(hasCue('Scope of Work', 'The Resort does not guarantee any number of sunny days.')).toBe(false);
    expect(hasCue('Scope of Work', 'The Supplier does not guarantee any level of output from the panels.')).toBe(false);
  });
});

describe('"informs" tells as "inform" does (C34, h77c59)', () => {
  it('a present-tense duty to inform: Communication', () => {
    expect(hasCue('Communication', 'After an accident the Hirer immediately informs the Owner and the police.')).toBe(true);
    expect(hasCue('Communication', 'The Contractor informs the Employer of each delay within two days.')).toBe(true);
  });

  it('not "information" or "informal"', () => {
    expect(hasCue('Communication', 'The Hirer keeps the information about the route on board.')).toBe(false);
    expect(hasCue('Communication', 'The parties may meet informally to discuss the season.')).toBe(false);
  });
});

describe('telling one\'s own people that information is confidential is no message (h77c59)', () => {
  it('"informs them of the confidential nature": no Communication cue from that phrase', () => {
    expect(hasCue('Communication', 'The Recipient informs its employees of the confidential nature of the information before disclosure.')).toBe(false);
  });

  it('a notice beside it keeps its cue', () => {
    expect(hasCue('Communication', 'The Recipient informs its employees of the confidential nature of the information and notifies the Discloser of any breach.')).toBe(true);
  });
});

describe('an amount with its currency after it, or its thousands spaced, charged per unit (h77c59)', () => {
  it('Pricing & Taxes cue', () => {
    expect(hasCue('Pricing & Taxes', 'The Cooperative pays the Grower 1 250 000 Ft per hectare.')).toBe(true);
    expect(hasCue('Pricing & Taxes', 'The Lessee pays 38,50 EUR per Wagon and day.')).toBe(true);
    expect(hasCue('Pricing & Taxes', 'The Company may do the work itself and charge the Grower HUF 45 000 per hectare for it.')).toBe(true);
  });

  it('not feet, nor a figure with no currency', () => {
    expect(hasCue('Pricing & Taxes', 'The Carrier shall provide two 40 Ft containers per week.')).toBe(false);
    expect(hasCue('Pricing & Taxes', 'The Grower shall plant 45 000 seeds per hectare.')).toBe(false);
  });
});

describe('the price named by the table that follows (h77c59)', () => {
  it('"at the rates below", "the following fees"', () => {
    expect(hasCue('Pricing & Taxes', 'The Owner shall pay the Surveyor for the work at the rates below:')).toBe(true);
    expect(hasCue('Pricing & Taxes', 'The Client shall pay the following fees for each visit:')).toBe(true);
    expect(hasCue('Pricing & Taxes', 'The Agency charges the fees set out below.')).toBe(true);
  });

  it('not a time or a place below', () => {
    expect(hasCue('Pricing & Taxes', 'The Surveyor shall attend at the times set out below:')).toBe(false);
    expect(hasCue('Pricing & Taxes', 'The Client shall pay within the periods stated below.')).toBe(false);
  });
});

describe('C86: a survival clause is Term & Termination, with the surviving terms\' subject (h77c59)', () => {
  it('terms surviving the contract\'s end', () => {
    expect(only('Clauses 8 and 11 shall survive the termination of this Agreement.')).toEqual(['Term & Termination']);
    expect(only('The obligations of confidentiality in this Clause survive the termination of this Agreement for five years.')).toEqual(['Confidentiality', 'Term & Termination']);
    expect(only('This indemnity survives the expiry or termination of this Lease.')).toEqual(['Indemnification', 'Term & Termination']);
  });

  it('not terms surviving a closing, nor survival in another sense', () => {
    expect(only('The representations and warranties shall survive the Closing for twelve months.')).toEqual(['Warranties']);
    expect(only('The Contractor shall carry survival gear in each vehicle at all times.')).not.toContain('Term & Termination');
  });
});
