/**
 * Set 27's natures and parties (issue 18, h24s27n; docs/contracts.md, "Parties named after a slot heading", "A definition
 * of "you"", "Promises in other words"). Sentences written for these tests, not taken from a labelled set or the real
 * response.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { PREAMBLE, elements, typesOf } from '../helpers.js';

describe('parties: a slot opened by "Between:" or "Between the undersigned:"', () => {
  const preamble = (opener: string) => [
    `${opener} the Vallée Verte Beekeepers' Union, registered with the Chamber of Agriculture under no. 5520, having its seat at 4 chemin des Ruches, Valence, France, hereinafter "the Union", of the one part;`,
    'And Brightcomb Foods Ltd, having its registered office at 9 Mill Lane, Leeds, hereinafter "the Purchaser", of the other part.',
    'The Union is obliged to deliver the honey in sealed drums.',
    'The Union undertakes to keep a register of the hives of each member.',
    'The Union is not obliged to accept an order placed after 1 September.',
  ];

  it.each(['Between the undersigned:', 'Between:', 'Between'])('%s: the name after it takes the hereinafter alias, whose sentences are typed', (opener) => {
    const got = classifyContract(elements(...preamble(opener)));
    expect(got.parties.map((p) => [p.party, p.importance])).toEqual([["VALLÉE VERTE BEEKEEPERS' UNION", 'Primary'], ['BRIGHTCOMB FOODS', 'Primary']]);
    expect(got.elements.slice(2).map((e) => e.types.map((t) => `${t.label.nature}/${t.label.party}`))).toEqual([['Obligation/Union'], ['Obligation/Union'], ['Disclaimer/Union']]);
  });

  it('"Between: …" with a bracketed alias, and "Among the undersigned:"', () => {
    expect(typesOf(
      'Between: Harbour Lights Rowing Club, of Quay Road, Cork (the "Club") and Ferris Boatbuilders Ltd (the "Builder").',
      'The Club shall pay the price in two instalments.',
    )[1]).toEqual(['Obligation/Club']);
    expect(typesOf(
      'Among the undersigned: the Northfield Allotment Association, of 2 Orchard Row, hereinafter "the Association", and the parties listed below.',
      'The Association shall keep the water troughs filled.',
    )[1]).toEqual(['Obligation/Association']);
  });
});

describe('a definition of "you" that names a role', () => {
  it('the role in the closing bracket is the party of "you"; the definition is a Definition of "you"', () => {
    const got = classifyContract(elements(
      'These conditions apply when you rent a marquee from Tentworks Ltd ("we", "us").',
      'In these conditions "you" means the person or club named as the renter on the order form (the "Renter").',
      'You must clear the ground of stones before we arrive.',
      'You must not drive stakes into a tarmac surface.',
      'You may cancel the rental up to ten days before the event.',
    ));
    expect(got.elements.map((e) => e.types.map((t) => `${t.label.nature}/${t.label.party}`))).toEqual([
      [], ['Definition/None'], ['Obligation/Renter'], ['Exclusion/Renter'], ['Right/Renter'],
    ]);
    const definition = got.elements[1];
    const text = 'In these conditions "you" means the person or club named as the renter on the order form (the "Renter").';
    expect(definition.attributes.filter((a) => a.type === 'DefinedTerm').map((a) => text.slice(a.begin, a.end))).toEqual(['you']);
  });

  it('"you" and "your" mean a role word; a meaning naming no role leaves the party You', () => {
    expect(typesOf(
      '"You" and "your" mean the Customer named in the Order.',
      'You shall pay each invoice within 30 days.',
    )).toEqual([['Definition/None'], ['Obligation/Customer']]);
    expect(typesOf(
      'In this Agreement, "you" means the person who books the lesson.',
      'You must arrive ten minutes before the lesson.',
    )).toEqual([['Definition/None'], ['Obligation/You']]);
  });

  it('"In this Agreement" before a quoted term needs no comma', () => {
    expect(typesOf('In this Agreement "Venue" means the hall named in the Booking Form.')).toEqual([['Definition/None']]);
  });
});

describe('signature rows under definitions that close a contract', () => {
  it('"NAME By: signer, office" defines nothing', () => {
    const got = classifyContract(elements(
      { text: 'ARTICLE 12 DEFINITIONS', kind: 'title' },
      { text: '"Session" means a block of four hours of use of the kiln.', kind: 'sentence', sectionTitle: 'ARTICLE 12 DEFINITIONS' },
      { text: 'Firing Log: the record of each firing kept by the Studio.', kind: 'sentence', sectionTitle: 'ARTICLE 12 DEFINITIONS' },
      { text: 'RIVERBANK CERAMICS TRUST By: Ms. Nora Ellery, Chair', kind: 'sentence', sectionTitle: 'ARTICLE 12 DEFINITIONS' },
      { text: 'EASTFIELD COLLEGE OF ART By: Peter Vance, Bursar', kind: 'sentence', sectionTitle: 'ARTICLE 12 DEFINITIONS' },
    ));
    expect(got.elements.map((e) => e.types.map((t) => `${t.label.nature}/${t.label.party}`))).toEqual([[], ['Definition/None'], ['Definition/None'], [], []]);
    expect(got.elements[3].attributes.some((a) => a.type === 'DefinedTerm')).toBe(false);
  });
});

describe('promises in other words', () => {
  it('a declaration paired with a guarantee or warranty is an Obligation; "declares" alone is a statement', () => {
    expect(typesOf(
      PREAMBLE,
      '7.2 THE SUPPLIER declares and guarantees that the software it licenses is free of any third-party claim.',
      'The Supplier declares and warrants that it holds every permit the works need.',
      'The Customer warrants and guarantees that the site is free of asbestos.',
      'The Supplier declares that it has inspected the site.',
    ).slice(1)).toEqual([['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Customer'], []]);
  });

  it('a duty stated with "is to" or "is required to" after a right is read; "and shall" after "may" is not (see natures.ts)', () => {
    expect(typesOf(
      PREAMBLE,
      'After expiry, the Customer may keep the demonstration units for up to two months and is to insure them at its cost.',
      'The Supplier may store its equipment in the plant room and is required to keep the room locked.',
      'The Customer may keep the tools and shall pay for them.',
    ).slice(1)).toEqual([['Right/Customer', 'Obligation/Customer'], ['Right/Supplier', 'Obligation/Supplier'], ['Right/Customer']]);
  });

  it('"remains liable for" stays an Obligation (docs/contracts.md nature table)', () => {
    expect(typesOf(
      'This Agreement is made between Fenland Gliding Club Ltd (the "Club") and each person admitted as a member (a "Member").',
      'A Member who resigns remains liable for any hangar fees owed up to the date of resigning.',
    )[1]).toEqual(['Obligation/Member']);
  });
});

describe('a cooperative named in a party slot', () => {
  it('is no Person', () => {
    const text = "Between the undersigned: the Kerry Hill Dairy Cooperative, of Main Street, Listowel, hereinafter \"the Cooperative\", of the one part;";
    const got = classifyContract(elements(text, 'And Loughmore Cheeses Ltd, hereinafter "the Buyer", of the other part.', 'The Cooperative is obliged to deliver the milk each morning.'));
    expect(got.elements[0].attributes.filter((a) => a.type === 'Person').map((a) => text.slice(a.begin, a.end))).toEqual([]);
    expect(got.elements[2].types.map((t) => `${t.label.nature}/${t.label.party}`)).toEqual(['Obligation/Cooperative']);
  });
});
