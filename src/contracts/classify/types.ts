/**
 * The interface between the document half (elements found in the HTML) and the labelling half.
 * The classifier sees element texts only; every span it returns is an offset into one element's
 * `text` (end exclusive), which the operations layer maps to a location in the HTML.
 */
import type { ElementKind } from '../structure/types.js';
import type { AttributeType, CategoryLabel, ConfidenceLevel, Interpretation, Label, PartyImportance } from '../wire.js';
import type { RegexPrefilter } from '../../common/regex-prefilter.js';

// The element kinds are the structure's (it finds the elements); the classifier takes them as they are.
export { ELEMENT_KINDS, type ElementKind } from '../structure/types.js';

export interface ElementInput {
  /** The element's text: tags removed, entities decoded, whitespace collapsed. */
  text: string;
  kind: ElementKind;
  /** The text of the section title the element sits under, if any. */
  sectionTitle?: string;
  /**
   * The title of the section that encloses that section, if any: "5. Security" for an element under "5.1 Safeguards".
   * Its categories are read when the element's own title names none (docs/contracts.md, "The heading path").
   */
  parentTitle?: string;
}

/** A span inside element `element`'s text. */
export interface TextSpan {
  element: number;
  begin: number;
  end: number;
}

export interface ElementLabels {
  types: { label: Label; provenance_ids: string[] }[];
  categories: { label: CategoryLabel; provenance_ids: string[] }[];
  /**
   * Offsets into the element's own text, or into element `element`'s when given: an item of a definition's
   * list carries the term its lead-in defines, located in the lead-in, as the service does.
   */
  attributes: { type: AttributeType; begin: number; end: number; element?: number }[];
}

export interface FactFound {
  span: TextSpan;
  confidence_level: ConfidenceLevel;
  text_normalized?: string;
  interpretation?: Interpretation;
  provenance_ids: string[];
}

export interface PartyFound {
  party: string;
  role: string;
  importance: PartyImportance;
  mentions: TextSpan[];
  addresses: TextSpan[];
  contacts: { name: string; role: string }[];
}

/** The contract-level facts, each list in document order. */
export interface ContractFacts {
  effective_dates: FactFound[];
  termination_dates: FactFound[];
  contract_amounts: FactFound[];
  contract_terms: FactFound[];
  payment_terms: FactFound[];
  contract_currencies: FactFound[];
  contract_types: FactFound[];
}

export interface ContractLabels extends ContractFacts {
  /** Parallel to the input elements. */
  elements: ElementLabels[];
  parties: PartyFound[];
}

/** How a classification runs (never what it answers). */
export interface ClassifyOptions {
  /**
   * The literal prefilter its patterns ask before they run (src/common/regex-prefilter.ts): the operations layer hands
   * the build's table. Without one, the table `usePrefilterTable` last gave (none: every pattern runs). The answers are
   * the same with the build's table or none (a table empty, malformed or whose index would pass
   * MAX_PREFILTER_INDEX_CELLS is none); only the time differs. A table whose atoms are not its patterns' own skips
   * the patterns it names: it is the build's data, never a user's.
   */
  readonly prefilter?: RegexPrefilter;
}

/** Pure and deterministic: the same elements give the same labels. */
export type ContractClassifier = (elements: readonly ElementInput[], options?: ClassifyOptions) => ContractLabels;
