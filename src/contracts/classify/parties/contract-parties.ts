/**
 * The contract's parties: the organisations the preamble (or a definition) gives an alias in quotes —
 * `Art Effects Limited ("Buyer")`, `"Supplier" means Koya Creative LLC` — are its Primary parties, with the
 * role the alias implies; every other organisation named is a party of importance Unknown. A party's name
 * is upper-cased without its legal form ("ART EFFECTS"), as the service reports it.
 */
import { AGREEMENT_NOUNS, contractType } from '../document/contract-types.js';
import { isGuaranteeKind, isSidelessKind, roleOfAlias, roleOfAliasIn } from '../lexicon/roles.js';
import { letterParties } from './letter-parties.js';
import { emailThreadParties } from './email-thread-parties.js';
import { chatParties } from './chat-parties.js';
import { letterWriterBody } from './letter-writer-body.js';
import { headerWriter } from './header-writer.js';
import { receiptParties } from './receipt-writer.js';
import { letterheadSigner, unformedLetterheadSigner, unformedLetterWriter } from './letterhead-signer.js';
import { foldBodiesNamedWithoutPlace } from './body-place-again.js';
import type { OrgMention, PartyRecord } from './party-record.js';
import { signatureRoles } from '../signatures/signature-roles.js';
import { hasSuffix, partyKey } from './party-key.js';
import { BARE_ALIAS, roleHeadingOver, restatesThing, ALIAS_AFTER, FIELD, PRONOUN_IN, PRONOUN_AFTER, ALIAS_DEFINED, PRONOUN_DEFINED, AS_ROLE, ROLE_CLOSING_SLOT, nounInCapitals, insideAliasQuotes, IN_DESCRIPTION, calledOpeningAt } from './alias-forms.js';
import { livesBefore, BARE_SLOT, PLACE_SET, PREAMBLE_ELEMENTS, underPartiesHeading, SLOT_WORD, ACTS_FOR, DOCUMENT_ALIAS, ROLES, PARTY_SLOTS, DOCUMENT_TERM } from './preamble-words.js';
import { REGISTRY_BEFORE, isRegisterOfNumber, REGISTER_LIST } from './party-registers.js';
import { ORDER_KIND, orderParties } from './order-parties.js';
import { companyAfterUnit, isNoticeUnit, unitsBesideCompany } from './notice-units.js';
import { completeRoles } from './party-sides.js';
import { labelBeforeReader } from './field-labels.js';
import { isLoadLineRole } from './load-lines.js';
import { promoteSlotOpeners } from './unaliased-slot-parties.js';
import { recitalElements } from '../document/recitals.js';
import { OFFICES_JOINED_AT_END } from '../lexicon/board-offices.js';
import { bracketedBrands, bracketedTranslations } from './bracketed-brands.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { LOCAL_GOVERNMENT_WORDS } from '../lexicon/gazetteer.js';
import { particularsBelow } from './name-field-entries.js';
import { ownerOfHiredThing } from './owner-of-hired-thing.js';

export type { OrgMention, PartyRecord };

/**
 * The words that put a party's representative before its name: "acting through its investment manager,", "represented
 * by". A slot word after them ("X Ltd, acting by its director, and Y Ltd (the "Supplier")") opens the next party's slot:
 * the name after it is that party, with its own alias (review hrev6). The post may carry its local title in brackets
 * ("represented by its chairman (Obmann), Josef Praxmarer, hereinafter "the Alp Community"", Austrian drafting in
 * English): the name after it is still the representative (facts set 54's cause 5, h93fp).
 */
const REPRESENTATIVE_BEFORE = /\b(?:represented|acting)\s+(?:in\s+this\s+act\s+)?(?:by|through)\b(?:(?!\b(?:and|between|among(?:st)?)\b)(?:[^;()"]|\([^;()"]{1,30}\))){0,60}$/i;
/**
 * The party before "acting through" closed its own slot with its alias (`Oakfield Growth SICAV, … (the "Fund"), acting
 * through its management company Norvale S.A. (the "Management Company")`): the manager's bracket is the manager's own
 * alias, not the party's (issue 18, h59n52). Anchored at the end of the lead, bounded: linear.
 */
