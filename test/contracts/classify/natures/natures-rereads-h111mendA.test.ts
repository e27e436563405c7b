/**
 * The re-read's findings on natures (issue 18, h111rrA; mended by h111mendA): a condition's subject of more than one
 * word after the duty (finding 3), the act of ending done "by" a party a few words on (finding 4). Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';

const LP = 'This Partnership Agreement is made between Harbour Capital LLC (the "General Partner") and Jane Reed (the "Limited Partner").';
const AB = 'This Agreement is made between Alpha Ltd ("Alpha") and Beta Ltd ("Beta").';
const natures = (preamble: string, text: string): string[] => typesAndAttributesOf(preamble, text)[1].types.map((t) => t.split('/')[0]);

describe('finding 3: a condition whose subject is a name or a defined party keeps the present-tense duty', () => {
  it.each([
    [LP, 'The Limited Partner tells the General Partner at once if the General Partner cannot meet a capital call.'],
    [AB, 'Beta tells Alpha at once if Beta cannot meet a response time.'],
    [AB, 'Beta tells Alpha at once if it cannot meet a response time.'],
  ])('%#: %s', (preamble, text) => {
    expect(natures(preamble, text)).toContain('Obligation');
  });
});

describe('finding 4: a party ending the body a few words on is its act', () => {
  it.each([
    'On the expiry of the term the Partnership shall be dissolved and wound up by the General Partner.',
  ])('%s', (text) => {
    expect(natures(LP, text)).not.toEqual([]);
  });
  it('near miss: the body ended with no party named has no nature', () => {
    expect(natures(LP, 'On the expiry of the term the Partnership shall be dissolved.')).toEqual([]);
  });
});
