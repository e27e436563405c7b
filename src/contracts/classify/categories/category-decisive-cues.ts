/**
 * Strong cues a written convention makes decisive: their category clears the ranking's bar whatever the sentence model
 * says of the sentence's other words. The ranking still orders it and keeps two subjects at most (categories.ts), so a
 * decisive cue is evidence, not an override of the other subjects.
 *
 * C93: a staffing level a party keeps is Responsibilities. The sentence models read a clinic's doctors and nurses as the
 * service alone, so strongly that the strong cue's bonus does not clear the bar ("shall provide at the Clinic, 24 hours
 * a day, the services of at least one doctor and one nurse").
 *
 * C113: the other party's land entered, or building and planting on it barred, under a wayleave or an easement is Asset
 * Use. The models read "48 hours' notice before entering the Land" as the notice alone (issue 18, h100c76).
 *
 * C134: a company's business bounded by the contract's defined one ("shall not start any business other than the
 * Business without the written consent of both Shareholders") is Scope of Work; the models read the consent alone
 * (issue 18, h102c78).
 *
 * C157: a grade table's row of goods refused for their state ("Roots with moisture above 20%: refused") is Deliverables;
 * a row's few words give the models nothing (issue 18, h104c80).
 *
 * C168: a partnership's money — its capital stated as a sum, profit and loss shares, a share bought at a value (Pricing
 * & Taxes), drawings, interest on capital, its bank account, cheques signed, credit to customers (Payment Terms &
 * Billing); the models read "contributed as follows:" or a partner's illness instead (issue 18, h105c81).
 *
 * C169: a consumer scheme's key facts — "What you get:" (Scope of Work), a delivery's time row, a delivery paused or the
 * first box that comes (Delivery), the box's goods and their state (Deliverables); a row's few words and the scheme's
 * "you" give the models nothing (issue 18, h105c81).
 *
 * C266: a person's weight limit for an activity ("Every passenger must weigh between 40 and 110 kg") is Safety and
 * Security; the models read its figures and "between … and" as a range of anything (issue 18, h115c).
 */
import { type CategoryLabel } from '../../wire.js';
import { namesStaffingLevel } from './cues/category-cues-staffing-levels.js';
import { namesOpenLandUse } from './cues/category-cues-land-used.js';
import { namesBusinessBounded } from './cues/category-cues-service-described.js';
import { namesGoodsChosenOrStated, namesRefusedGradeRow } from './cues/category-cues-deliverables.js';
import { namesDeliveryFact, namesWhatYouGet } from './cues/category-cues-key-fact-rows.js';
import { namesPersonsWeightLimit } from './cues/category-cues-activity-rules.js';
import { namesPartnershipPayment, namesPartnershipPrice } from './cues/category-cues-partnership-money.js';

interface DecisiveCue {
  readonly category: CategoryLabel;
  readonly names: (text: string, folded: string) => boolean;
}

const DECISIVE_CUES: readonly DecisiveCue[] = [
  { category: 'Responsibilities', names: namesStaffingLevel },
  { category: 'Asset Use', names: namesOpenLandUse },
  { category: 'Scope of Work', names: namesBusinessBounded },
  { category: 'Deliverables', names: namesRefusedGradeRow },
  { category: 'Pricing & Taxes', names: namesPartnershipPrice },
  { category: 'Payment Terms & Billing', names: namesPartnershipPayment },
  { category: 'Scope of Work', names: namesWhatYouGet },
  { category: 'Delivery', names: namesDeliveryFact },
  { category: 'Deliverables', names: namesGoodsChosenOrStated },
  { category: 'Safety and Security', names: namesPersonsWeightLimit },
];

/** Whether a decisive cue of `category` names it in the sentence (`folded`: the sentence as the prefilter reads it). */
export function isDecisive(category: CategoryLabel, text: string, folded: string): boolean {
  return DECISIVE_CUES.some((cue) => cue.category === category && cue.names(text, folded));
}
