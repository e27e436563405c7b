/**
 * Asset Use for a storage unit, locker or berth let to the occupant (issue 18, h70c55; set 55's third category cause),
 * and C12's return of entrusted materials after the last shipment. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOf(text, undefined, false);

describe('a let unit kept locked, entered with a code, access to it denied: Asset Use (h70c55)', () => {
  it('reads the occupant\'s use of the let place', () => {
    expect(one('You must keep your locker locked at all times.')).toContain('Asset Use');
    expect(one('The Marina may deny the Owner access to the berth if any fee is unpaid.')).toContain('Asset Use');
    expect(one('You may enter the facility with your access card between 7 a.m. and 9 p.m.')).toEqual(['Asset Use']);
    expect(one('Members receive a gate code on joining.')).toEqual(['Asset Use']);
  });
  it('reads no let place in records kept locked', () => {
    expect(one('You must keep the records locked in a cabinet.')).not.toContain('Asset Use');
  });
});

describe('C12: entrusted materials returned after the last shipment are Asset Use (h70c55)', () => {
  it('reads the return at the end of the work', () => {
    expect(one('The Processor shall return all unused yarn to the Principal within 14 days after the last shipment of each order.')).toContain('Asset Use');
  });
  it('reads no Asset Use in materials returned with no end named', () => {
    expect(one('The Processor may return any yarn that does not conform to the Principal.')).not.toContain('Asset Use');
  });
});
