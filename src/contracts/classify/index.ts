/**
 * The contract classifier: labels for every element and the contract-level facts. Element by element:
 * definitions and natures (with list items inheriting their lead-in's labels), categories from the
 * section title and the sentence model, attributes with spans; then the parties and the contract's
 * dates, terms, amounts, currencies and type. Pure and deterministic (see docs/contracts.md,
 * "Classification").
 */
import { endsOnAliasInCapitals, writtenInCapitals } from './parties/caps-role-names.js';
import { isExitListLeadIn, namesExit } from './categories/category-exit-titles.js';
import { listItemCategories } from './categories/category-list-items.js';
import { followsEnding } from './categories/category-ending-consequences.js';
import { MAX_CATEGORIES } from './categories/category-limits.js';
import { isAmountListLeadIn } from './categories/cues/category-cues-scheduled-rates.js';
import { isPaidOnConditionsLeadIn, isPaidThingsLeadIn } from './categories/category-paid-things-lead.js';
import { ParleyError } from '../../common/errors.js';
import { escapeRegExp } from '../../common/regexp.js';
import { withPrefilter } from '../../common/regex-prefilter.js';
import { ELEMENT_KINDS } from './types.js';
import type { ContractClassifier, ContractLabels, ElementInput, ElementLabels, FactFound, TextSpan } from './types.js';
import { CATEGORIES, type CategoryLabel, type Label } from '../wire.js';
import { addAttribute, findAttributes, type ElementFacts } from './attributes/attributes.js';
import { leadingNumber, seriesNumberedHeadings } from './document/heading-series.js';
import { addGluedLetterMarks, addUngroupedMarksAfter } from './attributes/glued-letter-marks.js';
import { addTownsNamedWithCountry } from './attributes/towns-named-with-country.js';
import { addPersonsNamedAgain } from './attributes/persons-named-again.js';
import { addSalutationGivenNames } from './attributes/salutation-given-names.js';
import { splitPersonsOfCompanies } from './attributes/person-of-company.js';
import { addCorrespondents } from './attributes/email-correspondents.js';
import { addPersonsAfterValediction } from './attributes/persons-after-valediction.js';
import { addInitialledPersons } from './attributes/initialled-persons.js';
import { dropPlacesNamedAsMarks } from './attributes/places-named-as-marks.js';
import { categoriesOf, definitionCategories, hiredThingsOf, isPreamble, termCategories, type HiredThings, type TitleCategories } from './categories/categories.js';
import { findContractFacts } from './facts/facts.js';
import { contractLocalCurrencies } from './facts/local-currency.js';
import { DEFINITIONS_HEADING, findDefinition, type DefinitionFound } from './definitions/definitions.js';
import { findParties, type OrgMention } from './parties/contract-parties.js';
import { endsInLegalForm, partyKey } from './parties/party-key.js';
import { preambleNames } from './parties/preamble-names.js';
import { headlineParties } from './parties/headline-parties.js';
import { nameFieldEntries } from './parties/name-field-entries.js';
import { surnameFields } from './parties/surname-fields.js';
import { tablePartyRows } from './parties/table-party-rows.js';
import { tradeNameAfter } from './parties/slot-names.js';
import { findNatures } from './natures/natures.js';
import { presentTenseElements } from './natures/nature-present-duties.js';
import { BAR_ROW, ITEM_BARE_VERB, ITEM_INFINITIVE, ITEM_JOINED_INFINITIVE, MODAL_LEAD, isEndingLeadIn, subjectOfLeadIn, withParty } from './natures/nature-lead-ins.js';
import { SpansInside } from './text/spans-inside.js';
import { personalParties, type PersonalParties } from './parties/personal-pronouns.js';
import { partyLexicon } from './parties/party-lexicon.js';
import { rowLabelSingulars } from './parties/row-label-singulars.js';
import { withoutOwnSignature, withoutPartyNamed } from './parties/details/signer-names.js';
import { ROLE_WORDS } from './lexicon/roles.js';
import { recitalElements } from './document/recitals.js';
import { groupAliases } from './parties/group-aliases.js';
import { secondAliases } from './parties/alias-forms.js';
import { roleDefinitions } from './parties/role-definitions.js';
import { closingAliases } from './parties/preamble-aliases.js';
import { memberAliases, organAliases } from './parties/organ-aliases.js';
import { describedPeopleAliases } from './parties/described-people.js';
import { trademarkTerms, trademarkTermsRead } from './definitions/defined-trademarks.js';
import { markContractNames, markContractRead } from './definitions/mark-contract-reading.js';
import { personalDataTermRead, personalDataTerms, personalDataTermsRead } from './definitions/defined-personal-data.js';
import { aliasFields, fieldPersons, formRowPersons, positionLabelBefore, postAfter, quotedPositionAliases, representatives, selfAliasedFieldLabel } from './parties/person-parties.js';
import { positionLabels } from './parties/position-labels.js';
import { bodyNamedLabels, rowLabels } from './parties/field-labels.js';
import { PREAMBLE_ELEMENTS } from './parties/preamble-words.js';
import { isPersonName } from './names/person-names.js';
import { pronounAliases } from './parties/pronouns.js';
import { findPartyDetails } from './parties/party-details.js';
import { underSigningHeading } from './parties/details/block-lines.js';
import { bodyFirstNames } from './parties/body-first-names.js';
import { addUnaliasedPartyNames, detailKey, detailLabels, sideLabels, unaliasedDetailNames, unaliasedLabel } from './parties/unaliased-details.js';
import { provenanceIds, type ProvenanceIds } from './provenance.js';
import { elementSections, type ElementSection } from './element-sections.js';
import { leadIns } from './document/lists.js';
import { clientsNamed } from './parties/letter-clients.js';
import { blankQuoteMarks, foldQuotes, leadLength } from './text/text.js';
import { GUARANTEE_THAT } from './categories/cues/category-cues-commercial.js';
import { namedInOtherLanguage } from './parties/other-language-names.js';
import { bodyInitials } from './parties/body-initials.js';
import { dropPartyPlaces, dropPersonWordPlaces, personPartyNames } from './parties/party-not-place.js';
import { acceptedAddresseeMentions } from './parties/letter-addressee.js';
import { salutationAddressee } from './parties/salutation-addressee.js';
import { capitalizedWords } from './text/capitalized-words.js';

/**
 * An item that opens on a subject of its own in small letters and its own modal: "(a) visitors must …", "(b) no visitor
 * with a cold may track", "the guide shall …". At most ten words before the modal, none a word that opens a clause of
 * its own ("keep all records which may be needed" opens on its verb), and no conjunction first ("and shall ensure that"
 * continues the lead-in's modal); each word then its blanks: linear.
 */
const ITEM_OWN_SUBJECT = /^\s{0,3}(?!(?:and|or|but|nor|then|also)\b)(?:(?:the|a|an|no|each|every|any|all)\s{1,3})?(?:(?!(?:which|that|who|whom|whose|as|if|when|where|unless|until|to|not)\b)[a-z][a-z-]{0,30},?\s{1,3}){1,10}(?:must|shall|will|may|can|cannot|should)\b/;
/** An alias of three capitals, as a currency's ISO code is written ("LAK", "EUR"). */
const CURRENCY_LIKE = /^[A-Z]{3}$/;
/** "us" quoted as an alias, beside "we" in a preamble's bracket. */
const QUOTED_US = /"us[,.]?"/i;

export type * from './types.js';

const DEFINITION: Label = { nature: 'Definition', party: 'None' };
/** Persons read per element from fields under a contract's own aliases (`aliasFields`). */
const MAX_ALIAS_FIELDS = 8;

/** The attribute types that name someone or somewhere: none in a title (classify). */
const NAME_TYPES: ReadonlySet<string> = new Set(['Organization', 'Person', 'Location']);
export const classifyContract: ContractClassifier = (elements, options = {}) => withPrefilter(options.prefilter, () => classify(elements));

