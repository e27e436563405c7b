/**
 * Organizations, locations and persons by their form: a capitalised phrase ending in a company suffix or
 * an institution head, a listed place, a courtesy title or a signature-block label before a name. This file orders the
 * readers (each in its own file): where two readings overlap, the one kept first wins — marked companies, governments,
 * companies, institutions, then people, then places (organizations win over places).
 */
import { foldedForPrefilter } from '../../../common/regex-prefilter.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { addAssociationsInCapitals } from './associations-in-capitals.js';
import { addBodiesNamedByTrade } from './bodies-named-by-trade.js';
import { addBodiesSettingConditions } from './bodies-setting-conditions.js';
import { addProtectedAreaBodies } from './protected-area-bodies.js';
import { addCompanies, companyPatterns } from './company-names.js';
import { addCompanySignerRows } from './company-signer-rows.js';
import { addApprovedSignerCells } from './approved-signer-cells.js';
import { addCooperatives } from './cooperative-names.js';
import { addCountyOfficers } from './county-officers.js';
import { addCountyParties } from './county-parties.js';
import { addGovernments, governmentPatterns } from './government-names.js';
import { addGovernmentsInCapitals } from './governments-in-capitals.js';
import { addInstitutions } from './institution-names.js';
import { addPublicBodiesByField } from './public-bodies-by-field.js';
import { addProfessionalColleges } from './professional-colleges.js';
import { addPublicBodiesInCapitals } from './public-bodies-in-capitals.js';
import { addMarkedCompanies } from './marked-company-names.js';
import { addNeighbouringOwners } from './neighbouring-owners.js';
import type { NameSpan } from './name-grammar.js';
import { addPlaces, placePatterns } from './place-names.js';
import { addPostedSigners } from './posted-signers.js';
import { addOwnersAndReceiptSigners } from './owners-and-receipt-signers.js';
import { addPreamblePersons } from './preamble-persons.js';
import { addApposedPersons } from './apposed-persons.js';
import { addBodiesDescribedAfter } from './bodies-described-after.js';
import { addQuotedGroupNames } from './quoted-group-names.js';
import { addBodiesAliasedByKind } from './bodies-aliased-by-kind.js';
import { addRegionEndingBodies } from './region-ending-bodies.js';
import { addSmallWordCompanies } from './small-word-company-names.js';
import { addAmpersandFirms } from './ampersand-firms.js';
import { addSignatories, signatoryPatterns } from './signatory-names.js';
import { addSignatureRowNameCells } from './signature-row-name-cells.js';
import { withStreetsBeforeTowns } from './street-before-town.js';
import { addTownsListedBesidePlaces } from './towns-listed-beside-places.js';

export type { NameSpan } from './name-grammar.js';

/** The patterns findNames runs behind the prefilter: the build derives their literal words (scripts/build-regex-prefilter.mjs). */
export function namePatterns(): readonly RegExp[] {
  return [...governmentPatterns(), ...companyPatterns(), ...signatoryPatterns(), ...placePatterns()];
}

/** A company's form written out alone in brackets: "(Private Shareholding Company)", "(Limited Liability Company)". Bounded: linear. */
const FORM_IN_BRACKETS = /\(\s{0,3}(?:(?:Private|Public|Closed|Open)\s{1,3})?(?:Shareholding|Joint[\s-]Stock|Limited\s{1,3}Liability|Limited)\s{1,3}Company\s{0,3}\)/g;
/**
 * A body's legal form written out alone in brackets after its name: Japan's "(General Incorporated Association)",
 * "(Public Interest Incorporated Foundation)", "(Specified Nonprofit Corporation)", the Australian "(Incorporated
 * Association)", "(Registered Society)", "(Non-Profit Association)". The form's words only, so "(Fair Trading
 * Commission)" or "(Japan Agricultural Cooperatives)" in brackets stay bodies. Bounded: linear.
 */
const BODY_FORM_IN_BRACKETS = /\(\s{0,3}(?:(?:General|Public\s{1,3}Interest|Specified)\s{1,3})?(?:(?:Incorporated|Registered|Non-?[Pp]rofit|Not-[Ff]or-[Pp]rofit)\s{1,3})(?:Association|Foundation|Society|Corporation)\s{0,3}\)/g;
/**
 * A register's label that names the kind of body its register keeps, after a name and a comma or a bracket:
 * "…, Cooperative Society No. 57-004813, of …", "(Registered Society No. 31245R)", "Charity No. 1098765" (registrars of
 * societies and charities number their bodies so; set 77, issue 18, h102t77). The label names no body and no place:
 * the number follows it. Anchored after the comma, bracket or element's start; bounded: linear.
 */
