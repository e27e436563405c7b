// bench/data/labelled-spans.mjs: where a labelled set's attributes stand in their element's text, found case aside
// without moving the offsets (hrev20: "İ" lower-cases to two code units, and every span after it was one off).
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldSameLength, labelledSpans } from '../../bench/data/labelled-spans.mjs';

describe('foldSameLength', () => {
  it('lower-cases each letter whose lower case has its length, and keeps the others as written', () => {
    expect(foldSameLength('Signed in İZMİR, Two Copies')).toBe('signed in İzmİr, two copies');
    expect('İ'.toLowerCase()).toHaveLength(2);
  });

  it('keeps the length of any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => foldSameLength(s).length === s.length));
  });
});

describe('labelledSpans', () => {
  it('finds a span after "İ" where it stands in the text', () => {
    const text = 'Signed in İzmir on 18 January 2027 in two originals.';
    const spans = labelledSpans({ text, attributes: [{ type: 'Number', text: 'two' }, { type: 'Location', text: 'İzmir' }] });
    expect(spans).toEqual([[38, 41], [10, 15]]);
    expect(spans.map(([b, e]) => text.slice(b, e))).toEqual(['two', 'İzmir']);
  });

  it('finds every occurrence, case aside, and nothing for an empty label', () => {
    const text = 'One party and ONE more: one.';
    expect(labelledSpans({ text, attributes: [{ type: 'Number', text: 'one' }, { type: 'Number', text: '' }] })).toEqual([[0, 3], [14, 17], [24, 27]]);
  });

  it('gives spans whose text folds to the label, whatever letters stand before', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.stringMatching(/^[A-Za-z]{1,8}$/), (head, word) => {
      const text = `${head} İ ${word} `;
      const spans = labelledSpans({ text, attributes: [{ text: word }] });
      return spans.length > 0 && spans.every(([b, e]) => foldSameLength(text.slice(b, e)) === foldSameLength(word));
    }));
  });
});

describe('the attribute conventions script', () => {
  // The sets are kept on the written conventions, and the script is idempotent: over sets 1–33 it finds nothing to do.
  it('finds nothing to change in sets 1–33', () => {
    const out = execFileSync(process.execPath, ['bench/contracts-relabel-attribute-conventions.mjs', 'list', '--sets', '1-33'], { encoding: 'utf8' });
    expect(out.trim().split('\n').at(-1)).toMatch(/^0 element rule\(s\) to apply;/);
  });

  // h111att: C77's period alone and the Percentage row's figure alone, applied to every set.
  it('finds no calendar period with its frequency word and no bounded percentage in sets 1–87', () => {
    const out = execFileSync(process.execPath, ['bench/contracts-relabel-attribute-conventions.mjs', 'list', '--sets', '1-87', '--rules', 'calendar-period,percent-figure'], { encoding: 'utf8' });
    expect(out.trim().split('\n').at(-1)).toMatch(/^0 element rule\(s\) to apply;.*"calendar-period":0,"percent-figure":0/);
  });
});
