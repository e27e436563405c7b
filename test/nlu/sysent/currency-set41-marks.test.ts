/**
 * Facts set 41's marks left (issue 18, h76f41d): the Caribbean guilder's "Cg" and São Tomé's dobra's "Db" before a
 * figure in money's form; Mauritania's "UM" and a bare "manat" after a figure as raw marks (the unit is the mark; the
 * contract labeller names the currency by the country the contract names, local-currency.ts). Contract marks only: a
 * chat reads none. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { currencySpans } from './helpers.js';

const contract = (text: string) => currencySpans(text, true);
const chat = (text: string) => currencySpans(text, false);

describe('the marks "Cg", "Db", "UM" and "manat" (h76f41d)', () => {
  it('in a contract, before (or for "manat" after) a figure in money\'s form', () => {
    expect(contract('A surcharge of Cg 175,00 per trip applies.')).toEqual(['Cg 175,00=175 XCG']);
    expect(contract('A delivery charge of Db 250,00 applies.')).toEqual(['Db 250,00=250 STN']);
    expect(contract('The rent is UM 2 500 per month.')).toEqual(['UM 2 500=2500 UM']);
    expect(contract('Lost wool is charged at 95 manat per kilogram.')).toEqual(['95 manat=95 manat']);
  });
  it('near misses: a bare count after the letters, small letters, a mark after capitals, "manat" before a figure, a chat', () => {
    expect(contract('Unit Cg 12 is on the second floor.')).toEqual([]);
    expect(contract('The sample holds 175 cg of salt and the alarm sounds at 85 dB.')).toEqual([]);
    expect(contract('The TANK UM 2 500 is lent for the season.')).toEqual([]);
    expect(contract('The Customer pays manat 95 on signing.')).toEqual([]);
    expect(chat('a surcharge of Cg 175,00 per trip')).toEqual([]);
    expect(chat('the rent is UM 2 500')).toEqual([]);
    expect(chat('it was 95 manat')).toEqual([]);
  });
});
