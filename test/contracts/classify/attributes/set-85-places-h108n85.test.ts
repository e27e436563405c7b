/**
 * Issue 18, h108n85 (set 85's causes 19–20; sentences written for this test): the towns of Galicia, Madagascar's
 * regions, the US Virgin Islands, the Kurdistan Region and Bolivia are places, read whole ("Santiago de Compostela", not
 * the world list's "Santiago"); the surnames and words the lists leave out are none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesOf, elements } from '../helpers.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';

const locations = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location:'));

describe('towns of the regions the gazetteer lacked (cause 19)', () => {
  it('reads them where a town stands', () => {
    expect(locations('The nets are mended in Sanxenxo every spring.')).toEqual(['Location:Sanxenxo']);
    expect(locations('The buyer pays the trip to Santiago de Compostela.')).toEqual(['Location:Santiago de Compostela']);
    expect(locations('The boat is moored in the Ría de Vigo.')).toEqual(['Location:Ría de Vigo']);
    expect(locations('The bakery in Antsirabe delivers the bread.')).toEqual(['Location:Antsirabe']);
    expect(locations('The school inspector of Vakinankaratra signs the report.')).toEqual(['Location:Vakinankaratra']);
    expect(locations('Our Frederiksted office is open on Fridays.')).toEqual(['Location:Frederiksted']);
    expect(locations('The tow truck waits in Zakho for the call.')).toEqual(['Location:Zakho']);
    expect(locations('The garage buys its tyres in Erbil.')).toEqual(['Location:Erbil']);
    expect(locations('Any dispute goes to the judges of Tiquipaya.')).toEqual(['Location:Tiquipaya']);
  });

  it('near misses: the surnames and given names left out are no places', () => {
    expect(locations('The survey was signed by Mr Bermejo and Ms Ranya Haddad.')).toEqual([]);
    expect(locations('Sucre Holdings Ltd pays the fee.')).toEqual([]);
  });

  it('every attribute\'s offsets slice back to its text', () => {
    fc.assert(fc.property(fc.constantFrom('Cambados', 'Vilanova de Arousa', 'Antsirabe', 'Christiansted', 'Duhok', 'Sacaba', 'Santiago de Compostela'), fc.constantFrom('in', 'at', 'the courts of'), fc.integer({ min: 1, max: 99 }),
      (town, before, n) => {
        const text = `The ${n} boxes are stored ${before} ${town}, by the harbour.`;
        const element = classifyContract(elements(text)).elements[0];
        return element.attributes.every((a) => a.begin >= 0 && a.end <= text.length && a.begin < a.end && text.slice(a.begin, a.end).trim() === text.slice(a.begin, a.end))
          && element.attributes.some((a) => a.type === 'Location' && text.slice(a.begin, a.end).includes(town));
      }), { numRuns: 30 });
  });
});