const OWN_ALIAS_BEFORE_AGENT = /"\s{0,3}\)\s{0,3},?\s{0,3}(?:represented|acting)\s+(?:by|through)\b[^;()"]{0,60}$/i;
/** "and" before a capitalised name: the next party's slot opens between an agent's name and the bracket (hrev46). */
const NEXT_PARTY_BEFORE_ALIAS = /(?:^|[\s,])and\s{1,3}(?:the\s{1,3})?\p{Lu}/u;

/** The words that make the name after them an agreement's subject: "Operating Agreement (this "Agreement") of". */
const SUBJECT_OF = new RegExp(String.raw`\b(?:${AGREEMENT_NOUNS})(?:\s{0,3}\([^()]{0,40}\))?\s{1,3}of\s{1,3}$`, 'i');
/** What follows a representative's name in its slot: "Mr. …, of legal age, …, acting in the name and on behalf of". Bounded: linear. */
const ACTS_FOR_AFTER = new RegExp(String.raw`^[^()";]{0,200}?${ACTS_FOR}`, 'iu');

/** A block's name field's label, alone before the name: "Name:", "Full name:", "Company name:". Anchored, bounded: linear. */
const NAME_LABEL = /^[ \t]{0,8}(?:(?:full|legal|registered|company|business)[ \t]{1,3})?name[ \t]{0,4}:[ \t]{0,4}$/i;
/** A local government's name ending in its kind ("… Municipality", "… City"): a place a person may live in. */
const LOCAL_GOVERNMENT_END = new RegExp(String.raw`\s(?:${LOCAL_GOVERNMENT_WORDS.join('|')})$`);
/**
 * A ward written beside the municipality: "Ward No. 2, Annapurna Rural Municipality", "Pokhara Metropolitan City-5",
 * "… Municipality, Ward No. 4" (South Asian addresses). Anchored, bounded: linear.
 */
const WARD_BEFORE = /\bward\s{1,3}(?:no\.?\s{0,3})?\d{1,3}\s{0,3},\s{1,3}(?:the\s{1,3})?$/i;
const WARD_AFTER = /^(?:\s{0,2}-\s{0,2}\d{1,3}\b|\s{0,3},\s{1,3}ward\s{1,3}(?:no\.?\s{0,3})?\d)/i;
/**
 * A role's field whose value a comma closes before the mention, its name first: "Buyer: Sita Kumari Gurung, Annapurna
 * Rural Municipality, Kaski" (the address after the name). Anchored at both ends of the text before the mention: linear.
 */
const ROLE_FIELD_NAME_THEN = /^\s{0,8}(\p{L}{2,20})\s{0,3}:\s{0,3}[^,:;()]{2,80},([^:;()]{0,80})$/u;
/** Words that make the body after a name in a field the one the person acts for ("…, on behalf of X Municipality"). */
const ACTS_FOR_BODY = /\b(?:behalf|for|represent\w*|acting|by)\b/i;
/**
 * Whether `o` is a municipality named as where a person lives: right after "resident of" (RESIDENCE_BEFORE), with its
 * ward beside it, or after the person's name in a "Seller:" / "Buyer:" field (issue 18, h104p63).
 */
function residenceMunicipality(text: string, o: OrgMention): boolean {
  if (!LOCAL_GOVERNMENT_END.test(o.text)) return false;
  if (livesBefore(text, o.begin) || WARD_BEFORE.test(text.slice(Math.max(0, o.begin - 20), o.begin)) || WARD_AFTER.test(text.slice(o.end, o.end + 16))) return true;
  const field = ROLE_FIELD_NAME_THEN.exec(text.slice(0, o.begin));
  return field !== null && ROLES.has(field[1].toLowerCase()) && !ACTS_FOR_BODY.test(field[2]);
}

