/**
 * A body that gathers members or trades names them in a list before its legal form ("Federation of Oils, Seeds and
 * Fats Associations Ltd"): the list, closed by "and", is the name's (company-names.ts listedNameStart; issue 18, h77t60b).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a body\'s name holding a list before its legal form (h77t60b)', () => {
  it.each([
    ['Disputes are referred to arbitration under the rules of the Federation of Oils, Seeds and Fats Associations Ltd.', 'Federation of Oils, Seeds and Fats Associations Ltd.'],
    ['The goods are graded by the Union of Fruit Growers, Packers and Shippers Ltd.', 'Union of Fruit Growers, Packers and Shippers Ltd.'],
    ['Membership of the Association of Importers, Exporters, Brokers and Agents Limited is required.', 'Association of Importers, Exporters, Brokers and Agents Limited'],
    ['The Chamber of Mines, Metals & Minerals Inc. certifies the weight.', 'Chamber of Mines, Metals & Minerals Inc.'],
  ])('%s', (text, name) => expect(orgs(text)).toContain(name));

  it('no list before the form, or a comma between names: the names stay apart', () => {
    expect(orgs('The Buyer shall pay Acme, Beta and Gamma Ltd.')).toEqual(['Beta and Gamma Ltd.']);
    expect(orgs('The Seller, Beta and Gamma Ltd shall deliver the goods.')).toEqual(['Beta and Gamma Ltd']);
    // A bank's "of" names a place: two names, not one.
    expect(orgs('Payment is due to the Bank of Ireland, Smith and Jones Ltd acting as agent.')).not.toContain('Bank of Ireland, Smith and Jones Ltd');
    // A place opens no list ("Council of Europe").
    expect(orgs('Funding comes from the Council of Europe, Alpha and Beta Ltd.')).not.toContain('Council of Europe, Alpha and Beta Ltd.');
    // The words before the form close no list with "and": as before.
    expect(orgs('The Federation of Oils, Seeds Trading Ltd buys the crop.')).not.toContain('Federation of Oils, Seeds Trading Ltd');
  });
});
