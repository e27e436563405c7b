/**
 * Set 91's attributes "Left" (issue 18, h118t91): a person named "of" the company they work for is a Person and the
 * Organization after "of" (attributes/person-of-company.ts), where the words before "of" are a Person elsewhere in the
 * document or open on a listed given name; and "Republic of Sakha (Yakutia)", the republic's official name, is one
 * Location (lexicon/island-and-provincial-towns.ts RUSSIAN_REPUBLICS). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const attributes = (...lines: string[]): string[][] => typesAndAttributesOf(...lines).map((e) => e.attributes);

describe('a person "of" a company: a Person and an Organization', () => {
  it('by a listed given name, or by the same words read as a Person elsewhere (a chat\'s sender)', () => {
    expect(attributes('The order was placed by John Smith of Acme Trading Ltd.')[0]).toEqual(['Person:John Smith', 'Organization:Acme Trading Ltd.']);
    const got = attributes(
      'Text messages between Morag Bruce of Skerry Knitwear Ltd and the knitter.',
      '[02/05/2047, 11:48] Morag Bruce: Morning, here is our order.',
      '[02/05/2047, 11:50] Ewan Gillies: Thanks, I can knit six.',
      '[02/05/2047, 11:55] Morag Bruce: We pay GBP 40 for each.');
    expect(got[0]).toEqual(['Person:Morag Bruce', 'Organization:Skerry Knitwear Ltd']);
  });
  it('near misses: a body\'s own "of" keeps its words', () => {
    expect(attributes('The loan is made by Bank of Scotland plc.')[0]).toEqual(['Organization:Bank of Scotland plc']);
    expect(attributes('The ferry is run by Isle of Man Steam Packet Company Limited.')[0]).toEqual(['Organization:Isle of Man Steam Packet Company Limited']);
  });
  it('near misses: one word and a legal form after "of", a company named after its founder and town (h118mendD)', () => {
    expect(attributes('The purchase order was placed by John Lewis of Hungerford plc on 3 May.')[0]).toEqual(['Organization:John Lewis of Hungerford plc', 'DateTime:3 May']);
    expect(attributes('Goods are supplied to Thomas Cook of London Ltd under a separate contract.')[0]).toEqual(['Organization:Thomas Cook of London Ltd']);
  });
  it('the document\'s own reading still splits one word and a legal form (h118mendD)', () => {
    const got = attributes(
      'Text messages between Morag Bruce of Skerry Ltd and the knitter.',
      '[02/05/2047, 11:48] Morag Bruce: Morning, here is our order.',
      '[02/05/2047, 11:50] Ewan Gillies: Thanks, I can knit six.',
      '[02/05/2047, 11:55] Morag Bruce: We pay GBP 40 for each.');
    expect(got[0]).toEqual(['Person:Morag Bruce', 'Organization:Skerry Ltd']);
  });
});

describe('"Republic of Sakha (Yakutia)": one Location', () => {
  it('the official name with its bracket, and the republics listed before', () => {
    expect(attributes('Churapcha village, Republic of Sakha (Yakutia), 20 October 2047')[0]).toContain('Location:Republic of Sakha (Yakutia)');
    expect(attributes('Churapcha village, Republic of Sakha (Yakutia), 20 October 2047')[0]).not.toContain('Location:Yakutia');
    expect(attributes('The farm lies in the Republic of Tatarstan.')[0]).toEqual(['Location:Republic of Tatarstan']);
  });
});

describe('hostile runs (h118t91)', () => {
  itClassifiesRunsLinearly(['John Smith of ', 'Smith ', 'of Acme ', 'Sakha (Yakutia) ', 'John Lewis of Hungerford plc ', 'plc. '], (unit) => `"${unit}" repeated before a company: linear`,
    (run) => [{ text: `The order was placed by ${run}Acme Trading Ltd.`, kind: 'sentence' }, { text: `Republic of ${run}(Yakutia)`, kind: 'sentence' }]);
});
