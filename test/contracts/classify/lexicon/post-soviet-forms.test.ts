/**
 * The post-Soviet legal forms beside a quoted name: one list (the gazetteer's POST_SOVIET_FORMS) read on both sides of the
 * quotes, so a form known after the name is known before it, and the other way round (h25dup: the two sides had each
 * their own list). Before the name the form is part of the Organization, as a company's name with its legal form (h91at).
 */
import { describe, expect, it } from 'vitest';
import { POST_SOVIET_FORMS, POST_SOVIET_FORMS_BEFORE_QUOTE_ONLY } from '../../../../src/contracts/classify/lexicon/gazetteer.js';
import { orgs } from '../found-names.js';

describe('a post-Soviet legal form beside a quoted name', () => {
  it.each(POST_SOVIET_FORMS)('%s before the name: the form and the quoted name are one Organization', (form) => {
    expect(orgs(`The goods are supplied by ${form} "Taiga Timber" under this contract.`)).toEqual([`${form} "Taiga Timber"`]);
  });
  // After the name, a form written out in words may also be read as a capitalised name of its own by the suffix
  // recognizer ("Joint Stock Company", as on main for "Closed Joint Stock Company"): the quoted name is the one with it.
  it.each(POST_SOVIET_FORMS.filter((f) => !POST_SOVIET_FORMS_BEFORE_QUOTE_ONLY.has(f)))('%s after the name: the quoted words are the name', (form) => {
    const found = orgs(`The goods are supplied by "Taiga Timber" ${form} under this contract.`);
    expect(found[0]).toBe('Taiga Timber');
    expect(found.filter((name) => name.includes('Taiga'))).toEqual(['Taiga Timber']);
  });
  it('"Joint-Stock" with a hyphen, and blanks doubled between the words', () => {
    expect(orgs('Closed Joint-Stock Company "Ararat Stone" agrees as follows.')).toEqual(['Closed Joint-Stock Company "Ararat Stone"']);
    expect(orgs('"Volga Grain"  Open  Joint-Stock  Company agrees as follows.')[0]).toBe('Volga Grain');
  });
  it('a form glued to a word, or a word that begins like a form, is none', () => {
    expect(orgs('The term "Taiga Timber" OOOPS is defined below.')).toEqual([]);
    expect(orgs('XLLC "Taiga Timber" is a trade mark.')).toEqual([]);
  });
  it('"TOO" and "AO" after a quoted name are the English word and capitals, no form (h91at)', () => {
    expect(orgs('THE GOODS ARE SOLD "AS IS" TOO.')).toEqual([]);
    expect(orgs('Each cow tagged "Red Herd" AO is kept apart.')).toEqual([]);
  });
});