function classify(elements: readonly ElementInput[]): ContractLabels {
  validate(elements);
  // An e-mail's quoted lines are read without their quote marks (blankQuoteMarks: the offsets kept).
  const texts = elements.map((e) => blankQuoteMarks(foldQuotes(e.text)));
  const definitions = findDefinitions(elements, texts);
  const facts: ElementFacts[] = texts.map((t, i) => findAttributes(t, definitions[i], elements[i].kind === 'title'));
  // A heading's own number in a numbered row of headings ("1 Definitions", "2 Appointment") counts nothing.
  for (const i of seriesNumberedHeadings(elements, texts)) {
    const own = leadingNumber(texts[i]);
    facts[i].attributes = facts[i].attributes.filter((a) => !(a.type === 'Number' && a.begin === own.begin && a.end === own.end));
  }
  // A "K" or "M" glued to a small figure ("K50", "M 450") in a contract whose currency the capital is.
  // The contract's money by its shared marks, read at most once: the glued marks and the contract's facts ask it.
  let local: ReadonlyMap<string, string> | undefined;
  const localCurrencies = (): ReadonlyMap<string, string> => (local ??= contractLocalCurrencies(texts));
  addGluedLetterMarks(texts, facts, localCurrencies);
  // A whole figure without groups before a raw mark written after it ("9000 FC") in a contract whose currency the mark is.
  addUngroupedMarksAfter(texts, facts, localCurrencies);
  // A town named once with its country ("Georgetown, Guyana") and elsewhere alone ("a meeting in Georgetown").
  addTownsNamedWithCountry(texts, facts);
  // An e-mail's or a chat's correspondents: the persons its "From:" / "To:" headers or its lines' senders name, and their
  // given names alone ("Hi Iain,", "Morning Ruth,").
  addCorrespondents(texts, facts);
  // A person named once by form or slot ("the singer Marisol Vance") and again by the same words elsewhere.
  addPersonsNamedAgain(texts, facts);
  // A letter's salutation by given names ("Dear Imti and Sentila,") of persons it names in full elsewhere.
  addSalutationGivenNames(texts, facts);
  // A letter's signer alone on the line after its closing ("Yours sincerely," / "Kadra Daher Robleh").
  addPersonsAfterValediction(texts, facts);
  // Initials before a surname read as a Person are the name's ("U. Sidarovich"); a row of initialled signers alone.
  addInitialledPersons(texts, facts);
  // A place's name given to a trade mark ("the trade mark "La Ceiba"") and its later uses as the mark (C142).
  dropPlacesNamedAsMarks(texts, facts);

  const orgs: OrgMention[] = [];
  facts.forEach((f, i) => {
    for (const a of f.attributes) if (a.type === 'Organization') orgs.push({ element: i, begin: a.begin, end: a.end, text: texts[i].slice(a.begin, a.end) });
  });
  const inside = new SpansInside();
  orgs.forEach((o, k) => inside.add(o.element, o.begin, o.end, k));
  for (const named of preambleNames(texts, orgs)) {
    // The preamble's fuller name ("Blues from Heaven LLC") replaces a shorter organisation found inside it.
    const same = inside.firstInside(named.element, named.begin, named.end);
    if (same >= 0) {
      inside.replace(named.element, same, orgs[same].begin, named.begin, named.end);
      orgs[same] = named;
    } else inside.add(named.element, named.begin, named.end, orgs.push(named) - 1);
    // A person who is a party ("… AND Sean O'Brien, of 12 Quay Street (the "Agent")") is a Person where they are named.
    // One whose name ends in a legal form the attributes missed ("… on the other side LAVANDERIA ALVORADA LTDA.,
    // hereinafter called …": a form in capitals) is an Organization, with the form's stop.
    if (same < 0 && endsInLegalForm(named.text)) {
      const stop = texts[named.element][named.end] === '.' ? 1 : 0;
      addAttribute(facts[named.element], { type: 'Organization', begin: named.begin, end: named.end + stop });
    } else if (same < 0 && isPersonName(named.text)) {
      addAttribute(facts[named.element], { type: 'Person', begin: named.begin, end: named.end });
      // The business a sole trader trades as ("Ruth Ashby trading as Ashby Honey ABN …") is an Organization.
      const trade = tradeNameAfter(texts[named.element], named.end);
      if (trade) addAttribute(facts[named.element], { type: 'Organization', ...trade });
    }
  }
  // The two parties a summary headline names after a dash ("LOBSTER SUPPLY – <COMPANY> LTD. AND <PERSON>"), a chat's
  // arrangement: they replace the organisation the headline's words were read as (headline-parties.ts).
  for (const named of headlineParties(texts)) {
    const overlaps = (a: { begin: number; end: number }): boolean => a.begin < named.end && named.begin < a.end;
    for (let k = orgs.length - 1; k >= 0; k--) if (orgs[k].element === named.element && overlaps(orgs[k])) orgs.splice(k, 1);
    facts[named.element].attributes = facts[named.element].attributes.filter((a) => a.type !== 'Organization' || !overlaps(a));
    orgs.push(named);
    addAttribute(facts[named.element], { type: endsInLegalForm(named.text) ? 'Organization' : 'Person', begin: named.begin, end: named.end });
  }
  // A person a "Name :" field enters, closed by the entry's alias line ("Hereinafter called the FIRST PARTY (the Lessor).")
  // is the party that alias names (name-field-entries.ts); so is one a form enters as "Surname:" / "First names:", named
  // below with an alias (surname-fields.ts). Each a Person, where no name found so far stands; but the company an entry's
  // person acts for ("acting for and on behalf of CV Aa Bb, hereinafter …") is the party, an Organization.
  const fieldEntries = nameFieldEntries(texts);
  for (const named of [...fieldEntries, ...surnameFields(texts)]) {
    if (orgs.some((o) => o.element === named.element && o.begin < named.end && named.begin < o.end)) continue;
    orgs.push({ element: named.element, begin: named.begin, end: named.end, text: named.text, alias: named.alias });
    addAttribute(facts[named.element], { type: 'organisation' in named && named.organisation === true ? 'Organization' : 'Person', begin: named.begin, end: named.end });
  }
  // The parties a table at the head names, each by the alias its last cell gives it (C320, table-party-rows.ts).
  const tableRows = tablePartyRows(texts, (i) => elements[i].kind === 'title');
  for (const named of tableRows) {
    const k = orgs.findIndex((o) => o.element === named.element && o.begin < named.end && named.begin < o.end);
    if (k >= 0 && orgs[k].alias !== undefined) continue;
    if (k >= 0) orgs.splice(k, 1);
    orgs.push({ element: named.element, begin: named.begin, end: named.end, text: named.text, alias: named.alias });
    addAttribute(facts[named.element], { type: named.person ? 'Person' : 'Organization', begin: named.begin, end: named.end });
  }
  // A person a role field names ("Tenant: WONG CHI KEUNG") is a party, and a Person, as a company there would be.
  const represented = representatives(texts);
  const positionAliases = quotedPositionAliases(texts);
  const labelsNamingParties = bodyNamedLabels(texts);
  texts.forEach((text, i) => {
    if (elements[i].kind === 'title') return;
    // A field its own line quotes as the alias ("Stylist: Miss … ("the Stylist")") names its party as a role word's does.
    const selfAliased = text.includes(':') ? selfAliasedFieldLabel(text) : undefined;
    // So does a key-details row whose label the clauses name the party by ("Grower | Sione Pulehetoa, planter, …").
    const own = selfAliased !== undefined ? [selfAliased] : i < PREAMBLE_ELEMENTS ? rowLabels(text, labelsNamingParties) : [];
    const ownLabel = own.length > 0 ? aliasFields(own) : undefined;
    for (const p of [...fieldPersons(text), ...(ownLabel ? fieldPersons(text, ownLabel) : [])]) {
      if (orgs.some((o) => o.element === i && o.begin < p.end && p.begin < o.end)) continue;
      // With a job title after it, the person acts for the party (an order's buyer): a Person, no party. So does one the
      // preamble named as a company's representative ("…, S.A., represented by Mr. Jordi Puig (the "Seller")" / "The
      // Seller: Jordi Puig"): the field is the company's signature line. So is a "Second Party:" field when the contract
      // quotes "the Second Party" as a party's alias (hrev57).
      const aliasedField = positionAliases.size > 0 && positionAliases.has(positionLabelBefore(text, p.begin) ?? '');
      // So is an officer's field under a heading that executes for a party ("… by THE HARBOUR TRUST acting by two of its
      // trustees:" / "Trustee: Edwin Yon"), underSigningHeading.
      if (!postAfter(text, p.end) && !aliasedField && !represented.some((r) => r.includes(text.slice(p.begin, p.end))) && !underSigningHeading(texts, i)) orgs.push({ element: i, begin: p.begin, end: p.end, text: text.slice(p.begin, p.end) });
      addAttribute(facts[i], { type: 'Person', begin: p.begin, end: p.end });
    }
    // A form's row headed by a person's standing ("Student's name: Aa Bb", "Signed by the parent: Cc Dd") names a Person,
    // no party: the student's side is the contract's "you" (roles.ts FORM_PERSON_HEADS).
    if (text.includes(':') || text.includes('|')) for (const p of formRowPersons(text)) addAttribute(facts[i], { type: 'Person', begin: p.begin, end: p.end });
  });
  // A letter's addressee without a legal form that countersigns it is named wherever the letter repeats its name.
  orgs.push(...acceptedAddresseeMentions(texts, orgs));
  // A person the letter is addressed to, called by its salutation and signing its acceptance, is its "you" (salutation-addressee.ts).
  for (const named of salutationAddressee(texts, orgs)) {
    orgs.push(named);
    addAttribute(facts[named.element], { type: 'Person', begin: named.begin, end: named.end });
  }
  orgs.sort((a, b) => a.element - b.element || a.begin - b.begin);
  // A party's name in another language, bracketed after its name, is that party again: no party of its own.
  const parties = findParties(texts, orgs.filter((o) => !namedInOtherLanguage(texts[o.element], o.begin)), labelsNamingParties);
  // A signature or form line under a contract's own alias ("Signed by the Grazier: Morwenna Hale", "COACH: Dana
  // Whitfield") names a person as a role word's field does (a Person; the party is already the alias's).
  const ownFields = aliasFields(parties.flatMap((p) => (p.alias && p.importance === 'Primary' ? [p.alias] : [])));
  if (ownFields) {
    texts.forEach((text, i) => {
      if (elements[i].kind === 'title' || !text.includes(':')) return;
      // A signature block holds a few such lines; hostile text thousands (each kept one is compared with those before it).
      for (const p of fieldPersons(text, ownFields).slice(0, MAX_ALIAS_FIELDS)) addAttribute(facts[i], { type: 'Person', begin: p.begin, end: p.end });
    });
  }
  // A party's alias is a role, not an organisation: `(the "Handling Company")`, "the Handling Company shall" name the
  // party the preamble named, and "Company" in them is no legal form (the name itself stays an Organization).
  const aliases = new Set(parties.flatMap((p) => (p.alias ? [p.alias.toLowerCase()] : [])));
  if (aliases.size > 0) {
    for (let i = 0; i < facts.length; i++) {
      facts[i].attributes = facts[i].attributes.filter((a) => a.type !== 'Organization' || !aliases.has(texts[i].slice(a.begin, a.end).replace(/^the\s+/i, '').toLowerCase()));
    }
    // "HOLD HARMLESS COMPANY GROUP" in a clause in capitals: the alias "Company" in capitals, no name (caps-role-names.ts).
    const partyNames = new Set(parties.map((p) => p.party.toLowerCase()));
    for (let i = 0; i < facts.length; i++) {
      if (!writtenInCapitals(texts[i])) continue;
      facts[i].attributes = facts[i].attributes.filter((a) => a.type !== 'Organization' || !endsOnAliasInCapitals(texts[i].slice(a.begin, a.end), aliases, partyNames));
    }
  }
  // The aliases closing the preamble's entries (`("LAK")`, `(the "Agency" or "HST")`): each names its party everywhere
  // in the contract, even where the name before it is not read (preamble-aliases.ts).
  const { aliases: closing, ofRows: closingRows } = closingAliases(texts, (i) => elements[i].kind === 'title');
  // A body named once in full and elsewhere by its initials ("VLB", "an RFSA check") is an Organization
  // there too; a company's or a party's abbreviation is the party's name, none (body-initials.ts, read once per document).
  // A primary party's name read as a route's far end ("Shanghai to Contoso | USD 900") is the party, no place.
  dropPartyPlaces(facts, texts, parties.flatMap((p) => (p.importance === 'Primary' ? [...(p.alias ? [p.alias] : []), ...p.mentions.map((m) => m.text)] : [])));
  // A lone word of a person's name read as a town ("the fee to Nair" of Priya Nair) is the person (C314's mend), and a
  // word of a party's name of a person's form no Person reader took ("OKONKWO, Chidi"; h122left).
  const organizations = facts.flatMap((f, i) => f.attributes.filter((a) => a.type === 'Organization').map((a) => texts[i].slice(a.begin, a.end)));
  dropPersonWordPlaces(facts, texts, personPartyNames(parties.flatMap((p) => p.mentions.map((m) => m.text)), organizations));
  // The contract's own parties only: a body named in passing is a party record too, of no importance.
  const partyNames = new Set([...parties.flatMap((p) => (p.importance === 'Primary' ? [...(p.alias ? [p.alias] : []), ...p.mentions.map((m) => m.text)] : [])), ...closing.keys()]);
  const bodies = facts.flatMap((f, i) => f.attributes.flatMap((a) => {
    const text = texts[i].slice(a.begin, a.end);
    return a.type === 'Organization' && !partyNames.has(text) ? [{ element: i, begin: a.begin, end: a.end, text, company: endsInLegalForm(text) }] : [];
  }));
  const defined = definitions.flatMap((d, i) => (d?.terms ?? []).map((t) => texts[i].slice(t.begin, t.end)));
  for (const [i, spans] of bodyInitials(texts, bodies, new Set([...partyNames, ...defined]))) for (const s of spans) addAttribute(facts[i], { type: 'Organization', ...s });
  // A party's abbreviation is that party, no currency: "4.1 LAK is to pay …" names Loch Arran Knitwear, not the Lao kip
  // (whose code it shares), and the clause number before it is no amount.
  const codes = [...parties.flatMap((p) => (p.alias ? [p.alias] : [])), ...closing.keys()].filter((a) => CURRENCY_LIKE.test(a));
  if (codes.length > 0) {
    const code = new RegExp(`\\b(?:${codes.map(escapeRegExp).join('|')})\\b`);
    for (let i = 0; i < facts.length; i++) {
      const money = (a: { type: string; begin: number; end: number }): boolean => a.type !== 'Currency' || !code.test(texts[i].slice(a.begin, a.end));
      facts[i].attributes = facts[i].attributes.filter(money);
      // Nor an amount of the contract's facts.
      facts[i].numeric = facts[i].numeric.filter(money);
    }
  }
  const names = new Map<string, string>();
  for (const p of parties) {
    if (!p.alias) continue;
    // A collective alias of the generic word (`Alder Ltd and Birch Ltd (together, the "Parties")`) names them all, as
    // "the parties" does: Multiple Parties for it (and for "They shall meet …"), each name its own party (hrev19, h27n32).
    if (/^part(?:y|ies)$/i.test(p.alias)) {
      names.set(p.alias, 'Multiple Parties');
      for (const m of p.mentions) if (!names.has(m.text)) names.set(m.text, p.mentions[0].text);
      continue;
    }
    names.set(p.alias, p.alias);
    for (const m of p.mentions) names.set(m.text, p.alias);
    names.set(capitalizedWords(partyKey(p.mentions[0].text)), p.alias);
  }
  for (const [pronoun, alias] of pronounAliases(texts)) {
    if (!names.has(alias)) names.set(alias, alias);
    names.set(pronoun, names.get(alias) ?? alias);
  }
  // `Harrow Lane Pictures Limited ("we", "us")`: the party named "we" is "us" too, the object of "You allow us to use …"
  // (its Right, as "allows the Buyer to" is the Buyer's). Only where the contract quotes "us" beside "we".
  if (names.has('we') && !names.has('us') && texts.some((t) => QUOTED_US.test(t))) names.set('us', names.get('we') as string);
  for (const [alias, group] of groupAliases(texts)) if (!names.has(alias)) names.set(alias, group);
  // The aliases closing the preamble's entries bind their parties even where the name before them is not read.
  for (const [alias, label] of closing) if (!names.has(alias)) names.set(alias, names.get(label) ?? label);
  // So do the aliases of the organs a party acts through ("acting through its board ("the Board")", organ-aliases.ts).
  for (const [alias, label] of organAliases(texts)) if (!names.has(alias)) names.set(alias, label);
  // And a body's members its bylaws alias as the subject of their own sentence ("Its members (the "Members") are …", C329).
  for (const [alias, label] of memberAliases(texts)) if (!names.has(alias)) names.set(alias, label);
  // People the opening describes and aliases ("for a child whose parents (the "Parents") have accepted …") bind as a named
  // party's alias does (described-people.ts).
  for (const [alias, label] of describedPeopleAliases(texts, (i) => elements[i].kind === 'title')) if (!names.has(alias)) names.set(alias, label);
  // The label an entry opens with ("First Party: … (the \"Client\")") names its party in the signature lines too.
  for (const [label, alias] of positionLabels(texts, parties)) if (!names.has(label)) names.set(label, names.get(alias) ?? alias);
  // A primary party without an alias is bound by its own name (unaliased-details.ts).
  addUnaliasedPartyNames(names, parties);
  // A note between two people named only in its body, by first and last name and then by first name (body-first-names.ts).
  if (!parties.some((p) => p.importance === 'Primary')) for (const [name, party] of bodyFirstNames(texts)) if (!names.has(name)) names.set(name, party);
  // After every alias: a defined group is read from the parties' names and aliases (C39).
  // A group of every party of the preamble is "the parties" (C44): each primary party's alias and names → its label;
  // so is a group of two parties' roles or more (their aliases, not their names).
  const primary = new Map(parties.flatMap((p) => {
    if (p.importance !== 'Primary') return [];
    const label = (p.alias ? names.get(p.alias) : undefined) ?? p.alias ?? unaliasedLabel(p);
    return [...(p.alias ? [p.alias] : []), ...p.mentions.map((m) => m.text)].map((n) => [n, label] as const);
  }));
  const roles = new Set(parties.flatMap((p) => (p.importance === 'Primary' && p.alias ? [p.alias] : [])));
  // So are the aliases closing the preamble's numbered rows where no entry's name was read as a party (rows of people
  // under "APPEAR", `1. Mr … (hereinafter, "Co-owner A").`): each is its party's, as a primary party's alias is (set 85's
  // cause 4, issue 18, h108n85). Only the rows' (issue 18, h109fix; the re-read's finding 10): another closing alias
  // binds its name, no role.
  if (primary.size === 0) {
    for (const [alias, label] of closing) {
      if (!closingRows.has(alias)) continue;
      primary.set(alias, names.get(alias) ?? label);
      roles.add(alias);
    }
  }
  for (const [role, party] of roleDefinitions(texts, [...names.keys(), ...parties.flatMap((p) => p.mentions.map((m) => m.text))], primary, roles)) if (!names.has(role)) names.set(role, party);
  // A second alias after "or" (`hereinafter called "the Seller" or "the Annuitant"`) names the first's party (alias-forms.ts).
  for (const [second, first] of secondAliases(texts)) if (names.has(first) && !names.has(second)) names.set(second, names.get(first) as string);
  // A row's label in the singular of a quoted plural alias ("Member: Ann Lee" under `("Members")`) is that alias's party (C38).
  for (const [name, party] of rowLabelSingulars(names, texts)) names.set(name, party);
  const lexicon = partyLexicon(names);
  // A primary party without an alias is read by its names for its own signers and contacts (unaliased-details.ts).
  const detailNames = unaliasedDetailNames(names, parties);
  const details = findPartyDetails(texts, detailNames ? partyLexicon(detailNames) : lexicon, detailLabels(parties), sideLabels(parties), fieldEntries);

  const leads = leadIns(elements, texts);
  // A party table's name without a legal form is a person's (C320), known to the names lexicon or not.
  const personal = personalParties(texts, parties, (alias) => names.get(alias) ?? alias, (text) => lexicon.find(text), new Set(tableRows.flatMap((r) => (r.person ? [r.text] : []))));
  // A party's own name is no subject: "the Subcontractor shall" is not about subcontracting, "the Insurer" not about
  // insurance; nor is the document's own name ("this Subcontract", "the Subcontract Works", "this Licence"). The aliases
  // the preamble gives the contract's parties and the kind it gives the document, when they hold a category's cue word,
  // are read as "party" for the categories.
  const ownNames = [
    ...parties.flatMap((p) => (p.alias && p.importance === 'Primary' && termCategories(p.alias).length > 0 ? [p.alias] : [])),
    // "HST shall insure every porter": a party's abbreviation is that party, not the Harmonized Sales Tax.
    ...[...closing.keys()].filter((a) => termCategories(a).length > 0),
    ...documentKind(texts),
  ];
  const mask = ownNamesMask(ownNames);
  // A defined term whose definition names trade marks ("Marks") is read as the trade marks it names (defined-trademarks.ts).
  const definedMarks = trademarkTermsRead(trademarkTerms(texts, definitions));
  // In a contract about trade marks, the marks it names ("NORDLYS") and the words of a mark's life ("its mark", "withdraw
  // its opposition") are read as trade marks too (mark-contract-reading.ts).
  const markContract = markContractRead(markContractNames(texts));
  const marks = (text: string): string => markContract(definedMarks(text));
  // So is a defined term whose definition means personal data ("Booking Data"), as "personal data" (defined-personal-data.ts);
  // not in a definition itself, whose term is sliced from its text by the offsets the definition found.
  const personalTerms = personalDataTerms(texts, definitions);
  const personalData = personalDataTermsRead(personalTerms);
  // The things the contract hires out under a defined name ("the Wagons") or by their own word in its title or grant ("the
  // shed", "an e-bike"), not a party's alias (category-hired-things.ts, category-let-things.ts).
  const hired = hiredThingsOf(texts, new Set([...parties.flatMap((p) => (p.alias ? [p.alias.toLowerCase()] : [])), ...ROLE_WORDS.map((w) => w.toLowerCase())]), elements.map((e) => e.kind === 'title'));
  // The texts as the categories read them: each party's and the document's own names masked, marks and personal data read.
  const read = texts.map((t, i) => (definitions[i] ? marks(mask(t)) : personalData(marks(mask(t)))));
  const sections = elementSections(elements, texts, read, mask);
  const types = typeLabels(elements, texts, sections, definitions, leads, lexicon, personal);
  const categories = categoryLabels(elements, texts, read, definitions, leads, sections, hired, personalDataTermRead(personalTerms));
  const owners = definitionOwners(definitions, leads);
  const ids = new Map<number, ProvenanceIds>();
  const idsOf = (element: number): ProvenanceIds => {
    let found = ids.get(element);
    if (!found) ids.set(element, (found = provenanceIds(elements[element].text)));
    return found;
  };
  // A person named "of" the company they work for ("Kirsty Jamieson of Sooth Mooth Woollens Ltd"): a Person and the
  // Organization after "of" (person-of-company.ts); the parties above read the name as it was.
  splitPersonsOfCompanies(texts, facts);
  const labelled: ElementLabels[] = elements.map((_, i) => {
    const idOf = idsOf(i);
    const owner = owners[i];
    // An item of a definition's list carries the defined term, located in the definition.
    const terms = owner >= 0 && owner !== i ? (definitions[owner]?.terms ?? []).map((t) => ({ type: 'DefinedTerm' as const, begin: t.begin, end: t.end, element: owner })) : [];
    return {
      types: types[i].map((label) => ({ label, provenance_ids: [idOf('N', label.nature), idOf('P', label.party)] })),
      categories: categories[i].map((label) => ({ label, provenance_ids: [idOf('C', label)] })),
      // A title names no body, person or place as an attribute: no set labels a name in any of its 5,640 titles, and the
      // six bodies read there were all unlabelled (set 66's "QuickFix Phone Clinic – repair terms", issue 18, h88at).
      // Its names still serve the parties above; its numbers follow C29 and C75.
      attributes: [...terms, ...facts[i].attributes.filter((a) => elements[i].kind !== 'title' || !NAME_TYPES.has(a.type)).map((a) => ({ type: a.type, begin: a.begin, end: a.end }))],
    };
  });

  const make = (kind: string, element: number, begin: number, end: number, level: FactFound['confidence_level'], normalized?: string, interpretation?: FactFound['interpretation']): FactFound => ({
    span: { element, begin, end },
    confidence_level: level,
    ...(normalized !== undefined ? { text_normalized: normalized } : {}),
    ...(interpretation ? { interpretation } : {}),
    provenance_ids: [idsOf(element)('M', `${kind}:${begin}:${end}`)],
  });
  const contract = findContractFacts(texts.map((text, i) => ({ text, numeric: facts[i].numeric, durations: facts[i].durations })), make, localCurrencies());

  // A Primary party with no alias, or a letter's writer ("we"), that signs for itself (a tradesman's letter signed "Yours
  // sincerely," / "John Walsh") is no other party's contact: the closing's signer was given to the party written to
  // (facts set 77's cause 2, issue 18, h121f77). Nor its own (facts set 79's cause 1, h122f79): withoutOwnSignature.
  const othersSigning = parties.filter((q) => q.importance === 'Primary' && (q.alias === undefined || q.alias === 'we')).map((q) => q.party);
  return {
    elements: labelled,
    parties: parties.map((p) => ({
      party: p.party,
      role: p.role,
      importance: p.importance,
      mentions: p.mentions.map((m): TextSpan => ({ element: m.element, begin: m.begin, end: m.end })),
      addresses: details.get(detailKey(p) ?? '')?.addresses ?? [],
      contacts: othersSigning.reduce((kept, name) => (name === p.party ? kept : withoutPartyNamed(name, kept)), withoutOwnSignature(p.party, details.get(detailKey(p) ?? '')?.contacts ?? [])),
    })),
    ...contract,
  };
}

