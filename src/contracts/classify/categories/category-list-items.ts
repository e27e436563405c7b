/**
 * An item's categories given its lead-in (`item` without its own "(a)"), given what it read on its own — one home for
 * what a list's lead-in makes of its items: a party's part of the work the lead-in divides (category-work-share-items.ts),
 * an ending fee's sum for one case (category-ending-fee.ts), an instalment's or a balance's payment
 * (category-instalment-items.ts), a works list's part of the work (category-works-list-items.ts), a tender's enclosures
 * (category-tender-enclosures.ts); otherwise as read.
 */
import type { CategoryLabel } from '../../wire.js';
import { endingFeeItemCategories } from './category-ending-fee.js';
import { instalmentItemCategories } from './category-instalment-items.js';
import { workShareItemCategories } from './category-work-share-items.js';
import { worksListItemCategories } from './category-works-list-items.js';
import { tenderEnclosureItemCategories } from './category-tender-enclosures.js';

export function listItemCategories(read: readonly CategoryLabel[], lead: string, item: string): readonly CategoryLabel[] {
  const share = workShareItemCategories(read, lead, item);
  if (share !== read) return share;
  const fee = endingFeeItemCategories(read, lead, item);
  if (fee !== read) return fee;
  const instalment = instalmentItemCategories(read, lead, item);
  if (instalment !== read) return instalment;
  const enclosures = tenderEnclosureItemCategories(read, lead, item);
  return enclosures !== read ? enclosures : worksListItemCategories(read, lead);
}
