/**
 * A summary headline in capitals that names an arrangement's two sides after its subject and a dash ("EGG SUPPLY – <CO.>
 * LTD. AND <PERSON>"), perhaps on a chat export's line, names its parties; the payee's account gives the sides
 * (parties/headline-parties.ts, party-payee.ts; facts set 51's cause 5, issue 18, h90p). A chat written for the rule,
 * none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';
import { headlineParties } from '../../../../src/contracts/classify/parties/headline-parties.js';

const CHAT = (headline: string) => primary(
  '[14/03/2039, 09:12] Noor Haddad: Hi Marguerite, can you still do two trays of eggs a day for the café from April?',
  '[14/03/2039, 09:30] Marguerite Olande: Yes, same as before, 45 cents an egg.',
  `[14/03/2039, 09:41] Noor Haddad: ${headline}`,
  '1. Marguerite supplies two trays of free-range eggs each morning from 1 April 2039.',
  '2. Price EC$0.45 per egg.',
  "3. Payment every Saturday for the week, by transfer to Marguerite's account with the Bank of Saint Lucia.",
  '[14/03/2039, 10:02] Marguerite Olande: OK agreed.',
);

describe('a summary headline naming the two sides after a dash (h90p)', () => {
  it('"EGG SUPPLY – <COMPANY> LTD. AND <PERSON>" on a chat line: the company and the person, sides from the payee', () => {
    expect(CHAT('EGG SUPPLY – HARBOUR STEPS CAFÉ LTD. AND MARGUERITE OLANDE')).toEqual(['HARBOUR STEPS CAFÉ Buyer', 'MARGUERITE OLANDE Supplier']);
  });
  it('the person first, a hyphen for the dash', () => {
    expect(CHAT('EGG SUPPLY - MARGUERITE OLANDE AND HARBOUR STEPS CAFÉ LTD.')).toEqual(['MARGUERITE OLANDE Supplier', 'HARBOUR STEPS CAFÉ Buyer']);
  });
  it('near miss: a headline whose names are neither a company nor a person names no party', () => {
    expect(CHAT('EGG SUPPLY – APRIL AND MAY')).toEqual([]);
  });
});

describe('headlineParties', () => {
  it('reads the two names and their short names, the first name where the text uses it', () => {
    const found = headlineParties(['FIREWOOD – BRAEMAR LODGE LIMITED AND JAMES R. CAIRD', 'James cuts and stacks the wood.']);
    expect(found.map((o) => [o.text, o.alias])).toEqual([['BRAEMAR LODGE LIMITED', 'Braemar Lodge'], ['JAMES R. CAIRD', 'James']]);
  });
  it('near misses: mixed case, no dash, or words after the second name', () => {
    expect(headlineParties(['Firewood – Braemar Lodge Limited and James Caird'])).toEqual([]);
    expect(headlineParties(['FIREWOOD BRAEMAR LODGE LIMITED AND JAMES CAIRD'])).toEqual([]);
    expect(headlineParties(['FIREWOOD – BRAEMAR LODGE LIMITED AND JAMES CAIRD AGREE AS FOLLOWS'])).toEqual([]);
    // Two name-shaped phrases, no company: a schedule's heading (h90p's measure: set 13's "SCHEDULE C – … AND …").
    expect(headlineParties(['SCHEDULE D – RESPONSE TIMES AND SERVICE CREDITS', 'ANNEX 2 – JAMES CAIRD AND MORAG CAIRD'])).toEqual([]);
  });
  it('a long hostile line is read in bounded time', () => {
    const line = `${'A '.repeat(60)}– ${'B '.repeat(40)}AND ${'C '.repeat(30)}x`;
    const start = performance.now();
    expect(headlineParties([line, `X – ${'Y - '.repeat(50)}`])).toEqual([]);
    expect(performance.now() - start).toBeLessThan(200);
  });
});