/**
 * (issue 18, h106c83) A warranty's lead-in that states its facts in the items after "that:" ("warrants that:",
 * "represents and warrants to the Buyer that:", "declares and guarantees to Party B that:"). Bounded: linear.
 */
const WARRANTY_ITEMS_LEAD = /\b(?:warrants?|represents?|guarantees?|declares?)\b[^.;:]{0,100}\bthat\s{0,3}:\s*$/i;
/**
 * (issue 18, h106mendW) A guarantor's or surety's "guarantees … that:" ("The Guarantor guarantees to the Landlord that:")
 * is a surety's promise, no warranty (GUARANTEE_THAT's doc): its items take no Warranties from it; nor does an item that
 * reads with a guarantee's lead-in as another party's paying or performing ("… that:" → "(a) the Tenant will pay the rent
 * on time;": GUARANTEE_THAT reads the two together, one home). Bounded: linear.
 */
const SURETY_GUARANTEES = /\b(?:guarantors?|sureties|surety)\s{1,3}(?:(?:hereby|irrevocably|unconditionally|and)\s{1,3}){0,4}guarantees?\b/i;
const suretyItem = (lead: string, item: string): boolean =>
  SURETY_GUARANTEES.test(lead) || (GUARANTEE_THAT[0].test(lead) && !GUARANTEE_THAT[0].test(`${lead.replace(/:\s*$/, '')} ${item}`));

