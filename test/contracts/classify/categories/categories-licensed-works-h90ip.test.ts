/**
 * The works a document licenses (category-licensed-works.ts, issue 18, h90ip): read once from the grant or the title, a
 * clause that uses, credits or edits a work, a product that includes it, the rights not granted reserved and the rows of
 * the use and the media granted are Intellectual Property; not a place or data licensed, not a duty to use denied, not a
 * definition. And "This licence is granted … by … to …" is a preamble. Sentences written for these tests, not taken from a
 * labelled set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { licensedWorkNames, licensedWorkUse } from '../../../../src/contracts/classify/categories/category-licensed-works.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { documentCategories } from './set-cue-helpers.js';

/** The names of a document of one title and some sentences. */
const namesOf = (title: string | undefined, ...sentences: string[]): string[] =>
  licensedWorkNames([...(title === undefined ? [] : [title]), ...sentences], [...(title === undefined ? [] : [true]), ...sentences.map(() => false)]);

/** The categories of each element of a document: `# ` marks a title. */
const categoriesOfDocument = (...lines: string[]): string[][] => documentCategories(lines);

describe('the works a document licenses, read from the grant and the title (h90ip)', () => {
  it('a grant names them after the acts it grants, in a list', () => {
    expect(namesOf(undefined, 'The Publisher grants the Studio a non-exclusive licence to record the Song and the Demo Recording in synchronisation with the Film.')).toEqual(['Song', 'Demo Recording']);
    expect(namesOf(undefined, 'We grant you a licence to install and use the Software on one computer.')).toEqual(['Software']);
    expect(namesOf(undefined, 'The Artist gives the Gallery the right to reproduce her paintings in its catalogue.')).toEqual(['painting']);
    expect(namesOf(undefined, 'The Council grants the Brewery permission to print the town crest and the Harbour Logo on its labels.')).toEqual(['Harbour Logo']);
  });

  it('a title names them before or after the licence', () => {
    expect(namesOf('SONG LICENCE AGREEMENT')).toEqual(['song']);
    expect(namesOf('Font licence')).toEqual(['Font']);
    expect(namesOf('LICENCE OF USE OF BOTANICAL DRAWINGS')).toEqual(['drawing']);
  });

  it('no work: a place, a room, data, people, a licence of land', () => {
    expect(namesOf('LICENCE TO USE SPORTS HALL')).toEqual([]);
    expect(namesOf(undefined, 'The School grants the Club a licence to use the swimming pool on Saturdays.')).toEqual([]);
    expect(namesOf(undefined, 'The Provider grants the Bank a licence to use the Market Data for its own risk models.')).toEqual([]);
    expect(namesOf('STUDENT ROOM LICENCE')).toEqual([]);
    expect(namesOf(undefined, 'Each party has the right to terminate this agreement on notice.')).toEqual([]);
  });
});

describe('a clause whose act falls on a work licensed (h90ip)', () => {
  const use = licensedWorkUse(['Song', 'Demo Recording', 'photograph'])!;

  it('the work used, credited, edited, a part of it used, a product including it, the rights not granted reserved, the rows', () => {
    for (const text of [
      'The Studio may not use the Song in any political broadcast.',
      'The Studio shall credit the Song and the Demo Recording in the closing titles.',
      'The Studio may edit the Demo Recording for length but shall not remix it.',
      'Trailers may use up to 20 seconds of the Demo Recording.',
      'The Studio may use the title of the Song in its press releases.',
      'The Studio shall not release a single that includes the Demo Recording.',
      'The Publisher reserves all rights not expressly granted in this licence.',
      'If the Studio fails to give the credit, it shall correct it in later copies.',
      'The Gallery must not alter the photographs in any way.',
      'Use: one performance in the Film, not more than 90 seconds',
      'Media: cinema, television and online streaming',
    ]) expect(use.test(text), text).toBe(true);
  });

  it('not a duty to use denied, a use as a noun, another thing used, the fee, a credit note', () => {
    for (const text of [
      'The Studio is not obliged to use the Song in the Film.',
      'The fee covers all uses of the Song in the Film.',
      'The Studio may use its own cameras and crew.',
      'The fee for the Demo Recording is USD 900.',
      'The Publisher shall give a credit note for any amount overpaid.',
      'The Publisher reserves all rights and remedies under this licence.',
    ]) expect(use.test(text), text).toBe(false);
  });

  it('gives the terms of a photograph licence their Intellectual Property, the preamble and the fee theirs', () => {
    expect(categoriesOfDocument(
      '# PHOTOGRAPH LICENCE',
      'This licence is granted on 3 June 2030 by Ana Cruz ("the Photographer") to Lakeside Books Ltd ("the Publisher").',
      'Media: printed books and e-books sold in Europe',
      '1. The Photographer grants the Publisher a non-exclusive licence to reproduce the Cover Photograph on the cover of the novel Salt Roads.',
      '2. The Publisher may not use the Cover Photograph in any advertisement without the Photographer\'s written consent.',
      '3. The Publisher shall credit the Cover Photograph on the back cover in the form agreed with the Photographer.',
      '4. The Photographer reserves all rights not expressly granted in this licence.',
      '5. The Publisher shall not sell posters or postcards that include the Cover Photograph.',
      '7. The fee is EUR 400, payable within 30 days after the date of the invoice.',
      '9. If the Publisher fails to give the credit, it shall correct it in the next printing.',
    )).toEqual([[], [], ['Intellectual Property'], ['Intellectual Property'], ['Communication', 'Intellectual Property'], ['Intellectual Property'], ['Intellectual Property'], ['Intellectual Property'], ['Payment Terms & Billing', 'Pricing & Taxes'], ['Intellectual Property']]);
  });

  it('no work licensed, no pattern; every name read ends in a work\'s noun', () => {
    expect(licensedWorkUse([])).toBeUndefined();
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 60 }), { maxLength: 6 }), fc.array(fc.boolean(), { maxLength: 6 }), (texts, titles) => {
      for (const name of licensedWorkNames(texts, titles)) expect(name).toMatch(/^(?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*$/);
    }));
  });

  it('reads hostile text in linear time', () => {
    const names = ['Song', 'Demo Recording'];
    for (const unit of ['licence to use the Song and the ', 'may use up to 20 seconds of ', 'credit, edit and use the Demo ', 'LICENCE OF USE OF A B ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [licensedWorkUse(names)!.test(text), licensedWorkNames([text, text], [true, false]).length];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(2);
    }
  });
});

describe('a licence granted by one party to another is a preamble (h90ip)', () => {
  it('no category on "This licence is granted (on <date>) by … to …"', () => {
    expect(categoriesOfDocument(
      'This licence is granted on 1 May 2030 by Reed Songs Ltd ("the Publisher") to Grey Owl Films Ltd ("the Producer").',
      'This licence is granted by the Borough of Hale (the "Council") to Hale Rowing Club (the "Club") on 2 January 2031.',
    )).toEqual([[], []]);
  });
});
