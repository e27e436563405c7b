/**
 * The aliases closing a preamble's entries bind their parties whether or not parley reads the name before them (issue
 * 18, h28s35n; `preamble-aliases.ts`). Sentences written for the test: a colon after "hereinafter", a legal form parley
 * lacks, a public body in small letters, an abbreviation after the signatory's name, entries joined by "and" without
 * "between", and a role with an abbreviation beside it (C33: both bind the role).
 */
import { describe, expect, it } from 'vitest';
import { closingAliases } from '../../../../src/contracts/classify/parties/preamble-aliases.js';
import { categoriesOf, typesAndAttributesOf, typesOf } from '../helpers.js';

const TITLE = { text: 'LEASE OF A MOUNTAIN HUT', kind: 'title' as const };
const FIRST = { text: '1. SUBJECT', kind: 'title' as const };

describe('"hereinafter" with a colon and no quotation marks', () => {
  const ENTRIES = [
    TITLE,
    'Signed in Zadar on 2 May 2027 by and between:',
    '1. PLANINSKI DOM d.o.o., Ulica 5, Zadar, represented by the director Mr. Ivo Horvat (hereinafter: the Lessor),',
    '2. VELEBIT RAZVOJ j.d.o.o., Trg 2, Gospić, represented by Ms. Ana Kos (hereinafter: the Hutkeeper).',
    FIRST,
  ];
  it('binds a party whose legal form parley does not know', () => {
    expect(typesOf(...ENTRIES, 'The Hutkeeper is to keep the hut open from June to September.', 'The Hutkeeper may not let the hut to a third party.').slice(5))
      .toEqual([['Obligation/Hutkeeper'], ['Exclusion/Hutkeeper']]);
  });
  it('"hereinafter referred to as: the Town;" binds a public body named in small letters', () => {
    const entries = [
      TITLE,
      'THE UNDERSIGNED:',
      '1. the town of Gouda, lawfully represented by its alderman Mr. P. de Wit, hereinafter referred to as: the Town;',
      '2. Stichting Groene Hut, with its seat in Gouda, represented by its chair, hereinafter referred to as: the Keeper;',
      FIRST,
    ];
    expect(typesOf(...entries, 'The Town may end the lease if the hut is closed for a month.', 'The Keeper is obliged to clean the hut weekly.').slice(5))
      .toEqual([['Right/Town'], ['Obligation/Keeper']]);
  });
});

describe('an abbreviation after the signatory, and entries joined by "and" without "between"', () => {
  it('("TW") after the representative binds the company whose entry it closes', () => {
    const entries = [
      TITLE,
      'Tengri Wool LLC, a company of Mongolia, represented by its Director Mr. Batbold Dorj ("TW"), and',
      'Nordic Yarn Oy, of Tampere, represented by its Manager Ms. Aino Virta ("NY"),',
      'have agreed as follows:',
      FIRST,
    ];
    expect(typesOf(...entries, 'TW must ship the wool by 30 June 2027.', 'NY may reject a bale that is wet.').slice(5))
      .toEqual([['Obligation/TW'], ['Right/NY']]);
  });
  it('a bare bracket closing an entry that "and" joins to the next', () => {
    const entries = [
      TITLE,
      'Fjallakofi ehf., ID No. 123456-7890, Aðalgata 3, Akureyri (the Landowner), and',
      'Ferðafélag Norðurlands, ID No. 654321-0987, Strandgata 23, Akureyri (the Association),',
      'make the following agreement:',
      FIRST,
    ];
    expect(typesOf(...entries, 'The Landowner is to repair the roof before the winter.', 'The Association may not sublet the hut.').slice(5))
      .toEqual([['Obligation/Landowner'], ['Exclusion/Association']]);
  });
});

