/**
 * A place-and-date line over a role's signature line ("Lessor: ____ <name>", "Lessee: <company>, <name>, director") is
 * that party's signing date, as over "for <company>" or a company's name (facts set 38's cause 10b; issue 18, h70dates).
 */
import { describe, expect, it } from 'vitest';
import { effective } from '../facts-readers.js';

const PARTIES = 'Marko Kranjc, Kranj (hereinafter: the Lessor), and Sončni Med d.o.o., Celje, represented by director Eva Zupan (hereinafter: the Lessee), agree as follows.';
const BODY = 'The Lessee pays a yearly rent of EUR 300 for the site.';

describe('a place-and-date line over a role-labelled signature line (h70dates)', () => {
  it('dates the signing over "Lessor: ____ <name>", "Lessee: <company>, <name>, director", "SELLER:" and "Buyer: ______"', () => {
    expect(effective(PARTIES, BODY, 'Kranj, 12.04.2034', 'Lessor: ____ Marko Kranjc')).toEqual(['2034-04-12']);
    expect(effective(PARTIES, BODY, 'Celje, 14.04.2034', 'Lessee: Sončni Med d.o.o., Eva Zupan, director')).toEqual(['2034-04-14']);
    expect(effective(PARTIES, BODY, 'Celje, 14 April 2034', 'SELLER:')).toEqual(['2034-04-14']);
    expect(effective(PARTIES, BODY, 'Celje, 14 April 2034', 'Buyer: ______________')).toEqual(['2034-04-14']);
  });
  it('near misses: a role\'s clause, a word that is no role, a line in the body', () => {
    expect(effective(PARTIES, BODY, 'Kranj, 12.04.2034', 'Lessor: shall hand over the keys')).toEqual([]);
    expect(effective(PARTIES, BODY, 'Kranj, 12.04.2034', 'Witness: ____ Jana Kos')).toEqual([]);
    expect(effective(PARTIES, BODY, 'Kranj, 12.04.2034', 'Lessor: the keys are at the office')).toEqual([]);
  });
});

describe("a role's line that is a sentence, not a signer's (review hrev61)", () => {
  it('an instruction or an infinitive after the role\'s colon dates no signing', () => {
    expect(effective(PARTIES, BODY, 'Kranj, 12.04.2034', 'Lessee: Please return one signed copy')).toEqual([]);
    expect(effective(PARTIES, BODY, 'Kranj, 12.04.2034', 'Lessor: Keys to be returned by 5 pm')).toEqual([]);
    expect(effective(PARTIES, BODY, 'Kranj, 12.04.2034', 'Lessor: Rent was paid in advance')).toEqual([]);
  });
  it('near misses: a signer, a company with its director, a bare label still date the signing', () => {
    expect(effective(PARTIES, BODY, 'Kranj, 12.04.2034', 'Lessor: ____ Marko Kranjc')).toEqual(['2034-04-12']);
    expect(effective(PARTIES, BODY, 'Celje, 14.04.2034', 'Lessee: Sončni Med d.o.o., Eva Zupan, director')).toEqual(['2034-04-14']);
    expect(effective(PARTIES, BODY, 'Celje, 14 April 2034', 'LESSEE:')).toEqual(['2034-04-14']);
  });
});
