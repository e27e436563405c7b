/**
 * Facts sets 74's and 73's left causes (issue 18, h119q74; bench/log.md, h118q74's and h118v74's "Left"): a position
 * label's bracket naming the owner of the thing the title hires out ("PARTY B (the owner of the harvester): Mr. …", the
 * hire's Supplier), a place of making opening with its ʻokina typed as an apostrophe ("Made at 'Ohonua, 'Eua, on …"), a
 * bank headed "Caixa" ("Caixa Económica de Cabo Verde"). Contracts written for this test (none is a set's own sentence).
 */
import { describe, expect, it } from 'vitest';
import { effective, partiesByImportance, primary } from '../facts-readers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { ownerOfHiredThing } from '../../../../src/contracts/classify/parties/owner-of-hired-thing.js';

const contract = (title: string, second: string) => [title,
  'Today, 3 April 2048, at Mỹ Xuyên commune, we are:',
  'PARTY A (the hirer): Mr. Lê Văn Phúc, residing at Hòa Tú hamlet, Mỹ Xuyên commune.',
  `PARTY B (${second}): Mr. Đặng Quốc Toàn, residing at Ngọc Tố commune.`,
  'Article 1. Party B works the fields of Party A from 10 April 2048 to 20 April 2048. Party A pays VND 9.000.000.'];

describe("a position label's bracket naming the owner of the thing the title hires out", () => {
  it('is the hire\'s Supplier', () => {
    expect(primary(...contract('CONTRACT FOR THE HIRE OF A COMBINE HARVESTER', 'the owner of the harvester')))
      .toEqual(['LÊ VĂN PHÚC Buyer', 'ĐẶNG QUỐC TOÀN Supplier']);
    expect(primary(...contract('TRACTOR HIRE CONTRACT', 'the owner of the tractor')))
      .toEqual(['LÊ VĂN PHÚC Buyer', 'ĐẶNG QUỐC TOÀN Supplier']);
    expect(primary(...contract('CONTRACT FOR THE RENTAL OF TWO FISHING BOATS', 'owner of the boats')))
      .toEqual(['LÊ VĂN PHÚC Buyer', 'ĐẶNG QUỐC TOÀN Supplier']);
  });
  it('near misses: a thing the title does not hire out, or a title that hires nothing, gives no side', () => {
    const owner = (kind: string, note: string) => {
      const line = `PARTY B (${note}): Mr. Đặng Quốc Toàn`;
      return ownerOfHiredThing(line, line.indexOf('Đặng'), kind);
    };
    expect(owner('Contract for the Hire of a Combine Harvester', 'the owner of the harvester')).toBe('Owner');
    // the owner of another thing than the hired one
    expect(owner('Contract for the Hire of a Combine Harvester', 'the owner of the land')).toBeUndefined();
    // a building contract's owner of the house is its Buyer, a sale's owner of the car its Seller: no hire, no reading
    expect(owner('Agreement to Build a House', 'the owner of the house')).toBeUndefined();
    expect(owner('Contract for the Sale of a Car', 'the owner of the car')).toBeUndefined();
    // a bracket of other words
    expect(owner('Contract for the Hire of a Combine Harvester', 'the driver of the harvester')).toBeUndefined();
    expect(owner('Contract for the Hire of a Combine Harvester', 'owner')).toBeUndefined();
    // in a whole contract: the building contract's party B keeps no side from the bracket
    const second = (title: string, note: string) => partiesByImportance(...contract(title, note)).filter((p) => p.startsWith('ĐẶNG'));
    // pinned (h119rr finding 9): the builder named only by a bracket keeps no side, so any other reading fails
    expect(second('AGREEMENT TO BUILD A HOUSE FOR THE FAMILY', 'the owner of the family house')).toEqual(['ĐẶNG QUỐC TOÀN Unknown Unknown']);
  });
  it('reads the label right before the name only', () => {
    const kind = 'Contract for the Hire of a Combine Harvester';
    const line = 'PARTY B (the owner of the combine harvester): Mr. Đặng Quốc Toàn';
    expect(ownerOfHiredThing(line, line.indexOf('Đặng'), kind)).toBe('Owner');
    expect(ownerOfHiredThing(line, line.indexOf('Đặng'), undefined)).toBeUndefined();
    expect(ownerOfHiredThing(line, line.indexOf('Toàn'), kind)).toBeUndefined();
    expect(ownerOfHiredThing(`${line} and the owner of the harvester: `, line.length + 32, kind)).toBeUndefined();
  });
  it('reads hostile labels in linear time', () => {
    const kind = 'Contract for the Hire of a Harvester';
    for (const unit of ['PARTY B (the owner of the harvester): ', 'PARTY B ( ', '\nparty A (owner of a '])
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => ownerOfHiredThing(text, text.length, kind);
      });
  });
  itClassifiesRepeatedLinearly('PARTY B (the owner of the harvester): Mr. Aa Bb\n');
});

describe("a place of making opening with its ʻokina typed as an apostrophe", () => {
  const built = (line: string) => ['AGREEMENT TO BUILD A HOUSE', line,
    'Between: Sione Fifita, carpenter, of Tufuvai (the Builder)',
    'And: Mele Havili, nurse, of Neiafu (the Owner)',
    '1. The Builder builds for the Owner a house of two bedrooms. Work starts on 2 September 2048.'];
  it('dates the agreement', () => {
    expect(effective(...built("Made at 'Ohonua, 'Eua, on Monday 12 July 2048"))).toContain('2048-07-12');
    expect(effective(...built('Made at ʻOhonua, ʻEua, on 12 July 2048'))).toContain('2048-07-12');
    expect(effective(...built("Made at ‘Eua, on 12 July 2048"))).toContain('2048-07-12');
  });
  it('near misses: an apostrophe before no capital, or a quote of a word in small letters, opens no place', () => {
    expect(effective(...built("Made at 'ohonua, on 12 July 2048"))).not.toContain('2048-07-12');
    expect(effective(...built("Made at '' on 12 July 2048"))).not.toContain('2048-07-12');
  });
  itClassifiesRepeatedLinearly("Made at 'Aa 'Bb 'Cc, ");
});

describe('a bank headed "Caixa"', () => {
  const lease = (clause: string) => ['LEASE OF A SHOP', 'Between Ana Tavares (the Lessor) and Rui Lopes (the Lessee).', clause];
  it('is an other party', () => {
    expect(partiesByImportance(...lease('The Lessee pays the rent by transfer to the Lessor\'s account at Caixa Económica de Cabo Verde.')))
      .toContain('CAIXA ECONÓMICA DE CABO VERDE Unknown Unknown');
    expect(partiesByImportance(...lease('The deposit is kept at Caixa Geral de Depósitos until the end.')))
      .toContain('CAIXA GERAL DE DEPÓSITOS Unknown Unknown');
  });
  it('near misses: "caixa" in small letters, or alone with no banking word, names none', () => {
    const none = (s: string) => partiesByImportance(...lease(s)).filter((p) => p.includes('CAIXA'));
    expect(none('The Lessee keeps the caixa de ferramentas in the back room.')).toEqual([]);
    expect(none('The Caixa stands by the door of the shop.')).toEqual([]);
  });
  itClassifiesRepeatedLinearly('Caixa Aa de Bb ');
});
