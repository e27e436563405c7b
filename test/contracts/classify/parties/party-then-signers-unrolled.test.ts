import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTY_THEN_SIGNERS } from '../../../../src/contracts/classify/parties/details/line-shapes.js';

/**
 * PARTY_THEN_SIGNERS' further signers are written with upToUnrolledOnce (issue 18, hperf2: V8 copied the `{0,3}` of a
 * signer, the titles' list included, three times). The pattern as it was, `(?:;\s*SIGNER){0,3}`, must read every line
 * the same: the same match, groups and positions.
 */
const rewritten = PARTY_THEN_SIGNERS.source;
const asBefore = new RegExp(rewritten.replace('|){0,3})', '){0,3})'), PARTY_THEN_SIGNERS.flags);

const read = (re: RegExp, line: string) => {
  const m = re.exec(line);
  return m && [m.index, ...m, m.groups?.byLabel];
};

describe('PARTY_THEN_SIGNERS, the further signers compiled once (hperf2)', () => {
  it('holds the repetition once, with its empty alternative', () => {
    expect(rewritten.split('|){0,3})')).toHaveLength(2);
    expect(asBefore.source).not.toBe(rewritten);
  });

  it('reads party, signers and posts as the repeated form did', () => {
    const line = 'For Acme Holdings Ltd: Jane Roe, Director; Dr. Karl Brandt, Secretary; Mr John Smith, Chief Executive';
    expect(read(PARTY_THEN_SIGNERS, line)).toEqual(read(asBefore, line));
    expect(PARTY_THEN_SIGNERS.exec(line)?.[4]).toBe('Jane Roe, Director; Dr. Karl Brandt, Secretary; Mr John Smith, Chief Executive');
    const byLine = 'Alfa Works Co., Ltd. By: Niran Chaiyo, Managing Director; Ana Cole, Manager';
    expect(PARTY_THEN_SIGNERS.exec(byLine)?.groups?.byLabel).toBe('By');
    expect(read(PARTY_THEN_SIGNERS, byLine)).toEqual(read(asBefore, byLine));
    // Near misses: a fifth signer is more than the repetition takes (the line is anchored), and a signer without a post
    // is no signer line.
    const four = 'For Acme Ltd: Jane Roe, Director; Karl Brandt, Director; Ana Cole, Director; Mark Lee, Director';
    expect(PARTY_THEN_SIGNERS.exec(four)?.[4]).toBe('Jane Roe, Director; Karl Brandt, Director; Ana Cole, Director; Mark Lee, Director');
    expect(PARTY_THEN_SIGNERS.exec(`${four}; Ivan Jay, Director`)).toBeNull();
    expect(asBefore.exec(`${four}; Ivan Jay, Director`)).toBeNull();
    expect(PARTY_THEN_SIGNERS.exec('For Acme Ltd: Jane Roe; John Smith')).toBeNull();
  });

  it('matches what (?:;\\s*SIGNER){0,3} matches on generated signing lines', () => {
    const signer = fc.tuple(
      fc.constantFrom('', 'Dr. ', 'Mr ', 'Ing. Agr. ', 'Prof. Dr. ', 'Mrs. '),
      fc.constantFrom('Jane Roe', 'Karl Brandt', 'Ana Cole', 'J. Smith', 'Niran Chaiyo', 'de la Cruz', 'jane roe'),
      fc.constantFrom(', Director', ', Chief Executive Officer', ', Secretary', ',Manager', '', ', 2024', ' Secretary'),
    ).map((parts) => parts.join(''));
    const line = fc.tuple(
      fc.constantFrom('For Acme Ltd: ', 'Signed for Beta GmbH – ', 'Acme Corp By: ', 'Accepted by ACME LIMITED: ', 'Notices ', ''),
      fc.array(signer, { minLength: 1, maxLength: 5 }),
      fc.constantFrom('; ', '; ', ';', ' ; ', ', ', ' and '),
      fc.constantFrom('', '', '.', ' .', ';'),
    ).map(([head, signers, sep, end]) => `${head}${signers.join(sep)}${end}`);
    let further = 0;
    let signerLines = 0;
    fc.assert(fc.property(line, (text) => {
      const now = read(PARTY_THEN_SIGNERS, text);
      expect(now).toEqual(read(asBefore, text));
      if (PARTY_THEN_SIGNERS.exec(text)?.[4].includes(';')) further++;
      if (now) signerLines++;
    }), { numRuns: 800 });
    // The lines exercise the repetition: many read as signer lines, many with a further signer.
    expect(signerLines).toBeGreaterThan(20);
    expect(further).toBeGreaterThan(5);
  });
});
