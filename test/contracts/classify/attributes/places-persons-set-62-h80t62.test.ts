/**
 * Issue 18, h80t62: the places and persons set 62 cut or missed — a state's official short name, a town's particle and
 * river, an island a town lies on, the town after a street whose word opens it; an honorific before a Malay name, a
 * signer's name on the signing line or alone in a signature row. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const of = (type: string, text: string) => attributesOf(text).filter((a) => a.startsWith(type));

describe('places named in several words', () => {
  it('reads a state by its official short name whole, alone and after its town (C27)', () => {
    expect(of('Location', 'KAPAL BEKU SDN BHD, a company incorporated in Brunei Darussalam, agrees.')).toEqual(['Location:Brunei Darussalam']);
    expect(of('Location', 'This Agreement is governed by the laws of Viet Nam.')).toEqual(['Location:Viet Nam']);
    expect(of('Location', 'Our agent is based in Osh, Kyrgyz Republic.')).toEqual(['Location:Osh, Kyrgyz Republic']);
  });
  it('reads a listed town with its particle and river, and its country after it', () => {
    expect(of('Location', 'The Carrier has a depot in Frankfurt am Main.')).toEqual(['Location:Frankfurt am Main']);
    expect(of('Location', 'Rhein Fracht GmbH of Frankfurt am Main, Germany, the Shipper, agrees.')).toEqual(['Location:Frankfurt am Main, Germany']);
  });
  it('near miss: the town alone stays the town', () => {
    expect(of('Location', 'The Carrier has a depot in Frankfurt and one in Munich.')).toEqual(['Location:Frankfurt', 'Location:Munich']);
  });
});

describe('a town on an island, a town after a street whose word opens it (C48)', () => {
  it('reads the island after "island of"', () => {
    expect(of('Location', 'Fish is landed on the island of Maio every week.')).toEqual(['Location:Maio']);
    expect(of('Location', 'PESCA NORTE, LDA., with registered office in Espargos, island of Boa Vista, represented by its manager, agrees.')).toEqual(['Location:Espargos', 'Location:Boa Vista']);
  });
  it('reads the town after "Jalan …", "Rua …", before a stop or a word in small letters, with the street (C48, session 55)', () => {
    expect(of('Location', '"Depot" means the Carrier\'s yard on Jalan Gadong, Tutong, including its sheds.')).toEqual(['Location:Jalan Gadong, Tutong']);
    expect(of('Location', 'The shop is at Rua Direita, Mindelo.')).toEqual(['Location:Rua Direita, Mindelo']);
  });
  it('near miss: a weekday after the street is a time', () => {
    expect(of('Location', 'Collections from Jalan Gadong, Mondays.')).toEqual([]);
  });
});

describe('persons in signature rows', () => {
  it('reads a Malay name without the honorific before it, with the father\'s title inside it', () => {
    expect(of('Person', 'SIGNED by Haji Rahman bin Haji Yusof for and on behalf of KAPAL BEKU SDN BHD')).toEqual(['Person:Rahman bin Haji Yusof']);
  });
  it('reads each signer\'s name on its signing line, the post before it trimmed', () => {
    expect(of('Person', 'Chairman Paulo Jorge Semedo ____________ | Manager Rosa Lopes ____________')).toEqual(['Person:Paulo Jorge Semedo', 'Person:Rosa Lopes']);
    expect(of('Person', 'Head of the Directorate Vasile Munteanu ________')).toEqual(['Person:Vasile Munteanu']);
  });
  it('reads a row of names alone', () => {
    expect(of('Person', 'João Pedro Semedo | Rosa Maria Lopes')).toEqual(['Person:João Pedro Semedo', 'Person:Rosa Maria Lopes']);
  });
  it('near misses: a table\'s header of common words, a row with a figure', () => {
    expect(of('Person', 'Frozen Storage | Chilled Storage')).toEqual([]);
    expect(of('Person', 'Horse Trek | 8 | EUR 890')).toEqual([]);
    expect(of('Person', 'Signature ____________ | Date ____________')).toEqual([]);
  });
});

describe('towns listed after a town in a place\'s position, regions joined before their plural word', () => {
  it('reads each town of "in A, B or C." and each region of "the A and B regions"', () => {
    expect(of('Location', 'Visit our office in Apia, Salelologa or Asau.')).toEqual(['Location:Apia', 'Location:Salelologa', 'Location:Asau']);
    expect(of('Location', 'Permits cover the border zones of the Chui and Talas regions.')).toEqual(['Location:Chui', 'Location:Talas']);
  });
  it('near misses: a company or a street joined after the town', () => {
    expect(of('Location', 'The warehouse in Tutong and Main Street are closed.')).toEqual(['Location:Tutong']);
    expect(of('Location', 'The depot in Apia or the Buyer\'s yard.')).toEqual(['Location:Apia']);
  });
});
