/**
 * Facts set 75's causes 4 and 8 (issue 18, h118q75; numbered as bench/log.md's h118f75 section lists them), each decided
 * on contracts written for it, near misses kept (none is the set's own sentence):
 * - 4: Indonesian "I. Name: / Position: / Address:" entries closed by "acting for and on behalf of <company>, hereinafter
 *   referred to as the FIRST PARTY" or "acting for herself, hereinafter referred to as the SECOND PARTY" named no party
 *   (parties/name-field-entries.ts: roman numbers, the acting clause; the company the party, the person its contact,
 *   party-details.ts), and a present "pays Rp45.000" made no payer (party-pays-now.ts MARK_THEN_FIGURE);
 * - 8: "Rp 2,5 juta" was read 2.5 rupiah (numbers/scale-words-after.ts, contracts only).
 */
import { describe, expect, it } from 'vitest';
import { amounts, contactLists, primary } from '../facts-readers.js';

const HEAD = ['SUPPLY AGREEMENT', 'On 3 March 2048 at Bandung, the undersigned:'];
const FIRST = ['I. Name: Budi Santoso', 'Position: Director', 'Address: Jalan Braga No. 9, Bandung', 'acting for and on behalf of PT Sinar Kopi Priangan, hereinafter referred to as the FIRST PARTY;'];
const SECOND = ['II. Name: Siti Rahayu', 'Position: Coffee farmer', 'Address: Desa Cikole, Lembang', 'acting for herself, hereinafter referred to as the SECOND PARTY.'];
const BODY = ['The Parties agree as follows:', 'The SECOND PARTY supplies green coffee to the FIRST PARTY.', 'The FIRST PARTY pays Rp45.000 per kilogram within 7 days of each delivery.'];

describe('"Name:" entries closed by the capacity the person acts in (cause 4)', () => {
  it('the company acted for is the Buyer, its person its contact; the farmer acting for herself the Supplier', () => {
    expect(primary(...HEAD, ...FIRST, ...SECOND, ...BODY)).toEqual(['SINAR KOPI PRIANGAN Buyer', 'SITI RAHAYU Supplier']);
    expect(contactLists(...HEAD, ...FIRST, ...SECOND, ...BODY)).toEqual([['SINAR KOPI PRIANGAN', ['Budi Santoso']], ['SITI RAHAYU', []]]);
  });
  it('numbered in figures, closed by "Hereinafter …" alone, the persons are the parties', () => {
    const first = ['1. Name: Budi Santoso', 'Address: Jalan Braga No. 9, Bandung', 'Hereinafter referred to as the FIRST PARTY;'];
    const second = ['2. Name: Siti Rahayu', 'Address: Desa Cikole, Lembang', 'Hereinafter referred to as the SECOND PARTY.'];
    expect(primary(...HEAD, ...first, ...second, ...BODY)).toEqual(['BUDI SANTOSO Buyer', 'SITI RAHAYU Supplier']);
  });
  it('near misses: acting for a body with no legal form, or in another capacity, names no party by the entry', () => {
    const village = [...FIRST.slice(0, 3), 'acting for and on behalf of the village of Cikole, hereinafter referred to as the FIRST PARTY;'];
    expect(primary(...HEAD, ...village, ...SECOND, ...BODY).some((p) => /SANTOSO|CIKOLE/.test(p))).toBe(false);
    const witness = [...SECOND.slice(0, 3), 'acting as a witness, hereinafter referred to as the SECOND PARTY.'];
    expect(primary(...HEAD, ...FIRST, ...witness, ...BODY).some((p) => p.startsWith('SITI RAHAYU'))).toBe(false);
  });
  it('a present payer of a sum in a contract mark ("Rp45.000", "Tk 5,000") is the Buyer; a bare figure, no', () => {
    const one = ['SUPPLY AGREEMENT', 'I. PT Sinar Kopi Priangan, represented by its director Budi Santoso, hereinafter referred to as the FIRST PARTY;', 'II. Siti Rahayu, of Desa Cikole, hereinafter referred to as the SECOND PARTY.', 'The SECOND PARTY supplies green coffee to the FIRST PARTY.'];
    expect(primary(...one, 'The FIRST PARTY pays Rp45.000 per kilogram.')).toEqual(['SINAR KOPI PRIANGAN Buyer', 'SITI RAHAYU Supplier']);
    expect(primary(...one, 'The FIRST PARTY pays Tk 5,000 per sack.')).toEqual(['SINAR KOPI PRIANGAN Buyer', 'SITI RAHAYU Supplier']);
    expect(primary(...one, 'The FIRST PARTY pays 20 pickers from its own funds.')).toEqual(['SINAR KOPI PRIANGAN Unknown', 'SITI RAHAYU Unknown']);
  });
});

describe('"juta" and "ribu" after a money figure (cause 8)', () => {
  const sale = (sentence: string) => amounts('SALE AGREEMENT between PT Sinar Kopi Priangan (the Buyer) and Siti Rahayu (the Seller).', sentence);
  it('scale the sum: "Rp 2,5 juta" 2,500,000, "IDR 1,2 juta", "Rp 750 ribu", glued "Rp12 juta"', () => {
    expect(sale('The Buyer advances Rp 2,5 juta to the Seller.')).toEqual(['2500000 IDR']);
    expect(sale('The Buyer pays IDR 1,2 juta per month.')).toEqual(['1200000 IDR']);
    expect(sale('A bonus of Rp 750 ribu is paid at harvest.')).toEqual(['750000 IDR']);
    expect(sale('The price is Rp12 juta.')).toEqual(['12000000 IDR']);
  });
  it('near misses: a longer word, no money before it, a word between', () => {
    expect(sale('The Buyer advances Rp 2,5 jutaan to the Seller.')).toEqual(['2.5 IDR']);
    expect(sale('The Seller delivers 3 juta bags.')).toEqual([]);
    expect(sale('The Buyer advances Rp 2,5 in juta notes.')).toEqual(['2.5 IDR']);
  });
});
