/**
 * Issue 18, h102a79 (set 79's attributes; sentences and names written for this test): the towns of states whose capitals
 * the gazetteer listed and whose other towns it lacked (Myanmar, Kosovo and Albania, El Salvador, Tuvalu, Anguilla), a
 * town and its atoll (C117), a place's name given to a trade mark and used as the mark (C142), and a country's name used
 * as its language before "text", "version", "original" or "language" (docs/contracts.md's place rule: "Not a language").
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';

const PREAMBLE = 'This contract is made between Kestrel Mills Ltd ("the Seller") and Ana Ruiz ("the Buyer").';
const locations = (text: string): string[] => attributesOf(text).filter((a) => a.startsWith('Location'));

describe('towns of states whose capital alone was listed', () => {
  it('reads Myanmar\'s towns', () => {
    expect(locations('The rice is milled in Mandalay and sold in Taunggyi.')).toEqual(['Location:Mandalay', 'Location:Taunggyi']);
    expect(locations('The boats are moored at Nyaungshwe.')).toEqual(['Location:Nyaungshwe']);
  });
  it('reads Kosovo\'s and Albania\'s towns in their spellings', () => {
    expect(locations('The printer has presses in Prishtina, in Gjakovë and in Durrës.')).toEqual(['Location:Prishtina', 'Location:Gjakovë', 'Location:Durrës']);
    expect(locations('The stall stands in the market of Ferizaj.')).toEqual(['Location:Ferizaj']);
  });
  it('reads El Salvador\'s towns, and none where a saint\'s name opens a longer name', () => {
    expect(locations('The Buyer collects the sacks in Sonsonate or in Santa Ana.')).toEqual(['Location:Sonsonate', 'Location:Santa Ana']);
    expect(locations('The van goes to San Miguel every Monday.')).toEqual(['Location:San Miguel']);
    expect(attributesOf('The Seller buys bottles from San Miguel Glassworks Inc.').filter((a) => a.startsWith('Location'))).toEqual([]);
  });
  it('reads Tuvalu\'s atolls, and a village and its atoll as one place (C117)', () => {
    expect(locations('The tanks are shipped to Vaitupu and to Nukufetau.')).toEqual(['Location:Vaitupu', 'Location:Nukufetau']);
    expect(locations('The clinic is at Vaiaku, Funafuti.')).toEqual(['Location:Vaiaku, Funafuti']);
  });
  it('reads Anguilla\'s seat "The Valley" with its capital V only', () => {
    expect(locations('The workshop is in The Valley, Anguilla.')).toEqual(['Location:The Valley, Anguilla']);
    expect(locations('The ferry leaves from Blowing Point.')).toEqual(['Location:Blowing Point']);
    expect(locations('The valley floods in May. The water fills the valley.')).toEqual([]);
  });
});

describe('a place\'s name given to a trade mark (C142)', () => {
  it('is no Location in the mark\'s quotes', () => {
    expect(locations('The Seller bakes bread under the trade mark "Lautoka".')).toEqual([]);
    expect(locations('The Buyer sells the jam under the brand "Nadi" in Leeds.')).toEqual(['Location:Leeds']);
  });
  it('is no Location where the contract uses the mark again before a noun, and a place again after "in"', () => {
    const got = typesAndAttributesOf(
      PREAMBLE,
      '"Marks" means the trade mark "Mandalay" and the elephant logo;',
      'The Buyer may open one Mandalay tea shop in Leeds.',
      'The Seller supplies the Mandalay tea blend at the listed prices.',
      'The Seller buys its tea leaves in Mandalay.',
    ).map((e) => e.attributes.filter((a) => a.startsWith('Location')));
    expect(got).toEqual([[], [], ['Location:Leeds'], [], ['Location:Mandalay']]);
  });
  it('keeps a place before a noun where no mark of that name is made', () => {
    expect(typesAndAttributesOf(PREAMBLE, 'The Buyer may resell the goods at the Mandalay market price.')[1].attributes).toEqual(['Location:Mandalay']);
  });
  it('stays linear on a long run of mark words and quotes', () => {
    const text = `${'the trade mark "Lautoka" '.repeat(3000)}${'brand "'.repeat(3000)}`;
    const t0 = Date.now();
    typesAndAttributesOf(PREAMBLE, text, text);
    expect(Date.now() - t0).toBeLessThan(5000);
  });
});

describe('a country\'s name used as its language', () => {
  it('is no Location before "text", "version", "original" or "language"', () => {
    expect(locations('Where the versions differ, the Myanmar text prevails.')).toEqual([]);
    expect(locations('This lease is signed in the Myanmar language and translated from the Myanmar original.')).toEqual([]);
    expect(locations('The Lao version is the one filed.')).toEqual([]);
  });
  it('stays a Location as the country', () => {
    expect(locations('This lease is governed by the laws of Myanmar.')).toEqual(['Location:Myanmar']);
    expect(locations('The Seller ships the text books to Myanmar.')).toEqual(['Location:Myanmar']);
  });
});
