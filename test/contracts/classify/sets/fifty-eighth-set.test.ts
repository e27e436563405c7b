/**
 * Natures, types and attributes set 58 showed (issue 18, h76t58): paragraph numbers of translated drafting, polities,
 * bodies, signers after a board post or a role, an alias after "hereinafter,", present-tense duties. Sentences written
 * for these tests (other countries' and trades' wordings), none taken from the set.
 */
import { describe, expect, it } from 'vitest';
import { leadLength } from '../../../../src/contracts/classify/text/text.js';
import { expectReads } from '../cue-tables.js';
import { PREAMBLE, attributesOf, typesOf } from '../helpers.js';

const numbersOf = (text: string) => attributesOf(text).filter((a) => a.startsWith('Number:'));

describe("an element's own paragraph number is no Number, in two more numberings (h76t58)", () => {
  it('a section letter, a dot and the paragraph number ("B.3 The …") is the clause number', () => {
    expectReads(numbersOf, [
      ['B.3 The Lessee shall pay the rent by the fifth day of each month.', []],
      ['D.12 THE CONCESSIONAIRE shall keep the kiosk open every day.', []],
      ['C.2.1 Each invoice shall state the order number.', []],
      // A reference inside the sentence stays a Number (C18).
      ['F.1 The fees are listed in Annex 3.', ['Number:3']],
    ]);
    expect(leadLength('B.3 The Lessee shall pay')).toBe(4);
  });
  it('a letter and a figure before small letters is no clause number ("A.1 grade steel")', () => {
    expect(leadLength('A.1 grade steel shall be used for the frame.')).toBe(0);
    expect(leadLength('Section B.2 of the tender applies.')).toBe(0);
  });
  it('an article and paragraph joined by a hyphen ("4-2 The …") is the clause number', () => {
    expectReads(numbersOf, [
      ['4-2 The Builder shall clear the site within 7 days.', []],
      ['11-3 If the Owner delays payment, the Builder may stop work.', []],
      ['2-5 Under the permit, the Builder may work until 6 p.m.', []],
      ['3-1 Cement shall be stored off the ground.', []],
    ]);
    expect(leadLength('4-2 The Builder shall')).toBe(4);
  });
  it('a street\'s numbers, a ratio and a range in running text keep their reading', () => {
    expect(leadLength('12-14 Mill Lane, Leeds LS1 4AB')).toBe(0);
    expect(leadLength('2-3 weeks after delivery the Buyer inspects the goods.')).toBe(0);
    expect(leadLength('The grout is mixed in a 1-2 ratio with sand.')).toBe(0);
  });
  it('a heading "Article (N): Title" numbers the article; a reference in a sentence stays a Number', () => {
    expect(attributesOf('Article (4): Payments')).toEqual([]);
    expect(attributesOf('Article (12): Settlement of Disputes')).toEqual([]);
    expect(numbersOf('The Contractor supplies the items listed under Article (6).')).toEqual(['Number:6']);
  });
});

