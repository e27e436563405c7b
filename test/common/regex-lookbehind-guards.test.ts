import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findDataFile } from '../../src/common/data-file.js';
import { MANY_FIRST_UNITS, guardUnitsOf, lookbehindGuardUnits } from '../../src/common/regex-lookbehind-guards.js';
import { GUARD_TABLE, MAX_GUARD_UNITS, guardedTwin } from '../../src/common/regex-prefilter.js';

/**
 * A pattern led by a lookbehind runs it at every position of a text; the build derives the units every match starts
 * with, and the prefilter runs the pattern led by a lookahead of them (issue 18, h89perf; bench/log.md, "The cold
 * classify, part 15"). A speed-up only: the twin must find the same matches, at the same places, with the same groups.
 */
const chars = (units: readonly number[] | null) => (units === null ? null : String.fromCodePoint(...units));
const found = (re: RegExp, text: string) => [...text.matchAll(new RegExp(re.source, re.global ? re.flags : `${re.flags}g`))].map((m) => [m.index, ...m, m.groups]);

describe('lookbehindGuardUnits', () => {
  it('gives the first units of every top-level alternative when one is led by a lookbehind', () => {
    expect(chars(lookbehindGuardUnits(/(?<!\bnot\s)\b(?:deliver|ship)s?\b/i))).toBe('ds');
    expect(chars(lookbehindGuardUnits(/\b(?<!un)paid\b|\bsettled\b/))).toBe('ps');
    expect(chars(lookbehindGuardUnits(/(?<=\bfor\s)(?:the\s+)?fee\b/))).toBe('ft');
    expect(chars(lookbehindGuardUnits(/(?<![\d.])\d{1,2}%/))).toBe('0123456789');
    expect(chars(lookbehindGuardUnits(/(?<!x)(Rent|[Hh]ire)\b/))).toBe('HRh');
    expect(chars(lookbehindGuardUnits(/\b(?:(?<!late\s)fees?|charges?)\b/i))).toBe('cf');
  });

  it('gives none to a pattern with no lookbehind before its first unit', () => {
    expect(lookbehindGuardUnits(/\bpaid\b/)).toBeNull();
    expect(lookbehindGuardUnits(/\bpay(?<!\brepay)\b/)).toBeNull();
    expect(lookbehindGuardUnits(/(?=pa)\bpay/)).toBeNull();
  });

  it('gives none where the first unit could be anything or nothing', () => {
    expect(lookbehindGuardUnits(/(?<!x)a?/)).toBeNull();
    expect(lookbehindGuardUnits(/(?<!x)(?:fee|)/)).toBeNull();
    expect(lookbehindGuardUnits(/(?<!x)[^a]b/)).toBeNull();
    expect(lookbehindGuardUnits(/(?<!x)\w+/)).toBeNull();
    expect(lookbehindGuardUnits(/(?<!x).b/)).toBeNull();
    expect(lookbehindGuardUnits(/(?<!x)\p{Lu}/u)).toBeNull();
    expect(lookbehindGuardUnits(/(a)(?<!x)\1/)).toBeNull();
    expect(lookbehindGuardUnits(/(?<!x)fee|rent(?<!y)|[a-zA-Z]/)).toBeNull();
  });

  it('gives a global or sticky pattern its units too, and none past the bound', () => {
    expect(chars(lookbehindGuardUnits(/(?<!x)fee/g))).toBe('f');
    expect(chars(lookbehindGuardUnits(/(?<!x)fee/y))).toBe('f');
    expect(lookbehindGuardUnits(/(?<!x)[a-z0-9]/)?.length).toBe(36);
    expect(36).toBeLessThanOrEqual(MAX_GUARD_UNITS);
    expect(lookbehindGuardUnits(/(?<!x)[a-zA-Z]/)).toBeNull();
  });
});

