/**
 * The keeper of a register, named right after the register ("the Commercial Register kept by the Regional Court in
 * Brno"), is no party of the contract; the same body named elsewhere (a forum, a notice) still is one (h74facts).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { isRegisterOfNumber } from '../../../../src/contracts/classify/parties/party-registers.js';
import { elements } from '../helpers.js';

const parties = (...items: string[]) => classifyContract(elements(...items)).parties.map((p) => `${p.party} ${p.importance}`);
const mention = (text: string, name: string) => {
  const begin = text.indexOf(name);
  return { element: 0, begin, end: begin + name.length, text: name } as Parameters<typeof isRegisterOfNumber>[1];
};

describe('a register "kept / maintained / held by" a court or office: the keeper is no party', () => {
  it('a court keeping the commercial register of each party', () => {
    expect(parties(
      'This Agreement is made between Modra Hora s.r.o., registered in the Commercial Register kept by the Regional Court in Brno, Section C, File 40412 (the "Supplier"), and Zelena Louka a.s., registered in the Commercial Register maintained by the City Court in Prague, Section B, File 7781 (the "Customer").',
      '1. Services. The Supplier shall deliver the reports monthly.'))
      .toEqual(['MODRA HORA Primary', 'ZELENA LOUKA Primary']);
  });
  it('the keeper test reads "kept", "maintained", "held" and "administered by", with or without "the"', () => {
    for (const verb of ['kept', 'maintained', 'held', 'administered']) {
      const text = `Zelena Louka a.s., entered in the register ${verb} by the District Court for Kraków, under number 1234`;
      expect(isRegisterOfNumber(text, mention(text, 'District Court for Kraków'))).toBe(true);
    }
    const bare = 'entered in the charities register kept by Charity Commission Office, number 55';
    expect(isRegisterOfNumber(bare, mention(bare, 'Charity Commission Office'))).toBe(true);
  });
  it('near misses: a court as the forum, records kept by a body, a ministry keeping the register, a register "kept at" a place', () => {
    const forum = 'Any dispute shall be submitted to the Regional Court in Brno.';
    expect(isRegisterOfNumber(forum, mention(forum, 'Regional Court in Brno'))).toBe(false);
    const records = 'The Supplier shall keep the records held by the Land Survey Office for five years.';
    expect(isRegisterOfNumber(records, mention(records, 'Land Survey Office'))).toBe(false);
    const ministry = 'an association entered in the Register of Associations kept by the Ministry of Justice under number 9';
    expect(isRegisterOfNumber(ministry, mention(ministry, 'Ministry of Justice'))).toBe(false);
    const place = 'a copy of the register kept at the offices of Brno Storage Services Ltd';
    expect(isRegisterOfNumber(place, mention(place, 'Brno Storage Services Ltd'))).toBe(false);
  });
  it('a register keeper named again as the forum is still found there', () => {
    const names = (...items: string[]) => classifyContract(elements(...items)).parties.map((p) => p.party);
    expect(names(
      'This Agreement is made between Modra Hora s.r.o., registered in the Commercial Register kept by the Regional Court in Brno, Section C, File 40412 (the "Supplier"), and Zelena Louka a.s. (the "Customer").',
      '9. Disputes. Any dispute shall be submitted to the Regional Court in Brno.'))
      .toEqual(['MODRA HORA', 'ZELENA LOUKA', 'REGIONAL COURT IN BRNO']);
  });
  it('is linear on a hostile string before the mention', () => {
    const text = `${'register kept by '.repeat(6000)}Regional Court in Brno`;
    const t0 = Date.now();
    isRegisterOfNumber(text, mention(text, 'Regional Court in Brno'));
    expect(Date.now() - t0).toBeLessThan(200);
  });
});
