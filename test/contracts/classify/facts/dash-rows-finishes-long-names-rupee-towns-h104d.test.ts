/**
 * What facts sets 61–63 left (issue 18, h104d), each decided on sentences written for these tests, near misses kept:
 * - a dash set off by blanks between an item and its sum stands for the row's colon (fee-rows.ts `DASH_LABEL`), and a
 *   count ending the item's label is no range's lower end (amount-bounds.ts `itemRowSum`); a real range stays one;
 * - "finishes on" ends the agreement or the period as "ends on" does (date-kinds.ts `CUE`, facts.ts PERIOD_NOUN_RUNS);
 * - currency names of four and five words after the figure ("Papua New Guinean kina"), MAX_NAME_WORDS the longest listed;
 * - Nepal's and Sri Lanka's towns are the gazetteer's places, listed by their country, which the rupee rule asks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFeeRow } from '../../../../src/contracts/classify/facts/fee-rows.js';
import { dateKind } from '../../../../src/contracts/classify/facts/date-kinds.js';
import { fieldLineKind } from '../../../../src/contracts/classify/facts/rental-returns.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { CITIES, TOWNS_BY_COUNTRY } from '../../../../src/contracts/classify/lexicon/gazetteer.js';
import { CURRENCY_NAMES, MAX_NAME_WORDS } from '../../../../src/nlu/sysent/number/currency-units.js';
import { recognizeNumeric } from '../../../../src/nlu/sysent/number/index.js';
import { amounts, dates, distinctCurrencies } from '../facts-readers.js';
import { attributesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

/** The facts a text's numbers give, as `Type:words=value unit`. */
const numerics = (text: string) => recognizeNumericFacts(text).map((f) => `${f.type}:${text.slice(f.begin, f.end)}=${f.value}${f.unit ? ` ${f.unit}` : ''}`);
const row = (text: string, mark: string) => isFeeRow(text, text.indexOf(mark), text.length);

describe('a dash between an item and its sum', () => {
  it('prices each bulleted or plain item as its row with a colon does', () => {
    expect(amounts('PARTY HIRE ORDER', 'Customer: Mr Kofi Mensah', '- Bouncy castle – 45 000 FCFA', '• Sound system and speakers — 20 000 FCFA', 'Tent with side walls - 35 000 FCFA', 'Done at Lomé, 2 May 2034.'))
      .toEqual(['45000 XOF', '20000 XOF', '35000 XOF']);
    expect(row('- Gazebo hire – $120.00', '$')).toBe(true);
    expect(row('Delivery and collection — €45.00 (VAT included)', '€')).toBe(true);
  });
  it('reads the sum after an item\'s count, the count a number of its own', () => {
    expect(numerics('- Lunch for 12 guests – 60 000 FCFA')).toEqual(['Number:12=12', 'Currency:60 000 FCFA=60000 FCFA']);
    expect(numerics('- Lunch for 2 – 30.00 €')).toEqual(['Number:2=2', 'Currency:30.00 €=30 EUR']);
    expect(numerics('Room 14 – 45 000 FCFA')).toEqual(['Number:14=14', 'Currency:45 000 FCFA=45000 FCFA']);
    expect(amounts('PARTY HIRE ORDER', 'Customer: Mr Kofi Mensah', '- Lunch for 2 – 30 000 FCFA', 'Done at Lomé, 2 May 2034.')).toEqual(['30000 XOF']);
  });
  it('near misses: a range of money stays a range, a measure or a numbered item no row', () => {
    expect(numerics('Tickets 10 – 20 €')).toEqual(['Currency:10 – 20 €=10 EUR']);
    expect(numerics('Seats from 5 – 50 €')).toEqual(['Currency:from 5 – 50 €=5 EUR']);
    expect(numerics('Price: 10 – 20 €')).toEqual(['Currency:10 – 20 €=10 EUR']);
    expect(numerics('EUR 100 – 200')).toEqual(['Currency:EUR 100=100 EUR', 'Number:200=200']);
    expect(row('Hall hire €100 – €200', '€200')).toBe(false);
    expect(row('Hall hire EUR 100 – EUR 200', 'EUR 200')).toBe(false);
    expect(row('Public liability cover – $1,000,000.00', '$')).toBe(false);
    expect(row('(a) Chair hire – $120.00', '$')).toBe(false);
    const sentence = 'Breakages – $20.00 is kept for each glass';
    expect(isFeeRow(sentence, sentence.indexOf('$'), sentence.indexOf('0 is') + 1)).toBe(false);
  });
  it('the dash changes nothing: a row with a colon and with any dash agree, and a count before it reads the same sum', () => {
    const labels = fc.constantFrom('Hall hire', 'Delivery and setting up', 'Sound system', 'Cleaning after the event', '- Cake stand');
    fc.assert(fc.property(labels, fc.constantFrom(' – ', ' — ', ' - ', ' –  '), fc.integer({ min: 1, max: 9999 }), (label, dash, n) => {
      const colon = `${label}: €${n}.00`;
      const dashed = `${label}${dash}€${n}.00`;
      return row(colon, '€') === row(dashed, '€');
    }));
    fc.assert(fc.property(fc.constantFrom(' – ', ' — ', ' - '), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 999 }), (dash, count, thousands) => {
      const text = `- Lunch for ${count}${dash}${thousands} 000 FCFA`;
      return numerics(text).includes(`Currency:${thousands} 000 FCFA=${thousands * 1000} FCFA`);
    }));
  });
  it('reads a long line of dashed counts and sums in linear time', () => {
    readsLinearly((n) => {
      const text = 'lunch for 2 – 30 000 FCFA\n'.repeat(Math.ceil(n / 26));
      return () => recognizeNumericFacts(text);
    });
  });
});

