/**
 * What the twenty-ninth blind facts set left in terms, payment terms and start dates (h39f29's causes 13-14 and 16-19,
 * fixed by h40f29). Each rule on sentences written for it (none from the set); each element one sentence, as the
 * service splits a plain-text contract.
 */
import { describe, expect, it } from 'vitest';
import { effective, paymentTerms, terms } from '../facts-readers.js';

const TITLE = 'DOG BOARDING AGREEMENT';
const MADE = 'This Dog Boarding Agreement is made on 3 May 2029 between Harlow Kennels Ltd, a company registered in England (the "Kennel"), and Mr Tom Baker of 4 Mill Lane, York (the "Owner").';

describe('a relation started on a date and its length (h40f29)', () => {
  it('"starts on <date> and (shall) last N" is the term, whatever the relation is called', () => {
    expect(terms(TITLE, MADE, '1. The boarding starts on 1 March 2029 and shall last sixty (60) days.')).toEqual(['60 days']);
    expect(terms(TITLE, MADE, '1. The trial shall begin on 2 June 2029 and last forty-five (45) days (the "Trial Period").')).toEqual(['45 days']);
  });
  it('"… and continues from week to week, with a minimum period of N" is the term (a minimum term, set 26)', () => {
    expect(terms(TITLE, MADE, '2. The walking service starts on 1 March 2029 and continues from week to week, with a minimum period of eight (8) weeks.')).toEqual(['56 days']);
  });
  it('a warranty or a probation started on a date is no term of the contract', () => {
    expect(terms(TITLE, MADE, '3. The warranty starts on 1 March 2029 and lasts twelve (12) months.')).toEqual([]);
    expect(terms(TITLE, MADE, '3. The probationary period starts on 1 March 2029 and lasts three (3) months.')).toEqual([]);
  });
  it('a length with no start date in the sentence stays none', () => {
    expect(terms(TITLE, MADE, '3. Each walk shall last two (2) hours and the boarding lasts sixty (60) days.')).toEqual([]);
  });
});

describe('an extension of "it" after a sentence naming the term (h40f29)', () => {
  const rental = ['PLANT HIRE AGREEMENT', 'This Plant Hire Agreement is made on 3 May 2029 between Harlow Plant Ltd (the "Lessor") and Fenwick Builders Ltd (the "Lessee").', '2. Term. The rental term is twelve (12) months commencing on 1 October 2029.'];
  it('"The Lessee may extend it once for a further N" is a term', () => {
    expect(terms(...rental, 'The Lessee may extend it once for a further three (3) months by written notice.')).toEqual(['360 days', '90 days']);
    expect(terms(...rental, 'The Lessee may renew it for a further thirty-five (35) days.')).toEqual(['360 days', '35 days']);
  });
  it('"it" after a sentence naming no agreement stays none', () => {
    expect(terms(rental[0], rental[1], 'The crane is delivered on 1 October 2029.', 'The Lessee may extend it once for a further three (3) months.')).toEqual([]);
  });
});

describe('periods of a payment sentence that are no time to pay (h40f29)', () => {
  const contract = (sentence: string) => [TITLE, MADE, '4. The Owner shall pay each invoice within fourteen (14) days of the invoice date.', sentence];
  it('a possessive duration measures a sum: "equal to three months\' charges", "(four weeks\' boarding)"', () => {
    expect(paymentTerms(...contract('A deposit equal to three months\' charges is payable on signing.'))).toEqual(['14 days']);
    expect(paymentTerms(...contract('A deposit of £400 (four weeks\' boarding) is payable on signing this agreement.'))).toEqual(['14 days']);
    expect(terms(...contract('A deposit of £400 (four weeks\' boarding) is payable on signing this agreement.'))).toEqual(['14 days']);
  });
  it('"thirty (30) days\' credit" still gives days to pay', () => {
    expect(paymentTerms(TITLE, MADE, '4. The Owner shall pay on thirty (30) days\' credit.')).toEqual(['30 days']);
  });
  it('a time an invoice stays unpaid before a remedy is a grace period', () => {
    expect(paymentTerms(...contract('If any invoice remains unpaid for more than twenty-one (21) days after the invoice date, the Kennel may keep the dog.'))).toEqual(['14 days']);
    expect(paymentTerms(...contract('If any fee is outstanding for thirty (30) days, the Kennel may suspend the boarding.'))).toEqual(['14 days']);
  });
  it('a period opening the clause of another act than paying is that act\'s', () => {
    const statement = '6. Within five (5) business days after the end of each month the Kennel shall send the Owner a statement of the fees, and the Owner shall pay each statement within ten (10) days after receipt.';
    expect(paymentTerms(TITLE, MADE, statement)).toEqual(['10 days']);
    expect(paymentTerms(TITLE, MADE, '6. Within ten (10) days after receipt of an invoice the Owner shall pay it in full.')).toEqual(['10 days']);
    expect(paymentTerms(TITLE, MADE, '6. Within thirty (30) days after the end of each quarter, the Owner shall send the Kennel a report and pay the fees due.')).toEqual(['30 days']);
    expect(paymentTerms(TITLE, MADE, '6. Fees are payable monthly in arrears within twenty (20) days after the end of each month.')).toEqual(['20 days']);
  });
  it('a length of less than half a day is no period', () => {
    expect(paymentTerms(...contract('The Owner pays the Kennel £12 for each walk of two hours.'))).toEqual(['14 days']);
    expect(paymentTerms(TITLE, MADE, 'The Owner shall pay each invoice within forty-eight (48) hours.')).toEqual(['2 days']);
  });
});

describe('start dates after a place-and-date appearance and under "Start and duration." (h40f29)', () => {
  it('"In <city>, <country>, on <date>, there appear: …" dates the contract however long the element', () => {
    const opening = 'In Valdivia, Chile, on 5 June 2029, there appear: on the one side, AGRICOLA LOS ROBLES SpA, a company incorporated in Chile, represented by Mr. Pedro Soto Fuentes, both domiciled at Calle Picarte 123, Valdivia, hereinafter the "Owner"; and on the other side, GANADERA SUR S.A., hereinafter the "Farmer".';
    expect(effective('GRAZING AGREEMENT', opening, '1. The Farmer shall graze the Owner\'s cattle.')).toEqual(['2029-06-05']);
  });
  it('a start under "Start and duration." is the start, as under "Period."', () => {
    expect(effective(TITLE, 'The Kennel and the Owner agree as follows.', '2. Start and duration. The boarding starts on 1 April 2029 and continues from month to month.')).toEqual(['2029-04-01']);
    expect(effective(TITLE, 'The Kennel and the Owner agree as follows.', '2. Delivery and duration. The food is delivered on 1 April 2029.')).toEqual([]);
  });
});
