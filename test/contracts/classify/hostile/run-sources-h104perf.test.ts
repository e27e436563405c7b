/**
 * The patterns session 67 moved to the build's run table (bench/log.md, "The cold classify, part 22"), as the process
 * now runs them: their run sources (runSourceOf: short runs written once, word boundaries one-sided, `(?=)` after each
 * choice), each read in linear time on the long runs a hostile document holds (blanks, capitalised words, commas, line
 * breaks, cells), and finding what the pattern as written finds there.
 */
import { describe, expect, it } from 'vitest';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { runSourceOf } from '../../../../src/common/regex-prefilter.js';
import { ALIAS_AFTER, ALIAS_ANY, BARE_ALIAS, FIELD } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { NAME_LINE, PARTY_THEN_SIGNERS, ROLE_PERSON_TITLE, SIGNED_FOR } from '../../../../src/contracts/classify/parties/details/line-shapes.js';
import { signatoryNamesRunPatterns } from '../../../../src/contracts/classify/names/signatory-names.js';
import { companySignerRowPatterns } from '../../../../src/contracts/classify/names/company-signer-rows.js';
import { approvedSignerCellsRunPatterns } from '../../../../src/contracts/classify/names/approved-signer-cells.js';
import { placeDateLinePatterns } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { personPartiesRunPatterns } from '../../../../src/contracts/classify/parties/person-parties.js';
import { placePositionsRunPatterns } from '../../../../src/contracts/classify/names/place-positions.js';
import { ATTENTION_NAMED } from '../../../../src/contracts/classify/parties/notice-contacts.js';

const MOVED: readonly RegExp[] = [
  FIELD, ALIAS_AFTER, ALIAS_ANY, BARE_ALIAS, NAME_LINE, PARTY_THEN_SIGNERS, ROLE_PERSON_TITLE, SIGNED_FOR, ATTENTION_NAMED,
  ...signatoryNamesRunPatterns(), ...companySignerRowPatterns(), ...approvedSignerCellsRunPatterns(), ...placeDateLinePatterns(),
  ...personPartiesRunPatterns(), ...placePositionsRunPatterns(),
];
const RUNS = MOVED.map((re) => new RegExp(runSourceOf(re), re.flags));

/** Every match of `re` in `text` (from the start; a pattern neither global nor sticky, its first), with its groups. */
function found(re: RegExp, text: string): unknown[] {
  const r = new RegExp(re.source, re.flags.includes('g') || re.flags.includes('y') ? re.flags.replace('y', 'g') : `${re.flags}g`);
  return [...text.matchAll(r)].map((m) => [m.index, ...m]);
}

/** Long runs a hostile document holds, each of about `n` characters. */
const hostile = (n: number): string[] => [
  ' '.repeat(n),
  'Aa '.repeat(n / 3),
  'Aa Bb, '.repeat(n / 7),
  '\n'.repeat(n),
  'Aa | '.repeat(n / 5),
  `Signed by ${'Mr Aa '.repeat(n / 6)}`,
  `Seller: ${'Aa Ltd, '.repeat(n / 8)}`,
  `${'Director '.repeat(n / 9)}x`,
  `London, ${'12 March 2030 '.repeat(n / 14)}`,
  `(${'the '.repeat(n / 4)}`,
];

describe('the moved patterns as the process runs them (h104perf)', () => {
  it('holds a run source for each, rewritten where a short run, a word boundary or a choice is', () => {
    expect(MOVED.length).toBeGreaterThan(30);
    expect(RUNS.filter((run, i) => run.source !== MOVED[i].source).length).toBeGreaterThan(25);
  });

  it('finds on the hostile runs what each pattern as written finds', () => {
    for (const text of hostile(600)) for (let i = 0; i < MOVED.length; i++) expect(found(RUNS[i], text)).toEqual(found(MOVED[i], text));
  });

  it('reads each hostile run in linear time', () => {
    // Forty-nine patterns on ten runs each: in the suite's fork, past V8's regex code budget, they run interpreted (5 to
    // 10 times slower; CI: 2,195 ms at 32,000 characters against 4 × PATTERNS_ALONE_MS's 1,600, ~300 ms alone). The
    // growth (RATIO) is what tells a quadratic run; the bound only fails a pattern far costlier than these.
    readsLinearly((n) => {
      const texts = hostile(n);
      return () => RUNS.map((re) => texts.map((t) => (re.lastIndex = 0, re.test(t))));
    }, 12 * PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
  });
});
