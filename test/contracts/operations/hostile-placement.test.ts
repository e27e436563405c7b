/**
 * Anyone uploads documents: one element may carry hundreds of thousands of attributes ('$1,$1,…' is a Currency every
 * three characters). Each attribute's location used to be found by walking the element's text from its start, so
 * placing them was quadratic in the element's length (1.2 MB of '$1,' ran for minutes); it must now be about linear.
 */
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../src/contracts/operations/index.js';
import { cpuClock } from '../../security/guard.js';

const encode = (text: string) => new TextEncoder().encode(text);

describe('placing many attributes in one element', () => {
  it('places 40,000 currencies of one 120,000-character element in linear time', async () => {
    const elapsed = cpuClock();
    const result = await classifyElements({ file: encode('$1,'.repeat(40_000)), fileContentType: 'text/plain' });
    const attributes = result.elements.flatMap((e) => e.attributes);
    expect(attributes).toHaveLength(40_000);
    expect(attributes[39_999]).toEqual({ type: 'Currency', text: '$1', location: attributes[39_999].location });
    expect(attributes[39_999].location.end - attributes[0].location.begin).toBe(3 * 39_999 + 2);
    expect(elapsed()).toBeLessThan(6_000);
  }, 60_000);
});
