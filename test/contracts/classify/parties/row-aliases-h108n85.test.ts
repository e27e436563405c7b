/**
 * Issue 18, h108n85 (set 85's causes 1–5; every sentence written for this test): a party row's alias after
 * "hereinafter," with its comma and a role word with a letter ("Co-owner A"); the US professional forms (PLLC); the
 * relative clause "who shall be called the X"; the singular of a hyphenated C44 plural; a singular role a definition
 * gives one party for a time (C53 read wider).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { PLURAL_ALIAS } from '../../../../src/contracts/classify/parties/party-lexicon.js';
import { calledOpeningAt } from '../../../../src/contracts/classify/parties/alias-forms.js';

const row = (n: number, who: string, alias: string) => `${n}. ${who}, of legal age, a boat builder, residing at ${n + 3} Quay Road, Whitby (hereinafter, "${alias}").`;
const ROWS = [row(1, 'Mr Tom Hale', 'Joint-owner A'), row(2, 'Ms Ann Roe', 'Joint-owner B'), row(3, 'Mr Ben Holt', 'Joint-owner C')];

describe('a row alias after "hereinafter," (cause 1)', () => {
  it('reads a role word with a letter, and a role word with its article, after the comma', () => {
    expect(typesOf('DEED OF JOINT OWNERSHIP', 'APPEAR', ...ROWS, 'Joint-owner A shall paint the hull.', 'Joint-owner C keeps the keys.').slice(5))
      .toEqual([['Obligation/Joint-owner A'], ['Obligation/Joint-owner C']]);
    expect(typesOf(row(1, 'Mr Tom Hale', 'the Skipper'), row(2, 'Ms Ann Roe', 'the Mate'), 'The Skipper shall paint the hull.', 'The Mate may use the dinghy.').slice(2))
      .toEqual([['Obligation/Skipper'], ['Right/Mate']]);
  });

  it('reads a number after the role word, and the letter after a quoted alias without "hereinafter"', () => {
    const lenders = ['1. Kestrel Bank of Leeds (hereinafter, "Lender 1").', '2. Osprey Bank of York (hereinafter, "Lender 2").'];
    expect(typesOf(...lenders, 'Lender 2 shall fund the second tranche.').slice(2)).toEqual([['Obligation/Lender 2']]);
  });

  it('near miss: a bracket after a thing the row describes, or a word that is no alias', () => {
    expect(typesOf('1. Mr Tom Hale, of legal age, who owns the boat (hereinafter, finally, the hull).', 'The Hull shall be painted.').slice(1)).toEqual([[]]);
  });
});

describe('legal forms of US professional firms (cause 2)', () => {
  it('reads PLLC and its kin as LLC', () => {
    for (const form of ['PLLC', 'P.L.L.C.', 'PLLP', 'LLLP']) {
      expect(typesOf(`These terms are between Seabright Dental, ${form} ("we" or "us") and the patient who signs below ("you").`, 'We take X-rays of your teeth.').slice(1), form)
        .toEqual([['Obligation/we']]);
    }
  });
});

describe('"who shall be called the X" (cause 3)', () => {
  const clause = (tail: string) => `The following enter into this contract: Mr Tom Hale, resident in Tarija, who for the purposes of this contract shall be called the OWNER; and Mr Ben Holt and his wife Mrs Ann Holt, resident in Potosí, ${tail}`;
  it('reads the alias in capitals or capitalised, with "shall" or "will"', () => {
    expect(typesOf(clause('who shall be called the LODGERS.'), 'The LODGERS shall keep the garden tidy.', 'The OWNER shall repair the roof.').slice(1))
      .toEqual([['Obligation/LODGERS'], ['Obligation/Owner']]);
    expect(typesOf(clause('who will be called the Lodgers.'), 'The Lodgers shall keep the garden tidy.').slice(1)).toEqual([['Obligation/Lodgers']]);
  });

  it('near miss: "who shall be called upon" and a word after the alias name no party', () => {
    expect(typesOf(clause('who shall be called upon to pay the Builders.'), 'The Builders shall keep the garden tidy.').slice(1)).toEqual([[]]);
  });

  it('tells where the alias\'s opening word stands', () => {
    expect(calledOpeningAt(', resident in Leeds, who shall be called the OWNER')).toBe(21);
    expect(calledOpeningAt(', of Leeds, hereinafter called the OWNER')).toBe(12);
    expect(calledOpeningAt(', of Leeds, the OWNER')).toBe(-1);
  });

  it('reads a long run of blanks after "who" in linear time', () => {
    readsLinearly((n) => {
      const text = clause(`who${' '.repeat(2)}shall be called the${' x'.repeat(n / 2)}`);
      return () => typesOf(text);
    });
  });
});

describe('the singular of a hyphenated C44 plural (cause 4)', () => {
  const defined = '"Joint-owners" means Joint-owner A, Joint-owner B and Joint-owner C.';
  it('binds the parties together after "No", "Each", "Any" and "A … who"', () => {
    expect(typesOf(...ROWS, defined, 'No Joint-owner may sell his or her share.', 'Each Joint-owner pays EUR 400 a year.', 'Any Joint-owner may inspect the hull.', 'The Joint-owners paint the boat together.').slice(4))
      .toEqual([['Exclusion/Multiple Parties'], ['Obligation/Multiple Parties'], ['Right/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });

  it('near miss: a plural qualified to some of the rows stays a party of its own', () => {
    expect(typesOf(...ROWS, '"Joint-owners" means Joint-owner A and Joint-owner B listed in Part 1.', 'The Joint-owners paint the boat together.').slice(4)).toEqual([['Obligation/Joint-owners']]);
  });

  it('reads the singular of a hyphenated plural, never of a word in -ss', () => {
    expect(PLURAL_ALIAS.exec('Co-owners')?.[1]).toBe('Co-owner');
    expect(PLURAL_ALIAS.exec('Co-Borrowers')?.[1]).toBe('Co-Borrower');
    expect(PLURAL_ALIAS.exec('Members')?.[1]).toBe('Member');
    expect(PLURAL_ALIAS.exec('Co-access')).toBeNull();
    fc.assert(fc.property(fc.stringMatching(/^[A-Z][a-z]{1,8}-[a-z]{1,8}[a-rt-z]$/), (one) => PLURAL_ALIAS.exec(`${one}s`)?.[1] === one));
  });
});

describe('a singular role a definition gives one party for a time (cause 5)', () => {
  const preamble = 'This deed is made between Tom Hale of Leeds ("Tom"), Ann Roe of York ("Ann") and Ben Holt of Hull ("Ben").';
  it('binds the role by its own name', () => {
    for (const qualifier of ['while he steers the boat', 'for as long as he steers the boat', 'when he steers the boat']) {
      expect(typesOf(preamble, `"Skipper" means Tom ${qualifier}.`, 'The Skipper shall log each trip.', 'Tom shall pay the dues.').slice(2), qualifier)
        .toEqual([['Obligation/Skipper'], ['Obligation/Tom']]);
    }
  });

  it('near miss: a role defined as a party\'s thing, or as an outsider, is no party', () => {
    expect(typesOf(preamble, '"Boat" means the yacht Tom owns while the deed lasts.', 'The Boat shall be insured.').slice(2)).toEqual([[]]);
    expect(typesOf(preamble, '"Harbourmaster" means the officer of the port while on duty.', 'The Harbourmaster shall log each trip.').slice(2)).toEqual([[]]);
  });
});
