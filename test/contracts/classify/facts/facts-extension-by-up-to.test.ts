/**
 * An extension "by up to <length>" is a contract term (h46facts, cause 14 of h41f30): "up to" bounds a party's option
 * to extend, as it always does, and the length is the extension's, as "for a further six (6) months" is. Contracts of
 * my own.
 */
import { describe, expect, it } from 'vitest';
import { terms } from '../facts-readers.js';

const contract = (...clause: string[]) =>
  terms(
    'STAFF AUGMENTATION AGREEMENT',
    'This Agreement was concluded in Vienna on 10 January 2032 between Alpen Code GmbH (the "Provider") and Donau Bank AG (the "Client").',
    '1. The Provider shall assign two developers to the Client.',
    ...clause,
    '3. The Client shall pay EUR 95 per hour.',
  );

describe('"extend it by up to six (6) months" (h46facts)', () => {
  it('after a period that starts and lasts, gives the extension as a term', () => {
    expect(contract('2. Assignment Period. The assignment period starts on 1 February 2032 and lasts twelve (12) months. The Client may extend it by up to six (6) months by written notice given at least thirty (30) days before it ends.')).toEqual([
      '360 days',
      '180 days',
    ]);
  });
  it('so does "the term may be extended by up to one year" after the agreement\'s term', () => {
    expect(contract('2. Term. The term of this Agreement is two (2) years from 1 February 2032 and may be extended by up to one (1) year by agreement of the parties.')).toEqual(['730 days', '365 days']);
  });
  it('"up to" elsewhere still bounds no term: a deadline or a cap', () => {
    expect(contract('2. Assignment Period. The assignment period starts on 1 February 2032 and lasts twelve (12) months. The Provider may replace a developer for up to ten (10) days.')).toEqual([
      '360 days',
    ]);
  });
});
