/**
 * The rest of ISO 4217's currencies (issue 18, h75f40d; facts set 40's cause 16): the Pacific franc ("XPF", "F CFP",
 * "CFP francs"), the Surinamese dollar ("SRD", "SR$"), Venezuela's bolívar ("VES", "bolívares"), Angola's kwanza ("AOA",
 * "Kz"), the afghani ("AFN", "Afs.", "؋"), Cuba's peso ("CUP", "Cuban pesos") and the other codes the list lacked. A code
 * that is also a word or an abbreviation ("CUP", "SDG", "IRR") is a contract mark before a figure in money's form only,
 * and never before a share. "F" alone is no currency. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { currencySpans } from './helpers.js';
import { CURRENCY_CODES, CONTRACT_PREFIXES } from '../../../src/nlu/sysent/number/currency-units.js';
import { readsLinearly } from '../../security/linear-time.js';

const contract = (text: string) => currencySpans(text, true);
const chat = (text: string) => currencySpans(text, false);

/** ISO 4217's currencies in use (no fund codes, metals or drawing rights), as of 2025. */
const ISO_4217 = `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF
  CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF
  IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT
  MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR
  SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VED VES VND
  VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG`.split(/\s+/);

describe('every ISO 4217 currency in use is known (h75f40d)', () => {
  it('as a code in capitals or as a contract mark spelt so', () => {
    const known = new Set([...CURRENCY_CODES, ...[...CONTRACT_PREFIXES.entries()].filter(([mark, v]) => mark === v.code).map(([mark]) => mark)]);
    expect(ISO_4217.filter((code) => !known.has(code))).toEqual([]);
  });
});

describe("the six currencies of facts set 40's cause 16 (h75f40d)", () => {
  it('the Pacific franc: its code either side, "F CFP" and "CFP francs" after the figure', () => {
    expect(contract('The Buyer pays XPF 1 200 per kilogram of fish.')).toEqual(['XPF 1 200=1200 XPF']);
    expect(contract('The Buyer pays 1 200 XPF per kilogram of fish.')).toEqual(['1 200 XPF=1200 XPF']);
    expect(contract('The Buyer pays 1 200 F CFP per kilogram of fish.')).toEqual(['1 200 F CFP=1200 XPF']);
    expect(contract('The rent is 85 000 CFP francs a month.')).toEqual(['85 000 CFP francs=85000 XPF']);
    expect(contract('The rent is 85 000 francs CFP a month.')).toEqual(['85 000 francs CFP=85000 XPF']);
  });
  it('"F" alone is no currency, and "francs CFA" stays no Swiss franc', () => {
    expect(contract('The water is heated to 95 F before use.')).toEqual([]);
    expect(contract('The rent is 85 000 F a month.')).toEqual([]);
    // The CFA franc's raw mark, which the contract's country names (issue 18, h77f43d): never the Swiss franc.
    expect(contract('The rent is 250,000 francs CFA a month.')).toEqual(['250,000 francs CFA=250000 FCFA']);
  });
  it('the Surinamese dollar: its code with dot or comma groups, "SR$", its name', () => {
    expect(contract('The Sawmill charges SRD 1.250,00 per cubic metre.')).toEqual(['SRD 1.250,00=1250 SRD']);
    expect(contract('The Sawmill charges SRD 2,400.00 per tonne.')).toEqual(['SRD 2,400.00=2400 SRD']);
    expect(contract('The hire is SR$ 250,00 a day.')).toEqual(['SR$ 250,00=250 SRD']);
    expect(contract('The fee is 3,000 Surinamese dollars.')).toEqual(['3,000 Surinamese dollars=3000 SRD']);
  });
  it('the bolívar: its code and its plural name; "Bs" and "Bs." read as the boliviano here (local-currency.ts decides)', () => {
    expect(contract('Each flight is charged at VES 18.400,00.')).toEqual(['VES 18.400,00=18400 VES']);
    expect(contract('Each flight is charged at 18.400,00 bolívares.')).toEqual(['18.400,00 bolívares=18400 VES']);
    expect(contract('Each flight is charged at Bs. 18.400,00.')).toEqual(['Bs. 18.400,00=18400 BOB']);
    expect(contract('Each flight is charged at Bs 18.400,00.')).toEqual(['Bs 18.400,00=18400 BOB']);
    expect(contract('The fee is 1.200,00 bolivianos.')).toEqual(['1.200,00 bolivianos=1200 BOB']);
  });
  it('the kwanza: its code, "Kz" before or after a figure in money\'s form, its name', () => {
    expect(contract('Drilling is paid at Kz 48.500,00 per metre.')).toEqual(['Kz 48.500,00=48500 AOA']);
    expect(contract('Drilling is paid at 48.500,00 Kz per metre.')).toEqual(['48.500,00 Kz=48500 AOA']);
    expect(contract('The price is AOA 4.750.000,00.')).toEqual(['AOA 4.750.000,00=4750000 AOA']);
    expect(contract('The price is 22 000 kwanzas.')).toEqual(['22 000 kwanzas=22000 AOA']);
  });
  it('the afghani: its code, "Afs." and its sign', () => {
    expect(contract('The Buyer reimburses Afs. 9,500 per consignment.')).toEqual(['Afs. 9,500=9500 AFN']);
    expect(contract('The Buyer reimburses AFN 9,500 per consignment.')).toEqual(['AFN 9,500=9500 AFN']);
    expect(contract('The Buyer reimburses ؋ 9,500 per consignment.')).toEqual(['؋ 9,500=9500 AFN']);
  });
  it('the Cuban peso: its code before a figure in money\'s form, its name', () => {
    expect(contract('THE AGENCY pays CUP 10 800 per hour of tour.')).toEqual(['CUP 10 800=10800 CUP']);
    expect(contract('THE AGENCY pays CUP 2,500.00 per transfer.')).toEqual(['CUP 2,500.00=2500 CUP']);
    expect(contract('THE AGENCY pays 3 600 Cuban pesos per day.')).toEqual(['3 600 Cuban pesos=3600 CUP']);
  });
  it('near misses: a cup, a goal, a rate of return, a share, a word in capitals before the code', () => {
    expect(contract('Each guest receives a CUP 2 mug.')).toEqual([]);
    expect(contract('EACH GUEST RECEIVES ONE CUP 1,000 ML.')).toEqual([]);
    expect(contract('The project serves SDG 13 and SDG 6.2.')).toEqual([]);
    expect(contract("The project's IRR 12.50% is expected.")).toEqual([]);
    expect(contract('The target is IRR 15.00 per cent.')).toEqual([]);
    expect(contract('The check is CRC 32 on each frame.')).toEqual([]);
  });
});

