/**
 * Natures, parties and attributes the tenth blind set showed (issue 18, h18e10); sentences written for these tests,
 * none taken from the set.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf, typesOf } from '../helpers.js';

const read = typesAndAttributesOf;

describe('a collective alias "each also referred to as … and jointly as …" (h18e10)', () => {
  const preamble = 'between Lindenhof Labor GmbH - hereinafter referred to as "LL" - and Torvane Materials Ltd - hereinafter referred to as "Torvane" - LL and Torvane hereinafter each also referred to as "Partner" and jointly as "Partners".';
  it('"Each Partner shall", "The Partners shall", "Either Partner may", "Neither Partner may" bind whichever partner it is', () => {
    expect(typesOf(preamble,
      'Each Partner shall name a contact for the pilot line.',
      'The Partners shall meet twice a year.',
      'Either Partner may end the cooperation for good cause.',
      'Neither Partner may sublicense the other Partner\'s know-how.')).toEqual([[], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Right/Multiple Parties'], ['Exclusion/Multiple Parties']]);
  });
  it('"each called a "Member" and collectively the "Members"" too; a partner named alone keeps its own alias', () => {
    expect(typesOf('This pool agreement is made among Arvo Oy ("Arvo"), Brenna AB ("Brenna") and Castell SA ("Castell"), each called a "Member" and collectively the "Members".',
      'Each Member shall pay its share of the pool costs.', 'Arvo may audit the pool accounts.')).toEqual([[], ['Obligation/Multiple Parties'], ['Right/Arvo']]);
  });
});

describe('a role defined as "the Party that …" is a party (h18e10)', () => {
  const preamble = 'This Interline Agreement is made between Skelda Air AS ("Skelda") and Corvo Linhas Aéreas S.A. ("Corvo").';
  it('"Issuing Carrier" means the Party that issues the ticket → "The Issuing Carrier shall …" binds that role', () => {
    expect(typesOf(preamble,
      '"Issuing Carrier" means the Party that issues the passenger ticket.',
      '"Receiving Carrier" means the Party which carries the passenger on a later sector.',
      'The Issuing Carrier shall collect the fare and all ticket taxes.',
      'The Receiving Carrier may refuse a ticket that shows no valid fare.',
      'The Issuing Carrier must not endorse a ticket to a third airline.')).toEqual([[], ['Definition/None'], ['Definition/None'], ['Obligation/Issuing Carrier'], ['Right/Receiving Carrier'], ['Exclusion/Issuing Carrier']]);
  });
  it('a term defined as anything but a party names none ("Third Party" means any person other than a party)', () => {
    expect(typesOf(preamble, '"Third Party" means any person other than a party.', '"Sector Operator" means the airline operating a sector.', 'The Sector Operator shall publish its schedule.'))
      .toEqual([[], ['Definition/None'], ['Definition/None'], []]);
  });
});

describe('German company names: "gGmbH" and the joining words "für", "und" (h18e10)', () => {
  it('"Zentrum für Angewandte Akustik gGmbH" and "Werkstoffe und Prüfung GmbH" are one Organization each', () => {
    const got = read('This agreement is made between Zentrum für Angewandte Akustik gGmbH, Bonn, and Rhein Werkstoffe und Prüfung GmbH, Köln.');
    expect(got[0].attributes.filter((a) => a.startsWith('Organization'))).toEqual(['Organization:Zentrum für Angewandte Akustik gGmbH', 'Organization:Rhein Werkstoffe und Prüfung GmbH']);
  });
});

describe('"is to" / "are to be … by" state a duty as "shall" does (h18e10)', () => {
  const preamble = 'This Placement Agreement is made between Harlow Fen District Council ("Council") and Brookmere Care Limited ("Provider").';
  it('"The Provider is to give …" → Obligation/Provider; "are to be collected by the Provider" → the agent\'s duty', () => {
    expect(typesOf(preamble,
      'The Provider is to give each resident a key to their room.',
      'Visitor logs are to be kept by the Provider for two years.',
      'The Provider is not to move a resident to another room without consent.')).toEqual([[], ['Obligation/Provider'], ['Obligation/Provider'], ['Exclusion/Provider']]);
  });
  it('"is to" before a noun or with no party binds no one ("The aim of the review is to …", "The rooms are to be repainted")', () => {
    expect(typesOf(preamble,
      'The aim of the review is to check that needs are met.',
      'The rooms are to be repainted every five years.',
      'The Provider is to the best of its knowledge registered.')).toEqual([[], [], [], []]);
  });
  it('"is to receive / enjoy / benefit from" is what the party gets, not a duty (review hrev7); "is to obtain" stays one', () => {
    expect(typesOf(preamble,
      'The Provider is to receive the weekly fee four-weekly in arrears.',
      'The Council is to receive a credit for each missed visit.',
      'The Provider is to enjoy quiet possession of the annexe.',
      'The Council is to benefit from the Provider\'s insurance.',
      'The Provider is to obtain every registration the home needs.')).toEqual([[], [], [], [], [], ['Obligation/Provider']]);
  });
});

describe('"the Council", "promises that", "In no event is X liable" (h18e10)', () => {
  it('a UK local authority written "the Council" is a party even when the preamble gives it no quoted alias', () => {
    expect(typesOf('Parties: Ashmoor Borough Council of Town Hall, Ashmoor AS1 1AA (the Council) and Fernlea Homes Limited (the Provider).',
      'The Council will pay the weekly fee four-weekly in arrears.', 'The Council may visit the home without notice.', 'The Care Council of Wales shall not be a party to this placement.'))
      .toEqual([[], ['Obligation/Council'], ['Right/Council'], []]);
  });
  it('"You promise us that …", "The Seller promises the Buyer that …" are promises of their subject; "a promise that" is none', () => {
    expect(typesOf('These terms are between Tallow Records Ltd ("Tallow", "we" or "us") and the artist ("you").',
      'You promise us that every master is your own work.', 'We promise that royalties will be paid on time.', 'Any promise that the single will chart is void.'))
      .toEqual([[], ['Obligation/You'], ['Obligation/Tallow'], []]);
  });
  it('"In no event is either Party liable for …" bars each party, as "In no event shall" does', () => {
    expect(typesOf('This Agreement is made between Sorrel Air Ltd ("Sorrel") and Kite Airways plc ("Kite").',
      'In no event is either Party liable for loss of revenue.', 'Under no circumstances is Kite liable for delays caused by air traffic control.'))
      .toEqual([[], ['Exclusion/Multiple Parties'], ['Exclusion/Kite']]);
  });
});

describe('"four-weekly" is one period (h18e10)', () => {
  it('"four-weekly in arrears" → Duration "four-weekly", no Number "four"; "weekly" alone unchanged', () => {
    expect(read('The fee is paid four-weekly in arrears.', 'Rotas are issued weekly.').map((e) => e.attributes)).toEqual([['Duration:four-weekly'], ['Duration:weekly']]);
  });
});

describe('signing lines: "Signed: Name, for …" and "For <party name>: Name, Title" (h18e10)', () => {
  it('the signatory after "Signed:" and after a party\'s name and a colon opening the line is a Person', () => {
    const got = read('Signed: Lorna Pike, for Quillfeather Songs Ltd', 'For Tern Atlantic Airways S.A.: Luis Ortega Vidal, General Counsel');
    expect(got.map((e) => e.attributes.filter((a) => a.startsWith('Person')))).toEqual([['Person:Lorna Pike'], ['Person:Luis Ortega Vidal']]);
  });
  it('"for" inside a sentence names no signer ("Services for Northgate Hospital: Cleaning Rota")', () => {
    const got = read('The Contractor shall provide the Services for Northgate Hospital: Cleaning Rota and Porterage.');
    expect(got[0].attributes.filter((a) => a.startsWith('Person'))).toEqual([]);
  });
});
