/**
 * A letter's salutation by given names (attributes/salutation-given-names.ts; issue 18, h119a93, set 93's attribute
 * cause 7): "Dear Imti and Sentila," calls persons the letter names in full elsewhere, each given name a Person.
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const attributes = (...lines: string[]): string[][] => typesAndAttributesOf(...lines).map((e) => e.attributes);

describe('a salutation\'s given names', () => {
  it('two given names joined by "and" or "&", each a Person named in full above', () => {
    const got = attributes('To Mr Aled Pryce and Ms Nia Rhys, Bala', 'Dear Aled and Nia,', 'We bring six singers.');
    expect(got[0]).toEqual(['Person:Aled Pryce', 'Person:Nia Rhys']);
    expect(got[1]).toEqual(['Person:Aled', 'Person:Nia']);
    expect(attributes('To Mr Aled Pryce and Ms Nia Rhys', 'Dear Aled & Nia:')[1]).toEqual(['Person:Aled', 'Person:Nia']);
  });
  it('one given name, the name in full named below', () => {
    const got = attributes('Dear Aled,', 'We bring six singers.', 'Yours sincerely,', 'Gwen Morgan', 'Accepted: Aled Pryce');
    expect(got[0]).toEqual(['Person:Aled']);
  });
});

describe('what is no salutation\'s given name', () => {
  it('a name no Person of the document opens, and the salutation\'s common words, stay bare', () => {
    expect(attributes('To Mr Aled Pryce', 'Dear Tom and Aled,')[1]).toEqual(['Person:Aled']);
    expect(attributes('To Mr Aled Pryce', 'Dear Sirs,')[1]).toEqual([]);
    expect(attributes('To Mr Aled Pryce', 'Dear Directors and Members,')[1]).toEqual([]);
  });
  it('a given name inside a sentence, or a salutation that goes on, is left to the other readers', () => {
    expect(attributes('To Mr Aled Pryce', 'Dear Aled, we bring six singers.')[1]).toEqual(['Number:six']);
    expect(attributes('To Mr Aled Pryce', 'Aled and Nia sign below.')[1]).toEqual([]);
  });
});

describe('hostile salutations', () => {
  itClassifiesRunsLinearly(
    ['Dear Aa and ', 'Dear Aa & Bb , ', 'Aa-Bb’Cc '],
    (unit) => `"${unit}" repeated after a salutation: linear`,
    (run) => [
      { text: 'To Mr Aa Bb and Ms Cc Dd', kind: 'sentence' },
      { text: `Dear ${run}`, kind: 'sentence' },
      { text: `Dear Aa and ${run},`, kind: 'sentence' },
    ],
  );
});
