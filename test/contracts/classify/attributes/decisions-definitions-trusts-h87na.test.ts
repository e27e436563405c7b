/**
 * Issue 18, h87na (set 65's attribute causes, sentences written for this test): a decision's or a permit's number with
 * a serial after a slash is an identifier, no DateTime (C28); a second quoted term joined by "and" alone is a DefinedTerm
 * as one after a comma is (C50); a trust that runs schools is an Organization by its kind.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a numeric date glued to a slash and a serial', () => {
  it('is an identifier', () => {
    expect(attributesOf('The works are awarded under Decision No. 03-11-2040/7 of 14.02.2031.')).toEqual(['DateTime:14.02.2031']);
    expect(attributesOf('The felling permit No. 12-05-2031/44 is attached.')).toEqual([]);
  });
  it('near misses: two dates joined by a slash, a date alone', () => {
    expect(attributesOf('The market is closed on 15.03.2031/16.03.2031.')).toEqual(['DateTime:15.03.2031', 'DateTime:16.03.2031']);
    expect(attributesOf('The works start on 05-06-2031.')).toEqual(['DateTime:05-06-2031']);
  });
});

describe('a later definition joined by "and" alone', () => {
  it('is a DefinedTerm', () => {
    expect(attributesOf('In these terms, "Owner" means Lakeside Boats Ltd and "Hirer" means the person who signs the booking form.'))
      .toEqual(['DefinedTerm:Owner', 'Organization:Lakeside Boats Ltd', 'DefinedTerm:Hirer']);
  });
  it('near miss: a quoted word in the meaning that no "means" follows', () => {
    expect(attributesOf('In these terms, "Boat" means the vessel named in the booking form and "its" equipment.')).toEqual(['DefinedTerm:Boat']);
  });
});

describe('a trust that runs schools', () => {
  it('is an Organization of its own beside another party', () => {
    expect(attributesOf('This agreement is made between Riverbend Schools Trust and Acme Builders Ltd.'))
      .toEqual(['Organization:Riverbend Schools Trust', 'Organization:Acme Builders Ltd.']);
    expect(attributesOf('The hall belongs to Northfield Education Trust.')).toEqual(['Organization:Northfield Education Trust']);
  });
});
