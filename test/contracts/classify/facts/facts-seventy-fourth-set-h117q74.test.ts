/**
 * Facts set 74's causes 19 and 3 (issue 18, h117q74; bench/log.md, "A seventy-fourth blind facts set"), on contracts
 * written for this test (none is the set's own sentence):
 * - a body's name cut at a Vietnamese letter outside Latin-1 and Extended-A ("ề", "ấ", "ơ", "ư"): lexicon/name-letters.ts,
 *   the one home of a name's letters for the institution grammar and the local governments;
 * - Vietnam's "đ", "đồng" and "VNĐ" after a figure were no sum: src/nlu currency-units.ts CONTRACT_PREFIXES.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { amounts, distinctCurrencies, partyNames } from '../facts-readers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('a Vietnamese letter is a letter of a body\'s name', () => {
  it('a court\'s district keeps its tone marks and horned vowels', () => {
    // Changed on purpose (session 78, h118v74): a small-letter place kind after a "People's …" body's place ends its name.
    expect(orgs('Disputes go to the People\'s Court of Phong Điền district.')).toEqual(['People\'s Court of Phong Điền district']);
    expect(orgs('Disputes go to the People\'s Court of Cần Thơ City.')).toEqual(['People\'s Court of Cần Thơ City']);
    expect(orgs('Disputes go to the District Court of Ấp Bắc.')).toEqual(['District Court of Ấp Bắc']);
  });
  it('the body is a party of the contract under its whole name', () => {
    const names = partyNames('CONTRACT FOR HIRING A HARVESTER', 'PARTY A (the hirer): Mr. Lê Văn An, of Hamlet 2.',
      'PARTY B (the owner): Mr. Trần Văn Bình, of Hamlet 3.', 'Disputes are settled by the People\'s Court of Phong Điền district.');
    expect(names.filter((n) => n.includes('COURT'))).toEqual(['PEOPLE\'S COURT OF PHONG ĐIỀN DISTRICT']);
  });
  it('near misses: the letters of a name in plain ASCII and in Latin-1 read as before', () => {
    expect(orgs('Disputes go to the People\'s Court of Ba Dinh district.')).toEqual(['People\'s Court of Ba Dinh district']);
    expect(orgs('Disputes go to the Regional Court of Aix-en-Provence.')).toEqual(['Regional Court of Aix-en-Provence']);
  });
});

describe('the đồng after a figure is a sum of the contract', () => {
  const hire = (...lines: string[]) => ['CONTRACT FOR HIRING A HARVESTER', 'PARTY A (the hirer): Mr. Lê Văn An, of Hamlet 2.', 'PARTY B (the owner): Mr. Trần Văn Bình, of Hamlet 3.', ...lines];
  it('"đ", "đồng" and "VNĐ" as Vietnamese drafting writes them', () => {
    expect(amounts(...hire('Party A pays Party B 2.800.000 đ per hectare harvested.'))).toEqual(['2800000 VND']);
    expect(amounts(...hire('Party A pays an advance of 1.500.000 VNĐ on signing this contract.'))).toEqual(['1500000 VND']);
    expect(amounts(...hire('Party A pays 400.000 đồng for the driver\'s meals.'))).toEqual(['400000 VND']);
    expect(distinctCurrencies(...hire('Party A pays 400.000 đồng for the driver\'s meals.'))).toEqual(['VND']);
  });
  it('near misses: a list\'s letter before a figure, a bare "dong"', () => {
    expect(amounts(...hire('The field is plot đ 12 of the commune.', 'Party A pays VND 900.000 for fuel.'))).toEqual(['900000 VND']);
    expect(amounts(...hire('The gong sounded dong 3 times at noon.', 'Party A pays VND 900.000 for fuel.'))).toEqual(['900000 VND']);
  });
});

describe('the marks and the letters on hostile input', () => {
  itClassifiesRepeatedLinearly('Court of Điền Ấp Ơ Ư ề ợ-ư Court of ');
  itClassifiesRepeatedLinearly('pays 1.000 đ 2.000 đồng VNĐ 3.000 VNĐ đ ');
});