describe('"finishes on" ends the agreement or its period', () => {
  it('a span that starts and finishes gives both dates', () => {
    expect(dates('TENANCY AGREEMENT', 'The tenancy begins on 1 March 2040 and finishes on 28 February 2041.')).toEqual({ effective: ['2040-03-01'], termination: ['2041-02-28'] });
    expect(dates('This Agreement starts on 6 June 2039 and finishes on 5 June 2040.')).toEqual({ effective: ['2039-06-06'], termination: ['2040-06-05'] });
    expect(dates('The hire starts on 1 March 2040 and finishes on 8 March 2040.')).toEqual({ effective: ['2040-03-01'], termination: ['2040-03-08'] });
    expect(dateKind('This Agreement shall finish on ')).toBe('termination');
  });
  it('near misses: work finished by a day, a past "finished"', () => {
    expect(dates('The Supplier shall finish the installation on 1 May 2040 under this Agreement.')).toEqual({ effective: [], termination: [] });
    expect(dateKind('This Agreement was finished on ')).toBeUndefined();
    expect(dateKind('the painters finish the ')).toBeUndefined();
  });
});

describe('currency names of four and five words', () => {
  it('reads the country\'s whole name and its unit after the figure', () => {
    expect(amounts('The Buyer shall pay 4 000 Papua New Guinean kina for the outboard motor.')).toEqual(['4000 PGK']);
    expect(amounts('The fee is 900 Trinidad and Tobago dollars a month.')).toEqual(['900 TTD']);
    expect(amounts('The rent is 2 500 United Arab Emirates dirhams.')).toEqual(['2500 AED']);
    expect(amounts('The deposit is 300 Bosnia and Herzegovina convertible marks.')).toEqual(['300 BAM']);
    expect(distinctCurrencies('The price is 12 000 São Tomé and Príncipe dobras.')).toEqual(['STN']);
  });
  it('MAX_NAME_WORDS is the longest listed name, and each long name reads its code', () => {
    expect(MAX_NAME_WORDS).toBe(Math.max(...[...CURRENCY_NAMES.keys()].map((n) => n.split(' ').length)));
    const read = (t: string) => recognizeNumeric(t, { numbers: true, percentages: true, currencies: true, newSystemEntities: true });
    for (const [name, code] of CURRENCY_NAMES) {
      if (name.split(' ').length < 4) continue;
      const written = name.replace(/(^|\s)(\p{L})/gu, (_, s: string, l: string) => s + l.toUpperCase()).replace(/ And /g, ' and ');
      expect(read(`a sum of 1 000 ${written}`).map((m) => m.unit), written).toContain(code);
    }
  });
  it('near misses: the country\'s name before another noun, a name cut short', () => {
    expect(amounts('The crew of 12 Papua New Guinean fishermen is hired for the season.')).toEqual([]);
    expect(amounts('The Trust sends 40 Trinidad and Tobago students abroad.')).toEqual([]);
    expect(amounts('The plant employs 300 Bosnia and Herzegovina residents.')).toEqual([]);
  });
});

