/**
 * Signers the fourteenth facts set's blocks write without a "Name:" field (h21f14b, issue 18): a name under a role
 * heading under the signature line, "For the <party>: <name>" with Arabic particles, a deed's officers on the lines
 * under its heading, a title with its department, a heading dated at its end. Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const contacts = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party}: ${(p.contacts ?? []).map((c) => `${c.name} (${c.role})`).join(', ')}`);

describe('a name under a role heading under the signature line (h21f14b)', () => {
  const preamble = 'This Distribution Agreement is made between CAFETALES DEL SUR S.A.C. (the "DISTRIBUTOR") and TOSTADORA LIMA S.A. (the "MANUFACTURER").';
  it('is the signer of the role\'s party', () => {
    expect(contacts(preamble, '____________________', 'THE MANUFACTURER', 'Lucía Fernández Rojas', '____________________', 'THE DISTRIBUTOR', 'Diego Paredes Salas'))
      .toEqual(['CAFETALES DEL SUR: Diego Paredes Salas (signatory)', 'TOSTADORA LIMA: Lucía Fernández Rojas (signatory)']);
  });
  it('is none when no signature line is above the heading', () => {
    expect(contacts(preamble, 'THE MANUFACTURER', 'Lucía Fernández Rojas'))
      .toEqual(['CAFETALES DEL SUR: ', 'TOSTADORA LIMA: ']);
  });
});

describe('"For the <party>: <name>" (h21f14b)', () => {
  const preamble = 'This Distribution Agreement is made between Qatar Marine Foods W.L.L. (the "Distributor") and Doha Cold Stores LLC (the "Supplier").';
  it('gives the signer, particles and a courtesy title aside', () => {
    expect(contacts(preamble, 'For the Supplier: Sheikh Khalid bin Nasser Al Thani', 'For the Distributor: Ms. Mariam bint Ali Al Kuwari'))
      .toEqual(['QATAR MARINE FOODS: Mariam bint Ali Al Kuwari (signatory)', 'DOHA COLD STORES: Khalid bin Nasser Al Thani (signatory)']);
  });
  it('is none for a blank or a word that is no name', () => {
    expect(contacts(preamble, 'For the Supplier: ____________', 'For the Distributor: Signature and Stamp'))
      .toEqual(['QATAR MARINE FOODS: ', 'DOHA COLD STORES: ']);
  });
});

describe('a deed\'s officers on the lines under its heading (h21f14b)', () => {
  const preamble = 'THIS DEED is made between KILIMANJARO TEA ESTATES LIMITED (the "Seller") and RIFT VALLEY PACKERS LIMITED (the "Buyer").';
  it('"acting by" on its own line, two directors joined by "and" without a comma', () => {
    expect(contacts(preamble, 'Executed as a deed by KILIMANJARO TEA ESTATES LIMITED', 'acting by Amani Mwangi, Director and Grace Wanjiru, Director'))
      .toEqual(['KILIMANJARO TEA ESTATES: Amani Mwangi (Director), Grace Wanjiru (Director)', 'RIFT VALLEY PACKERS: ']);
  });
  it('the heading "acting by its sole director", the name on the next line', () => {
    expect(contacts(preamble, 'EXECUTED AS A DEED by RIFT VALLEY PACKERS LIMITED acting by its sole director', 'Joseph Kiprono', 'in the presence of: Ruth Atieno, Advocate'))
      .toEqual(['KILIMANJARO TEA ESTATES: ', 'RIFT VALLEY PACKERS: Joseph Kiprono (sole director)']);
  });
  it('a second officer on the line under the first: "and <name>, <title>"', () => {
    expect(contacts(preamble, 'EXECUTED AS A DEED by KILIMANJARO TEA ESTATES LIMITED acting by', 'Amani Mwangi, Director', 'and Grace Wanjiru, Company Secretary'))
      .toEqual(['KILIMANJARO TEA ESTATES: Amani Mwangi (Director), Grace Wanjiru (Company Secretary)', 'RIFT VALLEY PACKERS: ']);
  });
  it('one officer in the heading itself, as before', () => {
    expect(contacts(preamble, 'Executed as a deed by KILIMANJARO TEA ESTATES LIMITED acting by Amani Mwangi, a director, and Grace Wanjiru, Secretary'))
      .toEqual(['KILIMANJARO TEA ESTATES: Amani Mwangi (director), Grace Wanjiru (Secretary)', 'RIFT VALLEY PACKERS: ']);
  });
});

describe('a letter\'s signer with a title and its department, a countersignature dated at its end (h21f14b)', () => {
  const letter = ['We refer to the Haulage Contract between Limpopo Freight (Pty) Ltd ("Limpopo") and Tswana Grain (Pty) Ltd ("Tswana").', 'Tswana will pay the additional fee within 30 days.'];
  it('reads the title below the name, and the countersigning party\'s signer as its own', () => {
    expect(contacts(...letter, 'Yours faithfully', 'for LIMPOPO FREIGHT (PTY) LTD', 'Neo Kgosi', 'Director – Operations', 'Accepted and agreed for TSWANA GRAIN (PTY) LTD on 2 March 2025', 'Lesego Molefe, Finance Manager'))
      .toEqual(['LIMPOPO FREIGHT: Neo Kgosi (Director – Operations)', 'TSWANA GRAIN: Lesego Molefe (Finance Manager)']);
  });
});

describe('"Acknowledged and agreed for <party>" heads the addressee\'s countersignature (h21f14b)', () => {
  it('the name under it, with its title below, is the party\'s signer', () => {
    expect(contacts('From: Aqaba Marble Works P.S.C. ("Aqaba Marble")', 'To: Irbid Freight L.L.C. ("Irbid Freight")', 'Aqaba Marble will pay the freight within 30 days.', 'For Aqaba Marble Works P.S.C.', 'Khaled Mansour', 'General Manager', 'Acknowledged and agreed for Irbid Freight L.L.C.', 'Dana Nasser', 'Operations Manager'))
      .toEqual(['AQABA MARBLE WORKS: Khaled Mansour (General Manager)', 'IRBID FREIGHT: Dana Nasser (Operations Manager)']);
  });
});