describe('places: a monarchy\'s full name, the Isle of Man, a legal address, a town after a register number (h76t58)', () => {
  it('"Sultanate of", "Principality of", "Grand Duchy of" + a country is one Location, as "Republic of" is (C27)', () => {
    expect(attributesOf('This Agreement is governed by the laws of the Principality of Monaco.')).toEqual(['Location:Principality of Monaco']);
    expect(attributesOf('The bank shall be licensed in the Grand Duchy of Luxembourg.')).toEqual(['Location:Grand Duchy of Luxembourg']);
    expect(attributesOf('The courts of the Sultanate of Oman have jurisdiction.')).toEqual(['Location:Sultanate of Oman']);
  });
  it('"the Isle of Man" is one Location, and a body named after it keeps it', () => {
    expect(attributesOf('The Licensee is a company incorporated in the Isle of Man.')).toEqual(['Location:Isle of Man']);
    expect(attributesOf('The Operator holds a licence from the Isle of Man Financial Services Authority.')).toEqual(['Organization:Isle of Man Financial Services Authority']);
    expect(attributesOf('The works need the consent of the Isle of Wight Council.')).toEqual(['Organization:Isle of Wight Council']);
  });
  it('"legal address in <Town>" is a party\'s seat (a town the gazetteer lacks)', () => {
    expect(attributesOf('SIA "Koka Nams", registration No. 40103999999, legal address in Sigulda, represented by its board.').filter((a) => a.startsWith('Location'))).toEqual(['Location:Sigulda']);
    // Without the seat's words a capitalised word after "in" is no place.
    expect(attributesOf('The legal text in Latvian prevails.').filter((a) => a.startsWith('Location'))).toEqual([]);
  });
  it('a building plot\'s district is a site\'s place ("plot in <District>"); "the plot in question" names none', () => {
    expect(attributesOf('The Builder shall build the house on the Owner\'s plot in Bawshar Heights.').filter((a) => a.startsWith('Location'))).toEqual(['Location:Bawshar Heights']);
    expect(attributesOf('The Builder shall fence the plot in question.').filter((a) => a.startsWith('Location'))).toEqual([]);
  });
  it('a town after a register number and "of" is read with its listed city ("…, No. 1234, of Ghala, Muscat")', () => {
    expect(attributesOf('Nizwa Stone Works LLC, commercial registration No. 1099887, of Ghala, Muscat, represented by its manager.').filter((a) => a.startsWith('Location'))).toEqual(['Location:Ghala, Muscat']);
    // After a number that is no register's, "of" with a common word reads no town.
    expect(attributesOf('The Buyer pays the invoices of 2027, of March, London and Paris.').filter((a) => a.startsWith('Location:March'))).toEqual([]);
  });
});

describe('bodies: a government\'s level, a statute\'s subject, a veterinary service (h76t58)', () => {
  it('"Departmental" and "Metropolitan" governments are named whole', () => {
    expect(attributesOf('The Departmental Government of Canelones shall supply the poles.')).toEqual(['Organization:Departmental Government of Canelones']);
    expect(attributesOf('The Metropolitan Government of Nashville shall approve the route.')).toEqual(['Organization:Metropolitan Government of Nashville']);
  });
  it('the words after a statute\'s "Law on" / "Text of" name its subject, no body; the body itself stays one', () => {
    expect(attributesOf('The tender follows the Law on Public Administration.').filter((a) => a.startsWith('Organization'))).toEqual([]);
    expect(attributesOf('The Public Administration Office shall publish the award.')).toEqual(['Organization:Public Administration Office']);
  });
  it('a food and veterinary service and a customs service are bodies; "food and veterinary services" in small letters is none', () => {
    expect(attributesOf('The Tenant shall register the stall with the Food and Veterinary Service.')).toEqual(['Organization:Food and Veterinary Service']);
    expect(attributesOf('The State Customs Service may inspect the goods.')).toEqual(['Organization:State Customs Service']);
    expect(attributesOf('The clinic offers food and veterinary services.')).toEqual([]);
  });
});

