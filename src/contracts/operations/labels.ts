/**
 * The classifier's answer placed in the html: every span it returns (offsets into one element's text) goes through
 * the offset map. Spans outside their element are dropped rather than guessed.
 */
import type { ContractLabels, FactFound, TextSpan } from '../classify/types.js';
import { mapSpan } from '../html/offsets.js';
import type { DocElement } from '../structure/types.js';
import type { Attribute, ContractFact, Element, Location, Parties } from '../wire.js';
import type { Analysis } from './pipeline.js';

interface Placed {
  text: string;
  location: Location;
}

function place(analysis: Analysis, span: TextSpan): Placed | undefined {
  const element: DocElement | undefined = analysis.elements[span.element];
  if (!element || !Number.isInteger(span.begin) || !Number.isInteger(span.end)) return undefined;
  if (span.begin < 0 || span.end > element.text.length || span.begin >= span.end) return undefined;
  const text = element.text.slice(span.begin, span.end).trim();
  if (text === '') return undefined;
  return { text, location: mapSpan(analysis.written.offsets, element.range, span.begin, span.end) };
}

function fact(analysis: Analysis, found: FactFound): ContractFact | undefined {
  const placed = place(analysis, found.span);
  if (!placed) return undefined;
  return {
    confidence_level: found.confidence_level,
    text: placed.text,
    ...(found.text_normalized !== undefined ? { text_normalized: found.text_normalized } : {}),
    ...(found.interpretation !== undefined ? { interpretation: found.interpretation } : {}),
    provenance_ids: found.provenance_ids,
    location: placed.location,
  };
}

const facts = (analysis: Analysis, found: readonly FactFound[]): ContractFact[] =>
  found.map((f) => fact(analysis, f)).filter((f): f is ContractFact => f !== undefined);

export interface PlacedLabels {
  elements: Element[];
  /** Attributes of each element, by its block (for table cells). */
  attributesByBlock: Map<number, Attribute[]>;
  parties: Parties[];
  effective_dates: ContractFact[];
  termination_dates: ContractFact[];
  contract_amounts: ContractFact[];
  contract_terms: ContractFact[];
  payment_terms: ContractFact[];
  contract_currencies: ContractFact[];
  contract_types: ContractFact[];
}

export function placeLabels(analysis: Analysis, labels: ContractLabels): PlacedLabels {
  const attributesByBlock = new Map<number, Attribute[]>();
  const elements: Element[] = analysis.elements.map((element, i) => {
    const found = labels.elements[i] ?? { types: [], categories: [], attributes: [] };
    const attributes: Attribute[] = [];
    for (const a of found.attributes) {
      const placed = place(analysis, { element: a.element ?? i, begin: a.begin, end: a.end });
      if (placed) attributes.push({ type: a.type, text: placed.text, location: placed.location });
    }
    if (element.kind === 'tableCell') attributesByBlock.set(element.block, [...(attributesByBlock.get(element.block) ?? []), ...attributes]);
    return { location: element.location, text: element.text, types: found.types, categories: found.categories, attributes };
  });
  const spans = (list: readonly TextSpan[]): Placed[] =>
    list.map((s) => place(analysis, s)).filter((p): p is Placed => p !== undefined);
  return {
    elements,
    attributesByBlock,
    parties: labels.parties.map((p) => ({
      party: p.party,
      role: p.role,
      importance: p.importance,
      addresses: spans(p.addresses),
      contacts: p.contacts,
      mentions: spans(p.mentions),
    })),
    effective_dates: facts(analysis, labels.effective_dates),
    termination_dates: facts(analysis, labels.termination_dates),
    contract_amounts: facts(analysis, labels.contract_amounts),
    contract_terms: facts(analysis, labels.contract_terms),
    payment_terms: facts(analysis, labels.payment_terms),
    contract_currencies: facts(analysis, labels.contract_currencies),
    contract_types: facts(analysis, labels.contract_types),
  };
}