/** A lead-in whose items are promises of its subject, whatever their own verbs. */
const PROMISE_LEAD = /\b(?:warrants?|represents?|undertakes?|covenants?|agrees?\s+that|agree\s+as\s+follows)\b[^.;]*:\s*$/i;

/**
 * A lead-in that sets conditions on what it grants ("X may disclose ..., provided that:"): its items are what the
 * holder of the right must then do, its obligations, not the right again.
 */
const PROVISO_LEAD = /\b(?:provided\s+(?:always\s+|however\s+|further\s+)?that|on\s+(?:the\s+)?conditions?\s+that|subject\s+to\s+the\s+following(?:\s+conditions)?)\s*(?:[:,]\s*)?$/i;

/**
 * Type labels element by element. An element with no subject of its own takes the labels of its lead-in
 * ("The Supplier shall:" → each item is the Supplier's obligation); every item of a definition's list is
 * part of the definition.
 */
function typeLabels(
  elements: readonly ElementInput[], texts: readonly string[], sections: readonly ElementSection[], definitions: readonly (DefinitionFound | undefined)[],
  leads: readonly number[], lexicon: ReturnType<typeof partyLexicon>, personal: PersonalParties,
): Label[][] {
  const out: Label[][] = [];
  // Each element's section: the title it was given, else the latest title element before it.
  const operative = presentTenseElements(texts, sections.map((s) => s.given), elements.map((e) => e.kind === 'title'));
  const subjects = new Map<number, string | undefined>();
  const leadSubject = (lead: number): string | undefined => {
    if (!subjects.has(lead)) subjects.set(lead, subjectOfLeadIn(texts[lead], lexicon));
    return subjects.get(lead);
  };
  // The one party the sentence before bound, the antecedent of a pronoun opening the next ("It shall …"); a title
  // between them ends it.
  let previousParty: string | undefined;
  // The party a solicitors' letter names as "our clients" (the latest letter of an exchange that names them).
  let clientParty: string | undefined;
  const onlyParty = (labels: readonly Label[]): string | undefined => {
    const parties = new Set(labels.map((l) => l.party));
    const [party] = parties;
    return parties.size === 1 && labels.every((l) => l.nature !== 'Definition') && !/^(?:None|Both Parties|Multiple Parties)$/.test(party) ? party : undefined;
  };
  elements.forEach((e, i) => {
    if (e.kind === 'title') {
      out.push([]);
      previousParty = undefined;
      return;
    }
    clientParty = clientsNamed(texts[i], lexicon) ?? clientParty;
    if (i > 0) previousParty = elements[i - 1].kind === 'title' ? undefined : onlyParty(out[i - 1]);
    // "l) Buyer:" leads items whose subject is Buyer, whatever list the lead-in itself sits in.
    const subject = leads[i] >= 0 ? leadSubject(leads[i]) : undefined;
    const fromLead = leads[i] >= 0 ? withParty(out[leads[i]], subject) : [];
    // A table row under a lead-in keeps the lead-in's definition (an item of its list) but not its duty or right.
    const inherited = BAR_ROW.test(texts[i]) && !(fromLead.length === 1 && fromLead[0].nature === 'Definition') ? [] : fromLead;
    if (definitions[i] || (inherited.length === 1 && inherited[0].nature === 'Definition')) {
      out.push([DEFINITION]);
      return;
    }
    // Items of a duty's lead-in that open on an infinitive ("The Operator undertakes:" → "(a) to operate the spa …"): the
    // item's "to" is the lead-in's promise, and a bar joined to it ("…, and not to change it") is read beside it; an item
    // that opens on "not to" is the subject's bar (C23).
    if (inherited.length > 0 && inherited.every((l) => l.nature === 'Obligation') && ITEM_INFINITIVE.test(texts[i].slice(leadLength(texts[i])))) {
      const own = findNatures(texts[i], { parties: lexicon, fallbackParty: subject ?? inherited[0].party, previousParty, previousText: texts[i - 1], clientParty, personal });
      const negated = /^\s*not\b/i.test(texts[i].slice(leadLength(texts[i])));
      // "not to sell …, and to give free tickets to local schools": the duty joined after the bar is the lead-in's too.
      const joinedDuty: Label[] = negated && ITEM_JOINED_INFINITIVE.test(texts[i]) ? [{ nature: 'Obligation', party: subject ?? inherited[0].party }] : [];
      out.push(negated && own.length > 0 ? [...own, ...joinedDuty.filter((d) => !own.some((l) => l.nature === d.nature && l.party === d.party))] : [...inherited, ...own.filter((l) => !inherited.some((h) => h.nature === l.nature && h.party === l.party))]);
      return;
    }
    // Items of a warranty ("Each party represents and warrants that:") are what the party promises.
    if (inherited.length > 0 && PROMISE_LEAD.test(texts[leads[i]])) {
      out.push(inherited);
      return;
    }
    // A present-tense duty is read in an operative clause that is no list item (an item's nature is its lead-in's or
    // its own modal's: "(b) the Tenant abandons the Premises; or" is a condition).
    const presentTense = leads[i] < 0 && operative(i);
    const own = findNatures(texts[i], { parties: lexicon, fallbackParty: subject ?? inherited[0]?.party, previousParty, previousText: i > 0 ? texts[i - 1] : undefined, clientParty, personal, presentTense });
    const bareVerb = inherited.length > 0 && inherited.every((l) => l.nature === 'Obligation') && MODAL_LEAD.test(texts[leads[i]]) && ITEM_BARE_VERB.test(texts[i].slice(leadLength(texts[i])));
    if (own.length > 0 && bareVerb) out.push([...inherited, ...own.filter((l) => !inherited.some((h) => h.nature === l.nature && h.party === l.party))]);
    else if (own.length > 0) out.push(own);
    // "(a) visitors must keep a distance of seven metres;" under "The Operator shall brief each visitor that:": an item
    // with its own subject and modal keeps only its own type, none when that subject is no party (rule 2).
    else if (ITEM_OWN_SUBJECT.test(texts[i].slice(leadLength(texts[i])))) out.push([]);
    else if (PROVISO_LEAD.test(texts[leads[i]]?.slice(-48) ?? '')) out.push(inherited.map((l) => (l.nature === 'Right' ? { nature: 'Obligation', party: l.party } : l)));
    else out.push(inherited);
  });
  return out;
}

