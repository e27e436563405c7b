/**
 * Issue 18, h101a78 (set 78's types; sentences written for this test): C34 — "do" as the main verb with a thing done is
 * an action verb, a present-tense duty ("We do the backups every night"), where "does not" and "does so" stay the
 * auxiliary's; "do not transfer" data, goods or money is a bar, as C34 binds "transfers" them, a right transferred stays
 * none.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const WE = 'These terms are between Harbour Web Ltd ("Harbour", "we" or "us") and the club that opens an account ("you").';
const TWO = 'This contract is made between Alder Print Ltd ("the Printer") and Birch Books Ltd ("the Publisher").';

describe('"do" as the main verb (C34)', () => {
  it('binds "we" and a named party doing a thing', () => {
    expect(typesOf(WE, 'We do the backups every night.', 'We do all updates on Sunday mornings.').slice(1)).toEqual([['Obligation/Harbour'], ['Obligation/Harbour']]);
    expect(typesOf(TWO, 'The Printer does all proof corrections in its own studio.').slice(1)).toEqual([['Obligation/Printer']]);
  });
  it('binds no one by the auxiliary', () => {
    expect(typesOf(TWO, 'The Printer does not own the paper.', 'The Publisher does so at its own risk.').slice(1)).toEqual([[], []]);
  });
});

describe('"do not transfer" (C34)', () => {
  it('bars a transfer of data or goods', () => {
    expect(typesOf(WE, 'We do not transfer your members\' details outside Ireland.').slice(1)).toEqual([['Exclusion/Harbour']]);
    expect(typesOf(WE, 'We store your files in Cork and do not transfer them to any other country.').slice(1)).toEqual([['Obligation/Harbour', 'Exclusion/Harbour']]);
  });
  it('bars nothing for a right', () => {
    expect(typesOf(WE, 'We do not transfer our rights under these terms.').slice(1)).toEqual([[]]);
  });
});