describe('a role and an abbreviation in one bracket (C33)', () => {
  const ENTRIES = [
    TITLE,
    'This Agreement is made at Pokhara on 2 June 2027 between:',
    'Annapurna Hut Services Pvt. Ltd., of Lakeside, Pokhara (the "Keeper" or "AHS"); and',
    'Bergfreunde Tirol e.V., of Innsbruck, Austria (the "Club" or "BFT").',
    FIRST,
  ];
  it('the abbreviation binds the party under its role alias', () => {
    expect(typesOf(...ENTRIES, 'AHS shall supply firewood for the season.', 'BFT agrees to pay the fee in two instalments.', 'The Keeper may close the hut in a storm.').slice(5))
      .toEqual([['Obligation/Keeper'], ['Obligation/Club'], ['Right/Keeper']]);
  });
  it('maps each name to the role alias', () => {
    const texts = ENTRIES.map((e) => (typeof e === 'string' ? e : e.text));
    expect([...closingAliases(texts, (i) => typeof ENTRIES[i] !== 'string').aliases]).toEqual([
      ['Keeper', 'Keeper'], ['AHS', 'Keeper'], ['Club', 'Club'], ['BFT', 'Club'],
    ]);
  });
});

describe('what closes no party entry', () => {
  it('a bracket inside a clause, a recital\'s bracket, a place or a document term names no party', () => {
    const texts = [
      'LEASE OF A MOUNTAIN HUT',
      'Tengri Wool LLC, of Ulaanbaatar (Mongolia), and',
      'Nordic Yarn Oy, of Tampere (the Agreement),',
      'WHEREAS the Lessor owns a hut on the Velebit ridge (the "Hut").',
      'The subject of this contract is the hut (hereinafter: the Building) with its land.',
    ];
    expect([...closingAliases(texts, (i) => i === 0).aliases]).toEqual([]);
  });
  it('a table row, and an unquoted code in capitals, give no alias', () => {
    const texts = ['This contract is made between Aa ehf. ("Builder") and Bb hf. ("Buyer").', 'Instalment | Event | Amount (EUR)', 'The price is payable in euro (EUR)', 'The Club is a member of the federation (RIBA).'];
    expect([...closingAliases(texts, () => false).aliases]).toEqual([['Buyer', 'Buyer']]);
  });
  it('reads nothing after the first title that follows an alias', () => {
    const texts = ['Fjallakofi ehf., Akureyri (the Landowner), and', '1. SUBJECT', 'Ferðafélag ehf., Akureyri (the Association),'];
    expect([...closingAliases(texts, (i) => i === 1).aliases]).toEqual([['Landowner', 'Landowner']]);
  });
});

describe('a name the contract defines for a party is that party everywhere', () => {
  const ENTRIES = [
    TITLE,
    'Tengri Wool LLC, of Ulaanbaatar, represented by its Director Mr. Batbold Dorj ("TWL"), and',
    'Halden Strikk AS, of Halden, represented by its Manager Ms. Kari Berg ("HST"),',
    'have agreed as follows:',
    FIRST,
  ];
  it('an abbreviation that is a currency\'s code is no currency, and the clause number before it no amount', () => {
    const got = typesAndAttributesOf(...ENTRIES, '4.1 HST is to pay the price within 30 days.', '4.2 TWL may charge interest of 1% a month.').slice(5);
    expect(got.map((e) => e.types)).toEqual([['Obligation/HST'], ['Right/TWL']]);
    expect(got[0].attributes.filter((a) => a.startsWith('Currency'))).toEqual([]);
  });
  it('an abbreviation that is a tax\'s is no cue of Pricing & Taxes', () => {
    const got = categoriesOf(...ENTRIES, '5.1 HST shall keep the wool dry in its own store.').slice(5);
    expect(got[0]).not.toContain('Pricing & Taxes');
  });
  it('the same abbreviation not defined for a party keeps its reading', () => {
    expect(typesAndAttributesOf('The price is 4,000 LAK per kilogram.')[0].attributes).toContain('Currency:4,000 LAK');
  });
});