/**
 * Categories element by element: a definition is categorised by the term it defines ("Personal Data" →
 * Privacy), any other element by its sentence and section; a list item with no category of its own takes its
 * lead-in's.
 */
function categoryLabels(
  elements: readonly ElementInput[], raw: readonly string[], texts: readonly string[], definitions: readonly (DefinitionFound | undefined)[],
  leads: readonly number[], sections: readonly ElementSection[], hired?: HiredThings, termRead: (term: string) => string = (term) => term,
): CategoryLabel[][] {
  const out: CategoryLabel[][] = [];
  // The section is the latest heading: a title element, or a numbered heading inside the given section. Its parent
  // (the heading path) is the given section when a heading inside it titles the clause, else the given parent
  // (element-sections.ts).
  const titles: TitleCategories = new Map();
  // A recital tells the background, another contract's hire among it ("B. Under the Master Lease, Sublandlord leases
  // the fourteenth floor (the "Building")"): the thing hired is no subject of the recital itself.
  const recitals = hired ? recitalElements(texts) : undefined;
  elements.forEach((_, i) => {
    const hiredHere = recitals?.has(i) ? undefined : hired;
    const { title: currentTitle, parent: parentTitle, heading } = sections[i];
    const definition = definitions[i];
    // The preamble is read as written: masked, "This Sub-Contract is made" would be "This party is made", no preamble.
    // A document named in a list of documents to present or hand over is read from its own words alone (isDocumentsLeadIn).
    const ownWordsOnly = leads[i] >= 0 && isDocumentsLeadIn(texts[leads[i]]) && isTradeDocumentsLead(out[leads[i]]);
    // A term whose definition means personal data is read so in its own definition too ("Data" defined as the records of
    // children's screenings is Privacy's, as "Personal Data" defined is: C121), and a term made of it ("De-identified Data").
    const read = definition
      ? definitionCategories(termRead(definition.terms.map((t) => texts[i].slice(t.begin, t.end)).join(' ')), texts[i], hiredHere)
      : isPreamble(raw[i]) ? [] : ownWordsOnly ? categoriesOf(texts[i], undefined, heading, undefined, undefined, hiredHere) : categoriesOf(texts[i], currentTitle, heading, parentTitle, titles, hiredHere);
    const own = leads[i] >= 0 ? withoutPaymentOfCondition(withoutEndingOfGround(withoutRankedPrecedence(read, out[leads[i]], texts[i]), out[leads[i]], texts[leads[i]], texts[i], hiredHere), texts[leads[i]], texts[i]) : read;
    // The consent a lead-in asks for ("… shall not take any of the following actions without the prior written approval
    // of both Shareholders:") is its own Communication (C2); its items are the acts that need it, each read from its own
    // words (C6): they do not take it.
    // So are the things an exclusion lead-in leaves out ("This Policy does not cover:", "The Services exclude:"): its
    // Scope of Work is what the works leave out, each item only a thing left out (h22s22c; C6).
    const inherited = leads[i] >= 0 && !ownWordsOnly ? out[leads[i]].filter((c) => !notInherited(c, texts[leads[i]], texts[i])) : [];
    // An item that shares a subject with its lead-in is a piece of the same clause: it takes the lead-in's other
    // subject too ("The Landlord may terminate this lease if:" → "(a) the Tenant fails to pay rent …" is Termination and
    // Payment Terms & Billing, set 11); an item about something else keeps its own.
    const shares = own.some((c) => inherited.includes(c));
    // Deduplicated before the cap: a category the item and its lead-in share must not take the place of another.
    // (issue 18, h106c83; C158) An item under a warranty's lead-in ("Party A declares and guarantees to Party B that:",
    // "The Seller represents and warrants that:") is a fact the party warrants: it keeps the lead-in's Warranties first,
    // beside what its own words name ("(4) no claim is pending against the Company.").
    const warranted = inherited.includes('Warranties') && WARRANTY_ITEMS_LEAD.test(texts[leads[i]]) && !suretyItem(texts[leads[i]], texts[i].slice(leadLength(texts[i]))) ? ['Warranties' as CategoryLabel] : [];
    const joined = [...new Set(own.length === 0 ? inherited : shares ? [...own, ...inherited] : [...warranted, ...own])];
    // An instalment under a payment lead-in ("(a) CAD 20,000 on signing;") is its amount and its payment (C9).
    // A party's part under a lead-in that divides the work ("Member A: design | 60%") is the scope it takes.
    const all = new Set((leads[i] >= 0 ? listItemCategories(joined, texts[leads[i]], texts[i].slice(leadLength(texts[i]))) : joined).slice(0, MAX_PER_ELEMENT));
    // "In that case …" after a sentence that ends the contract states the ending's consequences (C159;
    // category-ending-consequences.ts), where a place is left beside the sentence's own subjects. (issue 18, h108c85)
    // After the last item of a list, the sentence before is the item with its lead-in: "The Commune may terminate this
    // contract if the Caterer:" / "(c) …;" / "In that case the Commune keeps the retention." follows the ending too.
    const before = i > 0 && elements[i - 1].kind !== 'title' ? (leads[i - 1] >= 0 ? [...out[i - 1], ...out[leads[i - 1]]] : out[i - 1]) : undefined;
    if (all.size < MAX_CATEGORIES && !definition && followsEnding(raw[i], before)) all.add('Term & Termination');
    out.push(CATEGORIES.filter((c) => all.has(c)));
  });
  return out;
}

