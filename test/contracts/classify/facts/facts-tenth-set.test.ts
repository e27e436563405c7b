/**
 * The tenth blind contract-level set's drafting (h18f10, bench/data/contracts-facts-10.json): legal forms of other
 * countries, role words and the layouts of a party's slot, each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';
import { partiesByRole as all, primary } from '../facts-readers.js';

describe('legal forms of other countries are no part of a name', () => {
  it('Indonesian "PT" before the name and "Tbk" after it', () => {
    expect(primary('This Agreement is made between PT Mitra Baja Perkasa (the "Supplier") and PT Laut Biru Energi Tbk (the "Buyer").'))
      .toEqual(['MITRA BAJA PERKASA Supplier', 'LAUT BIRU ENERGI Buyer']);
  });
  it('Danish "ApS", Czech "s.r.o." and "a.s.", Turkish "A.Ş." and "Limited Şirketi"', () => {
    expect(primary('This Agreement is made between Havnefront Udlejning ApS (the "Lessor") and Brno Tools s.r.o. (the "Lessee").'))
      .toEqual(['HAVNEFRONT UDLEJNING Supplier', 'BRNO TOOLS Buyer']);
    expect(primary('This Contract is made between Moravské Sklárny a.s. (the "Seller") and Marmara Cam Sanayi ve Ticaret A.Ş. (the "Buyer").'))
      .toEqual(['MORAVSKÉ SKLÁRNY Supplier', 'MARMARA CAM SANAYI VE TICARET Buyer']);
    expect(primary('This Contract is made between Kapadokya Halı Limited Şirketi (the "Seller") and Nordlys Interiør AS (the "Buyer").'))
      .toEqual(['KAPADOKYA HALI Supplier', 'NORDLYS INTERIØR Buyer']);
  });
});

describe('a "PARTIES" heading is no party, and "hereinafter," takes its comma', () => {
  it('a heading above a slot whose name the recognizer does not read is not the name', () => {
    expect(primary('PARTIES', 'Article 1 – This Contract is concluded between Yildiz Örme ve Boya (hereinafter the "SELLER") and Kestane Giyim Limited Şirketi (hereinafter the "BUYER").'))
      .toEqual(['YILDIZ ÖRME VE BOYA Supplier', 'KESTANE GIYIM Buyer']);
  });
  it('"(hereinafter, "the Maintainer")" after the company a person acts for', () => {
    expect(primary('On the one hand, Mr. Pablo Ruiz Gómez, acting in the name and on behalf of CLIMATIZACIONES DEL SUR, S.L., in his capacity as director (hereinafter, "the Maintainer").',
      'On the other hand, Ms. Ana Vidal Cruz, acting in the name and on behalf of RESIDENCIAS ALBORÁN, S.A., in her capacity as manager (hereinafter, "the Client").'))
      .toEqual(['CLIMATIZACIONES DEL SUR Supplier', 'RESIDENCIAS ALBORÁN Buyer']);
    // The person who acts for the company is its representative, no party.
    expect(all('On the one hand, Mr. Pablo Ruiz Gómez, of legal age, acting in the name and on behalf of CLIMATIZACIONES DEL SUR, S.L. (hereinafter, "the Maintainer").'))
      .toEqual(['CLIMATIZACIONES DEL SUR Supplier Primary']);
  });
});

describe('role words: a sublandlord, a maintainer and a manager provide; plurals keep their side', () => {
  it('a sublease: sublandlord Supplier, subtenant Buyer', () => {
    expect(primary('This Sublease is made between Orchard Loop Media, Inc. ("Sublandlord") and Tallis Bio, LLC ("Subtenant").'))
      .toEqual(['ORCHARD LOOP MEDIA Supplier', 'TALLIS BIO Buyer']);
  });
  it('a property manager paid by the owner', () => {
    expect(primary('This Agreement is made between Vesterbro Boliger ApS (the "Owner") and Sund Ejendomsservice A/S (the "Manager").'))
      .toEqual(['VESTERBRO BOLIGER Buyer', 'SUND EJENDOMSSERVICE Supplier']);
  });
  it('"the Sellers" sell and "the Charterers" pay hire', () => {
    expect(primary('This Agreement is made between Coastal Reefer Lines Limited (the "Owners") and Baltic Fruit Carriers AB (the "Charterers").'))
      .toEqual(['COASTAL REEFER LINES Supplier', 'BALTIC FRUIT CARRIERS Buyer']);
  });
});

describe('the layouts of a party\'s slot', () => {
  it('a party given as a block of lines: its name with a legal form first, not the address or register above the alias', () => {
    expect(primary('LEASE OF PLANT', 'The undersigned', 'Vestfjord Kraner ApS', 'CVR no. 31 22 40 17', 'Havnevej 8, 9900 Frederikshavn', '(the "Lessor")', 'and',
      'Brno Stavby s.r.o.', 'registered in the Commercial Register kept by the Regional Court in Brno, Section C, File 5521', 'represented by: Jan Novák, executive', '(hereinafter the "Lessee")'))
      .toEqual(['VESTFJORD KRANER Supplier', 'BRNO STAVBY Buyer']);
  });
  it('unnumbered entries under "between" alone on its line take a short-name alias', () => {
    expect(primary('SERVICES AGREEMENT', 'between', 'Tindevik Havbruk AS, org. no. 921 334 556, Sjøgata 3, 8006 Bodø ("Tindevik")', 'and',
      'Nordkyst Dykk AS, org. no. 915 008 731, Kaiveien 2, 9008 Tromsø ("the Contractor")', '1.1 The Contractor shall inspect the nets.'))
      .toEqual(['TINDEVIK HAVBRUK Buyer', 'NORDKYST DYKK Supplier']);
  });
  it('a "Preamble" heading ends the list: its recitals\' aliases name no party', () => {
    expect(primary('LICENCE AGREEMENT', 'between', 'Bergli Optikk AS, Storgata 1, 0155 Oslo (the "Licensor")', 'and', 'Fjellvann Lys AS, Elvegata 4, 7011 Trondheim (the "Licensee")',
      'Preamble', 'A. The Licensor owns patent NO 345 678 (the "Patents").'))
      .toEqual(['BERGLI OPTIKK Supplier', 'FJELLVANN LYS Buyer']);
  });
  it('"…, as Owners …, and …, as Charterers" in the slot', () => {
    expect(primary('IT IS THIS DAY MUTUALLY AGREED between Selat Tanker Company Limited of 9 Harbour Road, Wan Chai, Hong Kong, as Owners of the motor tanker "SELAT DAWN", and Fjordline Chemicals AB of Gothenburg, as Charterers, as follows:'))
      .toEqual(['SELAT TANKER Supplier', 'FJORDLINE CHEMICALS Buyer']);
  });
  it('the company an agreement is "of" is its subject, not a party; a short name before a collective alias', () => {
    expect(all('This Operating Agreement (this "Agreement") of Red Mesa Storage LLC (the "Company") is made as of June 2, 2025 by and between Sagebrush Power, Inc. ("Sagebrush") and Arroyo Infrastructure Fund LP ("Arroyo" and, together with Sagebrush, the "Members").'))
      .toEqual(['SAGEBRUSH POWER Unknown Primary', 'ARROYO INFRASTRUCTURE FUND Unknown Primary', 'RED MESA STORAGE Unknown Unknown']);
  });
});

describe('signers (contacts) of the tenth set\'s blocks', () => {
  const contacts = (...items: (string | ElementInput)[]) =>
    classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => [p.party, p.contacts.map((c) => c.name)]);
  const preamble = 'This Agreement is made between PT Kopi Gunung Jaya (the "Seller") and Sørlandet Kaffe AS (the "Buyer").';
  it('under a bare company heading a name signs when a job title is under it; an addressee\'s block does not', () => {
    expect(contacts(preamble, 'PT KOPI GUNUNG JAYA', 'Budi Santoso', 'President Director')).toEqual([['KOPI GUNUNG JAYA', ['Budi Santoso']], ['SØRLANDET KAFFE', []]]);
    expect(contacts(preamble, 'PT KOPI GUNUNG JAYA', 'Budi Santoso', 'Jalan Merdeka 4, Bandung')).toEqual([['KOPI GUNUNG JAYA', []], ['SØRLANDET KAFFE', []]]);
  });
  it('two board members, each with a title, sign one after the other; letters such as "ø" and "ı" are name letters', () => {
    expect(contacts(preamble, 'Oslo, 2 May 2025', 'For the Buyer:', 'Bjørn Økland', 'Chairman of the Board', 'Ayşe Yılmaz', 'Member of the Board'))
      .toEqual([['KOPI GUNUNG JAYA', []], ['SØRLANDET KAFFE', ['Bjørn Økland', 'Ayşe Yılmaz']]]);
  });
  it('two officers on one "By:" line; a company a partnership signs through is no contact', () => {
    expect(contacts(preamble, 'The Buyer: Sørlandet Kaffe AS', 'By: Eirik Dahl, Treasurer, and Line Moe, Secretary'))
      .toEqual([['KOPI GUNUNG JAYA', []], ['SØRLANDET KAFFE', ['Eirik Dahl', 'Line Moe']]]);
    expect(contacts('This Agreement is made between Alder Solar, Inc. ("Alder") and Birch Capital LP ("Birch" and, together with Alder, the "Members").',
      'BIRCH CAPITAL LP', 'By: Birch Capital GP LLC, its general partner', 'By: ______________________', 'Name: Rosa Lind', 'Title: Managing Member'))
      .toEqual([['ALDER SOLAR', []], ['BIRCH CAPITAL', ['Rosa Lind']]]);
  });
  it('"Ing." before a signer\'s name is a title', () => {
    expect(contacts(preamble, 'For the Seller:', 'Ing. Petr Svoboda, Chairman of the Board of Directors')).toEqual([['KOPI GUNUNG JAYA', ['Petr Svoboda']], ['SØRLANDET KAFFE', []]]);
  });
  it('"Professor" before a signer\'s name is a title on every kind of signing line, as "Prof." is', () => {
    expect(contacts(preamble, 'For the Seller:', 'Professor Anita Desai, Pro Vice-Chancellor')).toEqual([['KOPI GUNUNG JAYA', ['Anita Desai']], ['SØRLANDET KAFFE', []]]);
    expect(contacts(preamble, 'For the Seller:', 'Prof. Anita Desai, Pro Vice-Chancellor')).toEqual([['KOPI GUNUNG JAYA', ['Anita Desai']], ['SØRLANDET KAFFE', []]]);
    expect(contacts(preamble, 'Signed by Eng. Omar Haddad, Director, for and on behalf of Sørlandet Kaffe AS')).toEqual([['KOPI GUNUNG JAYA', []], ['SØRLANDET KAFFE', ['Omar Haddad']]]);
  });
});

describe('signing dates of the tenth set\'s drafting', () => {
  const effective = (...items: (string | ElementInput)[]) => {
    const input = elements(...items);
    return classifyContract(input).effective_dates.map((d) => [input[d.span.element].text.slice(d.span.begin, d.span.end), d.text_normalized, d.confidence_level]);
  };
  it('"made in <Place> on" dates the agreement, as "made at" does', () => {
    expect(effective('This Agreement is made in Surabaya on 3 February 2025 by and between PT Alpha Niaga and PT Beta Logistik.'))
      .toEqual([['3 February 2025', '2025-02-03', 'Low']]);
  });
  it('"In <Place>, on <date>" alone on its line is the place and date of signing', () => {
    expect(effective('MAINTENANCE CONTRACT', 'In Seville, on 14 April 2025.', 'APPEARING')).toEqual([['14 April 2025', '2025-04-14', 'Low']]);
    expect(effective('In Brno on 2 June 2025', 'For the Client:', 'Jana Horáková, executive')).toEqual([['2 June 2025', '2025-06-02', 'Low']]);
  });
  it('"<Place>, <date>" over a "For …" signature heading is that signing\'s date; a letter\'s date line is not', () => {
    expect(effective('Trondheim, 3 March 2025', 'For the Buyer:', 'Kari Nordmann', 'Chief Executive Officer')).toEqual([['3 March 2025', '2025-03-03', 'Low']]);
    expect(effective('Trondheim, 3 March 2025', 'Dear Ms Berg,', 'We enclose the signed agreement.')).toEqual([]);
  });
});

describe('amounts: money charged for work and capital contributions', () => {
  const amounts = (...items: (string | ElementInput)[]) => classifyContract(elements(...items)).contract_amounts.map((a) => a.text_normalized);
  it('"charged at € 55,00 per hour" and "shall contribute $2,000,000 in cash" are amounts', () => {
    expect(amounts('Work outside the service is charged at € 55,00 per hour.')).toEqual(['55 EUR']);
    expect(amounts('On the Effective Date, Alder shall contribute $2,000,000 in cash to the Company.')).toEqual(['2000000 USD']);
  });
  it('a liability cap after "charged" stays no amount', () => {
    expect(amounts('The Contractor\'s liability for any loss charged to it is limited to € 100.000,00.')).toEqual([]);
  });
});
