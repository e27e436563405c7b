/**
 * Facts set 76's party causes (issue 18, h119q76; numbered as bench/log.md's h119f76 section lists them), each decided on
 * contracts written for it, near misses kept (none is the set's own sentence):
 * - 4: "BY AND BETWEEN" alone on its line over the parties' paragraphs ("The DORBAR SHNONG …, represented by its Rangbah
 *   Shnong (headman) Shri …, hereinafter called the FIRST PARTY (the Dorbar)," / "AND" / "Shri …, son of …, hereinafter
 *   called the SECOND PARTY (the Builder).") named no party (parties/preamble-words.ts PARTIES_HEADING read "BETWEEN"
 *   alone); the sides came from no rule ("payable by the Dorbar": parties/party-payable-by.ts), the post from the gloss
 *   was read as the contact (representative-contacts.ts POST_GLOSS_THEN_TITLE), and a witness under "Witnesses: 1."
 *   was read as one (details/line-shapes.ts WITNESS_LIST_OPENS, one-line-signers.ts readNamePostParty);
 * - 6: a role field naming a local government without its article ("Customer: Municipality of Hrotovice, registered
 *   office …, represented by the mayor …", the alias on the next line) named no party: only "the Municipality of …"
 *   was read in a field (names/government-names.ts ACTING_LOCAL_GOVERNMENT).
 */
import { describe, expect, it } from 'vitest';
import { pricePayableBy } from '../../../../src/contracts/classify/parties/party-payable-by.js';
import { contactLists, partyNames, primary } from '../facts-readers.js';

const WORK = ['CONTRACT FOR WORK No. 3/2048', 'I. Contracting parties'];
const CONTRACTOR = ['Contractor: Stavby Novák s.r.o., registered office Nádražní 5, 675 01 Budišov, represented by the managing director Petr Novák', '(hereinafter the "Contractor")'];
const BODY = ['II. Subject of the work', 'The Contractor repairs the roof of the village hall.', 'The Customer pays CZK 80 000 after the handover.'];
const customer = (value: string) => [`Customer: ${value}, registered office Hrotovice 1, 675 55 Hrotovice, represented by the mayor Ing. Eva Malá`, '(hereinafter the "Customer")'];

describe('a role field naming a local government without its article (cause 6)', () => {
  it('"Customer: Municipality of Hrotovice, …" is the Buyer, its mayor its contact', () => {
    const doc = [...WORK, ...customer('Municipality of Hrotovice'), ...CONTRACTOR, ...BODY];
    expect(primary(...doc)).toEqual(['MUNICIPALITY OF HROTOVICE Buyer', 'STAVBY NOVÁK Supplier']);
    expect(contactLists(...doc)).toEqual([['MUNICIPALITY OF HROTOVICE', ['Eva Malá']], ['STAVBY NOVÁK', ['Petr Novák']]]);
  });
  it('so are "Town of …" and a numbered party field, and the article still reads', () => {
    expect(primary(...WORK, ...customer('Town of Třebíč'), ...CONTRACTOR, ...BODY)).toEqual(['TOWN OF TŘEBÍČ Buyer', 'STAVBY NOVÁK Supplier']);
    expect(primary(...WORK, ...customer('the Municipality of Hrotovice'), ...CONTRACTOR, ...BODY)).toEqual(['MUNICIPALITY OF HROTOVICE Buyer', 'STAVBY NOVÁK Supplier']);
    const numbered = ['First Party: Municipality of Hrotovice, represented by the mayor Ing. Eva Malá', 'Second Party: Stavby Novák s.r.o., represented by Petr Novák', 'The Second Party repairs the roof.'];
    expect(partyNames(...numbered)).toContain('MUNICIPALITY OF HROTOVICE');
  });
  it('near misses: a field that is no role\'s, and the place in a sentence, name no body', () => {
    const place = ['Place of performance: Municipality of Hrotovice, cadastral area Hrotovice'];
    expect(partyNames(...WORK, ...place, ...CONTRACTOR, ...BODY).some((p) => /HROTOVICE/.test(p))).toBe(false);
    const sentence = ['The work is done in the Municipality of Hrotovice.'];
    expect(partyNames(...WORK, ...CONTRACTOR, ...sentence, ...BODY).some((p) => /HROTOVICE/.test(p))).toBe(false);
  });
});

const FOOTBRIDGE = ['AGREEMENT FOR THE REPAIR OF A CANE BRIDGE', 'This Agreement is executed on this the 3rd day of March, 2048 at Nongriat, East Khasi Hills District, Meghalaya,'];
const COUNCIL = 'The DORBAR SHNONG NONGRIAT, the village council of Nongriat, represented by its Secretary Shri Kynsai War, hereinafter called the FIRST PARTY (the Council),';
const MAKER = 'Shri Rishot Nongkhlaw, son of Shri Mait Nongkhlaw, cane craftsman, resident of Laitkynsew village, hereinafter called the SECOND PARTY (the Builder).';
const TERMS = ['1. The Builder shall repair the cane bridge over the stream.', '2. The total contract amount is ₹64,000/- (Rupees Sixty-four Thousand only), payable by the Council as follows: (a) ₹20,000/- on signing; (b) the balance on completion.'];