describe('persons: after "Arch." and "Atty.", after a board post, on a role\'s signing row (h76t58)', () => {
  it('"Arch." and "Atty." are titles before a name, as "Eng." is', () => {
    expect(attributesOf('The Owner is represented by its project director, Arch. Camila Rosas Pérez.').filter((a) => a.startsWith('Person'))).toEqual(['Person:Camila Rosas Pérez']);
    expect(attributesOf('Signed for the Lessor by Atty. Ramon Dela Cruz.').filter((a) => a.startsWith('Person'))).toEqual(['Person:Ramon Dela Cruz']);
  });
  it('a board post written with its board and no comma names the signer after it', () => {
    expect(attributesOf('SIA "Koka Nams", represented by the Chairman of the Board Mārtiņš Bērziņš, acting under the articles.').filter((a) => a.startsWith('Person'))).toEqual(['Person:Mārtiņš Bērziņš']);
    expect(attributesOf('BUYER: UAB "Medus", member of the Management Board Rūta Petrauskienė').filter((a) => a.startsWith('Person'))).toEqual(['Person:Rūta Petrauskienė']);
    // The post alone names no one, nor a post before common words.
    expect(attributesOf('The Chairman of the Board shall call the meeting.').filter((a) => a.startsWith('Person'))).toEqual([]);
    expect(attributesOf('The Secretary keeps the Chairman of the Board Meeting Minutes.').filter((a) => a.startsWith('Person'))).toEqual([]);
  });
  it('a role\'s field names a person whose patronym has its particle ("bin"); a body there is none', () => {
    expect(attributesOf('The Owner: Khalid bin Saeed Al Busaidi')).toEqual(['Person:Khalid bin Saeed Al Busaidi']);
    expect(attributesOf('Tenant: Noor binti Ahmad Zaki, of 4 Jalan Mawar')).toContain('Person:Noor binti Ahmad Zaki');
    expect(attributesOf('The Owner: Ministry of Housing').filter((a) => a.startsWith('Person'))).toEqual([]);
  });
});

describe('types: "hereinafter," with a comma, the parties\' formula, a party\'s own person, openings of C34 (h76t58)', () => {
  const ALIAS = 'BETWEEN the Municipality of Salto, represented by its Mayor (hereinafter, THE MUNICIPALITY), and Obras del Norte S.A., a company registered in Uruguay (hereinafter, THE BUILDER).';
  it('an alias after "hereinafter," names the party', () => {
    expect(typesOf(ALIAS, 'THE MUNICIPALITY shall pay each certificate within 30 days.', 'THE MUNICIPALITY may reject any defective lamp.'))
      .toEqual([[], ['Obligation/MUNICIPALITY'], ['Right/MUNICIPALITY']]);
  });
  it('"The parties agree to the following clauses:" is the formula, none; a schedule they agree to is a promise', () => {
    expect(typesOf(PREAMBLE, 'The parties agree to the following clauses:', 'The Parties agree on the following terms and conditions:'))
      .toEqual([[], [], []]);
    expect(typesOf(PREAMBLE, 'The parties agree to the following delivery schedule:')).toEqual([[], ['Obligation/Multiple Parties']]);
  });
  it('"The Customer and his adviser may …": the party\'s own person joins it; two parties stay two', () => {
    expect(typesOf(PREAMBLE, 'The Customer and its Consultant may inspect the works at any time.')).toEqual([[], ['Right/Customer']]);
    expect(typesOf(PREAMBLE, 'The Customer and the Supplier may inspect the works at any time.')).toEqual([[], ['Right/Customer', 'Right/Supplier']]);
  });
  it('"For each day of delay the Supplier pays …" opens the clause as "Within ten days" does (C34)', () => {
    expect(typesOf(PREAMBLE, 'For each day of delay the Supplier pays a penalty of 1% of the price.')).toEqual([[], ['Obligation/Supplier']]);
    expect(typesOf(PREAMBLE, 'For each day of delay the penalty is 1% of the price.')).toEqual([[], []]);
  });
  it('"As the law requires, we withhold …" opens the clause, and a statute\'s year after a comma ends no predicate', () => {
    const TERMS = 'These terms are between Kitaab Hub (Private) Limited ("Kitaab Hub", "we" or "us") and you, the seller ("you" or the "Seller").';
    expect(typesOf(TERMS, 'As the law requires, we withhold sales tax under the Sales Tax Act, 1990 from each payout and send you a receipt.'))
      .toEqual([[], ['Obligation/Kitaab Hub']]);
    // What the writer does alone binds it too since h78we (C34 binds "we" as any party); what it offers does not.
    expect(typesOf(TERMS, 'As the law requires, we keep our accounts for six years.')).toEqual([[], ['Obligation/Kitaab Hub']]);
    expect(typesOf(TERMS, 'As the season allows, we offer extra lessons in June.')).toEqual([[], []]);
  });
});
