/**
 * Other parties left by facts sets 53, 55, 56 and 57 (issue 18, h98fb): the kinds of words that make a name a body in
 * its language — a Nordic insurer's compound ("… Djurförsäkring", "Länsförsäkringar …") and an insurer's word after its
 * brand ("… Assurances <country>", nordic-and-french-bodies.ts), a credit cooperatives' system before its cooperative's
 * name and "Bank" fused to a state's initials (bank-names.ts), a crop's marketing or promotion committee (gazetteer.ts
 * INSTITUTION_HEADS, institution-guards.ts), a French "Syndicat" and a Catalan "Ports de les …" (ROMANCE_BODY_HEADS,
 * own-language-bodies.ts), a nation's organisation and its short name after a dash (bodies-by-shape.ts), fields listed
 * with commas before a body's head (headed-institutions.ts), a cooperative's legal form written out on its own line
 * (cooperative-names.ts) and a Polynesian village's council in its own language (INSTITUTION_HEADS). Sentences written for the rules, none from a set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { partyNames } from '../facts-readers.js';

describe('a Nordic insurer named by its compound word for insurance', () => {
  it('after its own name, or before its place', () => {
    expect(orgs('The mare is insured with Falk Hästförsäkring until the handover.')).toEqual(['Falk Hästförsäkring']);
    expect(orgs('The boat is insured with Länsförsäkringar Blekinge from that day.')).toEqual(['Länsförsäkringar Blekinge']);
    expect(orgs('The dog is insured with Nord Dyreforsikring for its first year.')).toEqual(['Nord Dyreforsikring']);
  });
  it('near misses: the compound alone, a policy of it', () => {
    expect(orgs('The Buyer takes out a Hemförsäkring for the house.')).toEqual([]);
    expect(orgs('The Buyer keeps the Länsförsäkringar Policy in force.')).toEqual([]);
  });
});

describe("an insurer's word after its brand, its country perhaps after it", () => {
  it('French, Spanish and Italian words for insurance', () => {
    expect(orgs('The van is insured with SUNU Assurances Bénin and a copy is kept on board.')).toEqual(['SUNU Assurances Bénin']);
    expect(orgs('The van is insured with Saham Assurances for the whole term.')).toEqual(['Saham Assurances']);
    expect(orgs('The goods travel insured by Fidelis Seguros at the Seller\'s cost.')).toEqual(['Fidelis Seguros']);
    expect(orgs('The stand is insured by Aurora Assicurazioni during the fair.')).toEqual(['Aurora Assicurazioni']);
  });
  it('near misses: a clause heading, the word alone', () => {
    expect(orgs('Further Assurances. Each party signs any document the other reasonably asks for.')).toEqual([]);
    expect(orgs('The Seller gives no assurances about the yield.')).toEqual([]);
  });
});

describe("a credit cooperatives' system before its cooperative's own name", () => {
  it('the system and the cooperative\'s words', () => {
    expect(orgs('Payment is made by deposit to the Seller\'s account at Sicoob Cerrado Leste, branch 3021.')).toEqual(['Sicoob Cerrado Leste']);
    expect(orgs('Payment is made by PIX to the account of the Producer at Sicredi Vale do Taquari.')).toEqual(['Sicredi Vale do Taquari']);
    expect(orgs('Payment is made to the Producer at Cresol Planalto.')).toEqual(['Cresol Planalto']);
  });
  it('the system alone only beside a banking word; no account word in the name', () => {
    expect(orgs('Payment is made by transfer to the Seller\'s account at Sicoob.')).toEqual(['Sicoob']);
    expect(orgs('The Seller is a member of Sicredi and sells to the Buyer.')).toEqual([]);
    expect(orgs('Payment is made to the Seller\'s Sicoob Account Number 4411.')).toEqual(['Sicoob']);
  });
});

describe('"Bank" fused to the initials of the state it serves', () => {
  it('beside a banking word', () => {
    expect(orgs('The Grower is paid by EFT to its account with BankQLD each month.')).toEqual(['BankQLD']);
  });
  it('near misses: an identity scheme, no banking word', () => {
    expect(orgs('The Buyer signs the order with BankID on its phone.')).toEqual([]);
    expect(orgs('The BankNT logo is printed on the bag.')).toEqual([]);
  });
});

describe("a crop's marketing or promotion committee", () => {
  it('named by its crop', () => {
    expect(orgs('We deduct the assessment of the Blueberry Marketing Committee from each payment.')).toEqual(['Blueberry Marketing Committee']);
    expect(orgs('The levy of the Walnut Promotion Committee is shown on the statement.')).toEqual(['Walnut Promotion Committee']);
  });
  it("near misses: the head alone, the parties' own committee", () => {
    expect(orgs('The Marketing Committee meets each month.')).toEqual([]);
    expect(orgs('The Joint Marketing Committee approves each campaign.')).toEqual([]);
    expect(orgs('The Project Promotion Committee of the parties approves each poster.')).toEqual([]);
  });
});

describe('a French syndicat and a Catalan ports authority', () => {
  it('with their own capitalised words or their join', () => {
    expect(orgs('Each jar carries the mark of the Syndicat AOC Miel de Corse.')).toEqual(['Syndicat AOC Miel de Corse']);
    expect(orgs('Each jar carries the mark of the Syndicat des Apiculteurs de Provence.')).toEqual(['Syndicat des Apiculteurs de Provence']);
    expect(orgs('The mooring is let under a concession from Ports de les Terres de l\'Ebre.')).toEqual(['Ports de les Terres de l\'Ebre']);
    expect(orgs('The berth is held under a concession from Ports de Catalunya.')).toEqual(['Ports de Catalunya']);
  });
  it('near misses: the head alone, a singular port town', () => {
    expect(orgs('The Syndicat decides nothing for the parties.')).toEqual([]);
    expect(orgs('The yacht is kept at Port de Pollença.')).not.toContain('Port de Pollença');
  });
});

describe("a nation's organisation named by its field", () => {
  it("the nation's adjective or its country first, a short name after a dash", () => {
    expect(orgs('The oil is tested by the Hellenic Food Safety Organisation when the Buyer asks.')).toEqual(['Hellenic Food Safety Organisation']);
    expect(orgs('The oil is tested by the Tunisian Olive Oil Organization – ONH when asked.')).toEqual(['Tunisian Olive Oil Organization – ONH']);
    expect(orgs('Samples go to the Cyprus Agricultural Research Organisation each season.')).toEqual(['Cyprus Agricultural Research Organisation']);
  });
  it('near misses: a kind of business, the adjective alone before the head', () => {
    expect(orgs('The Contractor is a Registered Organisation under the scheme.')).toEqual([]);
    expect(orgs('The French Organisation of the event is the Supplier\'s.')).toEqual([]);
  });
});

describe("fields listed with commas before a body's head", () => {
  it('the whole list is the name', () => {
    expect(orgs('Each piece carries the seal of the Azores Lace, Pottery and Craft Institute, which certifies it.')).toEqual(['Azores Lace, Pottery and Craft Institute']);
    expect(orgs('Each sack is graded by the Coffee, Tea, Cocoa and Spice Board before it ships.')).toEqual(['Coffee, Tea, Cocoa and Spice Board']);
  });
  it('near misses: a place, a party, a company or another body\'s tail before the comma', () => {
    expect(orgs('In Kenya, Tea and Coffee Board rules apply.')).toEqual(['Tea and Coffee Board']);
    expect(orgs('Notices go to the Seller, Wine and Spirits Board and the Buyer.')).toEqual(['Wine and Spirits Board']);
    expect(orgs('The Tea and Coffee Board grades the sacks.')).toEqual(['Tea and Coffee Board']);
    expect(orgs('Copies go to the Ministry of Fisheries, Salt and Sugar Board and the Buyer.')).toEqual(['Ministry of Fisheries', 'Salt and Sugar Board']);
  });
});

describe("a cooperative's legal form written out on its own line", () => {
  it('names no body; the cooperative over it is read', () => {
    expect(orgs('Société coopérative agricole · 3 rue du Moulin, 97440 Saint-André · SIRET 123 456 789')).toEqual([]);
    expect(orgs('Sociedad cooperativa · Calle Mayor 4, Jaén')).toEqual([]);
    expect(partyNames('COOPÉRATIVE AGRICOLE DES VANILLES DE SAINT-ANDRÉ', 'Société coopérative agricole · 3 rue du Moulin, 97440 Saint-André',
      'The member delivers green vanilla to the cooperative.')).toEqual(['COOPÉRATIVE AGRICOLE DES VANILLES DE SAINT-ANDRÉ']);
  });
  it('near miss: a cooperative named with its own words after the head', () => {
    expect(orgs('The grapes go to Cooperativa Vinícola Serra Alta for pressing.')).toEqual(['Cooperativa Vinícola Serra Alta']);
  });
});

describe("a Polynesian village's council named in its own language", () => {
  it('with its "of" tail or its qualifier', () => {
    expect(orgs('Taupulega of Nukunonu')).toEqual(['Taupulega of Nukunonu']);
    expect(orgs('The Falekaupule of Nanumea approves the lease of the plot.')).toEqual(['Falekaupule of Nanumea']);
    expect(orgs('The Village Fono of Lepa hears any dispute first.')).toEqual(['Village Fono of Lepa']);
  });
  it('near misses: the council alone', () => {
    expect(orgs('Signed before the Taupulega on 3 May 2039:')).toEqual([]);
    expect(orgs('Any dispute goes first to the Kaupule, and both accept its decision.')).toEqual([]);
  });
});

describe('invariant: a brand before an insurer\'s word is read whole, a common English word before it never', () => {
  const brand = fc.constantFrom('Zenit', 'Karo', 'Ondina', 'Vesta', 'Boreal');
  const common = fc.constantFrom('Further', 'General', 'Mutual', 'Written', 'Certain');
  it('holds', () => {
    fc.assert(fc.property(brand, common, (b, c) => {
      expect(orgs(`The truck is insured with ${b} Assurances for the term.`)).toEqual([`${b} Assurances`]);
      expect(orgs(`${c} Assurances. The parties agree as follows.`)).toEqual([]);
    }), { numRuns: 25 });
  });
});
