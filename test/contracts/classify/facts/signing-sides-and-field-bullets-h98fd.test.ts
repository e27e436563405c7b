/**
 * Dates left by facts sets 56 and 57 (issue 18, h98fd), in contracts written for these tests:
 * - a place-and-date line over a heading that names a side however the contract introduced it (an alias in bare
 *   brackets or after "hereinafter" without quotes, a party's field at the top of a form) or over a party's name whose
 *   alias stands on a line of its own (signatures/signing-role-heading.ts, signing-party-name.ts);
 * - a bulleted field ("– Period: …", "• Start date: …") read as the field without its bullet (parties/schedule-items.ts);
 * - a Scots testing clause whose deed "is subscribed" (facts.ts EFFECTIVE_LOW).
 */
import { describe, expect, it } from 'vitest';
import { dates, effective } from '../facts-readers.js';

describe('a place-and-date line over a side the contract introduced without quotes', () => {
  const SALE = [
    'BOAT SALE AGREEMENT',
    'The undersigned Ingrid Sjöholm, Strandvägen 4, 834 31 Brunflo (the Vendor), has today sold to Pekka Laine, Kalliokatu 9, 90100 Oulu (the Purchaser), the rowing boat described below.',
    'The price is SEK 18 500, paid in cash at handover.',
    'This agreement has been drawn up in two copies, one for each party.',
  ];
  it('"Östersund, 2041-06-03" over "Vendor" (bare brackets) is the signing date; over "The Purchaser" too', () => {
    expect(effective(...SALE, 'Östersund, 2041-06-03', 'Vendor', 'Ingrid Sjöholm', 'Purchaser', 'Pekka Laine')).toEqual(['2041-06-03']);
    expect(effective(...SALE, 'Östersund, 3 June 2041', 'The Purchaser', 'Pekka Laine')).toEqual(['2041-06-03']);
    expect(effective(...SALE, 'Östersund, 2041-06-03', 'VENDOR', 'Ingrid Sjöholm')).toEqual(['2041-06-03']);
  });
  it('an alias after "hereinafter referred to as" without quotes names a side too', () => {
    expect(effective('CONTRACT FOR THE SUPPLY OF HONEY', 'Mr. Lucien Orsini, beekeeper, of Zonza, hereinafter referred to as the Beekeeper, and Épicerie Fine Vescovato SARL, hereinafter referred to as the Shop, agree as follows.',
      'The Beekeeper delivers 120 jars of honey each month at EUR 6,50 per jar.', 'Sartène, 8 April 2041', 'The Beekeeper', 'Lucien Orsini')).toEqual(['2041-04-08']);
  });
  it('near misses: a heading the contract never introduced, a thing it defines', () => {
    expect(effective(...SALE, 'Östersund, 2041-06-03', 'Witness', 'Karl Berg')).toEqual([]);
    expect(effective(...SALE, 'Östersund, 2041-06-03', 'Surveyor', 'Karl Berg')).toEqual([]);
    expect(effective('SERVICE AGREEMENT', 'Nordvik Data AS (the "Customer") and Fjell IT AS (the "Supplier") agree that the Supplier shall run the Services (the "Services").',
      'The fee is NOK 9 000 per month, payable within 14 days of invoice.', 'Bergen, 4 May 2041', 'SERVICES', 'Hosting of the order system')).toEqual([]);
  });
});

describe('a place-and-date line over a heading that repeats a party field of a form', () => {
  const FORM = [
    'APPLE PRESSING ORDER',
    'Press: Obstpresse Lindenhof GmbH, Hauptstraße 3, 88045 Friedrichshafen',
    'Orchardist: Theresia Wanger, of Kluftern',
    'Apples delivered: 640 kg',
    'Fees: pressing EUR 0,18 per kg of apples.',
    'By signing this form, the Orchardist orders the pressing of the apples above, and the Press accepts the order.',
  ];
  it('"Kluftern, 02.10.2041" over "THE ORCHARDIST" is the form\'s signing date; over "The Orchardist:" too', () => {
    expect(effective(...FORM, 'Kluftern, 02.10.2041', 'THE ORCHARDIST', 'Theresia Wanger')).toEqual(['2041-10-02']);
    expect(effective(...FORM, 'Kluftern, 2 October 2041', 'The Orchardist:', 'Theresia Wanger')).toEqual(['2041-10-02']);
  });
  it('near misses: a heading that repeats a field naming a thing, or no field', () => {
    expect(effective(...FORM, 'Kluftern, 02.10.2041', 'APPLES DELIVERED', '640 kg')).toEqual([]);
    expect(effective(...FORM, 'Kluftern, 02.10.2041', 'THE INSPECTOR', 'Anton Maier')).toEqual([]);
  });
});

