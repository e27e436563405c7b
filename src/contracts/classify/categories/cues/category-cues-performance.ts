/**
 * Cues of the categories a clause rarely names in a word of their own (issue 18, h18cat6), stated from the spec's
 * definitions and from contract drafting in general: Business Continuity (selling a business), Scope of Work (what a statement of work is), Deliverables (named outputs of the work) and Asset Use (acts on land, premises and equipment); and the
 * defined names of what a licence covers, which are no Intellectual Property cue of their own. `categories.ts` reads
 * them with its other cues; each pattern is bounded (no nested quantifiers, no two optional blank runs side by side),
 * linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const PERFORMANCE_CUES: readonly [RegExp, CategoryLabel][] = [
  // The effects of selling all or part of a business (the service's gist of Business Continuity): a sale or transfer of
  // a party's business, undertaking or (substantially all of) its assets or shares, a change of control or ownership,
  // a successor to the business ("If the Provider sells its data centre business", "to a purchaser of all or
  // substantially all of its assets"). Not a recovery plan, a backup or spare stock (keeping the service going): the
  // reference gives "puts into operation a suitable business continuity plan" Force Majeure only. A successor to the
  // business is category-cues-business-passing.ts' (a strong cue).
  [/\b(?:sells?|sold|selling|transfers?|transferred|disposes?\s+of)\s+(?:all\s+or\s+(?:any\s+)?part\s+of\s+|the\s+whole\s+or\s+(?:any\s+)?part\s+of\s+|(?:all\s+or\s+)?substantially\s+all\s+(?:of\s+)?)?(?:its|their|his|her|the|our|your|my|[A-Z][\w-]*['’]s)\s+(?:[\w-]+\s+){0,2}?(?:business|undertaking)\b|\bsubstantially\s+all\s+(?:of\s+)?(?:its|the|their|our|your|my|[A-Z][\w-]*['’]s)\s+(?:[\w-]+\s+){0,2}?(?:assets|business|undertaking|shares)\b|\bchange\s+(?:of|in)\s+(?:the\s+)?(?:control|ownership)\b/i, 'Business Continuity'],
  // (h22s22c) Control of a party passing to another ("If control of the Agent passes to a competitor", "acquires a
  // controlling interest in the Supplier") and the sale of the property a contract runs on, with the buyer who takes
  // it over ("If the Owner sells the farm, it must tell the buyer of this lease"; docs/contracts.md's own example: "If
  // the Host sells the property, it must require the buyer to assume this agreement"). Not selling goods or produce:
  // the buyer of a property sold is named in the same sentence, and the property's noun ends its phrase ("sells the farm
  // produce to the buyer" sells produce, hrev14). Control of a party: its capitalised name, not a thing whose control
  // (possession, risk) passes on delivery or handover ("Control of the Site passes to the Contractor on the Start
  // Date", "control of the Goods passes to the Buyer", hrev14). Bounded windows: linear.
  [/\b[Cc]ontrol\s+of\s+(?:the\s+)?(?!(?:Goods|Site|Sites|Works|Premises|Property|Land|Vehicles?|Vessel|Equipment|Plant|Materials?|Products?|Project|Building|Assets|Data|Systems?|Keys|Cargo|Animals?|Livestock)\b)[A-Z][\w-]*\s+(?:passes|changes|is\s+(?:transferred|acquired)|transfers)\b/, 'Business Continuity'],
  [/\bacquires?\s+(?:a\s+|the\s+)?(?:majority|controlling)\s+(?:interest|stake|shareholding)\b|\b(?:sells?|sold|selling)\s+(?:the|its|our|your|his|her|their)\s+(?:[\w-]+\s+){0,2}?(?:premises|property|home|house|cottage|dwelling|land|building|farm|estate|hotel|site|flat|apartment|unit)(?=\s*[,;:)]|\s+(?:to|or|and|at|in|on|before|during|while|with|it|he|she|they|we|you|the|a|an|then)\b)[^.;]{0,120}?\b(?:buyer|purchaser|new\s+owner)s?\b/i, 'Business Continuity'],
  // What a statement of work is and when it binds (the service's gist of Scope of Work: "what is and is not in the
  // contract"): an order document that identifies itself, is designated, incorporates the terms or is (not) binding
  // ("A work order binds the parties only once signed by both", "Each Statement of Work shall incorporate these
  // terms"). Not the doing of the work ("shall carry out the maintenance"): that is the performance, no category.
  [/\b(?:SOWs?|[Ss]tatements?\s+of\s+[Ww]ork|[Ww]ork\s+[Oo]rders?|[Tt]ask\s+[Oo]rders?)\b[^.;]{0,80}?\b(?:binding|binds?|designated|incorporates?|identif(?:y|ies)|only\s+(?:if|when|once))\b/, 'Scope of Work'],
  // Named outputs of the work handed over: designs, drawings, models, documentation, plans, studies, manuals
  // ("shall submit the design drawings", "deliver the as-built documentation"), and a stage's outputs listed after it
  // ("Stage 3 – developed design drawings"). Reports have their own cue (categories.ts).
  [/\b(?:submit|deliver|prepare|produce|hand\s+over|issue)(?:s|ed|ing)?\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:the\s+|a\s+|an\s+|all\s+|its\s+|each\s+|final\s+)?(?:[\w-]+\s+){0,3}?(?:drawings|designs?|models?|documentation|manuals?|plans|stud(?:y|ies)|prototypes|specifications)\b|^\W*(?:\(?[a-z0-9]{1,3}[.)]\s+)?(?:stage|phase|milestone)\s+[\w.]{1,4}\s*[–—:-]\s*(?:[\w-]+\s+){0,4}?(?:reports?|designs?|drawings|models?|documentation|plans|studies|specifications|prototypes)\b/i, 'Deliverables'],
  // Acts on land, premises and equipment: erecting or placing a structure, altering, occupying, entering, keeping or
  // moving equipment at a place ("erect a shed on the Land", "enter upon the Property", "remove any equipment from
  // the premises"), quiet enjoyment and the permitted use of a property. Not a thing named after the place ("maintain its
  // property insurance", "the site register", "the building manager", review hrev9): that is the thing, not the place.
  [/\b(?:erect|construct|build|place|install)(?:s|ed|ing)?\s+(?:any\s+|a\s+|the\s+|no\s+)?(?:[\w-]+\s+){0,2}?(?:buildings?|structures?|sheds?|fences?|walls?|masts?|signs?|signage)\b[^.;]{0,40}?\b(?:on|upon|in|over|at|to)\s+(?:the|any|its)\b|\b(?:occupy|enter(?:\s+(?:onto|upon))?|alter|repair|maintain|fence|cultivate)\s+(?:the|any|its)\s+(?:[A-Z][\w-]*\s+)?(?:land|premises|property|building|site|yard|warehouse|unit|servient\s+land)\b(?!\s+(?:insurance|damage|taxes|rates|registers?|records?|diary|manager|management|values?|owners?|polic(?:y|ies)|licen[cs]es?|data|information|plans?|accounts?)\b)|\b(?:keep|store|park|move|remove|relocate)\s+(?:the|any|its)\s+(?:\w+\s+)?(?:equipment|vehicles?|machinery)\s+(?:[\w-]+\s+){0,2}?(?:at|on|in|from|to)\s+(?:the|any)\b|\b(?:quiet|peaceful)\s+enjoyment\b|\bpeaceabl[ey]\s+(?:hold|enjoy)|\b(?:permitted|authori[sz]ed)\s+use\b/i, 'Asset Use'],
];

/**
 * The defined names of what a licence covers ("Licensed Products", "Licensed Software", "Licensed Technology"): in a
 * licence every clause names them, royalties, records, diligence and insurance alike, so they are no Intellectual
 * Property cue of their own; a clause is about the IP where its own words are (a grant, ownership, infringement, a
 * licence in small letters). A name whose head is itself an IP right ("Licensed Marks", "Licensed Patents") still is
 * one. Case-sensitive: the capitals mark the defined term. (issue 18, h88c) The goods made under the licence in small
 * letters too ("records of the production and sales of licensed products", "does not guarantee any level of sales of the
 * licensed products"): what is sold, named by the licence that lets it be made, no right in it; a licensed design, mark
 * or work in small letters stays the right's.
 */
const LICENSED_NAMES = /\bLicen[cs]ed\s+(?!(?:Marks?|Trade\s*[Mm]arks?|Patents?|Copyrights?|IP|Intellectual|Know-?[Hh]ow)\b)[A-Z][\w-]*|\bLICEN[CS]ED\s+(?!MARKS?\b|PATENTS?\b)[A-Z]{3,}|\blicen[cs]ed\s+(?:products?|goods|articles|items|merchandise)\b/g;

/** The text without a licence's defined names of its subject matter, for the Intellectual Property cues. */
export function withoutLicensedNames(text: string): string {
  return text.replace(LICENSED_NAMES, ' ');
}
