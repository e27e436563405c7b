/**
 * Issue 18, h75t57: the attribute misses set 57 taught, read by shape, each with near misses: an article's heading with
 * the ordinal sign, a register number with its check digit, a material's code, persons by their place in a preamble or a
 * signing row, towns by their position, a town with its "Republic of" country or its region, bodies by their kind.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const of = (type: string, text: string) => attributesOf(text).filter((a) => a.startsWith(`${type}:`));

describe('Numbers that are no quantity', () => {
  it('an article\'s heading with the ordinal sign after its number ("Article 1°.- OBJECT") names the article', () => {
    expect(of('Number', 'Article 1°.- OBJECT')).toEqual([]);
    expect(of('Number', 'Artículo 2º - PRICE AND PAYMENT')).toEqual([]);
    expect(of('Number', 'Article N° 3 - TERM')).toEqual([]);
    // Near misses: a measure with its degree sign inside a sentence, a count after "Article" in a sentence.
    expect(of('Number', 'No spraying shall take place when the temperature exceeds 32 °C.')).toEqual(['Number:32']);
    expect(of('Number', 'The Contractor shall install 4 pumps under Article 3.')).toEqual(['Number:4', 'Number:3']);
  });

  it('a register\'s acronym before digits and one check digit ("RUC No. 80054321-7") is an identifier', () => {
    expect(of('Number', 'Campos Verdes S.A., RUC No. 80054321-7, with registered office in Asunción.')).toEqual([]);
    expect(of('Number', 'Molino Andino S.A.S., NIT 900123456-7, represented by its manager.')).toEqual([]);
    // Near misses: a range of figures, a count after capitals with no check digit.
    expect(of('Number', 'The Supplier shall deliver between 1000000-2000000 units a year.')).not.toEqual([]);
    expect(of('Number', 'The Grower shall plant 250 hectares of RUC seed.')).toEqual(['Number:250']);
  });

  it('a material\'s formula joined to its figure ("SiC-650", "GaN-100") names a process; "Covid-19" and "Part-145" keep theirs', () => {
    expect(of('Number', 'Each wafer of process SiC-650 costs USD 900.')).toEqual([]);
    expect(of('Number', 'The GaN-100 line runs at full capacity.')).toEqual([]);
    expect(of('Number', 'The Supplier shall hold a Part-145 approval.')).toEqual(['Number:145']);
  });
});

describe('Persons by their place (no title, no listed post)', () => {
  it('three names right after "represented by", before a comma', () => {
    expect(of('Person', 'Prista Ship Repair AD, represented by Georgi Petrov Dimitrov, Executive Director, hereinafter the SHIPYARD')).toEqual(['Person:Georgi Petrov Dimitrov']);
    // Near misses: two words may be a firm's name; a post before the name is POSTED_NAME's.
    expect(of('Person', 'The Seller, represented by Harlan Mercer, its attorneys, agrees as follows.')).toEqual([]);
    expect(of('Person', 'The Buyer, represented by Managing Director Services, agrees.')).toEqual([]);
  });

  it('"Captain" and "Capt." before a name, as "Dr" and "Dr."', () => {
    expect(of('Person', 'Kaliakra Shipping Ltd, represented by its superintendent, Captain Nikolai Stoyanov, hereinafter the OWNER.')).toEqual(['Person:Nikolai Stoyanov']);
    expect(of('Person', 'For the Owner: Capt. Nikolai Stoyanov, Technical Superintendent')).toEqual(['Person:Nikolai Stoyanov']);
    // Near miss: the captain as a role, no name after it.
    expect(of('Person', 'The Captain shall keep the log of the voyage.')).toEqual([]);
  });

  it('a second representative after "and its <post>," with a surname\'s particles', () => {
    expect(of('Person', 'Meuse Sports SA, represented by its Chief Executive Officer, Olivier Lambert, and its Sporting Director, Pieter Van den Broeck (the "Club"),')).toEqual(['Person:Olivier Lambert', 'Person:Pieter Van den Broeck']);
    expect(of('Person', 'For the Club: Olivier Lambert, Chief Executive Officer, and Pieter Van den Broeck, Sporting Director')).toEqual(['Person:Olivier Lambert', 'Person:Pieter Van den Broeck']);
    // Near miss: a department after "and its".
    expect(of('Person', 'The Club, represented by its President, Olivier Lambert, and its Finance Department, Accounts Payable,')).toEqual(['Person:Olivier Lambert']);
  });

  it('a party\'s row in capitals with the post after a comma, an acceptance row "agreed by the <Role>:"', () => {
    expect(of('Person', 'THE PRODUCER: Helga Schneider de Ortiz, Managing Partner')).toEqual(['Person:Helga Schneider de Ortiz']);
    expect(of('Person', 'Seen and agreed by the Player: Nemanja Ilić')).toEqual(['Person:Nemanja Ilić']);
    // Near misses: words in small letters after the colon, a clause that names what was agreed.
    expect(of('Person', 'THE PRODUCER: the managing partner de la firma, Managing Partner')).toEqual([]);
    expect(of('Person', 'Agreed by the Parties: Annex Two')).toEqual([]);
  });

  it('a name before ", born on/in" (a date of birth describes a person)', () => {
    expect(of('Person', 'A. The professional footballer Nemanja Ilić, born on 4 March 2006 (the "Player"), is registered with the Club.')).toEqual(['Person:Nemanja Ilić']);
    // Near misses: a title before the name is TITLED's (one Person); a thing "born" in common words.
    expect(of('Person', 'Mr John Carter, born on 2 May 1980, is the Guarantor.')).toEqual(['Person:John Carter']);
    expect(of('Person', 'The Service Charge, born in equal shares, is payable monthly.')).toEqual([]);
  });
});

describe('Towns by their position, one Location with their country or region', () => {
  it('a seat "and registered address in", a vessel\'s arrival and call, an arbitral chamber\'s seat, a district and a port', () => {
    expect(of('Location', 'Prista AD, with its seat and registered address in Varna, represented by its director')).toEqual(['Location:Varna']);
    expect(of('Location', 'The Vessel is expected to arrive in Varna on or about 2 June 2027.')).toEqual(['Location:Varna']);
    expect(of('Location', 'If the Vessel cannot call at Burgas, the Owner shall pay the towage.')).toEqual(['Location:Burgas']);
    expect(of('Location', 'Disputes go to the Court of Arbitration at the Chamber of Commerce and Industry in Plovdiv.')).toContain('Location:Plovdiv');
    expect(of('Location', 'The fields of the Grower in the district of Hohenau are listed in Annex I.')).toEqual(['Location:Hohenau']);
    expect(of('Location', 'The cargo shall be discharged at the port of Ruse.')).toEqual(['Location:Ruse']);
  });

  it('near misses: common words after the position name no town', () => {
    expect(of('Location', 'The crew shall arrive at Site before 8 a.m.')).toEqual([]);
    expect(of('Location', 'The goods must arrive in Good Condition.')).toEqual([]);
    expect(of('Location', 'The Vessel shall call at the repair berth.')).toEqual([]);
    expect(of('Location', 'Costs at the port of Discharge are for the Owner.')).toEqual([]);
  });

  it('"<Town>, Republic of <Country>" is one Location (C27); "<Town>, <region>" closing a seat before "represented by" (C48)', () => {
    expect(of('Location', 'In the city of Encarnación, Republic of Paraguay, on 20 September 2027, the parties agree:')).toEqual(['Location:Encarnación, Republic of Paraguay']);
    expect(of('Location', 'Estancia Sur S.R.L., with registered office in Hohenau, Itapúa, represented by its partner')).toEqual(['Location:Hohenau, Itapúa']);
    // Near misses: a common word after the town's comma; "Republic of" before no listed country.
    expect(of('Location', 'Alpha S.A., with registered office in Hohenau, Accounts, represented by its partner')).toEqual(['Location:Hohenau']);
    expect(of('Location', 'In the city of Encarnación, Republic of Letters, the parties agree:')).toEqual(['Location:Encarnación']);
  });
});

describe('Organizations by their kind or their known initials', () => {
  it('a national weather service is one body, its country no Location; "Weather Service" alone is none', () => {
    expect(attributesOf('If the Meteorological Service of Jamaica issues a hurricane warning, we may take down the marquee.')).toEqual(['Organization:Meteorological Service of Jamaica']);
    expect(of('Organization', 'The Customer may subscribe to our Service for weather alerts.')).toEqual([]);
  });

  it('FIFA alone is a body (sets 45 and 57); beside other capitalised words it opens a longer name', () => {
    expect(of('Organization', 'This Agreement is governed by the regulations of FIFA.')).toEqual(['Organization:FIFA']);
    expect(of('Organization', 'The terms may be disclosed to FIFA and the tax authorities.')).toEqual(['Organization:FIFA']);
  });

  it('the Serbian joint-stock company "a.d." ends a company\'s name', () => {
    expect(of('Organization', 'Each instalment is payable to the account at Banca Intesa a.d. in euros.')).toEqual(['Organization:Banca Intesa a.d.']);
  });
});