describe("a place-and-date line over a party's name whose alias stands on a line of its own", () => {
  const DEAL = [
    'GRAIN SUPPLY CONTRACT',
    'between',
    'Mr. Alois Brandhuber, farmer, Dorfstraße 8, 84048 Mainburg',
    '– hereinafter "the Farmer" –',
    'and',
    'Mühle Sandelzhausen GmbH, Mühlweg 1, 84056 Rottenburg',
    '– hereinafter "the Mill" –',
    '1. The Farmer sells to the Mill 30 tonnes of rye at EUR 210 per tonne.',
  ];
  it('"Mainburg, 11.03.2041" over "Alois Brandhuber" is his signing date', () => {
    expect(effective(...DEAL, 'Mainburg, 11.03.2041', 'Alois Brandhuber', '(the Farmer)')).toEqual(['2041-03-11']);
  });
  it('near miss: a name no parties\' clause wrote', () => {
    expect(effective(...DEAL, 'Mainburg, 11.03.2041', 'Josef Huber', 'Notary')).toEqual([]);
  });
});

describe('a bulleted field read as the field', () => {
  const CONFIRMATION = [
    'This e-mail confirms our Mooring Rental Agreement for your boat "Ellida":',
    'The mooring is berth C-14 on the outer pontoon.',
  ];
  it('"– Period: 01/06/2041 – 31/08/2041." gives its start and end, with "-" or "•" as the bullet too', () => {
    expect(dates(...CONFIRMATION, '– Period: 01/06/2041 – 31/08/2041.')).toEqual({ effective: ['2041-06-01'], termination: ['2041-08-31'] });
    expect(dates(...CONFIRMATION, '- Period: 1 June 2041 to 31 August 2041.')).toEqual({ effective: ['2041-06-01'], termination: ['2041-08-31'] });
    expect(dates(...CONFIRMATION, '• Rental period: 01/06/2041 – 31/08/2041')).toEqual({ effective: ['2041-06-01'], termination: ['2041-08-31'] });
  });
  it('the same without the bullet, as before', () => {
    expect(dates(...CONFIRMATION, 'Period: 01/06/2041 – 31/08/2041.')).toEqual({ effective: ['2041-06-01'], termination: ['2041-08-31'] });
  });
  it('other fields behind a bullet: a start date, an end date', () => {
    expect(dates(...CONFIRMATION, '– Start date: 1 June 2041', '– End date: 31 August 2041')).toEqual({ effective: ['2041-06-01'], termination: ['2041-08-31'] });
  });
  it('near misses: a bulleted delivery window or notice period dates no contract', () => {
    expect(dates(...CONFIRMATION, '– Delivery period: 01/06/2041 – 15/06/2041.')).toEqual({ effective: [], termination: [] });
    expect(dates(...CONFIRMATION, '• Notice period: 01/08/2041 – 31/08/2041')).toEqual({ effective: [], termination: [] });
  });
});

describe('a Scots testing clause in which the deed "is subscribed"', () => {
  const LEASE = ['CROFT GRAZING LEASE', 'Between Morag Ann Nicolson, crofter ("the Landlord") and Ruaridh Macaulay, shepherd ("the Tenant").', 'The Tenant pays a rent of £240 a year.'];
  it('"these presents are subscribed by the Tenant … on the 9th day of June 2041" is the signing date', () => {
    expect(effective(...LEASE, 'IN WITNESS WHEREOF these presents are subscribed by the Landlord and the Tenant at Portree on the 9th day of June 2041 before this witness:')).toEqual(['2041-06-09']);
    expect(effective(...LEASE, 'IN WITNESS WHEREOF this Lease (consisting of this and the preceding page) is subscribed by the parties at Uig on 9 June 2041.')).toEqual(['2041-06-09']);
  });
  it('near miss: shares or a service subscribed by someone date no signing', () => {
    expect(effective(...LEASE, 'The shares are subscribed by the Investor on 9 June 2041.')).toEqual([]);
    expect(effective(...LEASE, 'The newsletter is subscribed by the Tenant on 9 June 2041.')).toEqual([]);
  });
});
