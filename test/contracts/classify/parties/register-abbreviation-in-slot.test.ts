import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

/** Each party as `NAME role/importance`. */
const partiesOf = (...texts: string[]) =>
  classifyContract(elements(...texts)).parties.map((p) => `${p.party} ${p.role}/${p.importance}`);

// h67slot: "Cg." (the Hungarian company register's number) inside a party's bracket ended the sentence there, so the
// slot lost its alias and its counterpart's reading (structure/sentences.ts BEFORE_HOUSE_NUMBER).
describe('a register abbreviation inside a slot\'s bracket ends no slot (h67slot)', () => {
  const slot = (number: string) => [
    'This supply agreement was concluded between',
    `Balaton Pékség Kft. (registered office: 8200 Veszprém, Fő utca 2.; company registration number: ${number}; tax number: 11223344-2-19; represented by: Nagy Béla, managing director), hereinafter: the Seller,`,
    'and',
    'Alpen Feinkost GmbH (registered office: Graz, Herrengasse 7; represented by: Lena Gruber, managing director), hereinafter: the Buyer,',
    'as follows:',
    '1. The Seller shall deliver bread.',
  ];
  it('"Cg. 19-09-501234": both parties with their roles', () => {
    expect(partiesOf(...slot('Cg. 19-09-501234'))).toEqual(['BALATON PÉKSÉG Supplier/Primary', 'ALPEN FEINKOST Buyer/Primary']);
  });
  it('the same slot with "Reg. No." or a bare number reads as before', () => {
    expect(partiesOf(...slot('Reg. No. 19-09-501234'))).toEqual(['BALATON PÉKSÉG Supplier/Primary', 'ALPEN FEINKOST Buyer/Primary']);
    expect(partiesOf(...slot('19-09-501234'))).toEqual(['BALATON PÉKSÉG Supplier/Primary', 'ALPEN FEINKOST Buyer/Primary']);
  });
});
