/**
 * Session 35's round 2 category rules read on ordinary contract language (issue 18, hrev49): each rule's false
 * readings narrowed, and the reading it was written for kept. Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

/** The categories of one clause after the preamble naming Customer and Supplier. */
const one = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('a loss compensated: time, an exchange rate and an insurer\'s payout are no Liability (category-cues-losses-compensated.ts, hrev49)', () => {
  it('time or an exchange-rate loss paid for is a price, no loss answered for', () => {
    expect(one('The Customer shall compensate the Supplier for the loss of its time at the daily rate.')).not.toContain('Liability');
    expect(one('The Customer shall compensate the Supplier for losses in the exchange rate above 5%.')).not.toContain('Liability');
  });
  it('earnings, income or an office lost and paid for are pay, no Liability', () => {
    expect(one('The Company shall compensate the Employee for any loss of earnings during jury service.')).toEqual([]);
    expect(one("The Company shall compensate the Director for loss of office at one year's salary.")).not.toContain('Liability');
  });
  it("an insurer's payout is the cover (Insurance), no Liability", () => {
    expect(one('The insurer shall compensate the Customer for the loss of the goods in transit.')).toEqual(['Insurance']);
  });
  it('a party compensating a loss of profit or damage it caused keeps its Liability', () => {
    expect(one('The Customer shall compensate the Supplier for any loss of profit caused by a suspension.')).toEqual(['Liability']);
    expect(one("The Supplier shall compensate the Customer for any damage to the Customer's property caused by its staff.")).toEqual(['Liability']);
  });
});

describe('damage made good: wear and tear or the weather caused it, no Liability (category-cues-damage-made-good.ts, hrev49)', () => {
  it('damage that wear and tear or a flood caused, made good, answers for no loss', () => {
    expect(one('The Supplier shall make good any damage to the paintwork caused by ordinary wear and tear.')).toEqual([]);
    expect(one("The Supplier shall make good the damage to the building caused by the flood at the Customer's cost.")).toEqual(['Force Majeure']);
  });
  it("damage the party's own people or work cause keeps its Liability, a wear-and-tear exception beside it too", () => {
    expect(one('The Supplier shall make good any damage to the Premises caused by the Supplier, its employees or agents.')).toContain('Liability');
    expect(one('The Supplier shall make good any damage caused by its installation of the equipment, fair wear and tear excepted.')).toContain('Liability');
  });
});

describe('an account debited: a noun beside a credit, and points, are no billing (category-cues-sums-owed.ts, hrev49)', () => {
  it('"a credit or debit to" an account, and points debited from a rewards account, are no Payment Terms & Billing', () => {
    expect(one("Any credit or debit to the Customer's loyalty account is recorded within two days.")).toEqual([]);
    expect(one("The administrator will debit the points used from the member's rewards account.")).not.toContain('Payment Terms & Billing');
    expect(one("The Supplier may debit the Customer's annual leave account for days of unauthorised absence.")).toEqual([]);
  });
  it('money debited to or from an account keeps its Payment Terms & Billing', () => {
    expect(one('The bank shall debit the interest to the loan account on the last day of each month.')).toEqual(['Payment Terms & Billing']);
    expect(one("The Supplier shall not debit any sum from the Customer's account without a valid invoice.")).toEqual(['Payment Terms & Billing']);
  });
});

describe("C76's buyer: a term of the contract honoured is no contract taken over (category-cues-business-passing.ts, hrev49)", () => {
  const underHeading = (heading: string, text: string) => categoriesOf(PREAMBLE, { kind: 'title', text: heading }, text)[2];
  it('"the buyer must honour this Agreement\'s export restrictions" under an Assignment heading keeps the heading\'s Assignments', () => {
    expect(underHeading('Assignment', "If the Customer sells the Goods, the buyer must honour this Agreement's export restrictions.")).toEqual(['Assignments']);
  });
  it('the buyer of a sold business assuming the contract stays Business Continuity alone', () => {
    expect(underHeading('Assignment', 'If the Supplier sells its business, it shall ensure the buyer assumes this Agreement.')).toEqual(['Business Continuity']);
  });
});

describe('a signed writing sent or delivered keeps its Communication (category-cues-signed-writings.ts, hrev49)', () => {
  it('a signed agreement sent to the other party, and a signed waiver delivered to it, are Communication', () => {
    expect(one('The Supplier shall send the Customer a written agreement signed by its director within five days.')).toEqual(['Communication']);
    expect(one('Any waiver must be in a written instrument signed by the waiving party and delivered to the other party.')).toEqual(['Communication']);
  });
  it('the signed writing a change takes stays Amendments, no Communication', () => {
    expect(one('This Agreement may be amended only by a written amendment signed by both parties.')).toEqual(['Amendments']);
    expect(one('A written agreement signed by both parties sets out the Services.')).toEqual([]);
  });
});
