/**
 * An alias "the <Word> Company" in the alias's own quotes names the party before it, no company "<Word>"
 * (insideAliasQuotes, parties/alias-forms.ts; facts set 34's cause 3, h55f34).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { insideAliasQuotes } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { elements } from '../helpers.js';

const parties = (...texts: string[]) => classifyContract(elements(...texts)).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);

describe('an alias "the <Word> Company" between commas after "hereinafter" (h55f34)', () => {
  it('names the party before it, no company of its own', () => {
    expect(parties(
      'QUARRY SERVICES CONTRACT',
      'In Antofagasta, on 3 March 2031, between ÁRIDOS DEL NORTE S.A., with its domicile at Calle Prat 210, Antofagasta, hereinafter "the Quarry Company", and TRANSPORTES PAMPA SpA, with its domicile at Avenida Grecia 45, Antofagasta, hereinafter "the Contractor", the following contract is agreed:',
      'The Quarry Company shall pay the Contractor CLP 2.400.000 per month.',
    )).toEqual(['ÁRIDOS DEL NORTE Buyer Primary', 'TRANSPORTES PAMPA Supplier Primary']);
  });

  it('reads the same as an alias without "Company" ("the Quarry Owner")', () => {
    expect(parties(
      'QUARRY SERVICES CONTRACT',
      'In Antofagasta, on 3 March 2031, between ÁRIDOS DEL NORTE S.A., hereinafter "the Quarry Owner", and TRANSPORTES PAMPA SpA, hereinafter "the Contractor", the following contract is agreed:',
    )).toEqual(['ÁRIDOS DEL NORTE Buyer Primary', 'TRANSPORTES PAMPA Supplier Primary']);
  });
});

describe('insideAliasQuotes: the words of an alias, not a name in quotes (h55f34)', () => {
  const at = (text: string, name: string) => insideAliasQuotes(text, text.indexOf(name), text.indexOf(name) + name.length);
  it.each([
    ['ACME S.A., hereinafter "the Mining Company", and', 'Mining Company'],
    ['Nordljus Media AB, Storgatan 1 ("the Production Company"), and', 'Production Company'],
    ['Acme Ltd (the "Holding Company") and', 'Holding Company'],
    ['Acme Ltd, hereinafter referred to as "the Service Company".', 'Service Company'],
  ])('%s: "%s" is the alias', (text, name) => expect(at(text, name)).toBe(true));
  it.each([
    ['between Limited Liability Company "Volga Trade" and', 'Volga Trade'],
    ['between "Harbour Fishing Company" and Acme Ltd ("Buyer")', 'Harbour Fishing Company'],
    ['Acme Trading Company Ltd ("Seller")', 'Acme Trading Company Ltd'],
  ])('%s: "%s" is a name', (text, name) => expect(at(text, name)).toBe(false));
});

describe('a clause naming a party by its alias "the <Word> Company", a bracket after (h55f34)', () => {
  it('the bracket defines another term: no company "<Word>" takes it as its alias', () => {
    expect(parties(
      'LOCATION AGREEMENT',
      'This Location Agreement is made in Uppsala on 2 April 2030 between:',
      'Nordljus Media & Bild AB, reg. no. 556111-2222, Storgatan 1, 111 22 Uppsala ("the Production Company"), and',
      'Ekeby Gård AB, reg. no. 556333-4444, Ekeby 2, 755 91 Uppsala ("the Owner").',
      '1. Purpose. The Owner grants the Production Company the right to film in the barn and the yard of Ekeby (the "Location").',
      '2. The Production Company shall pay the Owner SEK 12 000 per shooting day.',
    )).toEqual(['NORDLJUS MEDIA & BILD Buyer Primary', 'EKEBY GÅRD Supplier Primary']);
  });
});
