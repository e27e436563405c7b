/**
 * The preamble's closing aliases are its entries' (issue 18, h109fix; the re-read's finding 10): a sentence that opens on
 * a provision ("The loan may be syndicated to a second bank (hereinafter, "Lender 2").") names a thing or an outsider,
 * no party's entry; and the aliases closing numbered rows alone stand for the parties where no entry's name was read
 * (h108n85's rule for rows under "APPEAR"). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closingAliases } from '../../../../src/contracts/classify/parties/preamble-aliases.js';
import { typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const noTitle = (): boolean => false;

describe('a provision\'s bracket is no party\'s entry', () => {
  it('binds no one', () => {
    expect(typesOf('The loan may be syndicated to a second bank (hereinafter, "Lender 2").', 'Lender 2 shall fund the second tranche by 1 June 2030.')).toEqual([[], []]);
    expect(typesOf('LOAN AGREEMENT', 'The Works shall be inspected by an engineer (the "Inspector").', 'The Inspector shall sign each report.').slice(2)).toEqual([[]]);
    expect([...closingAliases(['The boat must not be lent to a club (hereinafter, the "Club").'], noTitle).aliases]).toEqual([]);
  });
  it('near misses: entries with a modal after the name, a month, a row', () => {
    expect([...closingAliases(['Mr Ben Holt, resident in Potosí, who shall be called the LODGER.'], noTitle).aliases]).toEqual([['LODGER', 'LODGER']]);
    expect([...closingAliases(['Made on 1 May 2030 by Kestrel Bank of Leeds (hereinafter, "Lender 1").'], noTitle).aliases]).toEqual([['Lender 1', 'Lender 1']]);
    expect([...closingAliases(['1. Osprey Bank of York, which may act through its branches (hereinafter, "Lender 2").'], noTitle).aliases]).toEqual([['Lender 2', 'Lender 2']]);
  });
  it('reads a long first clause in linear time', () => {
    readsLinearly((n) => {
      const text = `${'the loan '.repeat(Math.ceil(n / 9))}(hereinafter, "Lender 2").`;
      return () => closingAliases([text], noTitle).aliases;
    });
  });
});

describe('the aliases of numbered rows', () => {
  it('are told apart from the other closing aliases', () => {
    const read = closingAliases(['1. Mr Tom Hale, of Whitby (hereinafter, "Owner A").', '(2) Ms Ann Roe, of York (hereinafter, "Owner B").', 'Ben Holt of Hull (the "Skipper"), and'], noTitle);
    expect([...read.aliases.keys()]).toEqual(['Owner A', 'Owner B', 'Skipper']);
    expect([...read.ofRows]).toEqual(['Owner A', 'Owner B']);
  });
  it('property: every alias of a row is a closing alias', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('1. Mr Tom Hale, of Whitby (hereinafter, "Owner A").', 'Ann Roe of York (the "Mate"), and', 'The hull may be lent to a club (the "Club").', 'b) Ben Holt, of Hull (hereinafter, "Owner C").'), { maxLength: 6 }), (texts) => {
      const read = closingAliases(texts, noTitle);
      return [...read.ofRows].every((a) => read.aliases.has(a)) && !read.aliases.has('Club');
    }));
  });
});