/**
 * The definition each element makes; a row "Term: meaning" counts under a heading that names the definitions (the
 * latest title element, or the section title the element was given, as categoryLabels tracks the section).
 */
function findDefinitions(elements: readonly ElementInput[], texts: readonly string[]): (DefinitionFound | undefined)[] {
  let current: string | undefined;
  let given: string | undefined;
  return elements.map((e, i) => {
    if (e.sectionTitle !== given) {
      given = e.sectionTitle;
      current = given;
    }
    if (e.kind === 'title') {
      current = texts[i];
      return undefined;
    }
    return findDefinition(texts[i], current !== undefined && current.length <= 120 && DEFINITIONS_HEADING.test(current));
  });
}

/** The definition each element belongs to: itself when it defines a term, its lead-in's otherwise (-1 when none). */
function definitionOwners(definitions: readonly (DefinitionFound | undefined)[], leads: readonly number[]): number[] {
  const owners: number[] = [];
  definitions.forEach((d, i) => owners.push(d ? i : leads[i] >= 0 ? owners[leads[i]] : -1));
  return owners;
}

/** A lead-in that asks for a party's consent, approval or permission to the acts its items list. */
const CONSENT_LEAD = /\b(?:consent|approval|permission|authori[sz]ation)\b/i;

/** A lead-in that lists what is left out of the works, the services or a cover. */
const EXCLUSION_LEAD = /\b(?:(?:do|does|shall|will)\s+not\s+(?:include|cover)|exclud(?:e|es|ed|ing)|not\s+(?:part\s+of|included\s+in|covered\s+by))\b/i;

