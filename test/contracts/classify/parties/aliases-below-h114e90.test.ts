/**
 * "below" where "hereinafter" stands (alias-forms.ts BELOW_OPENING, CALLED_BEFORE_BELOW; preamble-aliases.ts; issue 18,
 * h114e90, set 90's cause 1): translated Andean and Haitian preambles write "en adelante" and "ci-après dénommé" as
 * `…, called "the Community" below.`, `called below "the Group"` or `referred to below as "the Association"`, and the
 * alias names the party whose entry it closes (table 2.2: a company name the preamble gives a role is that role).
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { ALIAS_AFTER } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { partiesByImportance } from '../facts-readers.js';
import { roleOfAlias } from '../../../../src/contracts/classify/lexicon/roles.js';

const MET = 'In the village of Hill Farm, at 10:00 on 6 October 2047, the persons named below met and agreed as follows:';

describe('an alias "called … below" (BELOW_OPENING, CALLED_BEFORE_BELOW)', () => {
  it('closing a word-numbered row of a deed: each row\'s alias binds its party', () => {
    expect(typesOf(
      MET,
      'ONE. The Hill Farm Growers Association, represented by its president Mr Tom Ward, called "the Association" below.',
      'TWO. Vale Fruit Ltd, represented by its manager Ms Ann Lee, called "the Packer" below.',
      'The Association delivers its apples to the Packer each Monday.',
      'The Packer may refuse bruised fruit.',
      'The Association undertakes:',
      'a) not to sell the season\'s apples to other buyers;',
    ).slice(3)).toEqual([['Obligation/Association'], ['Right/Packer'], ['Obligation/Association'], ['Exclusion/Association']]);
  });
  it('in a "between" opening, with the verb and "below" before the alias, and "referred to below as"', () => {
    expect(typesOf('This agreement is made between Hill Farm Growers Association, called below "the Association", and Tom Ward, of Leeds, called below "the Grower".',
      'The Association pays the Grower GBP 2 for each kilo.', 'The Grower may keep the windfalls.').slice(1))
      .toEqual([['Obligation/Association'], ['Right/Grower']]);
    expect(typesOf('This agreement is made between Hill Farm Growers Association, referred to below as "the Association", and Vale Fruit Ltd, referred to below as "the Packer".',
      'The Association must pick the apples by hand.')[1])
      .toEqual(['Obligation/Association']);
  });
  it('a person\'s numbered row, the article outside the quotes', () => {
    expect(typesOf('1. Vale Fruit Ltd, of York, called the "Packer" below.', '2. Tom Ward, of Leeds, called the "Grower" below.', 'The Grower may keep the windfalls.')[2])
      .toEqual(['Right/Grower']);
  });
  it('ALIAS_AFTER reads the alias after the name, in each form', () => {
    for (const [tail, alias] of [
      [', called "the Association" below.', 'Association'],
      [', called below "the Group", and', 'Group'],
      [', referred to below as "the Association";', 'Association'],
      [', to be called "the Grower" below.', 'Grower'],
    ]) {
      const m = ALIAS_AFTER.exec(tail);
      expect(m?.slice(1).find((g) => g !== undefined)).toBe(alias);
    }
  });
  it('near misses: "called" with no "below" and no "hereinafter" gives no alias, and a thing "called" in a clause names no party', () => {
    expect(typesOf('This agreement is made between Hill Farm Growers Association, called "the Association", and Vale Fruit Ltd ("the Packer").',
      'The Association must pick the apples by hand.')[1]).toEqual([]);
    expect(typesOf('This agreement is made between Hill Farm Growers Association ("the Association") and Vale Fruit Ltd ("the Packer").',
      'The Packer stores the crates in a shed called "the Barn" below the farmhouse.', 'The Barn must be kept dry.').slice(1))
      .toEqual([['Obligation/Packer'], []]);
    expect(typesOf('This agreement is made between Hill Farm Growers Association ("the Association") and Vale Fruit Ltd ("the Packer").',
      'The Association shall pick the fruit listed below, called "Class A" below.', 'Class A must be picked by hand.')[2]).toEqual([]);
  });
});

describe('hostile text: "called … below" (BELOW_OPENING, CALLED_BEFORE_BELOW)', () => {
  // A "called" whose quote never closes, a run of blanks or of "called" before a quote, "below" repeated: each in a
  // preamble row before a clause of the role the map would bind.
  // And runs of the participle that names a body in the party's description (IN_DESCRIPTION).
  const units = ['called ', 'called "', 'called "the Aa ', ' below', 'called below ', 'referred to below as ', '"the Aa" ', 'called  "  the  Aa  "  ', ', recognised by the Ministry of Aa', ',   approved   by   '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in a row that an alias "below" may close: linear`,
    (run) => [
      { text: `ONE. Hill Farm Growers Ltd, ${run} called "the Association" below.`, kind: 'sentence' },
      { text: `TWO. Vale Fruit Ltd, called below "the Packer" ${run}`, kind: 'sentence' },
      { text: 'The Association delivers its apples to the Packer.', kind: 'sentence' },
    ],
  );
});

describe('a body a participle names in the slot takes none of its aliases (alias-forms.ts IN_DESCRIPTION, one home with h114q72)', () => {
  // h114e90's own list of participles (RECOGNISED_BY_BEFORE) was a second home for h114q72's IN_DESCRIPTION and read
  // "authorised by" before a principal as a body recognising the party: removed, the whole reading run here (h114rr's
  // findings 4 and 9, issue 18, h114mendC).
  const ROW = 'The fishing club "Blue Reef", recognised by the Ministry of Agriculture and Fisheries, with its seat in Leeds, represented by its president, Ms. Ann Lee, called below "the Club";';
  const lines = (row: string) => ['AGREEMENT', '(translated)', 'Between the undersigned:', row, 'And Mr. Tom Ward, boat builder, of York, called below "the Builder".', 'The Builder builds a boat for the Club.'];
  it('the ministry after "recognised by" is given no alias; the club and the person keep their own', () => {
    for (const verb of ['recognised', 'approved', 'licensed', 'accredited', 'authorized']) {
      expect(partiesByImportance(...lines(ROW.replace('recognised', verb))))
        .toEqual(['BLUE REEF Primary Unknown', 'TOM WARD Primary Unknown', 'MINISTRY OF AGRICULTURE AND FISHERIES Unknown Unknown']);
    }
  });
  it('a body after "licensed by" in an English slot is no party of it', () => {
    expect(partiesByImportance('This Agreement is made between Harbour Foods Ltd, licensed by the Food Standards Agency (the "Supplier"), and Kiosk Co Ltd (the "Retailer").', 'The Supplier delivers the goods weekly.'))
      .toEqual(['HARBOUR FOODS Primary Supplier', 'KIOSK Primary Buyer', 'FOOD STANDARDS AGENCY Unknown Unknown']);
  });
  it('near miss: the principal an agent is "authorised by" or "approved by" keeps its alias and its role', () => {
    for (const verb of ['authorised', 'approved']) {
      expect(partiesByImportance(`This Agreement is made between John Smith, ${verb} by Northwind Trading Ltd (the "Buyer"), and Southgate Mills plc (the "Seller").`, 'The Buyer pays the Seller within 30 days.'))
        .toEqual(['NORTHWIND TRADING Primary Buyer', 'SOUTHGATE MILLS Primary Supplier']);
    }
  });
  it('an artisan or a craftsman supplies what is ordered from it (roleOfAlias)', () => {
    expect(['Artisan', 'Craftsman', 'Craftswoman', 'Artisans'].map(roleOfAlias)).toEqual(['Supplier', 'Supplier', 'Supplier', 'Supplier']);
    expect(roleOfAlias('Art Dealer')).toBe('Unknown');
  });
});
