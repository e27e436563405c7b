/**
 * Issue 18, h88pa (set 66's parties). An alias that repeats a word of the representative's title or of the party's
 * charter ("represented by the Head of the Community, … (hereinafter: the Community)") names the party, not a thing its
 * entry describes; an entry that closes on its side ("…, on the one part, and", "… of the other part.") still closes
 * on its alias; names before "agree as follows:" are the parties, with their aliases. Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { restatesThing } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { isPersonName } from '../../../../src/contracts/classify/names/person-names.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements, typesOf } from '../helpers.js';

const VILLAGE_ENTRIES = [
  { text: 'AGREEMENT ON THE USE OF THE RIVER MEADOW', kind: 'title' as const },
  'Brookfield, 2 May 2030',
  'The Brookfield Community of Green County, represented by the Head of the Community, Mr. Ivan Orlov, acting on the basis of the Charter of the Community (hereinafter: the Community), on the one part, and',
  'the citizen Mr. Tom Reed, residing at 4 Mill Lane, Brookfield (hereinafter: the Grazier), on the other part,',
  'hereinafter together referred to as the Parties, have concluded this agreement on the following:',
];

describe('an alias that repeats a word of its own party\'s offices', () => {
  it('names the party: the Head and the Charter "of the Community" are the body\'s own', () => {
    expect(restatesThing(', represented by the Head of the Community, Mr. Ivan Orlov, acting on the basis of the Charter of the Community ', 'Community')).toBe(false);
    expect(restatesThing(', acting through the Mayor of the Municipality, ', 'Municipality')).toBe(false);
  });
  it('a thing the entry describes in small letters is still restated', () => {
    expect(restatesThing(', owner of the building at 4 Quay Road, ', 'Building')).toBe(true);
    expect(restatesThing(', keeper of the Dry Dock and owner of the vessel, ', 'Vessel')).toBe(true);
  });
  it('binds each party of entries that close on their sides', () => {
    const types = typesOf(...VILLAGE_ENTRIES,
      '1.1. The Community may inspect the meadow at any time.',
      '1.2. The Grazier shall pay the fee by 1 June.',
      '1.3. The Community is obliged to:',
    ).slice(VILLAGE_ENTRIES.length);
    expect(types).toEqual([['Right/Community'], ['Obligation/Grazier'], ['Obligation/Community']]);
  });
  it('the party keeps its own alias, not the next entry\'s', () => {
    const parties = classifyContract(elements(...VILLAGE_ENTRIES, '1.1. The Community may inspect the meadow.')).parties;
    expect(parties.filter((p) => p.importance === 'Primary').map((p) => p.party)).toEqual(['BROOKFIELD COMMUNITY']);
  });
});

describe('a community is a body', () => {
  it('never a person\'s name, as its own alias\'s field gives it ("Community: Brookfield Community")', () => {
    expect([isPersonName('Brookfield Community'), isPersonName('Tom Reed')]).toEqual([false, true]);
  });
});

describe('an entry closing on its side', () => {
  it('binds a body described, not named, by its closing alias (a deed\'s "of the other part")', () => {
    const deed = [
      { text: 'DEED OF GIFT', kind: 'title' as const },
      'THIS DEED is made the 3rd day of May 2030',
      'BETWEEN JOHN ARTHUR PEEL of 4 Hill Road, Ramsey, retired (hereinafter called "the Donor") of the one part',
      'AND THE TRUSTEES FOR THE TIME BEING OF THE RAMSEY TOWN MUSEUM, a charity, of 2 Quay Street, Ramsey (hereinafter called "the Trustees") of the other part.',
    ];
    expect(typesOf(...deed, '1. The Trustees shall insure the paintings against fire and theft.', '2. The Trustees shall not be liable for fading of the prints.').slice(deed.length))
      .toEqual([['Obligation/Trustees'], ['Exclusion/Trustees']]);
  });
  it('a clause that ends "on the other part" names no alias (no preamble entry)', () => {
    const contract = [
      'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").',
      { text: '1. SERVICES', kind: 'title' as const },
      'The Supplier shall clean the windows of the building (the Premises) on the other part.',
      'The Premises shall be open from 8 am.',
    ];
    expect(typesOf(...contract).slice(2)).toEqual([['Obligation/Supplier'], []]);
  });
});

describe('names before "agree as follows:"', () => {
  it('are the parties, whatever the alias (a role word or not)', () => {
    expect(typesOf(
      'Brookfield Village ("Community") and Tom Reed ("Grazier") agree as follows:',
      '1. The Community may close the meadow after heavy rain.',
      '2. The Grazier shall move the sheep within a day.',
    )).toEqual([[], ['Right/Community'], ['Obligation/Grazier']]);
    expect(typesOf(
      'Northgate Museum Trust ("Trustees") and Jo Bell ("Donor") hereby agree as follows:',
      '1. The Trustees shall insure the paintings.',
    )).toEqual([[], ['Obligation/Trustees']]);
  });
  it('near miss: a clause whose things agree names no parties', () => {
    expect(classifyContract(elements('The totals in the Annex (the "Sums") agree.')).parties).toEqual([]);
  });
});
