/**
 * Party bindings sets 16 and 17 showed missing (issue 18, h18s16p), each rule with sentences written for it (none from
 * the sets): an alias in capitals with its article, "referred to as:" with a colon, a Dutch general partnership, and a
 * stage or trade name between a party's legal name and its alias.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { elements, typesOf } from '../helpers.js';

const primary = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => p.party);

describe('an alias in capitals with its article is a role, not an abbreviation', () => {
  const preamble = 'On the one part, Bodegas Sierra Alta, S.L., with registered office in Logroño, hereinafter "the WINERY". On the other part, Distribuciones Puerto Real, S.A., hereinafter "the DISTRIBUTOR".';
  it('both parties bind, and each clause names its party', () => {
    expect(primary(preamble)).toEqual(['BODEGAS SIERRA ALTA', 'DISTRIBUCIONES PUERTO REAL']);
    expect(typesOf(preamble, 'The WINERY shall bottle the wine before 1 March.', 'The DISTRIBUTOR may return damaged cases.').slice(1))
      .toEqual([['Obligation/WINERY'], ['Right/DISTRIBUTOR']]);
  });
  it('the article outside the quotes reads the same', () => {
    expect(primary('This contract is made between Talleres Ebro, S.L., hereinafter the "WORKSHOP", and Flota Norte, S.A., hereinafter the "CARRIER".'))
      .toEqual(['TALLERES EBRO', 'FLOTA NORTE']);
    expect(typesOf('This contract is made between Talleres Ebro, S.L., hereinafter the "WORKSHOP", and Flota Norte, S.A., hereinafter the "CARRIER".', 'The WORKSHOP shall repair the lorries.')[1])
      .toEqual(['Obligation/WORKSHOP']);
  });
  it('an abbreviation without the article, or of three letters, binds nothing (a letter-by-letter short form)', () => {
    expect(typesOf('On the one part, Norte Logística, S.L., hereinafter "NLSL".', 'NLSL shall store the goods.')[1]).toEqual([]);
    expect(typesOf('On the one part, Norte Logística, S.L., hereinafter "the NLS".', 'The NLS shall store the goods.')[1]).toEqual([]);
  });
});

describe('"hereinafter referred to as:" with a colon', () => {
  it('binds the alias after the colon, as without it', () => {
    const items = [
      'THE UNDERSIGNED:',
      '1. Kaasmakerij Oudeland B.V., having its registered office in Gouda, hereinafter referred to as: "the Producer";',
      '2. Melkveehouderij De Wit V.O.F., having its registered office in Stolwijk, hereinafter referred to as: "the Farmer";',
      'The Farmer shall deliver the milk daily.',
    ];
    expect(primary(...items)).toEqual(['KAASMAKERIJ OUDELAND', 'MELKVEEHOUDERIJ DE WIT']);
    expect(typesOf(...items)[3]).toEqual(['Obligation/Farmer']);
  });
});

describe('a stage or trade name between the legal name and the alias', () => {
  it.each([
    ['p/k/a', 'between Harbour Lane Records, LLC ("Label") and Jonah Reyes p/k/a "DJ Tidewater" ("Artist").', 'JONAH REYES'],
    ['d/b/a', 'between Summit Foods, Inc. ("Buyer") and Maria Costa d/b/a "Costa Farm Produce" ("Grower").', 'MARIA COSTA'],
    ['professionally known as', 'between Lantern Books Ltd ("Publisher") and Imogen Hart, professionally known as "I. H. Vale" ("Author").', 'IMOGEN HART'],
  ])('%s: the party is the legal name, and its clauses bind', (_form, preamble, name) => {
    expect(primary(preamble)[1]).toBe(name);
    const role = /\("(\w+)"\)\.$/.exec(preamble)?.[1] ?? '';
    expect(typesOf(preamble, `${role} shall deliver the work on time.`)[1]).toEqual([`Obligation/${role}`]);
  });
});
