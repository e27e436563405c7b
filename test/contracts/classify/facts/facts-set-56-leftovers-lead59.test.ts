/**
 * Facts set 56's causes 9–12, fixed by session 59's lead, on contracts of my own:
 * - a weight in pounds is no money (numbers/pound-weights.ts);
 * - how long a product was ripened, aged or cured, said in its price, is no term (facts/agreement-terms.ts AGED_FOR);
 * - a permit for a use of land is the contract's type (document/contract-types.ts);
 * - a letter or an e-mail that says which agreement it is names its type before a subject line's words;
 * - a place-and-date line with the town's state in letters after a slash or in brackets dates the signing (facts.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { amounts, currencies, effective, paymentTerms, terms, types } from '../facts-readers.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';

const facts = (text: string) => recognizeNumericFacts(text).map((f) => `${f.type} ${text.slice(f.begin, f.end)}`);

describe('a weight in pounds is no money', () => {
  it.each([
    ['The harvest is estimated at 9,000 bags of 50 pounds each.', ['Number 9,000', 'Number 50']],
    ['Each crate weighing 40 pounds is sold at USD 22.00.', ['Number 40', 'Currency USD 22.00']],
    ['The Seller delivers 2,000 pounds of walnuts in October.', ['Number 2,000']],
    ['The hay is baled in bales of 60 pounds apiece.', ['Number 60']],
  ])('%s', (text, want) => {
    expect(facts(text)).toEqual(want);
    expect(amounts(text)).toEqual(want.filter((f) => f.startsWith('Currency')).length ? [expect.stringMatching(/USD$/)] : []);
  });
  it('pounds that are money stay money: a fee, a sum, a sign, sterling', () => {
    expect(facts('The Buyer shall pay a fee of 500 pounds.')).toEqual(['Currency 500 pounds']);
    expect(facts('the sum of 100 pounds of the deposit')).toEqual(['Currency 100 pounds']);
    expect(facts('The Buyer pays £100 each month.')).toEqual(['Currency £100']);
    expect(facts('a price of 2,000 pounds sterling')).toEqual(['Currency 2,000 pounds sterling']);
  });
  it('no GBP currency in a dollar contract that weighs its goods in pounds', () => {
    expect(currencies('The Handler pays $31.00 per barrel for a crop estimated at 12,000 barrels of 100 pounds each.')).toEqual(['USD']);
  });
});

describe('a product ripened, aged or cured for a time, in its price, is no term', () => {
  it('ranges and bounds after the participle', () => {
    const text = 'The Buyer pays EUR 14,00 per kilogram of ham cured for 12 to 18 months and EUR 21,00 per kilogram of ham aged for more than 24 months, within 30 days of the invoice.';
    expect(paymentTerms(text)).toEqual(['30 days']);
    expect(terms(text)).toEqual(['30 days']);
    expect(terms('The Buyer pays USD 9.50 per pound of beef dry-aged for at least 21 days, within 14 days of delivery.')).toEqual(['14 days']);
  });
  it('a time to pay or a term beside the same words stays', () => {
    expect(paymentTerms('The cheese is paid for within 45 days of delivery.')).toEqual(['45 days']);
    expect(terms('This agreement runs for 2 years. The wine is matured by the Grower.')).toEqual(['730 days']);
  });
});

describe('a permit is the contract\'s type', () => {
  it('the title line with a word before "permit"', () => {
    expect(types('GRAZING PERMIT', 'Landowner: Ann Rees', 'Permittee: Hill Farm Ltd', 'The Permittee shall pay $400.00.')).toEqual(['GRAZING PERMIT']);
    expect(types('Moorage Permit', 'Holder: Kai Lund')).toEqual(['Moorage Permit']);
  });
  it('not "PERMIT" alone, nor a permit a clause names', () => {
    expect(types('PERMIT', 'Holder: Kai Lund')).toEqual([]);
    expect(types('SUPPLY AGREEMENT', 'The Supplier shall hold a valid waste permit.')).toEqual(['SUPPLY AGREEMENT']);
  });
});

describe('a letter that says which agreement it is', () => {
  it('names its type before a subject line\'s words', () => {
    expect(types('ORCHARD FRUIT CO.', 'Re: 2040 Apple Harvest – Buying Terms', 'Dear Ms. Vale:', 'We will buy your 2040 apple crop at $0.30 per pound. Once signed, this letter is our Apple Purchase Agreement.')).toEqual(['Apple Purchase Agreement']);
    expect(types('Re: Your order of 3 May', 'This e-mail and your order below together are our Oyster Supply Agreement.')).toEqual(['Oyster Supply Agreement']);
  });
  it('an agreement the letter only mentions is no name of it', () => {
    expect(types('Re: 2040 Apple Harvest – Buying Terms', 'This letter follows the Master Supply Agreement.')).toEqual(['Buying Terms']);
  });
  it('reads long runs in linear time', () => {
    const result = readsLinearly((n) => {
      const text = `this letter ${'is our '.repeat(Math.ceil(n / 7))}Apple Purchase Agreement. A crop of ${'barrels of '.repeat(Math.ceil(n / 11))}100 pounds each, cured for ${'1 to '.repeat(Math.ceil(n / 5))}30 days.`;
      return () => classifyContract([{ text: 'APPLE PERMIT', kind: 'sentence' }, { text, kind: 'sentence' }]);
    });
    expect(result.elements.length).toBe(2);
  });
  it('any text: the weight reader answers a span inside the money it was given, or nothing', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('of ', 'each ', '100 ', 'pounds ', 'bags ', 'weighing ', '£', 'fee ', 'sterling '), { maxLength: 10 }), (parts) => {
      const text = parts.join('');
      for (const f of recognizeNumericFacts(text)) expect(f.begin >= 0 && f.end <= text.length && f.begin < f.end).toBe(true);
    }), { numRuns: 300 });
  });
});

describe('a town with its state in letters on a place-and-date line', () => {
  const contract = (placeLine: string) => effective(
    'CONTRACT FOR THE SUPPLY OF COFFEE', 'SELLER: MARIA DA SILVA, Brazilian, farmer, hereinafter simply SELLER;',
    'BUYER: TORRE CAFÉS LTDA., hereinafter simply BUYER;', 'The BUYER shall pay R$ 900,00 per bag.', placeLine,
    'SELLER', 'MARIA DA SILVA', 'BUYER', 'Paulo Reis – Partner',
  );
  it('after a slash or in brackets, as without them', () => {
    expect(contract('Patrocínio/MG, 12 April 2040.')).toEqual(['2040-04-12']);
    expect(contract('Franca (SP), 12 April 2040.')).toEqual(['2040-04-12']);
    expect(contract('Patrocínio, 12 April 2040.')).toEqual(['2040-04-12']);
  });
  it('not a slash between two words of the line that are no state', () => {
    expect(contract('Delivery/Collection, 12 April 2040.')).toEqual([]);
  });
});
