/**
 * Bodies named by what they are rather than by a legal form: "Department of Health and Aged Care", "National Company
 * Law Tribunal", "Banco Central de Costa Rica", "the District Court in Kranj", "The Trustees of the Harcourt
 * Collection", "Rabobank", a bank's brand after "account with" ("BNI Madagascar"), the initials of a listed regulator ("FCA", "OSHA"). Each shape has its own file; this one
 * runs them in their order, the first reader of a span keeping it (names.ts).
 */
import type { AddName } from './name-grammar.js';
import { addBodiesInTheirOwnLanguage, addSmallLetterBanks } from './own-language-bodies.js';
import { addBanksByOwnWord, addCreditCooperatives, addFusedBanks, bankRegionEnd } from './bank-names.js';
import { addBanksByBrand } from './bank-brands.js';
import { addHeadedInstitutions } from './headed-institutions.js';
import { addBodiesNamedByShape, addBodiesSigningOrInPartySlots, addNationalBodies } from './bodies-by-shape.js';
import { addBodiesByAgent } from './bodies-by-agent.js';
import { addListedBodies } from './listed-bodies.js';
import { addIndonesianBodies } from './indonesian-bodies.js';

/**
 * Public and private bodies without a legal form: an institution's head with its qualifiers and "of"/"for" tail, a
 * body named in Spanish, Portuguese or French, a court and its seat, trustees, a one-word bank, a name signing "By:",
 * a body in a party's slot, a listed body's initials, an Indonesian body named head first.
 */
export function addInstitutions(text: string, addName: AddName): void {
  // A bank's name may go on past a dash with its region, as its initials in brackets after confirm (bankRegionEnd).
  const add: AddName = (type, begin, end) => addName(type, begin, type === 'Organization' && text.includes('(') ? bankRegionEnd(text, begin, end) : end);
  addBodiesInTheirOwnLanguage(text, add);
  addFusedBanks(text, add);
  addCreditCooperatives(text, add);
  addSmallLetterBanks(text, add);
  addHeadedInstitutions(text, add);
  addBodiesNamedByShape(text, add);
  addBanksByOwnWord(text, add);
  addBanksByBrand(text, add);
  addBodiesSigningOrInPartySlots(text, add);
  addNationalBodies(text, add);
  addBodiesByAgent(text, add);
  addListedBodies(text, add);
  addIndonesianBodies(text, add);
}
