import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODAL, MODAL_GROUPS } from '../../../../src/contracts/classify/natures/nature-modals.js';

/**
 * MODAL's three phrases that open with a lookbehind are led by a lookahead of their first letters (nature-modals.ts):
 * a speed-up only. The pattern without those lookaheads must find the same phrases, at the same places, in the same
 * groups.
 */
const GUARD = /\(\?=(?:\[[a-z]+\]|[a-z])\)(?=\(\?<[!=])/g;
const UNGUARDED = new RegExp(MODAL.source.replace(GUARD, ''), MODAL.flags);

function found(re: RegExp, text: string): string[] {
  return [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}:${MODAL_GROUPS.find((g) => m.groups?.[g] !== undefined)}`);
}

describe('MODAL with its first-letter lookaheads', () => {
  it('has exactly three, each before a lookbehind', () => {
    expect(MODAL.source.match(GUARD)).toEqual(['(?=n)', '(?=[rk])', '(?=[hiugwrpsaboefc])']);
  });

  it('finds the phrases the pattern without them finds, on sentences written for it', () => {
    const sentences = [
      'The Supplier hereby irrevocably indemnifies the Customer against all claims.',
      'The Tenant shall not indemnify the Landlord, but the Landlord indemnifies the Tenant.',
      'Each party submits to the jurisdiction of the courts of Ruritania and bears the cost of its own advisers.',
      'The Operator retains the proceeds of the kiosk; we keep an administration fee of 12%.',
      'The Agent keeps the takings in a trust account and shall keep the fees under review.',
      'The Contractor agrees to repair the roof and, in the meantime, not to issue notices.',
      'The Buyer undertakes to pay and not to resell the Goods, and not to the Seller.',
      'We guarantee our cleaning for 30 days; they guarantee to repair; we cannot guarantee it.',
      'THE SELLER HEREBY WARRANTS THE VESSEL AGAINST DEFECTS AND OWES INTEREST AT THE LEGAL RATE.',
      'Customer pays the monthly fee by direct debit, gives a 12-month warranty and accepts these Terms.',
      'The parties fix their domicile in Valdoria and elect as their domicilium the address above.',
      'The Licensee represents that it holds the rights, and Licensor promises the Licensee that it will renew.',
    ];
    for (const s of sentences) expect(found(MODAL, s)).toEqual(found(UNGUARDED, s));
    expect(found(MODAL, sentences[3])).toEqual(['13:retains the proceeds:m3', '51:keep an administration fee:m3']);
    expect(found(MODAL, sentences[5])).toEqual(['15:agrees to:m4', '63:not to :m1']);
  });

  it('finds the same on texts of modal words, names and punctuation, in any case', () => {
    const words = ['shall', 'not', 'to', 'and', 'or', 'we', 'they', 'I', 'hereby', 'indemnify', 'indemnifies', 'retains', 'keeps', 'keep',
      'receives', 'the', 'all', 'proceeds', 'fees', 'warrants', 'against', 'guarantee', 'bears', 'risk', 'of', 'owes', 'interest', 'pays',
      'rent', 'Tenant', 'who', 'may', ',', ', in particular,', 'is', 'committed', 'ſ', 'K', '\u212a', '’'];
    const text = fc.array(fc.constantFrom(...words), { maxLength: 12 }).chain((w) => fc.mixedCase(fc.constant(w.join(' '))));
    fc.assert(fc.property(text, (t) => {
      expect(found(MODAL, t)).toEqual(found(UNGUARDED, t));
    }), { numRuns: 400 });
  });
});