describe('"BY AND BETWEEN" on its own line over the parties\' paragraphs (cause 4)', () => {
  it('a body and a person with no legal form are the parties, the price\'s payer the Buyer', () => {
    expect(primary(...FOOTBRIDGE, 'BY AND BETWEEN', COUNCIL, 'AND', MAKER, ...TERMS)).toEqual(['DORBAR SHNONG NONGRIAT Buyer', 'RISHOT NONGKHLAW Supplier']);
    expect(primary(...FOOTBRIDGE, 'By and between:', COUNCIL, 'and', MAKER, ...TERMS)).toEqual(['DORBAR SHNONG NONGRIAT Buyer', 'RISHOT NONGKHLAW Supplier']);
  });
  it('near misses: "by and between" inside a sentence\'s line, and no price payable by either, give no such reading', () => {
    const inline = [...FOOTBRIDGE.slice(0, 1), 'The parties agreed by and between themselves as follows', COUNCIL, 'AND', MAKER, ...TERMS];
    expect(primary(...inline).some((p) => p.startsWith('RISHOT NONGKHLAW'))).toBe(false);
    const costs = [TERMS[0], '2. The total contract amount is ₹64,000/- (Rupees Sixty-four Thousand only); all costs of transport are payable by the Council.'];
    expect(primary(...FOOTBRIDGE, 'BY AND BETWEEN', COUNCIL, 'AND', MAKER, ...costs)).toEqual(['DORBAR SHNONG NONGRIAT Unknown', 'RISHOT NONGKHLAW Unknown']);
  });
});

describe('the council\'s contact: a glossed post before "Shri", and its witnesses (cause 4)', () => {
  const headman = COUNCIL.replace('its Secretary Shri Kynsai War', 'its Rangbah Shnong (headman) Shri Kynsai War');
  const signed = ['FIRST PARTY: Kynsai War, Dorbar Shnong Nongriat', 'SECOND PARTY: Rishot Nongkhlaw'];
  it('"represented by its <post> (<gloss>) Shri <name>" names the person, not the post', () => {
    expect(contactLists(...FOOTBRIDGE, 'BY AND BETWEEN', headman, 'AND', MAKER, ...TERMS)).toEqual([['DORBAR SHNONG NONGRIAT', ['Kynsai War']], ['RISHOT NONGKHLAW', []]]);
  });
  it('a witness under "Witnesses: 1." or "Witnesses:" is no contact, though "<name>, <post>, <body>" names the body', () => {
    const numbered = ['Witnesses: 1. Pynshai Lyngdoh, Secretary, Dorbar Shnong Nongriat 2. Ibari Syiem, Laitkynsew'];
    expect(contactLists(...FOOTBRIDGE, 'BY AND BETWEEN', headman, 'AND', MAKER, ...TERMS, ...signed, ...numbered)).toEqual([['DORBAR SHNONG NONGRIAT', ['Kynsai War']], ['RISHOT NONGKHLAW', []]]);
    const heading = ['Witnesses:', 'Pynshai Lyngdoh, Secretary, Dorbar Shnong Nongriat'];
    expect(contactLists(...FOOTBRIDGE, 'BY AND BETWEEN', headman, 'AND', MAKER, ...TERMS, ...signed, ...heading)).toEqual([['DORBAR SHNONG NONGRIAT', ['Kynsai War']], ['RISHOT NONGKHLAW', []]]);
  });
  it('near misses: the same line with no witnesses\' heading above it, or after a named witness, is the body\'s signer', () => {
    const signer = ['Pynshai Lyngdoh, Secretary, Dorbar Shnong Nongriat'];
    expect(contactLists(...FOOTBRIDGE, 'BY AND BETWEEN', headman, 'AND', MAKER, ...TERMS, ...signer)).toEqual([['DORBAR SHNONG NONGRIAT', ['Pynshai Lyngdoh', 'Kynsai War']], ['RISHOT NONGKHLAW', []]]);
    const named = ['Witness: Ibari Syiem', 'Pynshai Lyngdoh, Secretary, Dorbar Shnong Nongriat'];
    expect(contactLists(...FOOTBRIDGE, 'BY AND BETWEEN', headman, 'AND', MAKER, ...TERMS, ...named)).toEqual([['DORBAR SHNONG NONGRIAT', ['Pynshai Lyngdoh', 'Kynsai War']], ['RISHOT NONGKHLAW', []]]);
  });
});

describe('the price "payable by" a party (pricePayableBy, cause 4)', () => {
  it('reads the price\'s sentence: a price word and a figure before "payable by <alias>"', () => {
    expect(pricePayableBy('Council', ['The total contract amount is ₹64,000/- (Rupees Sixty-four Thousand only), payable by the Council as follows:'])).toBe(true);
    expect(pricePayableBy('the Club', ['A fee of EUR 4,000.00, payable by the Club in two instalments.'])).toBe(true);
    expect(pricePayableBy('CLUB', ['THE FEE OF EUR 4,000 IS PAYABLE BY THE CLUB.'])).toBe(true);
  });
  it('near misses: costs, taxes or a penalty; no figure; another sentence\'s price; the alias in small letters', () => {
    expect(pricePayableBy('Builder', ['A penalty of ₹1,000/- per day is payable by the Builder.'])).toBe(false);
    expect(pricePayableBy('Club', ['All taxes on the fee of EUR 400 are payable by the Club.'])).toBe(false);
    expect(pricePayableBy('Club', ['The fee is payable by the Club.'])).toBe(false);
    expect(pricePayableBy('Club', ['The fee is EUR 400. Travel is payable by the Club.'])).toBe(false);
    expect(pricePayableBy('Builder', ['The price is EUR 400, payable by the builder\'s bank.'])).toBe(false);
  });
});