const BODY_REGISTER_LABEL = /(?:^|[,(;])\s{0,3}((?:(?:Co-?operative|Registered|Friendly|Charitable|Building)\s{1,3})?(?:Society|Charity|Association)\s{1,3}(?:No\.|Number|Nr\.)\s{0,3}(?::\s{0,3})?)(?=\d)/g;

/** Organization, Location and Person spans of `text`, non-overlapping (organizations win over places). */
export function findNames(text: string): NameSpan[] {
  const found: NameSpan[] = [];
  // The characters kept spans cover: a span is tested over its own length, not against every span kept before (a
  // paragraph of thousands of names was quadratic: "Hon. " to 640,000 characters 4-9 s, hred13).
  const covered = new Uint8Array(text.length);
  const add = (type: NameSpan['type'], begin: number, end: number): void => {
    if (end <= begin || covered.subarray(Math.max(0, begin), end).includes(1)) return;
    covered.fill(1, Math.max(0, begin), end);
    found.push({ type, begin, end });
  };
  const forms = addMarkedCompanies(text, add);
  // A form written out before a quoted name is no name of its own for any reader: "Economic Society "Taiga Timber"" is
  // no society's name beside the company's (an institution's head after a qualifier, h76f41p).
  for (const f of forms) covered.fill(1, Math.max(0, f.begin), f.end);
  // Nor is a form written out in brackets after the name: "Al-Quds Coach Company (Private Shareholding Company)" (the
  // Palestinian and Jordanian forms), "… (Private Joint Stock Company)" (facts set 45's cause 12, h80f45p).
  if (text.includes('Company)')) for (const m of matchesOf(FORM_IN_BRACKETS, text)) covered.fill(1, m.index, m.index + m[0].length);
  // Nor a body's form so written: "Tokachi Dairy Relief Milking Association (General Incorporated Association)" names one
  // association, as "(Pty)" after a company's name is no company (facts set 52's cause 3, issue 18, h91fp).
  if (/(?:ion|Society)\s{0,3}\)/.test(text)) for (const m of matchesOf(BODY_FORM_IN_BRACKETS, text)) covered.fill(1, m.index, m.index + m[0].length);
  if (/(?:Society|Charity|Association)\s{1,3}N/.test(text)) for (const m of matchesOf(BODY_REGISTER_LABEL, text)) covered.fill(1, m.index + m[0].length - m[1].length, m.index + m[0].length);
  // The lists below run only where the text holds one of their literal words (regex-prefilter.ts): most elements name
  // no government, polity or numbered company, and a pattern that never runs is never compiled (the cold call).
  const folded = foldedForPrefilter(text);
  addCountyParties(text, add);
  addCountyOfficers(text, add);
  addGovernments(text, folded, add);
  addGovernmentsInCapitals(text, add);
  // A small-letter name's bank and seat before its form ("Privredna banka Zagreb d.d.") is read before the capitalised
  // words before the form alone ("Zagreb d.d."), h73f39n.
  addSmallWordCompanies(text, add);
  addCompanies(text, folded, forms, add);
  addCooperatives(text, add);
  // "the World Food Programme" before the institution reader's "UN" / "World Bank" initials and heads take its words.
  addPublicBodiesByField(text, add);
  addProfessionalColleges(text, add);
  addInstitutions(text, add);
  addBodiesNamedByTrade(text, add);
  addAssociationsInCapitals(text, add);
  addPublicBodiesInCapitals(text, add);
  addRegionEndingBodies(text, add);
  // A body known by the conditions it attaches to a party's activity ("any conditions NatureScot may attach").
  addBodiesSettingConditions(text, add);
  // A protected area that issues, grants or charges is the institution that runs it ("… that the Kronotsky State Nature
  // Reserve issues"), h112q71.
  addProtectedAreaBodies(text, add);
  // A name with no form described as a registered body after a comma ("Aa Sporting Club, an association registered …").
  addBodiesDescribedAfter(text, add);
  // A body with no form named in quotes after its kind's noun ('the carnival group "Bann Mas Kokoye"'), h114q72.
  addQuotedGroupNames(text, add);
  // A name with no form given an alias naming its kind ("Nippon Kaiji Kyokai (the "Classification Society")"), h115n.
  addBodiesAliasedByKind(text, add);
  // A firm named by two surnames joined by "&" ("the Owners' attorneys, Harris & St. Jean,"), no form (h104p63).
  addAmpersandFirms(text, add);
  addSignatories(text, folded, add);
  addPreamblePersons(text, add);
  addApposedPersons(text, add);
  addPostedSigners(text, add);
  addCompanySignerRows(text, add);
  addOwnersAndReceiptSigners(text, add);
  addApprovedSignerCells(text, add);
  addSignatureRowNameCells(text, add);
  addNeighbouringOwners(text, add);
  addPlaces(text, folded, add);
  // "to Leeds, York, Hull and Bradford": a town named as a word or a person is, listed beside the places read above.
  addTownsListedBesidePlaces(text, found, covered, add);
  // A street right before a town is the place's first part (C48): read after every reader, so no name loses its words.
  return withStreetsBeforeTowns(text, found, covered).sort((a, b) => a.begin - b.begin);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function namesRunPatterns(): readonly RegExp[] {
  return [BODY_FORM_IN_BRACKETS, BODY_REGISTER_LABEL, FORM_IN_BRACKETS];
}
