/**
 * Alias cues and legal forms of Nordic, Faroese, Dutch and Portuguese drafting in English (facts set 40's causes 1–4,
 * h75f40p): "hereafter" opens an alias as "hereinafter" does; "hereinafter to be called:" (Dutch "hierna te noemen")
 * as "hereinafter called"; the Faroese "P/F" and "Sp/f" stand before the name as "SIA" and "Stichting" do, and a
 * Faroese name joins a place with "á" or "í"; the Portuguese cooperative's "C.R.L." ends a name as "R.L." does.
 * Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();

describe('"hereafter" and "hereinafter to be called:" give an alias (h75f40p)', () => {
  it('"hereafter "the X"" after each party of a Nordic slot', () => {
    expect(sorted(primary('SERVICE AGREEMENT', 'between', 'Nordic Feed ApS, reg. no. 3301, Aarhus, hereafter "the Supplier",', 'and',
      'Fjordfisk A/S, Esbjerg, hereafter "the Buyer".', '1. The Supplier delivers fish feed every week.'))).toEqual(['FJORDFISK Buyer', 'NORDIC FEED Supplier']);
    expect(sorted(primary('SERVICE AGREEMENT', 'This Agreement is made between Bergen Kran AS, Bergen (hereafter "the Contractor") and Hordaland Havn AS, Bergen (hereafter "the Client").',
      '1. The Contractor inspects the Client\'s cranes.'))).toEqual(['BERGEN KRAN Supplier', 'HORDALAND HAVN Buyer']);
  });
  it('"hereinafter to be called:" with or without the colon, the representative kept as contact', () => {
    const slots = (cue: string) => ['CLEANING AGREEMENT', 'The undersigned:',
      `1. Schoonmaakdienst Wanica N.V., with its office at Kwattaweg 10, Paramaribo, legally represented by its director Mr. Dewanand Bhola, hereinafter ${cue} "the Contractor";`,
      `2. Handelshuis Coronie N.V., with its office at Annastraat 4, Totness, represented by its director Mrs. Usha Kromo, hereinafter ${cue} "the Client";`,
      'have agreed as follows:', '1. The Contractor cleans the Client\'s offices daily.'];
    const read = [['HANDELSHUIS CORONIE', ['Usha Kromo']], ['SCHOONMAAKDIENST WANICA', ['Dewanand Bhola']]];
    expect(sorted(primary(...slots('to be called:')))).toEqual(['HANDELSHUIS CORONIE Buyer', 'SCHOONMAAKDIENST WANICA Supplier']);
    expect([...contactLists(...slots('to be called:'))].sort()).toEqual(read);
    expect(sorted(primary(...slots('to be called')))).toEqual(['HANDELSHUIS CORONIE Buyer', 'SCHOONMAAKDIENST WANICA Supplier']);
  });
  it('near misses: "hereafter" of time and "to be called" of a thing name no party\'s alias', () => {
    const parties = ['SUPPLY AGREEMENT', 'This Agreement is made between Acme Tools Ltd (the "Supplier") and Bolt Stores Ltd (the "Buyer").'];
    expect(sorted(primary(...parties, 'The Supplier complies with all laws now in force or hereafter enacted by the Parliament of Ireland.'))).toEqual(['ACME TOOLS Supplier', 'BOLT STORES Buyer']);
    expect(sorted(primary(...parties, 'The Supplier stores the goods at its depot at Dock Road, hereinafter to be called "the Depot", at its own cost.'))).toEqual(['ACME TOOLS Supplier', 'BOLT STORES Buyer']);
  });
});

describe('the Faroese "P/F" and "Sp/f" before a name, the Portuguese "C.R.L." after one (h75f40p)', () => {
  it('each party found without its form, a place joined by "á" or "í" kept in the name', () => {
    expect(sorted(primary('ENGINE SERVICE AGREEMENT', 'between', 'P/F Vélvirkið í Vági, reg. no. 3301, FO-900 Vágur, hereafter "the Workshop",', 'and',
      'Sp/f Nólsoyar Fiskur, reg. no. 5120, FO-270 Nólsoy, hereafter "the Customer".', '1. The Workshop services the Customer\'s engines.',
      '2. The Customer pays the Workshop DKK 650,00 per hour.'))).toEqual(['NÓLSOYAR FISKUR Buyer', 'VÉLVIRKIÐ Í VÁGI Supplier']);
    expect(partyNames('REPAIR AGREEMENT', 'The Owner insures the hull with P/F Tryggingarfelagið á Sandi, Sandur.')).toEqual(['TRYGGINGARFELAGIÐ Á SANDI']);
  });
  it('"C.R.L." closes a cooperative\'s name in capitals after a comma, as "LDA." does', () => {
    expect(sorted(primary('SUPPLY CONTRACT', 'FIRST CONTRACTING PARTY: ADEGA DO VALE VERDE, C.R.L., with its seat in Benguela, represented by its chair, Mr. Paulo Tchiyuka, hereinafter "the Seller";',
      'SECOND CONTRACTING PARTY: MOAGEM DO SUL, LDA., with its seat in Lobito, represented by its manager, Mr. Rui Kambala, hereinafter "the Buyer";',
      'The Seller sells wine to the Buyer.'))).toEqual(['ADEGA DO VALE VERDE Supplier', 'MOAGEM DO SUL Buyer']);
  });
  it('near misses: "P/F" after an article, or before no capital, and "C.R.L." alone name no company', () => {
    const parties = ['TESTING AGREEMENT', 'This Agreement is made between Acme Tools Ltd (the "Supplier") and Bolt Stores Ltd (the "Buyer").'];
    expect(sorted(partyNames(...parties, 'Each weld is marked P/F on the test sheet, and the P/F Ratio is reported monthly.'))).toEqual(['ACME TOOLS', 'BOLT STORES']);
    expect(sorted(partyNames(...parties, 'The Supplier reports the C.R.L. index to the Buyer monthly.'))).toEqual(['ACME TOOLS', 'BOLT STORES']);
    expect(partyNames('REPAIR AGREEMENT', 'The parties meet á Eiði in the spring.')).toEqual([]);
  });
});