/** A lead-in that lists what the works, the services or a package hold ("The Services consist of the following:"). */
const INCLUSION_LEAD = /\b(?:include|includes|cover|covers|comprise|comprises|consists?\s+of)(?:\s+the\s+following)?\s*:\s*$/i;

/**
 * A lead-in that gives a right exercised by notice on grounds its items list ("The Owner may terminate the hiring by
 * written notice if:", "… upon written notice to Franchisee, without opportunity to cure, if Franchisee:"). Its notice
 * is how the right is used (C1), said once by the lead-in; each item is a ground. Bounded: linear.
 */
const GROUNDS_TAIL = /\b(?:if|where|should)\b[^:;.]{0,120}:\s*$/i;
/** The right given by notice: "may … notice", "is entitled to … notice", "Upon notice, either party may". Not a duty to notify. */
const RIGHT_BY_NOTICE = /\b(?:may|entitled\s+to)\b[^:;]{0,120}?\bnotice\b|\bnotice\b[^:;]{0,60}?\bmay\b/i;
const isNoticeGroundsLead = (lead: string): boolean => GROUNDS_TAIL.test(lead) && RIGHT_BY_NOTICE.test(lead);

/** A lead-in's category its items do not take: what the lead-in says of the list, not what each item is. */
function notInherited(category: CategoryLabel, lead: string, item: string): boolean {
  // The notice of a right exercised on grounds is the lead-in's, not a ground's: sets 3, 11, 35, 38, 39, 40, 44, 48 and 49
  // label 24 of the 26 grounds under such a lead-in without Communication; set 40's one other has words of its own
  // ("after receiving a notice to remedy"), which the item's own reading keeps, set 3's "(b) becomes insolvent …" is
  // the one against (issue 18, h47s49; C6).
  if (category === 'Communication') return CONSENT_LEAD.test(lead) || isNoticeGroundsLead(lead);
  // "When your tenancy ends you must:": the ending is when the items apply, not what each is (C6; round 8).
  // … and "During the Exit Period, the Supplier shall:", "The Exit Plan must set out:", unless the item names the exit
  // itself ("(b) implement the Exit Plan"; category-exit-titles.ts).
  if (category === 'Term & Termination') return isEndingLeadIn(lead) || (isExitListLeadIn(lead) && !namesExit(item));
  // "In case of conflict, the following order applies:": the lead-in ranks the documents; each item ("(a) the SOW;")
  // only names one of them, and the real response gives such items no category (C6; issue 18, h29cat).
  if (category === 'Order of Precedence') return true;
  // "The County shall pay the Contractor the following unit rates:", "… contribute to the Budget in the following
  // ratios:": the lead-in pays or contributes once for the list; each item is one price or one share (C6; h73c56).
  // So does "The Promoter shall provide and pay for:": each item is one thing paid for (category-paid-things-lead.ts).
  // So does "The Scholar shall repay the costs if she:": the lead-in pays once; each item is one condition (h105c82).
  if (category === 'Payment Terms & Billing' && (isAmountListLeadIn(lead) || isPaidThingsLeadIn(lead) || isPaidOnConditionsLeadIn(lead))) return true;
  // "Your package includes:", "Base services comprise:": the lead-in states the extent; each item is one thing included,
  // read from its own words (C6), as the items of an exclusion lead-in are (h28s35c).
  return category === 'Scope of Work' && (EXCLUSION_LEAD.test(lead) || INCLUSION_LEAD.test(lead));
}

/**
 * An item of a precedence lead-in ("The contract documents rank in this order:" → "(a) the SOW;") names one document
 * the lead-in ranks: it takes no Order of Precedence from the lead-in (notInherited) nor from an "Order of Precedence"
 * section title, only from its own words ("(c) the Annex, which prevails over the Schedules"), as the real response
 * labels such items (C6). Read again without the title only for such items (a handful per contract).
 */
function withoutRankedPrecedence(own: CategoryLabel[], lead: readonly CategoryLabel[], text: string): CategoryLabel[] {
  if (!own.includes('Order of Precedence') || !lead.includes('Order of Precedence')) return own;
  return categoriesOf(text, undefined, false).includes('Order of Precedence') ? own : own.filter((c) => c !== 'Order of Precedence');
}

/**
 * (h105c82, C6) An item of a lead-in that pays on conditions ("6.1 The Scholar shall repay the costs if she:" →
 * "(a) abandons the Course;") is one condition: it takes no Payment Terms & Billing from the lead-in (notInherited) nor
 * from a "Repayment" section title, only from its own words ("(a) does not pay the fee on time;"). Read again without
 * the title only for such items (a handful per contract).
 */
function withoutPaymentOfCondition(own: CategoryLabel[], lead: string, text: string): CategoryLabel[] {
  if (!own.includes('Payment Terms & Billing') || !isPaidOnConditionsLeadIn(lead)) return own;
  return categoriesOf(text, undefined, false).includes('Payment Terms & Billing') ? own : own.filter((c) => c !== 'Payment Terms & Billing');
}

/**
 * A lead-in listing the documents a party presents or hands over ("Payment shall be made against the following
 * documents:", "Each delivery shall be accompanied by the following documents:"): each item names one document, and
 * takes its categories from its own words alone (C6), neither the lead-in's nor its section title's: "(b) the
 * commercial invoice;" is Payment Terms & Billing, "(d) insurance certificate." Insurance, "(c) certificate of origin
 * …;" none. Sets 33, 34, 35 and 60 label 3 of their 19 such items with the lead-in's category, each from its own words
 * (an invoice, a bill of lading, a delivery note). Bounded: linear.
 */
const DOCUMENTS_LEAD_IN = /\bthe\s+following\s+(?:[a-z]+\s+){0,2}?documents\s*:\s*$/i;
const isDocumentsLeadIn = (lead: string): boolean => DOCUMENTS_LEAD_IN.test(lead);
/**
 * Only a lead-in read as a payment or a delivery (and at most the handing over, Communication) lists documents that
 * are each their own subject, as the four sets' lead-ins all are. A lead-in of another subject, or one that takes none
 * from its words, lists its section's papers: "the Contractor shall give the Employer the following documents:" under
 * "Insurance" → "(a) a broker's certificate for each policy;" is Insurance, as are an audit's books of account, the
 * drawings and source code a consultant hands over under "Intellectual property", the documents a confidentiality
 * clause has returned (hrev77).
 */
