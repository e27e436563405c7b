/**
 * The civil-law opening "In <Place>, <Country>, on <date>, between <NAME>, hereinafter "…", and …" dates the contract's
 * making (Low) however long the element its aliases make (facts.ts BETWEEN_NAME_AFTER; facts set 34's cause 6, h55f34).
 */
import { describe, expect, it } from 'vitest';
import { effective } from '../facts-readers.js';

const TITLE = 'QUARRY HAULAGE CONTRACT';

describe('a place-and-date opening before "between" and the parties (h55f34)', () => {
  it('with aliases after "hereinafter" between commas, the element long', () => {
    expect(effective(TITLE, 'In Antofagasta, Chile, on 3 March 2031, between ÁRIDOS DEL NORTE S.A., with its domicile at Calle Prat 210, Antofagasta, hereinafter "the Quarry Owner", and TRANSPORTES PAMPA SpA, with its domicile at Avenida Grecia 45, Antofagasta, hereinafter "the Hauler", the following contract is agreed:'))
      .toEqual(['2031-03-03']);
  });
  it('with "by and between" and "the parties agree:"', () => {
    expect(effective(TITLE, 'In Calama, on 9 April 2031, by and between MINERA LOA S.A., a company with its domicile at Calle Sotomayor 12, Calama, hereinafter "the Owner", and FLETES ANDINOS SpA, a company with its domicile at Avenida Balmaceda 3, Calama, hereinafter "the Hauler", the parties agree:'))
      .toEqual(['2031-04-09']);
  });
  it('a time of day or a thing after "between" in a long clause dates nothing', () => {
    expect(effective(TITLE, 'In Calama, on 9 April 2031, between 9:00 and 17:00, the Hauler shall carry the ore from the pit to the plant along the route the Owner marks on the site plan and shall keep the haul road clean at all times.')).toEqual([]);
    expect(effective(TITLE, 'In Calama, on 9 April 2031, between the hours of nine and five, the Hauler shall carry the ore from the pit to the plant along the route the Owner marks on the site plan and shall keep the road clean.')).toEqual([]);
  });
});

describe('a long place-and-date clause before "between" that names no parties (hrev42)', () => {
  const TAIL = ' The service shall carry passengers and parcels, luggage up to twenty kilograms each, on the timetable of Schedule 1 unless the road is closed by the authorities.';

  it('a route between two towns dates nothing', () => {
    expect(effective('BUS SERVICE AGREEMENT', `In Lagos, Nigeria, on 1 June 2031, between Lagos and Abuja, the Carrier shall start its daily express service.${TAIL}`)).toEqual([]);
  });

  it('a recital of an earlier contract between the parties dates nothing', () => {
    expect(effective('AMENDMENT AGREEMENT', 'In Geneva, Switzerland, on 3 March 2029, between the Parties a distribution agreement was concluded for the Nordic countries, under which the Distributor buys the Supplier\'s watches at the prices of its annual list (the "Original Agreement"), and the Parties now wish to amend its targets.')).toEqual([]);
  });

  it('the opening that gives the parties their aliases in brackets still dates the making', () => {
    expect(effective('CONTRACT OF SALE', 'In Nairobi, Kenya, on 3 March 2031, between KENYA SEED TRADERS LIMITED, a company incorporated in Kenya, of Kitale (the "Seller"), and HIGHLAND FARMS LIMITED, a company incorporated in Kenya, of Nyeri (the "Buyer"), the following contract is agreed:'))
      .toEqual(['2031-03-03']);
  });
});