describe('Nepal\'s and Sri Lanka\'s towns, places of the gazetteer by their country', () => {
  it('are places where the text names them', () => {
    expect(attributesOf('The Landlord lets the flat above the bakery in Pokhara.')).toContain('Location:Pokhara');
    expect(attributesOf('The goods are delivered to the warehouse in Kandy.')).toContain('Location:Kandy');
    for (const towns of Object.values(TOWNS_BY_COUNTRY)) for (const town of towns) expect(CITIES, town).toContain(town);
  });
  it('name their country\'s rupee for "Rs." as their capital does', () => {
    expect(distinctCurrencies('LEASE DEED', 'The house at Lakeside, Pokhara is let for Rs. 25,000/- a month.')).toEqual(['NPR']);
    expect(distinctCurrencies('LEASE', 'The bungalow near the lake in Kandy is let for Rs. 90,000 a month.')).toEqual(['LKR']);
  });
  it('near miss: a town India has too is no sign of Nepal', () => {
    expect(Object.values(TOWNS_BY_COUNTRY).flat()).not.toContain('Lalitpur');
    expect(distinctCurrencies('LEASE DEED', 'The shop in Lalitpur is let for Rs. 25,000/- a month.')).toEqual(['INR']);
  });
});

describe('a stay\'s or a hire\'s fields written in one element', () => {
  it('reads each field on its own line, as in elements of their own', () => {
    expect(dates('GUEST HOUSE BOOKING CONFIRMATION', 'Guest: Ilse Vermeer\nCheck-in: Thu 9 Aug 2040, 14:00\nCheck-out: Sun 12 Aug 2040, 10:00')).toEqual({
      effective: ['2040-08-09'], termination: ['2040-08-12'],
    });
    expect(dates('CAMPER HIRE AGREEMENT', 'Hirer: Mr Tomas Berg\nPick-up: 4 May 2040, 09:00, Maun depot\nDrop-off: 15 May 2040, 16:00, Maun depot')).toEqual({
      effective: ['2040-05-04'], termination: ['2040-05-15'],
    });
    expect(fieldLineKind('Guest: A. Vermeer\nCheck-out: 12 Aug 2040', 29, 'Hotel Booking')).toBe('termination');
  });
  it('near misses: no lodging\'s or hire\'s title, a field inside a sentence, a line far before', () => {
    expect(dates('SERVICE AGREEMENT', 'Client: Ilse Vermeer\nCheck-in: 9 Aug 2040\nCheck-out: 12 Aug 2040')).toEqual({ effective: [], termination: [] });
    expect(fieldLineKind('Guest: A. Vermeer\nPlease check-out: 12 Aug 2040', 35, 'Hotel Booking')).toBeUndefined();
    expect(fieldLineKind('Check-out: 12 Aug 2040', 11, 'Hotel Booking')).toBeUndefined();
    expect(dates('GUEST HOUSE BOOKING CONFIRMATION', 'Guest: Ilse Vermeer\nArrival: 9 Aug 2040\nDeparture: 12 Aug 2040')).toEqual({ effective: [], termination: [] });
  });
  it('reads an element of many field lines in linear time', () => {
    readsLinearly((n) => {
      const text = 'Check-out: 12 Aug 2040\n'.repeat(Math.ceil(n / 23));
      return () => fieldLineKind(text, text.length - 12, 'Hotel Booking');
    });
  });
});

describe('a long currency name stated as the contract\'s money', () => {
  it('"payable in Papua New Guinean kina" names PGK, "in Trinidad and Tobago dollars" TTD', () => {
    expect(distinctCurrencies('All sums under this Agreement are payable in Papua New Guinean kina.')).toEqual(['PGK']);
    expect(distinctCurrencies('The fees are stated in Trinidad and Tobago dollars.')).toEqual(['TTD']);
  });
  it('near misses: a shorter name keeps its reading, a country named before other words is no currency', () => {
    expect(distinctCurrencies('All sums are payable in Australian dollars and euros.')).toEqual(['AUD']);
    expect(distinctCurrencies('The goods are shipped in Papua New Guinean waters.')).toEqual([]);
  });
});
