/**
 * Facts set 71's causes 1–9 (issue 18, h112q71), each decided on sentences written for it, near misses kept (none is the
 * set's own sentence):
 * - 1: a quoted name before its legal form in a key-details row, and Azerbaijan's "MMC" (field-labels.ts NAME_VALUE,
 *   marked-company-names.ts quotedNameBeforeForm, gazetteer POST_SOVIET_FORMS and NAME_END_LEGAL_FORMS);
 * - 2: an Azerbaijani name "<given> <father's given> oğlu <surname>" (person-names.ts isPersonName, representative-contacts.ts);
 * - 3: a protected area that issues or charges is the body that runs it (names/protected-area-bodies.ts);
 * - 4: a German savings bank named by its region first (gazetteer GERMAN_BANK_WORDS_AFTER_REGION, nordic-and-french-bodies.ts);
 * - 5: a German court by its own head word, "Amtsgericht <town>" (gazetteer GERMAN_BODY_COMPOUND_ENDS);
 * - 6: a body's unit in a heading is no person (person-names.ts ORGANISATION_WORDS);
 * - 7: "Issued by:" under a letterhead whose body stands on its second line (details/reading.ts letterheadParty);
 * - 8: a name rendered in English in brackets under it is the same party (bracketed-brands.ts bracketedTranslations);
 * - 9: a town's cell and a date's cell in one row under the title (place-date-lines.ts isPlaceBarDateLine).
 */
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../../src/contracts/index.js';
import { isPersonName } from '../../../../src/contracts/classify/names/person-names.js';
import { quotedNameBeforeForm } from '../../../../src/contracts/classify/names/marked-company-names.js';
import { nordicAndFrenchBodies } from '../../../../src/contracts/classify/names/nordic-and-french-bodies.js';
import { isPlaceBarDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { contactLists, contactNames, effective, partiesByRole, partyNames, primary } from '../facts-readers.js';

/** The parties of a plain-text contract, its paragraphs apart, as the service reads an upload: `name role importance`. */
async function plainParties(...paragraphs: string[]): Promise<string[]> {
  const r = await classifyElements({ file: Buffer.from(`${paragraphs.join('\n\n')}\n`, 'utf8'), fileContentType: 'text/plain' });
  return r.parties.map((p) => `${p.party} ${p.role} ${p.importance}${p.contacts.length > 0 ? ` [${p.contacts.map((c) => c.name).join(', ')}]` : ''}`);
}

describe('a quoted name before its legal form in a key-details row, and "MMC" (cause 1)', () => {
  const order = (centre: string) => ['ORDER CONTRACT No. 7', `Clinic: ${centre}, represented by its director, Leyla Hasanova`,
    'Guest: Tural Huseynov, ID card AZE 1', 'Conditions:', '1. The Clinic gives the sessions on the dates agreed.', '2. The Guest pays 200 AZN on arrival.'];
  it('the quoted name is the row\'s party, the label its alias, "MMC", "LLC" or "QSC" no part of its name', async () => {
    expect(primary(...order('"Gobustan Sagliq" MMC'))).toEqual(['GOBUSTAN SAGLIQ Supplier', 'TURAL HUSEYNOV Buyer']);
    expect(primary(...order('"Gobustan Sagliq" LLC'))).toEqual(['GOBUSTAN SAGLIQ Supplier', 'TURAL HUSEYNOV Buyer']);
    expect(primary(...order('Gobustan Sagliq MMC'))).toEqual(['GOBUSTAN SAGLIQ Supplier', 'TURAL HUSEYNOV Buyer']);
    expect(contactNames(...order('"Gobustan Sagliq" QSC'))).toEqual(['GOBUSTAN SAGLIQ: Leyla Hasanova', 'TURAL HUSEYNOV: ']);
  });
  it('a value opening with a quoted name and its form, and nothing else', () => {
    expect(quotedNameBeforeForm('"Gobustan Sagliq" MMC')).toBe('Gobustan Sagliq');
    expect(quotedNameBeforeForm('"Absheron Liman" ASC, VÖEN 1')).toBe('Absheron Liman');
    expect(quotedNameBeforeForm('"Premium" package')).toBeUndefined();
    expect(quotedNameBeforeForm('the "Gobustan Sagliq" MMC')).toBeUndefined();
  });
  it('near misses: a quoted package or a quoted title in a row names nobody', () => {
    const rows = ['ORDER No. 3', 'Package: "Premium" package, ten sessions', 'Guest: Tural Huseynov', 'The Package includes board.', 'The Guest pays 200 AZN.'];
    expect(partyNames(...rows)).not.toContain('PREMIUM');
    expect(primary('ORDER No. 4', 'Course: "Salt Air" programme, ten sessions', 'Guest: Tural Huseynov', 'The Course shall start on 1 May.')).toEqual(['TURAL HUSEYNOV Buyer']);
  });
});

describe('an Azerbaijani name with "oğlu" or "qızı" between the father\'s name and the surname (cause 2)', () => {
  it('is one person of four words, the party and the representative', () => {
    expect(isPersonName('Tural Vüqar oğlu Hüseynov')).toBe(true);
    expect(isPersonName('Aysel Rauf qızı Quliyeva')).toBe(true);
    expect(isPersonName('Tural Vugar oglu Huseynov')).toBe(true);
    const rows = ['ORDER CONTRACT No. 9', 'Seller: Gobustan Sagliq LLC, represented by its director, Elvin Rauf oğlu Quliyev',
      'Buyer: Aysel Tahir qızı Məmmədova, ID card AZE 2', 'The Buyer pays 90 AZN.'];
    // Three short rows also read the seller's own row as a contact ("Gobustan Sagliq LLC", with "Elvin Quliyev" as well):
    // an older reading, not this rule's; the representative and the buyer are this rule's.
    const [seller, buyer] = contactLists(...rows);
    expect(seller[1]).toContain('Elvin Rauf oğlu Quliyev');
    expect(buyer).toEqual(['AYSEL TAHIR QIZI MƏMMƏDOVA', []]);
  });
  it('near misses: the particle first or last but one of three, a fifth word, an organisation\'s word', () => {
    expect(isPersonName('Tural oğlu Vüqar Hüseynov')).toBe(false);
    expect(isPersonName('Tural Vüqar oğlu Hüseynov Bəy')).toBe(false);
    expect(isPersonName('Tural Vüqar oğlu Foundation')).toBe(false);
    expect(isPersonName('Vüqar oğlu Hüseynov')).toBe(false);
  });
});

describe('a protected area that acts is the body that runs it (cause 3)', () => {
  it('as the subject of a body\'s verb, or its agent after "by the"', () => {
    expect(partyNames('The Operator obtains the landing permit that the Tigirek State Nature Reserve issues, and keeps a copy.')).toEqual(['TIGIREK STATE NATURE RESERVE']);
    expect(partyNames('The Lomami Wildlife Reserve charges a fee for each visitor.')).toEqual(['LOMAMI WILDLIFE RESERVE']);
    expect(partyNames('Each guest carries a pass issued by the Gonarezhou National Park.')).toEqual(['GONAREZHOU NATIONAL PARK']);
  });
  it('near misses: a place the boats stop in, a verb read as a noun, a kind alone', () => {
    expect(partyNames('The boats stop inside the Tigirek Nature Reserve and the Altai Federal Nature Refuge.')).toEqual([]);
    expect(partyNames('The Gonarezhou National Park permits cost 10 USD a day.')).toEqual([]);
    expect(partyNames('The National Park charges a fee.')).toEqual([]);
    // h112mendA (re-read finding 9): a fund's reserve that requires is no body; a bare "Reserve" needs a keeping or state word.
    expect(partyNames('Under the Facility Agreement, the Cash Reserve requires a minimum balance of USD 10,000.')).toEqual([]);
    expect(partyNames('The Debt Service Reserve requires the Borrower to keep six months of interest on deposit.')).toEqual([]);
  });
});

describe('a German savings bank named by its region first, a German court by its head word (causes 4 and 5)', () => {
  it('"<Region> Sparkasse", "Berliner Volksbank", "Amtsgericht <town>", "Landgericht <town>"', () => {
    expect(partyNames('The rent is paid to the Landlord\'s account with the Ostholstein-Nord Sparkasse.')).toEqual(['OSTHOLSTEIN-NORD SPARKASSE']);
    expect(partyNames('The deposit is held by the Berliner Volksbank.')).toEqual(['BERLINER VOLKSBANK']);
    expect(partyNames('The place of jurisdiction is the Amtsgericht Husum.')).toEqual(['AMTSGERICHT HUSUM']);
    expect(partyNames('Appeals go to the Landgericht Flensburg.')).toEqual(['LANDGERICHT FLENSBURG']);
  });
  it('near misses: an English word before the bank\'s word, a court\'s word with no town', () => {
    expect(nordicAndFrenchBodies('Each Savings Sparkasse account is the Tenant\'s.')).toEqual([]);
    expect(nordicAndFrenchBodies('The Your Volksbank card is the Tenant\'s.')).toEqual([]);
    expect(partyNames('The Amtsgericht decides.')).toEqual([]);
  });
});

describe('a body\'s unit in a heading and "Issued by:" under a State\'s and a ministry\'s lines (causes 6 and 7)', () => {
  const order = (unit: string, issued: string) => ['REPUBLIC OF COSTA RICA', 'MINISTRY OF EDUCATION', unit, 'PURCHASE ORDER No. 12',
    'Contracting entity: Ministry of Education', 'Supplier: Rolando Vargas Mora, carpenter', 'Period of service: 1 May 2046 to 10 May 2046',
    'a) The Supplier repairs the school\'s benches.', issued];
  it('the unit names no contact; the issuer signs for the ministry, a post ending "of <field>" whole', async () => {
    expect(await plainParties(...order('LIMÓN EDUCATION REGION – Talamanca', 'Issued by: Dr. Marta Solano Brenes, Regional Director of Education')))
      .toEqual(['MINISTRY OF EDUCATION Buyer Primary [Marta Solano Brenes]', 'ROLANDO VARGAS MORA Supplier Primary']);
    expect(await plainParties(...order('REGIONAL DIRECTORATE – Limón', 'Issued by: Marta Solano, Head of Procurement')))
      .toEqual(['MINISTRY OF EDUCATION Buyer Primary [Marta Solano]', 'ROLANDO VARGAS MORA Supplier Primary']);
  });
  it('near misses: a unit\'s word makes no person; a person\'s name beside a dash still is one', () => {
    expect(isPersonName('LIMÓN EDUCATION REGION')).toBe(false);
    expect(isPersonName('Customs Division')).toBe(false);
    expect(isPersonName('Marta Solano')).toBe(true);
  });
});

describe('a name rendered in English in brackets under it is the same party (cause 8)', () => {
  const letter = (second: string) => ['COOPERATIVA NHAMBUNDA DE PESCADORES', second, 'Quelimane, 3 May 2046', 'Mr. Tomás Naene',
    'Dear Mr. Naene,', 'We engage you as a net mender for three months from 1 June 2046 and pay you 9 000 MZN per month.',
    'Yours sincerely,', 'Lurdes Mapanga', 'Coordinator', 'Cooperativa Nhambunda de Pescadores'];
  it('the bracket under the letterhead\'s name is no party of its own', async () => {
    const parties = await plainParties(...letter('(Nhambunda Fishers\' Cooperative) · Rua 7 de Abril 12, Quelimane'));
    expect(parties.some((p) => p.startsWith('NHAMBUNDA FISHERS'))).toBe(false);
    expect(parties.some((p) => p.startsWith('COOPERATIVA NHAMBUNDA DE PESCADORES'))).toBe(true);
  });
  it('near misses: a bracket naming another body, a rendering of a name in English over English', async () => {
    expect((await plainParties(...letter('(Quelimane Fishers\' Cooperative) · Rua 7 de Abril 12, Quelimane'))).some((p) => p.startsWith('QUELIMANE FISHERS'))).toBe(true);
    expect(partiesByRole('ACME HOLDINGS LIMITED', '(Acme Logistics Ltd) · 4 Dock Road', 'The Supplier is Acme Logistics Ltd.').some((p) => p.startsWith('ACME LOGISTICS'))).toBe(true);
  });
});

describe('a town\'s cell and a date\'s cell in one row under the title (cause 9)', () => {
  it('is the date the contract was made (Low), as "<Town>, <date>" is', () => {
    expect(effective('CONTRACT No. 4-K', 'for the hire of a snowmobile', 'Anadyr | 3 February 2046', 'The Lessor lets the Lessee a snowmobile.')).toEqual(['2046-02-03']);
    expect(effective('CONTRACT No. 4-K', 'city of Anadyr | 03.02.2046', 'The Lessor lets the Lessee a snowmobile.')).toEqual(['2046-02-03']);
    expect(isPlaceBarDateLine('| Anadyr | 3 February 2046 |')).toBe(true);
  });
  it('near misses: a stamp\'s or a term\'s word in the town\'s cell, a row far below the title, a row of three cells', () => {
    expect(isPlaceBarDateLine('Version | 3 February 2046')).toBe(false);
    expect(isPlaceBarDateLine('Delivery | 3 February 2046')).toBe(false);
    expect(isPlaceBarDateLine('Anadyr | Lot 4 | 3 February 2046')).toBe(false);
    expect(effective('CONTRACT No. 4-K', 'The Lessor lets the Lessee a snowmobile.', 'The Lessee returns it at the depot.', 'Each day of delay costs 500 RUB.', 'Anadyr | 3 February 2046')).toEqual([]);
  });
});