const isTradeDocumentsLead = (lead: readonly CategoryLabel[]): boolean =>
  lead.some((c) => c === 'Payment Terms & Billing' || c === 'Delivery') &&
  lead.every((c) => c === 'Payment Terms & Billing' || c === 'Delivery' || c === 'Communication');

/**
 * A right to end the contract on grounds its items list ("The Lessor may terminate the lease with immediate effect if
 * the Lessee:", "Either party may end this agreement if the other party:"). "end" is the verb, not the noun of a time
 * ("may, before the end of the Initial Term, propose revised Charges if:" gives no right to end; hrev77). Not a lead-in
 * whose condition is followed by a clause of what a party then does ("… if the Supplier breaches clause 7, in which
 * case the Supplier shall:", "… and, if it does so, may:", "Should the Lessor be entitled to terminate, it may
 * instead:"): its items are what happens on or instead of the ending, no grounds (hrev77). Bounded gaps: linear.
 */
const ENDING_RIGHT = /\b(?:may|entitled\s+to)\b[^:;]{0,80}?\b(?:terminat\w*|(?<!\bthe\s)end\b(?!\s+of\b)|cancel|rescind)\b/i;
const THEN_CLAUSE_TAIL = /\b(?:if|where|should)\b[^:;.]{0,120}?,[^:;.,]{0,60}\b(?:shall|must|may|will|is\s+to|are\s+to)\b[^:;.,]{0,40}:\s*$/i;
const isEndingGroundsLead = (lead: string): boolean => GROUNDS_TAIL.test(lead) && ENDING_RIGHT.test(lead) && !THEN_CLAUSE_TAIL.test(lead);

/**
 * A ground of such a right whose own words name a subject of its own ("– has not paid the rent within 60 days of its
 * due date;" → Payment Terms & Billing, "(c) challenges the validity of the Licensed Marks." → Intellectual Property)
 * is that subject: it takes no Term & Termination from the lead-in nor from a "Termination" section title (C6: each
 * item reads its own words). Sets 1–60 label 12 of the 18 grounds with a subject of their own so (the 6 others are
 * sets 11, 35, 40 and 44's); a ground that names the ending itself (insolvency, C7) keeps it from its own words, and a
 * ground with no subject of its own ("(b) abandons the Premises;", "(a) commits a breach not cured within 30 days after
 * notice;": the notice only how the breach is put right) still takes the lead-in's. Read again without the title only for such items (a handful per contract).
 */
function withoutEndingOfGround(own: CategoryLabel[], lead: readonly CategoryLabel[], leadText: string, text: string, hired?: HiredThings): CategoryLabel[] {
  if (!own.includes('Term & Termination') || !lead.includes('Term & Termination') || !isEndingGroundsLead(leadText)) return own;
  // A notice or a reminder in the ground ("not cured within 30 days after notice") is how the breach is fixed, no subject.
  const words = categoriesOf(text, undefined, false, undefined, undefined, hired);
  if (words.every((c) => c === 'Communication') || words.includes('Term & Termination')) return own;
  const rest = own.filter((c) => c !== 'Term & Termination');
  return rest.length > 0 ? rest : words;
}

/**
 * At most this many categories on one element, inherited ones included: two of its own (see categories.ts) and
 * one more its clause's lead-in gives it.
 */
const MAX_PER_ELEMENT = 3;

/** Reads the contract's own names (capitalised as defined, plurals included) as "party"; no names: the text as it is. */
function ownNamesMask(names: readonly string[]): (text: string) => string {
  if (names.length === 0) return (text) => text;
  // One pattern for the whole document (not one per element).
  const pattern = new RegExp(`(?<![A-Za-z])(?:${names.map(escapeRegExp).join('|')})s?(?![A-Za-z])`, 'g');
  return (text) => text.replace(pattern, 'party');
}

/**
 * The kind the preamble gives the document when it is a category's cue word: "This Subcontract is made …" →
 * Subcontract ("This Software Licence Agreement is made" is an agreement: its last word names the kind), and so is
 * the alias the preamble gives the document itself: `This Subcontract Agreement (the "Subcontract") is entered into`.
 */
function documentKind(texts: readonly string[]): string[] {
  for (const text of texts.slice(0, 6)) {
    const m = DOCUMENT_KIND.exec(text);
    const kind = m?.[1] ?? m?.[2];
    // A sub-contract's other party is its sub-contractor: "the Sub-Contractor shall" names a party, as the
    // preamble's alias would (when the alias is written with a hyphen the preamble reader does not take it).
    if (kind && termCategories(kind).length > 0) return /^sub-?contract$/i.test(kind) ? subcontractNames(kind) : [kind];
  }
  // A document whose title calls it a subcontract ("SUBCONTRACT FOR VENTILATION WORKS", "Sub-Contract Agreement") with
  // no preamble naming it: its "Subcontract" is itself too ("1. Basis of the Subcontract", "this subcontract with its
  // appendices"), as it would be after "This Subcontract is made …" (issue 18, h29c38).
  const titled = texts.slice(0, 2).map((t) => SUBCONTRACT_TITLE.exec(t)?.[1]).find((k) => k !== undefined);
  return titled ? subcontractNames(/-/.test(titled) ? 'Sub-Contract' : 'Subcontract') : [];
}
const SUBCONTRACT_TITLE = /^\W{0,4}(SUB-?CONTRACT|Sub-?[Cc]ontract)(?:\s+(?:FOR|for|OF|of|AGREEMENT|Agreement|NO\.?|No\.?)\b|\s*$)/;

/**
 * A subcontract's own names: its kind as written, and its sub-contractor. (issue 18, h91sow) Not "this subcontract" in
 * lower case any more: masked, "is not part of this subcontract" read "is not part of party" and lost its Scope of Work;
 * the Subcontracts cue leaves the document's own name alone itself (category-cues-subcontract-named.ts).
 */
function subcontractNames(kind: string): string[] {
  const lower = kind.toLowerCase();
  const forms = [...new Set([kind, `${kind[0]}${lower.slice(1)}`])];
  return [...forms, ...forms.map((k) => `${k}or`)];
}
const DOCUMENT_KIND = /^\W*(?:[Tt]his|[Tt]he|THIS|THE)\s+(?:[A-Z][\w-]*\s+){0,3}?(Sub-?[Cc]ontract|Licen[cs]e|Lease|Franchise)\s+(?:\([^()]{0,40}\)\s+)?(?:is|are)\s+(?:hereby\s+)?(?:made|entered\s+into|issued|dated|granted)\b|^\W*(?:[Tt]his|[Tt]he|THIS|THE)\s+(?:[A-Z][\w-]*\s+){0,4}?(?:Agreement|Contract)\s+\((?:the\s+)?["“](Sub-?[Cc]ontract|Licen[cs]e|Lease|Franchise)["”]\)/;


/** Every bad input is a 400 naming the element at fault, never a crash. */
function validate(elements: readonly ElementInput[]): void {
  if (!Array.isArray(elements)) throw ParleyError.invalidRequest([{ code: 'type', message: 'elements must be an array', path: '.elements' }]);
  elements.forEach((e, i) => {
    const path = `.elements[${i}]`;
    if (e === null || typeof e !== 'object') throw ParleyError.invalidRequest([{ code: 'type', message: `${path} must be an object`, path }]);
    if (typeof e.text !== 'string') throw ParleyError.invalidRequest([{ code: 'type', message: `${path}.text must be a string`, path: `${path}.text` }]);
    if (!ELEMENT_KINDS.includes(e.kind)) throw ParleyError.invalidRequest([{ code: 'enum', message: `${path}.kind must be one of ${ELEMENT_KINDS.join(', ')}`, path: `${path}.kind` }]);
    if (e.sectionTitle !== undefined && typeof e.sectionTitle !== 'string') throw ParleyError.invalidRequest([{ code: 'type', message: `${path}.sectionTitle must be a string`, path: `${path}.sectionTitle` }]);
  });
}
