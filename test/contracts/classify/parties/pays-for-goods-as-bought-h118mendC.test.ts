/**
 * h118rr's finding 2 mended (issue 18, h118mendC): "pays (for)" the goods is a buyer's only for the goods as bought
 * (party-pays-now.ts BOUGHT_AS_SUCH), not the carriage nor goods lost in transit, which a seller pays. The finding's
 * probes are the near misses; none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';
import { paysNowPattern } from '../../../../src/contracts/classify/parties/party-pays-now.js';

const MILL = ['SUPPLY AGREEMENT', 'This agreement is made between Kumasi Flour Mills Ltd ("THE MILL") and Adjoa Mensah Bakery ("THE BAKERY").'];
const READ = ['KUMASI FLOUR MILLS Supplier', 'ADJOA MENSAH BAKERY Buyer'];
const BOTH_UNKNOWN = ['KUMASI FLOUR MILLS Unknown', 'ADJOA MENSAH BAKERY Unknown'];

describe('"pays (for)" the goods as bought (finding 2)', () => {
  it('each delivery, a period\'s orders: the payer is the Buyer', () => {
    expect(primary(...MILL, 'THE BAKERY pays for each delivery within ten days.')).toEqual(READ);
    expect(primary(...MILL, 'THE BAKERY pays the month\'s orders by transfer.')).toEqual(READ);
  });
  it('near misses: the carriage and goods lost in transit are a seller\'s to pay', () => {
    expect(primary(...MILL, 'THE MILL pays for the delivery of the flour to the bakery.', 'THE BAKERY orders flour each week.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...MILL, 'THE MILL pays for any goods lost or damaged in transit.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...MILL, 'THE MILL pays for all goods lost in transit.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...MILL, 'THE MILL pays for each delivery to the bakery.')).toEqual(BOTH_UNKNOWN);
  });
  it('the pattern on hostile runs of words, of "the goods" and of possessives reads linearly', () => {
    const re = paysNowPattern('THE MILL', 'THE BAKERY', '');
    for (const unit of ['the goods ', 'each a ', "the a's ", 'the deliveries of ', 'all goods lost ']) {
      const text = `THE MILL pays for ${unit.repeat(20000)}`;
      const started = process.hrtime.bigint();
      re.test(text);
      expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(400);
    }
  });
});