/** The aliases of the debtor whose debt a guarantee secures (`findParties`): the loan's or the debt's party. */
const SECURED_DEBTOR = /^(?:the\s+)?(?:borrowers?|debtors?|principal\s+debtors?|obligors?)$/i;

/**
 * Parties from the organisation mentions of all elements; `texts` are the quote-folded element texts,
 * `labelsNamingParties` the key-details labels the clauses name a party by (`bodyNamedLabels(texts)`, read once by the
 * caller, which also gives them their rows).
 */
/**
 * The slot's own patterns, for the build (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it writes
 * their run sources, which findParties runs, so the process rewrites none of them (bench/log.md, "The cold classify,
 * part 22").
 */
export function partySlotPatterns(): readonly RegExp[] {
  return [SUBJECT_OF];
}

export function findParties(texts: readonly string[], allOrgs: readonly OrgMention[], labelsNamingParties: ReadonlySet<string>): PartyRecord[] {
  // The document's title is no party: "WORK ORDER No. 12" or "CALL-OFF ORDER No. 4" over a line that ends in an alias
  // (`issued under the Master Services Agreement … (the "MSA")`) was read as a named body with that alias (h20facts2).
  const typeSpan = contractType(texts.map((text) => ({ text })));
  const titled = typeSpan ? allOrgs.filter((o) => !(o.element === typeSpan.element && o.begin < typeSpan.end && typeSpan.begin < o.end)) : allOrgs;
  // An alias's own words in its quotes ("hereinafter "the Mining Company"") name the party before them, no company.
  // Nor is a municipality a person is resident of ("resident of Suryabinayak Municipality, Ward No. 4"): the address's
  // place (RESIDENCE_BEFORE).
  // A unit read with its company across a dash names the company ("From: Bookings Office – Centro … Lda."; notice-units.ts).
  const orgs = titled.filter((o) => !insideAliasQuotes(texts[o.element], o.begin, o.end) && !residenceMunicipality(texts[o.element], o))
    .map((o) => companyAfterUnit(texts[o.element], o) ?? o);
  const byKey = new Map<string, PartyRecord>();
  const aliasOf = new Map<string, string>();
  const pronounOf = new Map<string, string>();
  // A recital ("WHEREAS, Seller owns all of the shares of Lakeshore Instruments, Inc. (the "Company")") defines the
  // subject matter once the preamble has named the parties: its aliases name a party only when the preamble gave fewer
  // than two. Read the other elements first, so the count is known.
  const recitals = recitalElements(texts);
  const labelBefore = labelBeforeReader(labelsNamingParties);
  const kind = typeSpan ? texts[typeSpan.element].slice(typeSpan.begin, typeSpan.end) : undefined;
  // The elements a name opens (a party's entry line, roleHeadingOver).
  const entryLines = new Set(orgs.filter((o) => /^\s*$/.test(texts[o.element].slice(0, o.begin))).map((o) => o.element));
  const guarantee = isGuaranteeKind(kind);
  const ordered = [...orgs.filter((o) => !recitals.has(o.element)), ...orgs.filter((o) => recitals.has(o.element))];
  let preambleAliases = 0;
  const claimed = new Map<string, { end: number; key: string; element: number }>();
  // The aliases the preamble's reading gave (`preambleNames`): a clause naming a party by one ("The Owner grants the
  // Production Company the right … of Säby (the "Location")") reads it as a company, whose bracket after is another term's.
  const givenAliasWords = new Set(orgs.flatMap((o) => (o.alias ? [o.alias.replace(/^the\s+/i, '').trim().toLowerCase()] : [])));
  for (const o of ordered) {
    if (recitals.has(o.element) && preambleAliases >= 2) break;
    const text = texts[o.element];
    if (o.alias === undefined && givenAliasWords.has(o.text.replace(/^the\s+/i, '').trim().toLowerCase())) continue;
    // An alias that names a contract (`(the "Prime Contract")`, `(the "Licence Agreement")`) is a document's, never a
    // party's, whichever reading found it (the next line's, or the bracket after the name).
    const given = o.alias !== undefined && !DOCUMENT_ALIAS.test(o.alias.trim()) ? o.alias : undefined;
    const rest = text.slice(o.end);
    // The register a party is entered in ("registered with the Chamber of Commerce under number 24123456, …,
    // hereinafter: "the Warehouse Keeper"") is named inside that party's slot, not a party the alias after it defines.
    // So is the manager or agent a party acts through ("GREENFIELD GROWTH FUND I, …, acting through its investment
    // manager, Greenfield Capital Advisors LLP (hereinafter referred to as the "Investor")"): the alias is the party's.
    const lead = text.slice(Math.max(0, o.begin - 80), o.begin);
    // A person "acting in the name and on behalf of" a company (Spanish and Latin American drafting) represents it: the
    // alias at the end of the slot is the company's.
    // The company an agreement is "of" ("Limited Liability Company Agreement … of Harbor Point Solar Holdings LLC (the
    // "Company") … by and between …") is what the agreement governs, not one of the parties the slot after it names.
    const subject = runnable(SUBJECT_OF).test(lead) && PARTY_SLOTS.test(rest.slice(0, 300));
    // An entry under a "Parties" heading is a slot from its start, as in `preambleNames`.
    const underHeading = o.begin < 4 && underPartiesHeading(texts, o.element);
    const inPartySlot = o.element < PREAMBLE_ELEMENTS && !recitals.has(o.element) && (underHeading || BARE_SLOT.test(text.slice(Math.max(0, o.begin - 400), o.begin)));
    // A bracketed noun phrase without quotes is an alias only in the preamble's party slot (BARE_ALIAS). One that closes
    // the name's own slot ("… VIC 3350 (Advertiser) and Southerly … (Agency)") comes before the next party's alias, which
    // ALIAS_AFTER would reach over it (a bracket insert to it).
    const ownBare = inPartySlot ? runnable(BARE_ALIAS).exec(rest) : null;
    const ownBareAlias = ownBare && !ROLES.has(ownBare[1].toLowerCase()) && !PLACE_SET.has(ownBare[1].toLowerCase()) && !DOCUMENT_TERM.test(ownBare[1]) && /^\s+and\b/i.test(rest.slice(ownBare[0].length)) ? ownBare : null;
    const agentOfParty = REPRESENTATIVE_BEFORE.test(lead) && !OWN_ALIAS_BEFORE_AGENT.test(lead);
    const reached = REGISTRY_BEFORE.test(lead.slice(-40)) || agentOfParty || ACTS_FOR_AFTER.test(rest) || subject || ownBareAlias ? null : runnable(ALIAS_AFTER).exec(rest);
    // The agent of a party that closed its own slot takes only its own bracket: one after the next party's name ("Acme KG
    // (the "Seller"), represented by its general partner Acme Verwaltungs GmbH, and Beta Ltd (the "Buyer")") is Beta's.
    const after = reached && REPRESENTATIVE_BEFORE.test(lead) && NEXT_PARTY_BEFORE_ALIAS.test(reached[0].slice(0, Math.max(0, reached[0].lastIndexOf('(')))) ? null : reached;
    // The body a party acts through ("… as represented by the Department of Health …, ABN … (the Commonwealth)") is no
    // party: the bracket is the party's.
    const bare = after === null && inPartySlot && !REPRESENTATIVE_BEFORE.test(lead) ? runnable(BARE_ALIAS).exec(rest) : null;
    const bareAlias = bare && !PLACE_SET.has(bare[1].toLowerCase()) && !DOCUMENT_TERM.test(bare[1]) ? bare[1] : undefined;
    // A charter party's or a deed's "…, as Owners of the vessel …, and …, as Charterers": the role after "as", in the slot.
    const asRole = after === null && bareAlias === undefined && !subject && o.element < PREAMBLE_ELEMENTS && !recitals.has(o.element) && BARE_SLOT.test(text.slice(Math.max(0, o.begin - 400), o.begin)) ? AS_ROLE.exec(rest)?.[1] ?? ROLE_CLOSING_SLOT.exec(rest)?.[1] : undefined;
    const before = ALIAS_DEFINED.exec(text.slice(Math.max(0, o.begin - 60), o.begin).replace(/^.*?(?="|the\s+")/s, ''));
    const fieldBefore = runnable(FIELD).exec(text.slice(Math.max(0, o.begin - 40), o.begin));
    // A load's "Shipper:" / "Consignee:" line names whose goods move, no side (load-lines.ts): the name is another party.
    const field = fieldBefore?.[1] !== undefined && isLoadLineRole(texts, fieldBefore[1]) ? null : fieldBefore;
    // A key-details row whose label the clauses name the party by ("Resort | Avatele Reef Resort Limited"), field-labels.ts.
    const labelled = field === null && o.element < PREAMBLE_ELEMENTS ? labelBefore(text, o.begin) : undefined;
    // A role heading on its own line over the name's line ("SUPPLIER" / "Guadalcanal Fuel Ltd, …"), h29f22, or over the
    // block's "Name:" field over the party's particulars ("SELLER" / "Name: Aa Growers Cooperative Society" / "Address:
    // …"; facts set 64's cause 5, issue 18, h104q64).
    const heading = field === null && o.element > 0 && o.element < PREAMBLE_ELEMENTS && !recitals.has(o.element) && (/^\s*$/.test(text.slice(0, o.begin)) || (NAME_LABEL.test(text.slice(0, o.begin)) && particularsBelow(texts, o.element))) ? roleHeadingOver(texts, o.element, rest, entryLines) : undefined;
    // The pronoun a bracket gives the party beside its alias (`("NLC", "we" or "us")`), or alone (`("we", "us" or "our")`).
    // Or a definition before the name gives them (`"we", "us" and "our" mean Tarrant Hoist Rentals LLC`).
    const pronoun = (after ? PRONOUN_IN.exec(after[0])?.[1] : PRONOUN_AFTER.exec(rest)?.[1] ?? runnable(PRONOUN_DEFINED).exec(lead)?.[1])?.toLowerCase();
    // An unquoted "hereinafter called" alias (CALLED_UNQUOTED) of a thing the slot describes is none of the party's.
    const calledAlias = after?.[5] !== undefined && !restatesThing(after[0].slice(0, calledOpeningAt(after[0])), after[5]) ? after[5] : undefined;
    // A position label's bracket naming the owner of the thing the title hires out ("PARTY B (the owner of the
    // harvester): Mr. …") is the hire's "Owner" (owner-of-hired-thing.ts), before the bare letter. The title's whole name
    // says what is hired ("Contract for the Hire of a Combine Harvester"), where its kind is "CONTRACT" alone.
    const fieldRole = field?.[1] ?? field?.[3] ?? ownerOfHiredThing(text, o.begin, typeSpan?.name ?? kind);
    const read = given ?? after?.[1] ?? after?.[2] ?? after?.[3] ?? after?.[4] ?? after?.[6] ?? calledAlias ?? bareAlias ?? asRole ?? before?.[1] ?? fieldRole ?? field?.[2] ?? labelled ?? heading ?? (pronoun !== undefined ? pronoun : undefined);
    // A party's letter in capitals ("hereinafter referred to as PARTY A") is the "Party A" its clauses name (h73left).
    const alias = read !== undefined && PARTY_LETTER_IN_CAPITALS.test(read) ? `Party ${read.slice(-1)}` : read;
    // An all-capitals alias ("FSA") abbreviates a name; a party's alias is a role word ("Buyer"). In a preamble's party
    // slot (`among ... Fraser Delta Genomics Corp. ("FDG")`) a short form is the party's alias all the same, and so is
    // one given with a pronoun (a body's abbreviation is never "we").
    const key = partyKey(o.text);
    // A recital names the subject matter with aliases too ("a complaint … in the District Court of Douglas County,
    // Case No. 2024CV30561 (the "Lawsuit")"): there only a role word names a party (`the "Company"` whose shares are sold).
    if (alias && recitals.has(o.element) && given === undefined && roleOfAlias(alias) === 'Unknown' && !ROLES.has(alias.toLowerCase())) continue;
    if (alias && DOCUMENT_ALIAS.test(alias.trim())) continue;
    // A guarantee or suretyship secures a debt its debtor owes the creditor: once the preamble has named the two parties,
    // the borrower or debtor its clauses name ("By Loan Agreement No. … the Bank has granted Acme LLC (the "Borrower") a
    // loan") is the debt's party, not the guarantee's (h23f16b). In the preamble's own slot it is a party as before.
    if (alias && guarantee && preambleAliases >= 2 && SECURED_DEBTOR.test(alias.trim())) continue;
    // A role word is a role in capitals too ("THE CLIENT: SAIGON … JOINT STOCK COMPANY", h18f11): no abbreviation is one.
    // A noun in capitals with its article (`hereinafter "the HOTEL"`, Spanish drafting in English) is a role written as
    // the drafter writes the party's name, not an abbreviation (`("FDG")`, `hereinafter referred to as "FHT"`).
    const capitalNoun = after !== null && alias !== undefined && nounInCapitals(after[0], alias);
    if (alias && (/[a-z]/.test(alias) || ROLES.has(alias.trim().toLowerCase()) || capitalNoun || calledAlias !== undefined || given !== undefined || pronoun !== undefined) && !aliasOf.has(key)) {
      // One alias names one party: of the names before the same bracket in a slot ("Wisła Cloud Services Sp. z o.o. with
      // its registered office in Kraków, …, entered in the Register … of the National Court Register …, hereinafter
      // referred to as the "Service Provider""), the party is the one that opens the slot. A name after a slot word
      // ("A Ltd, of …, and B Ltd, of … (the "Buyer")") opens a slot of its own and reads the alias as before; a
      // collective alias is shared, and the name the preamble's reading gave the alias (`preambleNames`) keeps it.
      if (after && !COLLECTIVE_ALIAS.test(after[0])) {
        const at = `${o.element}:${o.end + after.index + after[0].length}`;
        const holder = claimed.get(at);
        // Nor does a body the holder's description names after "and" joining its participles ("SAFE LOANS LTD, a lender
        // authorised and regulated by the Financial Conduct Authority (the "Lender")": IN_DESCRIPTION, h57names).
        const between = text.slice(holder?.end ?? 0, o.begin);
        if (holder && given === undefined && (!SLOT_WORD.test(between) || IN_DESCRIPTION.test(between))) continue;
        // A bracket belongs to the name it follows directly, never to one across "and" (h66bind): when the slot word
        // stands right before this name ("between Bramley Estates Ltd, a company registered in England, and Kestrel
        // Telecom plc (the "Operator")"), the earlier name only reached over it and has no alias of its own. A name a
        // description ends on ("…, a company and subsidiary of Holdco Inc (the "Company")") opens no slot: both keep it.
        // The "and" of a representative's offices ("represented by its Chairman and Managing Director Mr. Hédi Trabelsi,
        // hereinafter referred to as "the Exporter"") joins two titles, no slots: the holder keeps its alias (h67slot).
        if (holder && aliasOf.get(holder.key) === alias.trim() && SLOT_OPENS_NAME.test(between) && !IN_DESCRIPTION.test(between) && !runnable(OFFICES_JOINED_AT_END).test(between.slice(-160))) {
          aliasOf.delete(holder.key);
          pronounOf.delete(holder.key);
          if (!recitals.has(holder.element)) preambleAliases--;
        }
        claimed.set(at, { end: o.end, key, element: o.element });
      }
      aliasOf.set(key, alias.trim());
      if (!recitals.has(o.element)) preambleAliases++;
      if (pronoun !== undefined) pronounOf.set(key, pronoun === 'you' ? 'you' : 'we');
    }
  }
  // A party the preamble names without an alias may take its role from its signature lines ("LANDOWNER: HARLAN CREEK
  // RANCH, LLC"; signature-roles.ts).
  const inPreambleSlot = (o: OrgMention): boolean => o.element < PREAMBLE_ELEMENTS && !recitals.has(o.element) && BARE_SLOT.test(texts[o.element].slice(Math.max(0, o.begin - 400), o.begin));
  for (const [key, role] of signatureRoles(texts, orgs, (o) => partyKey(o.text), inPreambleSlot)) {
    if (!aliasOf.has(key) && ![...aliasOf.values()].includes(role)) aliasOf.set(key, role);
  }
  // A brand in brackets after its full name is that party too (bracketed-brands.ts).
  // So is its rendering in English in brackets after it or under it (the same file).
  const expansions = new Map([...acronyms(orgs), ...bracketedBrands(texts, orgs), ...bracketedTranslations(texts, orgs)]);
  // The document's kind (above) decides the side of an alias such as "Grantee" or "Investor" (roles.ts, BY_KIND).
  const sideless = isSidelessKind(kind);
  const roleOf = (alias: string): string => (sideless ? 'Unknown' : roleOfAliasIn(alias, kind));
  // A party's alias read as a company's name ("the Artist Company shall …", its alias `hereinafter "the Artist
  // Company"`: "Company" is a legal-form word) names that party, no other body "ARTIST" (h34f27).
  const aliasWords = new Set([...aliasOf.values()].map((a) => a.replace(/^the\s+/i, '').toLowerCase()));
  // A company's unit named beside the company ("From: Marina Office – Club Nàutic Sóller") is none (notice-units.ts).
  const units = unitsBesideCompany(texts, orgs, (o) => partyKey(o.text));
  for (const o of orgs) {
    if (isRegisterOfNumber(texts[o.element], o) || (REGISTER_LIST.test(o.text) && !hasSuffix(o.text))) continue;
    let key = partyKey(o.text);
    if (!aliasOf.has(key) && aliasWords.has(o.text.replace(/^the\s+/i, '').trim().toLowerCase())) continue;
    // A party's unit in its notice details ("Escrow Agent: Trust Services Department, attention …") is none (notice-units.ts).
    if (!aliasOf.has(key) && (isNoticeUnit(texts[o.element], o) || units.has(key))) continue;
    key = expansions.get(key) ?? key;
    if (!key) continue;
    let record = byKey.get(key);
    if (!record) {
      const alias = aliasOf.get(key);
      record = alias
        ? { party: key, role: roleOf(alias) !== 'Unknown' ? roleOf(alias) : pronounOf.get(key) === 'you' ? 'Buyer' : 'Unknown', importance: 'Primary', alias, mentions: [] }
        : { party: key, role: 'Unknown', importance: 'Unknown', mentions: [] };
      byKey.set(key, record);
    }
    record.mentions.push(o);
  }
  if (typeSpan && kind !== undefined && ORDER_KIND.test(kind)) orderParties([...byKey.values()], texts, typeSpan.element);
  // A letter's writer with no legal form, named by its letterhead and its closing alone (letterhead-signer.ts): kept only
  // if the letter's readers make it the writer; the e-mail and chat readers between them never see it unless so. Beside
  // a person the letter is written to and who signs it back (salutation-addressee.ts, its "you") too: letterWriterBody
  // makes the writer the other side (facts set 73's cause 5, issue 18, h117q73).
  const unformedWriter = sideless || [...byKey.values()].some((p) => p.importance === 'Primary' && p.alias !== 'you') ? undefined : unformedLetterWriter([...byKey.values()], texts);
  const withUnformedWriter = (): PartyRecord[] => (unformedWriter && !byKey.has(unformedWriter.party) ? [...byKey.values(), unformedWriter] : [...byKey.values()]);
  if (!sideless) letterParties(withUnformedWriter(), texts, pronounOf);
  if (unformedWriter?.importance === 'Primary' && !byKey.has(unformedWriter.party)) byKey.set(unformedWriter.party, unformedWriter);
  // An e-mail thread's two companies that sign its messages to each other (email-thread-parties.ts).
  // Or one company's and the person's who answers it (a private customer, named by the "From:" header), and a company
  // with no legal form its header and signature name: kept here.
  if (!sideless) for (const made of emailThreadParties([...byKey.values()], texts)) byKey.set(made.party, made);
  // A chat export's two senders, named nowhere else (chat-parties.ts).
  if (!sideless) for (const sender of chatParties([...byKey.values()], texts)) byKey.set(sender.party, sender);
  // A letter whose addressee alone has an alias: the body of its letterhead that signs it is the other party.
  if (!sideless) letterWriterBody(withUnformedWriter(), texts);
  if (unformedWriter?.importance === 'Primary' && !byKey.has(unformedWriter.party)) byKey.set(unformedWriter.party, unformedWriter);
  // A form on a company's letterhead that the company signs "For <company>:" beside one party: the company is the other.
  if (!sideless) letterheadSigner([...byKey.values()], texts);
  // Or one written without a legal form, which no reader found (letterhead-signer.ts).
  const unformed = sideless ? undefined : unformedLetterheadSigner([...byKey.values()], texts);
  if (unformed) byKey.set(unformed.party, unformed);
  // Terms printed under a company's header line that speak as "we" to "you": the company is "we" (header-writer.ts).
  if (!sideless) headerWriter([...byKey.values()], texts, pronounOf);
  // A receipt in the first person with no alias: its writer receives (the Supplier) from the body it names (the Buyer).
  if (!sideless) receiptParties(byKey, texts);
  if (!sideless) completeRoles([...byKey.values()].filter((p) => p.importance === 'Primary'), pronounOf, texts);
  // A company the preamble's slot opens without an alias is a party of the contract all the same (unaliased-slot-parties.ts).
  promoteSlotOpeners([...byKey.values()], texts, recitals);
  // A body named again without its place ("the Office of the City Treasurer") is the one named with it (body-place-again.ts).
  // Primary first (in order of first mention), then the others by name.
  return foldBodiesNamedWithoutPlace([...byKey.values()]).sort((a, b) =>
    a.importance !== b.importance ? (a.importance === 'Primary' ? -1 : 1)
      : a.importance === 'Primary' ? firstOf(a) - firstOf(b) : a.party < b.party ? -1 : a.party > b.party ? 1 : 0);
}

