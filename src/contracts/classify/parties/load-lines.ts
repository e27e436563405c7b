/**
 * A load's lines on a carrier's rate confirmation, a dispatch sheet or a delivery order: "Shipper: Aurora Fuel
 * Distributors Ltd." / "Consignee: Lac de Gras Diamond Mining Corp." say whose goods move from where to where, as "Ship
 * from:" / "Ship to:" do, and name no side of the contract the broker and the carrier sign (facts set 52's cause 1,
 * issue 18, h91fp). A contract of carriage names its shipper again where it binds it ("The Shipper shall declare …", "the
 * Shipper's goods", a "SHIPPER:" signing heading): there the field stays the party's slot.
 */
/** The roles a load's lines name by their labels. */
const LOAD_ROLES: readonly string[] = ['shipper', 'consignee'];
/**
 * For each role, a line that opens with it as a label and its colon or cell bar ("Shipper:", "| Consignee |"), and every
 * mention of its word, singular or possessive. Bounded: linear.
 */
const PATTERNS: ReadonlyMap<string, { label: RegExp; word: RegExp }> = new Map(LOAD_ROLES.map((role) => [role, {
  label: new RegExp(String.raw`(?:^|\n)[ \t]{0,8}(?:\|[ \t]{0,4})?${role}[ \t]{0,4}[:|]`, 'gi'),
  word: new RegExp(String.raw`(?<![\p{L}])${role}(?![\p{L}])`, 'giu'),
}]));

/**
 * Whether the role `field` labels (a header field's role word, "Shipper") is a load's line in `texts`: a load's role
 * that the text names only as such labels, once — never in a clause, a possessive or a second (signing) label.
 */
export function isLoadLineRole(texts: readonly string[], field: string): boolean {
  const role = field.trim().toLowerCase();
  const patterns = PATTERNS.get(role);
  if (patterns === undefined) return false;
  let labels = 0;
  let words = 0;
  for (const text of texts) {
    if (!text.toLowerCase().includes(role)) continue;
    labels += text.match(patterns.label)?.length ?? 0;
    words += text.match(patterns.word)?.length ?? 0;
    if (labels > 1 || words > labels) return false;
  }
  return labels === 1 && words === 1;
}
