/**
 * Issue 18, h105n82 (set 82's cause 14): small readings of types. A deposit kept is the keeper's Right (C126); a sum
 * held takes the predicate joined after it ("hold a bond … and release it"); "Only" before a joint subject; ", and no
 * <noun> may …" after a present-tense duty leaves the duty; "checks … and may reject" reads the check and the right
 * (C139's pair, with a comma or none). Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements, typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const WE_YOU = 'These terms are between Fernhill Bikes Ltd ("Fernhill", "we" or "us") and the person who hires a bike ("you").';
const TWO = 'This Contract is made between the Parish of Lowmoor (the "Parish") and Quillon Archives Ltd (the "Contractor").';
const weYou = (text: string) => typesOf(WE_YOU, text)[1];
const two = (text: string) => typesOf(TWO, text)[1];

describe('set 82\'s small type readings', () => {
  it('a deposit kept is the keeper\'s Right; one kept during the hire or as security is held', () => {
    expect(weYou('If you cancel less than a day before the ride, we keep your deposit.')).toEqual(['Right/Fernhill']);
    expect(weYou('We keep the deposit if you do not turn up.')).toEqual(['Right/Fernhill']);
    expect(weYou('We keep your deposit during the hire and return it when you bring the bike back.')).toEqual(['Obligation/Fernhill']);
    expect(weYou('We keep your deposit as security for any damage.')).not.toContain('Right/Fernhill');
  });
  it('a sum held takes the predicate joined after it', () => {
    expect(weYou('We hold a bond of GBP 200 on your card during the hire and release it within five days after you return the bike.')).toEqual(['Obligation/Fernhill']);
    expect(two('The Parish holds a retention of 5% of each payment and releases it at the end of the defects period.')).toEqual(['Obligation/Parish']);
  });
  it('near miss: a sum held with nothing joined, and a thing held, bind no one', () => {
    expect(weYou('We hold a bond of GBP 200 on your card.')).toEqual([]);
    expect(two('The Parish holds a licence for the archive and operates it as a museum.')).toEqual([]);
    expect(two('The Contractor holds the records and releases the Parish from all claims about them.')).toEqual([]);
  });
  it('"Only" before a joint subject of "you" and a class', () => {
    expect(weYou('Only you and any rider named on the booking may ride the bike.')).toEqual(['Right/You']);
    expect(weYou('Only you may ride the bike.')).toEqual(['Right/You']);
  });
  it('", and no <noun> may" after a present-tense duty leaves the duty', () => {
    expect(two('The Contractor scans all files in the Parish office, and no file may leave the building.')).toEqual(['Obligation/Contractor']);
    expect(two('The Contractor keeps the registers in a locked cabinet, and no member of the public may see them.')).toEqual(['Obligation/Contractor']);
  });
  it('a present-tense check and "may reject", with a comma or none, are a duty and a right', () => {
    expect(two('The Parish checks each batch and may reject it.')).toEqual(['Right/Parish', 'Obligation/Parish']);
    expect(two('The Parish checks each batch, and may reject it.')).toEqual(['Right/Parish', 'Obligation/Parish']);
  });
  it('near misses (h105fixN): a deposit kept with no condition is held, no Right; one kept on a condition is forfeited', () => {
    expect(weYou('We keep your deposit.')).not.toContain('Right/Fernhill');
    expect(weYou('Should you damage the bike, we keep your deposit.')).toEqual(['Right/Fernhill']);
  });
  it('without the comma, "and may" after a check reads the check too; after any other present act the right alone (C139, C34)', () => {
    expect(two('The Parish inspects the scans and may return any that are blurred.')).toEqual(['Right/Parish', 'Obligation/Parish']);
    expect(two('The Contractor scans the files and may use its own scanners.')).toEqual(['Right/Contractor']);
    expect(two('The Contractor scans the files, and may use its own scanners.')).toEqual(['Right/Contractor', 'Obligation/Contractor']);
  });
  it('near miss: "and may be" and "and may not" take no duty from the first clause', () => {
    expect(two('The Parish checks each batch and may not reject it after 30 days.')).not.toContain('Right/Parish');
  });
  it('reads the narrowed shapes repeated in linear time (h105fixN)', () => {
    for (const unit of ['The Parish checks a batch and may ', 'if we keep your deposit ', 'at 9 am to 5 pm on 3 May 2043 at ']) {
      readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))} reject it.`;
        return () => classifyContract(elements(text)).elements.length;
      });
    }
  });
});
