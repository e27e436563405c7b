/**
 * The authority a representative acts under ends the representative's name: "legally represented by Ms. <name> by
 * power of attorney No. …", "under a power of attorney dated …", "pursuant to …", "by virtue of …"
 * (representative-contacts.ts REPRESENTATIVE_END; facts set 38's cause 5, h70roles). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const SELLER = '1.1. Cooperativa Apícola Tarija Limitada, NIT 55123, domiciled in Tarija, represented by its President Mr. Julio Mendez Arce, hereinafter the "SELLER".';
const buyer = (tail: string) => `1.2. DULCE VALLE S.R.L., NIT 77321, domiciled in Cochabamba, legally represented by Ms. Rosa Quiroga Salinas${tail}, hereinafter the "BUYER".`;
const BODY = '2. The SELLER sells to the BUYER five tonnes of honey at Bs 28,00 per kilogram.';
const READ = [['COOPERATIVA APÍCOLA TARIJA', ['Julio Mendez Arce']], ['DULCE VALLE', ['Rosa Quiroga Salinas']]];

describe('a power of attorney after the representative (h70roles)', () => {
  it.each([
    [' by power of attorney No. 45/2031'],
    [' under a power of attorney dated 3 March 2031'],
    [' by notarial power of attorney No. 112/2029 granted before Notary No. 4'],
    [' pursuant to a resolution of its partners of 2 January 2034'],
    [' by virtue of the powers granted to her'],
  ])('"…Salinas%s" keeps the contact', (tail) => {
    expect(contactLists('HONEY PURCHASE CONTRACT', SELLER, buyer(tail), BODY)).toEqual(READ);
  });
  it('as before: no tail, or "acting under …"', () => {
    expect(contactLists('HONEY PURCHASE CONTRACT', SELLER, buyer(''), BODY)).toEqual(READ);
    expect(contactLists('HONEY PURCHASE CONTRACT', SELLER, buyer(' acting under a general power of attorney'), BODY)).toEqual(READ);
  });
});
