/**
 * Of two parties whose aliases say no side and no sentence names a payer or a payee, the one whose duty is to teach,
 * train or advise the other is the Supplier (party-serves.ts; facts set 48's cause 2, issue 18, h87p). Sentences
 * written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const SCHOOL = (duty: string) => [
  'TRAINING CONTRACT',
  'Between the undersigned:',
  'SWIFT WHEELS SARL, whose registered office is at 12 Rue des Palmiers, Cotonou, represented by its manager, Mr. Paul HOUNSOU, hereinafter "the School", on the one hand,',
  'and',
  'Mr. Koffi Mensah DOSSOU, trader, residing in Cotonou, hereinafter "the Trainee", on the other hand,',
  'It has been agreed as follows:',
  duty,
  'The price is 90 000 F CFA. It is paid in two instalments.',
];

describe('the party that teaches, trains or advises the other (serverOf)', () => {
  it('"undertakes to train the Trainee": the school provides, the trainee buys', () => {
    expect(primary(...SCHOOL('The School undertakes to train the Trainee for the practical test of the motorcycle licence.'))).toEqual(['SWIFT WHEELS Supplier', 'KOFFI MENSAH DOSSOU Buyer']);
  });
  it('"shall teach", "prepares", with an adverb', () => {
    expect(primary(...SCHOOL('The School shall properly prepare the Trainee for the test.'))).toEqual(['SWIFT WHEELS Supplier', 'KOFFI MENSAH DOSSOU Buyer']);
    expect(primary('TUTORING AGREEMENT', 'This agreement is made on 2 June 2039 between Bright Minds Academy Ltd ("the Academy") and Olu Adeyemi ("the Pupil").', '1. The Academy shall teach the Pupil mathematics twice a week.', '2. The fee is NGN 40,000 a term.'))
      .toEqual(['BRIGHT MINDS ACADEMY Supplier', 'OLU ADEYEMI Buyer']);
  });
  it('near misses: a thing of the other party, "provide", or both training each other say no side', () => {
    const band = (duty: string) => primary('PERFORMANCE AGREEMENT', 'This agreement is made on 2 June 2039 between Lakeside Hotel Ltd ("the Hotel") and Blue Notes Band Ltd ("the Band").', '1. The Band performs at the Hotel every Saturday.', duty);
    expect(band("2. The Hotel shall prepare the Band's room and provide the Band with meals.")).toEqual(['LAKESIDE HOTEL Unknown', 'BLUE NOTES BAND Unknown']);
    expect(primary('EXCHANGE AGREEMENT', 'This agreement is made on 2 June 2039 between Alpha Academy Ltd ("the Academy") and Beta College Ltd ("the College").', '1. The Academy shall train the College in its methods and the College shall train the Academy in its own.'))
      .toEqual(['ALPHA ACADEMY Unknown', 'BETA COLLEGE Unknown']);
  });
});
