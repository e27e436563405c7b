/**
 * A pronoun given its role by a bracket of its own (pronouns.ts YOU_BRACKETED, FIRST_ALIAS; issue 18, h112e89, set 89's
 * causes 1 and 3): `orders from you ("the Maker")` makes "you" the Maker (table 2.2: "you" is You unless an alias
 * bracket gives it a role), and a first-person declaration `I, the undersigned, <name>, … ("the Passenger")` makes "I"
 * the Passenger, who takes C34's bare verb ("I follow …", "I do not unclip …"). Sentences written for the rule, none
 * from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { pronounAliases } from '../../../../src/contracts/classify/parties/pronouns.js';
import { readsLinearly } from '../../../security/linear-time.js';

const ORDER = 'Following our call on 2 May, Harbour Choir Ltd ("we") orders from you ("the Tailor") the gowns below.';

describe('"you" with a bracket of its own (YOU_BRACKETED)', () => {
  it('is the role the bracket names, in every clause after it', () => {
    expect(typesOf(ORDER, 'You deliver the gowns to our hall in Leeds by 1 June 2040.', 'You may not sell copies of the gowns.', 'We pay the price within ten days of delivery.').slice(1))
      .toEqual([['Obligation/Tailor'], ['Exclusion/Tailor'], ['Obligation/we']]);
  });
  it('the article outside the quotes, and "between … and you"', () => {
    expect(typesOf('This agreement is made between Harbour Choir Ltd ("Choir") and you (the "Client").', 'You must pay the fee in advance.')[1])
      .toEqual(['Obligation/Client']);
  });
  it('a role word that is no agent noun (ROLE_WORDS, the field roles)', () => {
    expect(typesOf('These terms are between Harbour Inns Ltd ("we") and you ("the Guest").', 'You must leave the room by 11:00.')[1])
      .toEqual(['Obligation/Guest']);
  });
  it('near misses: a thing named after "you" leaves "you" the party You', () => {
    for (const thing of ['Content', 'Order', 'Newsletter', 'Services', 'Software']) {
      expect(typesOf(`These terms cover the material we send to you (the "${thing}") from Harbour Media Ltd ("we").`, 'You may not copy it.')[1])
        .toEqual(['Exclusion/You']);
    }
  });
  it('near misses (h112mendA, re-read finding 1): a fee or a guarantee, ending as an agent noun, names a thing', () => {
    const letter = 'This letter is between Harbour Advisers Ltd ("we") and you.';
    expect(typesOf(letter, 'We charge the fee payable by you (the "Fee") monthly.', 'You must pay each invoice within 30 days.')[2])
      .toEqual(['Obligation/You']);
    expect(typesOf(letter, 'The guarantee we give to you (the "Guarantee") covers parts and labour.', 'You must pay each invoice within 30 days.')[2])
      .toEqual(['Obligation/You']);
  });
  it('a bracket of pronouns with a role keeps its older reading, and "you" with no bracket is You', () => {
    expect(typesOf('This licence is between Fernhill Audio Ltd ("Licensor") and the person installing the software ("Licensee", "you").', 'You shall not copy the software.')[1])
      .toEqual(['Exclusion/Licensee']);
    expect(typesOf('These terms apply between Harbour Media Ltd and you.', 'You must keep your password secret.')[1])
      .toEqual(['Obligation/You']);
  });
});

const DECLARATION = 'I, the undersigned, Ms Jane Roe, born on 2 March 1990, residing in Leeds ("the Passenger"), book a balloon flight with Sky Rides Ltd ("the Company") on the terms below.';

describe('a first-person declaration\'s "I" (FIRST_ALIAS, and C34\'s bare verb after "I")', () => {
  it('"I" is the party the opening\'s first bracket names, with a modal or in the present tense', () => {
    expect(typesOf(DECLARATION, 'I may take photos during the flight.', 'I follow the pilot\'s instructions at all times.', 'I do not unclip my harness in flight.', 'The Company insures its passengers with Aviva plc.').slice(1))
      .toEqual([['Right/Passenger'], ['Obligation/Passenger'], ['Exclusion/Passenger'], ['Obligation/Company']]);
  });
  it('the bracket with its article outside the quotes, and "I," without "the undersigned"', () => {
    expect(typesOf('I, Mrs. Ana Duarte, of 4 Mill Lane, Leeds (the "Landlady"), let the attic room to Tom Hale (the "Lodger").', 'I clean the shared kitchen every Monday.')[1])
      .toEqual(['Obligation/Landlady']);
  });
  it('near misses: declaring and stative verbs, a plural "We, the undersigned," and "I" with no opening bind no one', () => {
    expect(typesOf(DECLARATION, 'I declare that I am in good health.', 'I accept that ballooning has risks.').slice(1)).toEqual([[], []]);
    expect(typesOf('We, the undersigned, Jane Roe and Tom Hale ("the Hosts"), offer our spare room.', 'I clean the kitchen every Monday.')[1]).toEqual([]);
    expect(typesOf('This agreement is made between Sky Rides Ltd ("the Company") and Jane Roe ("the Passenger").', 'I follow the pilot\'s instructions.')[1]).toEqual([]);
  });
  it('near misses (h112mendA, re-read finding 2): a bracket after the writer\'s act names the other party, not "I"', () => {
    expect(typesOf('I, Maria Lopez, residing at 4 Calle Mayor, Madrid, appoint Juan Perez ("the Attorney") as my attorney in all matters.', 'I may revoke this power at any time.', 'I pay the Attorney a fee of EUR 500.').slice(1))
      .toEqual([[], []]);
    expect(typesOf('I, John Smith, of 1 High Street, guarantee to Northern Bank plc (the "Bank") the debts of Smith Tools Ltd.', 'I pay the Bank on demand.')[1])
      .toEqual([]);
  });
});

describe('the writer\'s act before the opening\'s bracket (WRITERS_ACT, h112mendA)', () => {
  it('reads linearly on commas and blanks before a bracket', () => {
    readsLinearly((n) => {
      const text = `I, Jo Roe${',   hereby  '.repeat(Math.ceil(n / 11))} ("the Guest").`;
      return () => pronounAliases([text]);
    });
  });
});
