/**
 * Categories of an element: what its section is about (the section title, read through a small lexicon)
 * and what the sentence itself says (the model of `category-model.ts`, kept only when confident).
 */
import { CATEGORIES, type CategoryLabel } from '../wire.js';
import { categoryPosteriors } from './category-model.js';

/** Section titles that name a category. First match wins; a generic title ("General") names none. */
const TITLE_LEXICON: readonly [RegExp, CategoryLabel][] = [
  [/\bamend/i, 'Amendments'],
  [/\b(?:asset|equipment)s?\b/i, 'Asset Use'],
  [/\bassignment|\bassign\b|\bnovation/i, 'Assignments'],
  [/\baudit|record[- ]keeping|\binspection/i, 'Audits'],
  [/business continuity|disaster recovery|change of control/i, 'Business Continuity'],
  [/\bnotices?\b|\bcommunications?\b|\breporting\b/i, 'Communication'],
  [/confidential|non-?disclosure/i, 'Confidentiality'],
  [/\bdeliverables?\b/i, 'Deliverables'],
  [/\bdelivery|\bshipment|\bshipping/i, 'Delivery'],
  [/dispute|governing law|arbitration|jurisdiction|choice of law/i, 'Dispute Resolution'],
  [/force majeure/i, 'Force Majeure'],
  [/indemni|third[- ]party claims/i, 'Indemnification'],
  [/\binsurance/i, 'Insurance'],
  [/intellectual property|\blicen[cs]e|copyright|trade ?marks?|patents?/i, 'Intellectual Property'],
  [/liabilit/i, 'Liability'],
  [/precedence/i, 'Order of Precedence'],
  [/payment|invoic|billing/i, 'Payment Terms & Billing'],
  [/pric|\btax|\bfees?\b|\bcharges\b|\brates\b|expenses/i, 'Pricing & Taxes'],
  [/data protection|privacy|personal data/i, 'Privacy'],
  [/personnel|staff|responsibilit|supervision|employment/i, 'Responsibilities'],
  [/safety|security/i, 'Safety and Security'],
  [/scope|statement of work|services\b/i, 'Scope of Work'],
  [/subcontract|sub-contract/i, 'Subcontracts'],
  [/\bterm\b|terminat|duration|expir|renewal|exit/i, 'Term & Termination'],
  [/warrant/i, 'Warranties'],
];

/** Posterior above which the sentence model alone assigns a category. */
const CONFIDENT = 0.6;
/** Posterior above which a second category joins the first. */
const SECOND = 0.3;

/** The category a section title names, if any. */
export function titleCategory(title: string | undefined): CategoryLabel | undefined {
  if (!title) return undefined;
  const clean = title.replace(/^[\s\d.()A-Za-z]{0,8}?(?=[A-Z][a-z])/, '');
  return TITLE_LEXICON.find(([re]) => re.test(clean))?.[1];
}

/** Categories of one element, in the order of the closed set. */
export function categoriesOf(text: string, sectionTitle: string | undefined, isTitle: boolean): CategoryLabel[] {
  if (isTitle || text.trim().split(/\s+/).length < 3) return [];
  const chosen = new Set<CategoryLabel>();
  const fromTitle = titleCategory(sectionTitle);
  if (fromTitle) chosen.add(fromTitle);
  const post = categoryPosteriors(text);
  const ranked = CATEGORIES.map((c, i) => [c, post[i]] as const).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (first[1] >= CONFIDENT) {
    chosen.add(first[0]);
    if (second[1] >= SECOND) chosen.add(second[0]);
  }
  return CATEGORIES.filter((c) => chosen.has(c));
}