describe('the other codes and names the list lacked (h75f40d)', () => {
  it('codes in capitals, marks in money\'s form, names with their country', () => {
    expect(contract('The fee is DJF 250 000 a month.')).toEqual(['DJF 250 000=250000 DJF']);
    expect(contract('The fee is YER 12,000.00 a month.')).toEqual(['YER 12,000.00=12000 YER']);
    expect(contract('The fee is SDG 1,500,000.00.')).toEqual(['SDG 1,500,000.00=1500000 SDG']);
    expect(contract('The rent is RD$ 25,000.00 a month.')).toEqual(['RD$ 25,000.00=25000 DOP']);
    expect(contract('The rent is 25,000 Dominican pesos a month.')).toEqual(['25,000 Dominican pesos=25000 DOP']);
    expect(contract('The rent is 40,000 Egyptian pounds a month.')).toEqual(['40,000 Egyptian pounds=40000 EGP']);
    expect(contract('The rent is NAf. 1.250,00 a month.')).toEqual(['NAf. 1.250,00=1250 ANG']);
  });
  it('a chat reads the plain codes and names, not the contract marks', () => {
    expect(chat('send XPF 1 200 please')).toEqual(['XPF 1 200=1200 XPF']);
    expect(chat('it was 300 kwanzas')).toEqual(['300 kwanzas=300 AOA']);
    expect(chat('I want a CUP 2,500.00')).toEqual([]);
  });
});

describe('the cents after an amount in words without "and" (h75f40d)', () => {
  it('"Sixteen thousand eight hundred 00/100 Bolivianos" is the amount, not a sum of nothing', () => {
    expect(contract('The price is Bs 16.800,00 (Sixteen thousand eight hundred 00/100 Bolivianos).')).toEqual(['Bs 16.800,00=16800 BOB', 'Sixteen thousand eight hundred 00/100 Bolivianos=16800 BOB']);
    expect(chat('Two thousand 50/100 US dollars')).toEqual(['Two thousand 50/100 US dollars=2000.5 USD']);
  });
  it('near misses: a figure before the cents, no "/100", no currency name', () => {
    expect(chat('Two thousand 50/10 dollars')).toEqual(['10 dollars=10 USD']);
    expect(chat('two thousand 50/100')).toEqual([]);
  });
});

describe('the new marks on hostile input (h75f40d)', () => {
  for (const unit of ['CUP 1 000 CUP ', 'Kz 1.000,00 Kz Kz ', '1 F CFP F CFP ', 'IRR 1.00% IRR ']) {
    it(`"${unit}" repeated, in a contract: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => contract(text);
      }, 1000);
    });
  }
});