/** A slot word right before a name: "and", "between", "among", a ";", with a numbered entry's "(2)" between. Anchored: linear. */
const SLOT_OPENS_NAME = /(?:(?:^|[\s,])(?:and|between|among(?:st)?)|;)\s{0,3}(?:\((?:\d{1,2}|[a-z])\)\s{0,3})?$/i;
/** A party's letter in capitals, "PARTY A" (alias-forms.ts PARTY_LETTER_ALIAS). */
const PARTY_LETTER_IN_CAPITALS = /^PARTY\s[A-D]$/;
/** An alias several names share ("(together, the "Sellers")"). */
const COLLECTIVE_ALIAS = /\b(?:together|collectively|jointly|each)\b/i;
function firstOf(p: PartyRecord): number {
  return p.mentions[0].element * 1e6 + p.mentions[0].begin;
}

/** Short forms defined in the same element as their expansion ("FSA" means the Financial Services Authority). */
function acronyms(orgs: readonly OrgMention[]): Map<string, string> {
  // Each name's initials read once, per element (the last name with them wins): comparing every short form with
  // every name was quadratic in the mentions (thousands of "FCA" in one element took minutes).
  const byInitials = new Map<string, string>();
  for (const long of orgs) {
    const initials = long.text.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('');
    byInitials.set(`${long.element} ${initials}`, long.text);
  }
  const out = new Map<string, string>();
  for (const short of orgs) {
    if (!/^[A-Z]{2,6}$/.test(short.text)) continue;
    // A short form's own initials are one letter, so it never expands to itself.
    const long = byInitials.get(`${short.element} ${short.text}`);
    if (long !== undefined) out.set(short.text, partyKey(long));
  }
  return out;
}