describe('guardUnitsOf', () => {
  const NATO = /\b(?:Alpha|Bravo|Charlie|Delta|Echo|Foxtrot|Golf|Hotel|India|Juliet)\b/g;
  it('guards a lookbehind-led pattern, and one of many first units without a lookbehind', () => {
    expect(chars(guardUnitsOf(/(?<!x)(?:fee|rent)/))).toBe('fr');
    expect(chars(guardUnitsOf(NATO))).toBe('ABCDEFGHIJ');
    expect(guardUnitsOf(NATO)?.length).toBe(MANY_FIRST_UNITS);
  });

  it('leaves a pattern of fewer first units without a lookbehind as it is (V8 finds those faster)', () => {
    expect(guardUnitsOf(/\b(?:Alpha|Bravo|Charlie|Delta|Echo|Foxtrot|Golf|Hotel|India)\b/g)).toBeNull();
    expect(guardUnitsOf(/\b(IRR|OMR|YER|SAR|QAR)\b/g)).toBeNull();
    expect(guardUnitsOf(/\w+\s(?:Alpha|Bravo|Charlie|Delta|Echo|Foxtrot|Golf|Hotel|India|Juliet)/)).toBeNull();
  });
});

describe('guardedTwin', () => {
  it('leads the pattern with a lookahead of the units, escaped, and keeps its flags', () => {
    expect(guardedTwin(/(?<!x)(?:a|b)c/i, 'ab')).toEqual(/(?=[\u0061\u0062])(?:(?<!x)(?:a|b)c)/i);
    expect(guardedTwin(/(?<!x)[😀a]/u, '😀a').source).toBe('(?=[\\u{1f600}\\u0061])(?:(?<!x)[😀a])');
  });

  const OWN: readonly RegExp[] = [
    /(?<!\bnot\s)\b(?:deliver|ship)s?\b/i,
    /\b(?<!un)paid\b|\bsettled\b/,
    /(?<=\bfor\s)(?:the\s+)?fee\b/,
    /(?<![\d.])\d{1,2}%/,
    /(?<!x)(Rent|[Hh]ire)\b/,
    /\b(?:(?<!late\s)fees?|charges?)\b/i,
    /(?<!\b(?:no|any)\s{1,3})(?<word>kilns?|skips?)\b/i,
    /(?<!ſ)(?:Kelvin|İtem|ıdle|sale)/iu,
    /(?<!\bno\s)\b(?:kiln|skip|fee)s?\b/gi,
    /\b(?:Alpha|Bravo|Charlie|Delta|Echo|Foxtrot|Golf|Hotel|India|Juliet|kiln|ship)\b/gi,
  ];
  const pieces = fc.constantFrom('not', 'ship', 'Ships', 'deliver', 'DELIVERS', 'unpaid', 'paid', 'settled', 'for', 'the', 'fee', 'Fees', 'late', 'charge', '12', '7.5', '%', 'x', 'Rent', 'hire', 'Hire', 'no', 'any', 'kiln', 'SKIPS', 'ſ', 'K', 'Kelvin', 'İtem', 'ıdle', 'sale', 'K', 'Alpha', 'JULIET', 'india', ' ', '  ', '.', ',', '-', '\n');
  const texts = fc.array(pieces, { maxLength: 14 }).map((p) => p.join(''));

  it('finds what the pattern finds, in the same places with the same groups (my own patterns)', () => {
    for (const re of OWN) {
      const units = guardUnitsOf(re);
      expect(units, re.source).not.toBeNull();
      const twin = guardedTwin(re, String.fromCodePoint(...(units ?? [])));
      fc.assert(fc.property(texts, (text) => {
        expect(found(twin, text)).toEqual(found(re, text));
        re.lastIndex = 0;
        twin.lastIndex = 0;
        expect(twin.test(text)).toBe(re.test(text));
        expect(twin.lastIndex).toBe(re.lastIndex);
      }), { numRuns: 300 });
    }
  });

  it("finds what each of the build's guarded patterns finds, on texts of its own words", () => {
    const guards = JSON.parse(readFileSync(findDataFile(GUARD_TABLE), 'utf8')) as Record<string, string>;
    const entries = Object.entries(guards);
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, units] of entries) {
      const slash = key.indexOf('/');
      const re = new RegExp(key.slice(slash + 1), key.slice(0, slash));
      // The build's units are the derivation's.
      expect(units, key).toBe(chars(guardUnitsOf(re)));
      const twin = guardedTwin(re, units);
      const words = [...new Set([...(re.source.match(/[\p{L}]{2,}/gu) ?? []), 'x'])];
      const piece = fc.oneof(fc.constantFrom(...words), fc.constantFrom(...words).map((w) => w.toUpperCase()), fc.constantFrom(' ', '  ', ', ', '. ', '-', '(', ')', '1', '25%', 'the ', 'not '));
      fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map((p) => p.join(' ')), (text) => {
        expect(found(twin, text)).toEqual(found(re, text));
      }), { numRuns: 60 });
    }
  });
});
