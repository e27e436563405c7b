/**
 * The response bodies of the contract-analysis service, field for field as the official SDK's
 * `CompareComplyV1` (ibm-watson 6.2.2) models them. snake_case, as on the wire. Every `location`
 * indexes the `html` of the same answer, `end` exclusive.
 */

export interface Location {
  begin: number;
  end: number;
}

export interface Attribute {
  type: AttributeType;
  text: string;
  location: Location;
}

/** The nine attribute types the service returned (`Address` was deprecated in 2019). */
export const ATTRIBUTE_TYPES = [
  'Currency',
  'DateTime',
  'DefinedTerm',
  'Duration',
  'Location',
  'Number',
  'Organization',
  'Percentage',
  'Person',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** The five natures of a type label. */
export const NATURES = ['Obligation', 'Right', 'Exclusion', 'Disclaimer', 'Definition'] as const;
export type Nature = (typeof NATURES)[number];

/** The 25 categories, exact strings of the service. */
export const CATEGORIES = [
  'Amendments',
  'Asset Use',
  'Assignments',
  'Audits',
  'Business Continuity',
  'Communication',
  'Confidentiality',
  'Deliverables',
  'Delivery',
  'Dispute Resolution',
  'Force Majeure',
  'Indemnification',
  'Insurance',
  'Intellectual Property',
  'Liability',
  'Order of Precedence',
  'Payment Terms & Billing',
  'Pricing & Taxes',
  'Privacy',
  'Responsibilities',
  'Safety and Security',
  'Scope of Work',
  'Subcontracts',
  'Term & Termination',
  'Warranties',
] as const;
export type CategoryLabel = (typeof CATEGORIES)[number];

export const CONFIDENCE_LEVELS = ['High', 'Medium', 'Low'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

export const PARTY_IMPORTANCES = ['Primary', 'Unknown'] as const;
export type PartyImportance = (typeof PARTY_IMPORTANCES)[number];

export interface Label {
  nature: Nature;
  /** Open vocabulary: a role or name from the contract, `None` for definitions. */
  party: string;
}

export interface TypeLabel {
  label: Label;
  provenance_ids: string[];
}

export interface Category {
  label: CategoryLabel;
  provenance_ids: string[];
}

export interface Element {
  location: Location;
  text: string;
  types: TypeLabel[];
  categories: Category[];
  attributes: Attribute[];
}

export interface Document {
  title: string;
  html: string;
  /** MD5 of the input bytes, hex. */
  hash: string;
  /** Only in comparison output: the document's label. */
  label?: string;
}

export interface DocInfo {
  html: string;
  title: string;
  hash: string;
}

export interface ElementLocations {
  begin: number;
  end: number;
}

export interface SectionTitles {
  text: string;
  location: Location;
  level: number;
  element_locations: ElementLocations[];
}

export interface LeadingSentence {
  text: string;
  location: Location;
  element_locations: ElementLocations[];
}

export interface Paragraphs {
  location: Location;
}

export interface DocStructure {
  section_titles: SectionTitles[];
  leading_sentences: LeadingSentence[];
  paragraphs: Paragraphs[];
}

export interface Mention {
  text: string;
  location: Location;
}

export interface Address {
  text: string;
  location: Location;
}

export interface Contact {
  name: string;
  role: string;
}

export interface Parties {
  party: string;
  role: string;
  importance: PartyImportance;
  addresses: Address[];
  contacts: Contact[];
  mentions: Mention[];
}

export interface Interpretation {
  value: string;
  numeric_value?: number;
  unit?: string;
}

/** Shared shape of the contract-level facts (dates, amounts, terms, currencies, types). */
export interface ContractFact {
  confidence_level: ConfidenceLevel;
  text: string;
  text_normalized?: string;
  interpretation?: Interpretation;
  provenance_ids: string[];
  location: Location;
}
export type EffectiveDates = ContractFact;
export type TerminationDates = ContractFact;
export type ContractAmts = ContractFact;
export type ContractTerms = ContractFact;
export type PaymentTerms = ContractFact;
export type ContractCurrencies = ContractFact;
export type ContractTypes = ContractFact;

export interface Cell {
  cell_id: string;
  location: Location;
  text: string;
  row_index_begin: number;
  row_index_end: number;
  column_index_begin: number;
  column_index_end: number;
}

export type TableHeaders = Cell;

export interface RowHeaders extends Cell {
  text_normalized: string;
}

export interface ColumnHeaders extends Cell {
  text_normalized: string;
}

export interface BodyCells extends Cell {
  row_header_ids: string[];
  row_header_texts: string[];
  row_header_texts_normalized: string[];
  column_header_ids: string[];
  column_header_texts: string[];
  column_header_texts_normalized: string[];
  attributes: Attribute[];
}

export interface KeyValuePair {
  key: { cell_id: string; location: Location; text: string };
  value: { cell_id: string; location: Location; text: string }[];
}

export interface Tables {
  location: Location;
  text: string;
  section_title?: { text: string; location: Location };
  title?: { text: string; location: Location };
  table_headers: TableHeaders[];
  row_headers: RowHeaders[];
  column_headers: ColumnHeaders[];
  body_cells: BodyCells[];
  key_value_pairs: KeyValuePair[];
  contexts: { text: string; location: Location }[];
}

export interface HTMLReturn {
  num_pages: string;
  author?: string;
  publication_date?: string;
  title: string;
  html: string;
}

export interface TableReturn {
  document: DocInfo;
  model_id: 'tables';
  model_version: string;
  tables: Tables[];
}

export interface ClassifyReturn {
  document: Document;
  model_id: 'contracts';
  model_version: string;
  elements: Element[];
  effective_dates: EffectiveDates[];
  contract_amounts: ContractAmts[];
  termination_dates: TerminationDates[];
  contract_types: ContractTypes[];
  contract_terms: ContractTerms[];
  payment_terms: PaymentTerms[];
  contract_currencies: ContractCurrencies[];
  tables: Tables[];
  document_structure: DocStructure;
  parties: Parties[];
}

/** In comparison output labels carry no provenance ids. */
export interface ElementPair {
  document_label: string;
  text: string;
  location: Location;
  types: { label: Label }[];
  categories: { label: CategoryLabel }[];
  attributes: Attribute[];
}

export interface AlignedElement {
  element_pair: ElementPair[];
  identical_text: boolean;
  significant_elements: boolean;
  provenance_ids: string[];
}

export type UnalignedElement = ElementPair;

export interface CompareReturn {
  model_id: 'contracts';
  model_version: string;
  documents: Document[];
  aligned_elements: AlignedElement[];
  unaligned_elements: UnalignedElement[];
}
