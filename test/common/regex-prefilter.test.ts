import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { literalAtoms } from '../../src/common/regex-literal-atoms.js';
import { NO_PREFILTER, RegexPrefilter, foldedForPrefilter, mayMatch, prefilterKey, prefilteredTest, withPrefilter } from '../../src/common/regex-prefilter.js';
import { categoryPatterns } from '../../src/contracts/classify/categories/categories.js';
import { namePatterns } from '../../src/contracts/classify/names/names.js';
import { senseVetoPatterns } from '../../src/contracts/classify/categories/category-sense.js';
import { matchingStrings } from './matching-strings.js';

describe('literalAtoms', () => {
  it('joins adjacent literals and expands small alternations, optionals and classes', () => {
    expect(literalAtoms(/colou?r/)).toEqual(['color', 'colour']);
    expect(literalAtoms(/\bnotif(?:y|ied|ication)\b/i)).toEqual(['notification', 'notified', 'notify']);
    expect(literalAtoms(/\bauthori[sz]e\b/i)).toEqual(['authorise', 'authorize']);
    expect(literalAtoms(/x{3}/)).toEqual(['xxx']);
  });

  it('takes the union of the branches of an alternation, without atoms that contain another', () => {
    expect(literalAtoms(/\bwarrant(?:s|y|ies)\b|\bmerchantab/i)).toEqual(['merchantab', 'warrants', 'warranty', 'warranties'].sort());
    expect(literalAtoms(/\bfees?\b|\bcharges?\b/i)).toEqual(['charge', 'fee']);
  });

  it('keeps the most selective part of a sequence: its longest literal run', () => {
    expect(literalAtoms(/\b(?:sub)?licen[cs]e\s+(?:fees?|charges?)\b/i)).toEqual(['licence', 'license']);
    expect(literalAtoms(/\d+\s+business\s+days?\b/i)).toEqual(['business']);
    expect(literalAtoms(/a+\s+in\s+writing/)).toEqual(['writing']);
  });

  it('takes nothing from lookarounds, anchors and \\b, and still joins across them', () => {
    expect(literalAtoms(/(?<!\bretention\s)\bfees?\b/i)).toEqual(['fee']);
    expect(literalAtoms(/^in(?=\s)writ(?!x)ing$/)).toEqual(['inwriting']);
  });

  it('lower-cases atoms of a case-insensitive pattern and of a case-sensitive one alike', () => {
    expect(literalAtoms(/\bCommunications\s+Act\b/)).toEqual(['communications']);
    expect(literalAtoms(/\bCOMMUNICATIONS\b/i)).toEqual(['communications']);
  });

  it('keeps characters without case (’, –) and gives up a part with a cased non-ASCII letter', () => {
    expect(literalAtoms(/party[’']s\s+fee/)).toEqual(['party’s', "party's"].sort());
    expect(literalAtoms(/café\s+society/i)).toEqual(['society']);
    expect(literalAtoms(/[a-zé]\s+x/i)).toEqual(['x']);
  });

  it('gives no filter when a branch, or every part, may match without a literal', () => {
    expect(literalAtoms(/\bfee\b|\d+\s/)).toBeNull();
    expect(literalAtoms(/(?:notice)*/)).toBeNull();
    expect(literalAtoms(/(?:notice){0,3}\s/)).toBeNull();
    expect(literalAtoms(/[^a]+/)).toBeNull();
    expect(literalAtoms(/\w+\s\w+/)).toBeNull();
  });

  it('gives up on a backreference, the v flag and an alternation past its bound', () => {
    expect(literalAtoms(/(fee)\s+\1/)).toBeNull();
    expect(literalAtoms(new RegExp('fee[\\q{ab}]', 'v'))).toBeNull();
    const many = Array.from({ length: 60 }, (_, i) => `w${i}x`).join('|');
    expect(literalAtoms(new RegExp(many))).toBeNull();
  });

  it('counts the bound after dropping atoms that hold another: phrases with their plurals keep a filter', () => {
    // 30 words each with its plural: 60 atoms as written, 30 once "w0xs" (which holds "w0x") is dropped.
    const plurals = Array.from({ length: 30 }, (_, i) => `\\bw${i}xs?\\b`).join('|');
    const atoms = literalAtoms(new RegExp(plurals, 'i'));
    expect(atoms).toEqual(Array.from({ length: 30 }, (_, i) => `w${i}x`).sort());
    // The filter passes every text the pattern matches, the plural among them.
    expect(mayMatch(new RegExp(plurals, 'i'), foldedForPrefilter('Bring the W17XS here'), atoms)).toBe(true);
    expect(mayMatch(new RegExp(plurals, 'i'), foldedForPrefilter('nothing of the kind'), atoms)).toBe(false);
  });
});

describe('foldedForPrefilter and mayMatch', () => {
  it('folds the letters a case-insensitive Unicode pattern matches with an ASCII one', () => {
    expect(foldedForPrefilter('ſHALL \u212aeep İN ıt')).toBe('shall keep in it');
    const re = /shall|keep/iu;
    for (const text of ['ſhall', 'SHALL', '\u212aEEP']) expect(re.test(text) && mayMatch(re, foldedForPrefilter(text), literalAtoms(re))).toBe(true);
  });

  it('skips a pattern whose literals the text lacks, and resets a skipped global pattern as a failed test does', () => {
    const re = /\bnotice\b/gi;
    const atoms = literalAtoms(re);
    expect(mayMatch(re, foldedForPrefilter('Payment is due in 30 days.'), atoms)).toBe(false);
    expect(prefilteredTest(re, 'Written NOTICE and notice.', foldedForPrefilter('Written NOTICE and notice.'), atoms)).toBe(true);
    expect(re.lastIndex).toBe(14);
    expect(prefilteredTest(re, 'no such word', foldedForPrefilter('no such word'), atoms)).toBe(false);
    expect(re.lastIndex).toBe(0);
  });

  it("runs a pattern the build's table does not hold, on any text", () => {
    const re = new RegExp(`unlisted-${Date.now()}`, 'i');
    expect(mayMatch(re, 'nothing of it here')).toBe(true);
    expect(prefilteredTest(re, 'nothing of it here', 'nothing of it here')).toBe(false);
  });

  it('filters with the table it is given (the operations layer reads it), keeping only well-formed entries', () => {
    const listed = /\bescrow agent\b/i;
    const malformed = /\bbailee\b/i;
    const mistyped = /\bpledgee\b/i;
    const prefilter = new RegexPrefilter({ [prefilterKey(listed)]: ['escrow agent'], [prefilterKey(malformed)]: [], [prefilterKey(mistyped)]: ['pledgee', 7] });
    expect(prefilter.mayMatch(listed, 'the bailee holds the goods')).toBe(false);
    expect(prefilter.test(listed, 'The Escrow Agent holds it.', 'the escrow agent holds it.')).toBe(true);
    // An empty list or one with a non-string is no filter: the pattern runs.
    expect(prefilter.mayMatch(malformed, 'nothing of it here')).toBe(true);
    expect(prefilter.mayMatch(mistyped, 'nothing of it here')).toBe(true);
    // Each table is its own object, memo included: one without the entry runs the pattern, and the first is unchanged.
    expect(new RegexPrefilter({}).mayMatch(listed, 'the bailee holds the goods')).toBe(true);
    expect(new RegexPrefilter(null).mayMatch(listed, 'the bailee holds the goods')).toBe(true);
    expect(NO_PREFILTER.mayMatch(listed, 'the bailee holds the goods')).toBe(true);
    expect(prefilter.mayMatch(listed, 'the bailee holds the goods')).toBe(false);
  });
});

describe('withPrefilter: the prefilter a classification is handed', () => {
  const listed = /\bescrow agent\b/i;
  const prefilter = new RegexPrefilter({ [prefilterKey(listed)]: ['escrow agent'] });

  it('is the one mayMatch and prefilteredTest ask while it runs, and the one before it afterwards', () => {
    // The tests' setup gave the build's table, which does not hold this pattern: it runs.
    expect(mayMatch(listed, 'the bailee holds the goods')).toBe(true);
    expect(withPrefilter(prefilter, () => [mayMatch(listed, 'the bailee holds the goods'), prefilteredTest(listed, 'The Escrow Agent', 'the escrow agent')])).toEqual([false, true]);
    expect(mayMatch(listed, 'the bailee holds the goods')).toBe(true);
  });

  it('nests: an inner one handed none keeps the outer one; the outer one comes back after an inner one and after a throw', () => {
    withPrefilter(prefilter, () => {
      expect(withPrefilter(undefined, () => mayMatch(listed, 'the bailee'))).toBe(false);
      expect(withPrefilter(NO_PREFILTER, () => mayMatch(listed, 'the bailee'))).toBe(true);
      expect(mayMatch(listed, 'the bailee')).toBe(false);
      expect(() => withPrefilter(NO_PREFILTER, () => {
        throw new Error('stop');
      })).toThrow('stop');
      expect(mayMatch(listed, 'the bailee')).toBe(false);
    });
    expect(mayMatch(listed, 'the bailee')).toBe(true);
  });
});

describe("the table's index of atoms", () => {
  it('answers as looking for each atom does, for patterns sharing atoms, across more texts than it remembers', () => {
    const patterns = [/\bnotice\b/i, /\bnotices?\s+of\s+default\b/i, /\bfees?\b|\bcharges?\b/i, /\bcolou?r\b/, /party[’']s\s+fee/i];
    const texts = fc.array(fc.constantFrom('notice', 'notices of default', 'fee', 'charge', 'colour', 'color', 'party’s fee', "party's", 'the', ' ', 'ſ'), { maxLength: 6 }).map((parts) => foldedForPrefilter(parts.join(' ')));
    const prefilter = new RegexPrefilter(Object.fromEntries(patterns.map((re) => [prefilterKey(re), literalAtoms(re)])));
    fc.assert(
      fc.property(fc.array(texts, { minLength: 1, maxLength: 40 }), (list) => {
        // Each text asked twice, after the others: answers from the index's memory and from a fresh pass agree.
        for (const folded of [...list, ...list]) for (const re of patterns) expect(prefilter.mayMatch(re, folded)).toBe(prefilter.mayMatch(re, folded, literalAtoms(re)));
      }),
      { numRuns: 200, seed: 27 },
    );
    expect(prefilter.mayMatch(patterns[0], 'payment is due')).toBe(false);
    expect(prefilter.mayMatch(patterns[0], 'written notice')).toBe(true);
    expect(prefilter.mayMatch(patterns[3], 'colour')).toBe(true);
  });
});

/** Every RegExp reachable from the exports of the classifier's modules, and the lists their `…Patterns()` functions give (as the build collects them). */
async function classifierPatterns(): Promise<RegExp[]> {
  const found = new Set<RegExp>();
  const dir = new URL('../../src/contracts/classify/', import.meta.url);
  const collect = (v: unknown, depth: number): void => {
    if (v instanceof RegExp) found.add(v);
    else if (Array.isArray(v) && depth < 3) for (const x of v) collect(x, depth + 1);
  };
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.startsWith('data/'))) {
    const mod: Record<string, unknown> = await import(new URL(file, dir).href);
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function' && /Patterns$/.test(name) && value.length === 0) collect((value as () => unknown)(), 0);
      else collect(value, 0);
    }
  }
  return [...found];
}

/** Words of contract drafting, the letters case folding treats apart, and punctuation. */
const VOCABULARY = ['the', 'Supplier', 'shall', 'notice', 'in writing', 'fees', 'days', 'payment', 'licence', 'of', 'and', 'liability', 'ſ', '\u212a', 'İ', 'ı', '’', "'", '-', '.', ',', ' ', '\n', '30', 'Customer'];

describe('the prefilter on every pattern of the classifier', () => {
  it("holds the lists the modules' `…Patterns()` functions give, and a filter for each of findNames's", async () => {
    const patterns = new Set(await classifierPatterns());
    for (const re of [...categoryPatterns(), ...namePatterns()]) expect(patterns.has(re)).toBe(true);
    expect(namePatterns().filter((re) => literalAtoms(re) === null)).toEqual([]);
  });

  it("holds category-sense.ts's vetoes, each with a filter: its `^(?![^]{0,400}…)` guard runs only on a text holding the word it reads", async () => {
    const patterns = new Set(await classifierPatterns());
    for (const [re] of senseVetoPatterns()) expect(patterns.has(re)).toBe(true);
    expect(senseVetoPatterns().filter(([re]) => literalAtoms(re) === null)).toEqual([]);
  });

  it('never skips a pattern on a text it matches: texts built from its atoms, random words and case flips', async () => {
    const patterns = await classifierPatterns();
    expect(patterns.length).toBeGreaterThan(200);
    let skipped = 0;
    // The pieces every pattern's texts share, built once (the same values as built per pattern: an arbitrary is stateless).
    const words = fc.constantFrom(...VOCABULARY);
    const shortStrings = fc.string({ maxLength: 4 });
    for (const re of patterns) {
      const atoms = literalAtoms(re) ?? [];
      const piece = fc.oneof(words, shortStrings, ...(atoms.length > 0 ? [fc.constantFrom(...atoms)] : []));
      const text = fc.array(piece, { maxLength: 8 }).chain((parts) => fc.mixedCase(fc.constant(parts.join(' '))));
      fc.assert(
        fc.property(text, (t) => {
          re.lastIndex = 0;
          const matches = re.test(t);
          re.lastIndex = 0;
          if (!mayMatch(re, foldedForPrefilter(t), atoms.length > 0 ? atoms : null)) {
            skipped++;
            return !matches;
          }
          return true;
        }),
        // A pattern without atoms has no filter (mayMatch is true on any text): its runs are all the same, one is enough.
        { numRuns: atoms.length > 0 ? 40 : 1, seed: 26 },
      );
    }
    expect(skipped).toBeGreaterThan(0);
  }, 120_000);

  it('never skips a pattern on strings generated to match it (where fast-check can generate them)', async () => {
    let tried = 0;
    let matched = 0;
    for (const re of await classifierPatterns()) {
      let arbitrary: fc.Arbitrary<string>;
      try {
        // matching-strings.ts's arbitrary, not fast-check's `stringMatching` (whose building cost 6.7 s of CPU here, h117suite).
        arbitrary = matchingStrings(re).chain((t) => fc.mixedCase(fc.constant(t)));
      } catch (e) {
        if (process.env.PF_DEBUG) console.log(re.source.slice(0, 80), String(e).slice(0, 120));
        continue;
      }
      tried++;
      // The pattern's atoms once, not at each of its 40 strings (a pure function of the pattern: 12 % of the case's CPU).
      const atoms = literalAtoms(re);
      fc.assert(
        fc.property(arbitrary, (t) => {
          re.lastIndex = 0;
          const matches = re.test(t);
          re.lastIndex = 0;
          if (matches) matched++;
          return !matches || mayMatch(re, foldedForPrefilter(t), atoms);
        }),
        { numRuns: 40, seed: 26 },
      );
    }
    expect(tried).toBeGreaterThan(200);
    expect(matched).toBeGreaterThan(1500);
  }, 120_000);
});

describe('mayMatchAny: one look at a group of patterns (h29speed2)', () => {
  const patterns = [/\bnotice\b/i, /\bnotices?\s+of\s+default\b/i, /\bfees?\b|\bcharges?\b/i, /\bcolou?r\b/, /\bescrow agent\b/i];
  const unfiltered = /\w+\s\w+/;
  const prefilter = new RegexPrefilter(Object.fromEntries(patterns.map((re) => [prefilterKey(re), literalAtoms(re)])));

  it('passes exactly when one of its patterns passes: none, one, a member without a filter, an empty group', () => {
    const cues = [patterns[0], patterns[2]];
    expect(prefilter.mayMatchAny(cues, 'the colour of the goods')).toBe(false);
    expect(prefilter.mayMatchAny(cues, 'a late charge applies')).toBe(true);
    expect(prefilter.mayMatchAny(cues, 'on notice')).toBe(true);
    expect(prefilter.mayMatchAny([patterns[3], unfiltered], 'nothing of it')).toBe(true);
    expect(prefilter.mayMatchAny([], 'the notice')).toBe(false);
    expect(NO_PREFILTER.mayMatchAny(cues, 'the colour of the goods')).toBe(true);
  });

  it('answers as mayMatch of each member does, on texts alternating between groups and folds', () => {
    const group = fc.subarray([...patterns, unfiltered]);
    const words = fc.array(fc.constantFrom('notice', 'notices of default', 'fee', 'charges', 'color', 'colour', 'escrow agent', 'the', 'x', '’'), { maxLength: 6 });
    fc.assert(fc.property(fc.array(fc.tuple(group, words), { minLength: 1, maxLength: 6 }), (asks) => {
      for (const [members, w] of asks) {
        const folded = foldedForPrefilter(w.join(' '));
        expect(prefilter.mayMatchAny(members, folded)).toBe(members.some((re) => prefilter.mayMatch(re, folded)));
      }
    }), { numRuns: 300 });
  });

  it('remembers no text once told to forget (the last one asked about included)', () => {
    prefilter.mayMatchAny([patterns[0]], 'a notice');
    prefilter.forgetTexts();
    expect(prefilter.textsRemembered).toBe(0);
    expect(prefilter.mayMatchAny([patterns[0]], 'a fee')).toBe(false);
    expect(prefilter.mayMatch(patterns[0], 'a notice')).toBe(true);
  });
});
