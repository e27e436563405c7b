/**
 * A letter's addressee who is a person the letter never brackets, called by its salutation and signing the acceptance
 * under the writer's closing, is the party the letter calls "you"; the writer of its letterhead is the other
 * (parties/salutation-addressee.ts; facts set 54's cause 7, issue 18, h95f54). Sentences written for the rule, none from
 * a set.
 */
import { describe, expect, it } from 'vitest';
import { contactNames, primary } from '../facts-readers.js';
import { salutationAddressee } from '../../../../src/contracts/classify/parties/salutation-addressee.js';

const LETTER = [
  'BRACKENRIDGE ORCHARD SUPPLIES LIMITED',
  '4 Mill Lane, Taupō 3330, New Zealand · buying@brackenridge.example.nz',
  '9 May 2039',
  'Mr Hamish Tolley',
  'Ōkahu Road',
  'Whanganui',
  'Dear Hamish,',
  'Re: Feijoa supply 2039',
  'Brackenridge Orchard Supplies Limited will buy your feijoas this autumn on the terms below.',
  '1. Fruit. You will deliver up to 2,000 kg of grade one feijoas to our Taupō store each Friday.',
  '2. Price. We will pay NZ$4.10 per kilogram within fourteen (14) days after each delivery.',
  '3. Term. This agreement ends on 30 June 2039.',
  'Please sign and return a copy of this letter.',
  'Yours sincerely,',
  'Aroha Pene',
  'Buying Manager',
  'Brackenridge Orchard Supplies Limited',
  'I accept the terms of this letter.',
  'Signed: ______________________',
  'Hamish Tolley',
  'Date: 14 May 2039',
];

describe('a letter\'s addressee called by its salutation and signing the acceptance (h95f54)', () => {
  it('the writer buys and the person written to supplies, the writer\'s signer its contact', () => {
    expect(primary(...LETTER)).toEqual(['BRACKENRIDGE ORCHARD SUPPLIES Buyer', 'HAMISH TOLLEY Supplier']);
    expect(contactNames(...LETTER)).toEqual(['BRACKENRIDGE ORCHARD SUPPLIES: Aroha Pene', 'HAMISH TOLLEY: ']);
  });
  it('a salutation by title and surname, the writer selling: the side follows who pays', () => {
    const selling = LETTER.map((t) => t
      .replace('Dear Hamish,', 'Dear Mr Tolley:')
      .replace('will buy your feijoas', 'will sell you feijoa seedlings')
      .replace('You will deliver up to 2,000 kg of grade one feijoas to our Taupō store', 'We will deliver 400 seedlings to your orchard')
      .replace('We will pay NZ$4.10 per kilogram', 'You will pay us NZ$4.10 per seedling'));
    expect(primary(...selling)).toEqual(['BRACKENRIDGE ORCHARD SUPPLIES Supplier', 'HAMISH TOLLEY Buyer']);
  });
  it('the mentions it gives: the address line\'s with the alias "you", and the acceptance\'s name line', () => {
    expect(salutationAddressee(LETTER, [])).toEqual([
      { element: 3, begin: 3, end: 16, text: 'Hamish Tolley', alias: 'you' },
      { element: 19, begin: 0, end: 13, text: 'Hamish Tolley' },
    ]);
  });
  it('near miss: nobody signs the acceptance under the name, so the person is only written to', () => {
    expect(salutationAddressee(LETTER.slice(0, 17), [])).toEqual([]);
    expect(salutationAddressee(LETTER.map((t) => (t === 'Hamish Tolley' ? 'Mereana Tolley' : t)), [])).toEqual([]);
  });
  it('near miss: the salutation calls someone the address block does not name', () => {
    // ("Dear Sir," calls no one by name: the titled address line is then the addressee's; facts set 64's cause 4, h104q64.)
    expect(salutationAddressee(LETTER.map((t) => t.replace('Dear Hamish,', 'Dear Mereana,')), [])).toEqual([]);
  });
  it('near miss: a letter of employment leaves its employee out, as the sets\' offer letters do', () => {
    expect(salutationAddressee(LETTER.map((t) => t.replace('3. Term.', '3. Probation. Your first three months are a probation period.')), [])).toEqual([]);
  });
  it('near miss: a letter that brackets its "you" is read by the bracket', () => {
    expect(salutationAddressee(LETTER.map((t) => t.replace('will buy your feijoas', 'will buy from you ("you") feijoas')), [])).toEqual([]);
  });
});
