/**
 * An opening whose names with their aliases are the subject of "agree", no "between" (preamble-names.ts partiesAgree),
 * and a signer's line "Representative Director: <name> (seal)" under the party's name and address (party-details.ts
 * TITLE_COLON_NAME, besideHeading): facts set 49's causes 5 and 6, issue 18, h88p. Sentences written for the rule,
 * none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';

const CONTRACT = (opening: string, ...signing: string[]) => [
  'AGREEMENT FOR THE SUPPLY OF LACQUERWARE',
  opening,
  'Article 1 (Purpose)',
  'Party B shall make and deliver sixty (60) lacquered trays to Party A by June 30, 2039.',
  'Article 2 (Price)',
  'Party A shall pay Party B ¥660,000 within thirty (30) days of delivery.',
  'In witness whereof, this Agreement is made in duplicate.',
  ...signing,
];
const OPENING = 'Kanazawa Garden Hotels Co., Ltd. (hereinafter "Party A") and Emi Hayashi (hereinafter "Party B") agree as follows on the supply of lacquerware.';

describe('names and aliases that "agree", no "between", are the party slots (partiesAgree)', () => {
  it('the company and the individual, with their sides from "Party A shall pay"', () => {
    expect(primary(...CONTRACT(OPENING))).toEqual(['KANAZAWA GARDEN HOTELS Buyer', 'EMI HAYASHI Supplier']);
  });
  it('"hereby agree" and "have agreed" alike', () => {
    expect(primary(...CONTRACT(OPENING.replace('agree as follows', 'hereby agree as follows')))).toEqual(['KANAZAWA GARDEN HOTELS Buyer', 'EMI HAYASHI Supplier']);
    expect(primary(...CONTRACT(OPENING.replace('agree as follows', 'have agreed as follows')))).toEqual(['KANAZAWA GARDEN HOTELS Buyer', 'EMI HAYASHI Supplier']);
  });
  it('near miss: one alias only, or no verb of agreeing, opens no slot for the individual', () => {
    expect(primary(...CONTRACT('Kanazawa Garden Hotels Co., Ltd. (hereinafter "Party A") and Emi Hayashi agree as follows.'))).toEqual(['KANAZAWA GARDEN HOTELS Unknown']);
    expect(primary(...CONTRACT('Kanazawa Garden Hotels Co., Ltd. (hereinafter "Party A") and Emi Hayashi (hereinafter "Party B") are named in the order.'))).toEqual(['KANAZAWA GARDEN HOTELS Unknown']);
  });
});

describe('"Representative Director: <name> (seal)" under the name and the address (h88p)', () => {
  const SIGNING = (line: string) => ['March 2, 2039', 'Party A', 'Kanazawa Garden Hotels Co., Ltd.', '3-8-12 Hirosaka, Kanazawa City, Ishikawa', line, 'Party B', 'Emi Hayashi (seal)', '14-2 Higashiyama, Kanazawa City, Ishikawa'];
  it('the director, with the seal, without it, or as "President:"', () => {
    for (const line of ['Representative Director: Daisuke Mori (seal)', 'Representative Director: Daisuke Mori', 'President: Daisuke Mori (seal)']) {
      expect(contactLists(...CONTRACT(OPENING, ...SIGNING(line)))).toEqual([['KANAZAWA GARDEN HOTELS', ['Daisuke Mori']], ['EMI HAYASHI', []]]);
    }
  });
  it('near miss: a field that is no post ("Contact: …") or a line between that is no address gives no contact', () => {
    expect(contactLists(...CONTRACT(OPENING, ...SIGNING('Witness: Daisuke Mori (seal)')))).toEqual([['KANAZAWA GARDEN HOTELS', []], ['EMI HAYASHI', []]]);
    expect(contactLists(...CONTRACT(OPENING, 'Party A', 'Kanazawa Garden Hotels Co., Ltd.', 'Hotel division', 'Representative Director: Daisuke Mori (seal)')))
      .toEqual([['KANAZAWA GARDEN HOTELS', []], ['EMI HAYASHI', []]]);
  });
});
