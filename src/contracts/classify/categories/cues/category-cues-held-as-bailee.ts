/**
 * (issue 18, h75left; convention C84) The owner's goods or materials in the other party's keeping
 * — for processing, packing, storage or rearing — where the sentence says how the keeper holds them: "The cotton remains
 * the property of the First Party at all stages of processing, and the Second Party holds it as a trustee", "Title to
 * the grapes remains with the Grower, and the Winery holds them only as bailee". Asset Use, the use and keeping of the
 * other's property (as C83 reads the things one party supplies or lends): sets 1–57 label every such sentence so (sets
 * 19, 29, 55; set 31's "holds it as depositary" relabelled by the convention). The ownership and the holding in one
 * sentence: "holds the proceeds as trustee" alone is money held (Payment Terms & Billing's), and a bare "remains the
 * property of X at all times" is not decided (the sets split). Bounded window: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const HELD_AS_BAILEE_CUES: readonly [RegExp, CategoryLabel][] = [
  // (hrev66) Not money, nor shares or securities, so held ("The Rent Deposit remains the property of the Tenant and the
  // Landlord holds it as trustee", "Legal title to the Shares remains with the Nominee, who holds them as trustee"): a
  // deposit or fund held on trust is Payment Terms & Billing's money, shares held by a nominee no goods kept for use.
  [/^(?![^]{0,300}?\b(?:deposits?|money|monies|moneys|funds|proceeds|cash|sums?|shares|securities|stock)\b)[^]{0,300}?\bremains?\s{1,3}(?:the\s{1,3}(?:sole\s{1,3}|exclusive\s{1,3})?property\s{1,3}of|vested\s{1,3}in|with)\b[^.;]{0,160}?\bholds?\s{1,3}(?:it|them)\s{1,3}(?:only\s{1,3}|solely\s{1,3}|at\s{1,3}all\s{1,3}times\s{1,3})?as\s{1,3}(?:an?\s{1,3})?(?:bailee|trustee|depositary|custodian)\b/i, 'Asset Use'],
];
