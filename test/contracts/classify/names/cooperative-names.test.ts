/**
 * A cooperative or an association named in its own language, with no legal form (gazetteer.ts COOPERATIVE_WORDS,
 * names/cooperative-names.ts; facts set 39's cause 1, h73f39n): the word for a cooperative beside the name's own
 * capitalised words makes a body's name, whatever the head's case; the word alone, or before small words, is the common
 * noun. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';
import { orgs } from '../found-names.js';

const lease = (lessor: string) => [
  'OLIVE MILL LEASE AGREEMENT',
  'This agreement is concluded on 3 March 2031 in Split between:',
  `1. ${lessor}, Ulica 5, Poličnik, OIB 12345678901, represented by the president of the cooperative Ante Perić (hereinafter: the Lessor),`,
  '2. Uljara Dalmacija d.o.o., Obala 2, Zadar, represented by the director Ivo Šimić (hereinafter: the Lessee).',
  'The Lessor leases to the Lessee its olive mill in Poličnik for a rent of EUR 9.000,00 a year.',
];

describe('cooperatives named in their own language (h73f39n)', () => {
  it.each([
    ['Poljoprivredna zadruga Maslina Poličnik', 'POLJOPRIVREDNA ZADRUGA MASLINA POLIČNIK'],
    ['Ribarska Zadruga Jadran', 'RIBARSKA ZADRUGA JADRAN'],
    ['Zadruga Maslina Poličnik', 'ZADRUGA MASLINA POLIČNIK'],
  ])('"%s" is the lessor with its president', (written, party) => {
    expect(contactLists(...lease(written))).toEqual([[party, ['Ante Perić']], ['ULJARA DALMACIJA', ['Ivo Šimić']]]);
    expect(primary(...lease(written))).toEqual([`${party} Supplier`, 'ULJARA DALMACIJA Buyer']);
  });
  it('the word in other languages, with its joins, in capitals and closing a German compound', () => {
    expect(orgs('The beans are bought from KOPERATIVE ABAHINZI BA KAWA MUSASA, a coffee cooperative.')).toEqual(['KOPERATIVE ABAHINZI BA KAWA MUSASA']);
    expect(orgs('Milk is collected by Spółdzielnia Mleczarska Bielmlek w Bielsku, and by Cooperativa Agraria de Tierra Verde.')).toEqual(['Spółdzielnia Mleczarska Bielmlek w Bielsku', 'Cooperativa Agraria de Tierra Verde']);
    expect(orgs('The tea is sold through Ushirika wa Wakulima wa Chai Meru under the scheme.')).toEqual(['Ushirika wa Wakulima wa Chai Meru']);
    expect(orgs('The grapes go to Winzergenossenschaft Rebenhang at harvest.')).toEqual(['Winzergenossenschaft Rebenhang']);
  });
  it('a cooperative bank with its seat after the Polish "w"', () => {
    expect(orgs('Payments go to the account with Bank Spółdzielczy w Lipnie.')).toEqual(['Bank Spółdzielczy w Lipnie']);
  });
  it('a register\'s label after the name closes it', () => {
    expect(orgs('Ribarska zadruga Jadran OIB 12345678901 supplies the fish.')).toEqual(['Ribarska zadruga Jadran']);
  });
  it('near misses: the common noun alone, before small words, or after a sentence\'s lead', () => {
    expect(orgs('The zadruga shall hold its assembly in May.')).toEqual([]);
    expect(orgs('Our Cooperativa members deliver their olives daily.')).toEqual([]);
    expect(orgs('a cooperativa of growers')).toEqual([]);
    expect(orgs('zadruga Maslina delivers the olives.')).toEqual([]);
  });
});
