/**
 * A contract mark that needs a figure in money's form ("Bs", "KD", "JD", "Birr") before a bare whole figure that is a
 * rate ("Bs 30 per walker") or a price row's last cell ("Lunch | Bs 45"): money all the same (issue 18, h86d; set 64's
 * bolivianos). A label's number stays none, and the marks that are label letters or English words keep needing the form.
 * Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { currencySpans } from './helpers.js';

const contract = (text: string) => currencySpans(text, true);
const chat = (text: string) => currencySpans(text, false);

describe('a form mark before a bare figure that is a rate or a price cell (h86d)', () => {
  it('a rate "per" a unit', () => {
    expect(contract('The operator pays a fee of Bs 40 per hiker.')).toEqual(['Bs 40=40 BOB']);
    expect(contract('Rooms cost KD 35 per night.')).toEqual(['KD 35=35 KWD']);
    expect(contract('Porters are paid Birr 600 per day.')).toEqual(['Birr 600=600 ETB']);
  });
  it('the last cell of a price row', () => {
    expect(contract('Breakfast for two | Bs 70')).toEqual(['Bs 70=70 BOB']);
    expect(contract('Guided tour | JD 25 | per person')).toEqual(['JD 25=25 JOD']);
  });
  it('near misses: a label, a cell that goes on, a label letter, an English word, a chat', () => {
    expect(contract('See Table Bs 12 for the list.')).toEqual([]);
    expect(contract('The KD 2025 guidance applies.')).toEqual([]);
    expect(contract('Item | Bs 12 apples')).toEqual([]);
    expect(contract('Annex | P 12')).toEqual([]);
    expect(contract('THE TOP 10 per page are shown.')).toEqual([]);
    expect(chat('it costs Bs 40 per hiker')).toEqual([]);
  });
});

describe('a form mark after a sum\'s noun, before a bare whole figure (issue 18, set 81\'s cause 10)', () => {
  it('the noun, glue words or a colon, the mark, the figure', () => {
    expect(contract('The survey fee is GEL 240, payable in advance.')).toEqual(['GEL 240=240 GEL']);
    expect(contract('Registration fee paid: GEL 95.')).toEqual(['GEL 95=95 GEL']);
    expect(contract('The deposit due is SHP 40 for each crate.')).toEqual(['SHP 40=40 SHP']);
    expect(contract('Rent: KD 350')).toEqual(['KD 350=350 KWD']);
  });
  it('near misses: no noun, "of" (the thing priced), the noun too far, a label letter, a figure glued on, a chat', () => {
    expect(contract('The price of Bs 12 is set out in the Annex.')).toEqual([]);
    expect(contract('The notary wrote GEL 240 on the copy.')).toEqual([]);
    expect(contract('The fee for the second copy under KD 2025 applies.')).toEqual([]);
    expect(contract('The price list, Plot P 12, is attached.')).toEqual([]);
    expect(contract('The fee is Bs 12b.')).toEqual([]);
    expect(chat('the fee is GEL 240')).toEqual([]);
  });
});
