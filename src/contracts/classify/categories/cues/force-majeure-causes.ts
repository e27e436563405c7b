/**
 * The causes that name force majeure (C4), one home for the cue files and the veto that read them (issue 18, h112left;
 * session 74's re-read: the Liability veto's BEYOND_CONTROL, the excuse's FORCE_MAJEURE_NAMED and the exception's
 * EVENT_NAMED each wrote "beyond … control" with other words between). A leaf: it imports nothing.
 */

/**
 * (Session 75's re-read #8) Not a kind of control a party runs as a process: "outside routine quality control", "beyond
 * standard quality control", "outside the Shipper's stock control" name a check or a budget missed, no event beyond a
 * party's power (the excuse and the exception before the one home read none of them). Bounded lookbehind: linear.
 */
const NOT_A_CONTROL_KIND = String.raw`(?<!\b(?:quality|stock|inventory|access|credit|export|import|cost|costs|budget|budgetary|version|document|pest|traffic|temperature|process|production|change|internal|financial|border|passport|weight|noise|dust|spending|expense|expenditure)\s{1,8})`;

/**
 * Events beyond or outside a party's control, however the control is qualified: "beyond its reasonable control",
 * "outside our control", "beyond the control of either party", "beyond the Supplier's reasonable control", "beyond
 * reasonable control", "outside of its control", "beyond their respective control". Up to three words between, each
 * of up to 40 characters (words and blanks are disjoint, so each split is the only one): linear.
 */
export const CONTROL_EXCEEDED = String.raw`(?:beyond|outside)\s{1,8}(?:[\w'’-]{1,40}\s{1,8}){0,3}?${NOT_A_CONTROL_KIND}control`;

/** An act (or the acts) of God. */
export const ACT_OF_GOD = String.raw`acts?\s{1,8}of\s{1,8}god`;

/** What names force majeure as the cause: a party's control exceeded, force majeure, insurmountable force, God's act. */
export const FORCE_MAJEURE_NAMED = String.raw`${CONTROL_EXCEEDED}|force\s{1,8}majeure|insurmountable\s{1,8}force|${ACT_OF_GOD}`;

/**
 * An event beyond a party's control as what the sentence is about (the events cue and the general list's Force Majeure
 * cue): CONTROL_EXCEEDED, but not a carve-out from another duty ("shall not replace her …, save for reasons beyond the
 * Architect's control": that clause is about the duty), nor a thing kept, stored or placed outside a party's control
 * ("data stored outside the Customer's control": a place, no event; hrev10). Bounded lookbehinds: linear.
 */
export const EVENT_BEYOND_CONTROL = String.raw`(?=[bo])(?<!\b(?:save|except)\s{1,64}(?:for\s{1,64}|where\s{1,64}|when\s{1,64})?(?:[\w-]{1,64}\s{1,64}){0,2})(?<!\b(?:place|places|premises|location|site|stored|kept|held|located|situated|placed|hosted)\s{1,64})\b${CONTROL_EXCEEDED}\b`;

/**
 * Disasters and public events: force majeure by their names alone, what a party's excuse for a loss or a delay names
 * (the not-liable cues' veto, C4) and what stops performance (EVENT). (issue 18, h117fm) One home for the not-liable
 * cues' OUTSIDE_CONTROL, which listed these again; "calamity" and "flooded"/"floodwaters" were only there.
 */
export const CATASTROPHE = String.raw`(?:weather|flood(?:s|ed|ing|waters?)?|storms?|earthquakes?|cyclones?|hurricanes?|typhoons?|tornado(?:e?s)?|tsunamis?|bushfires?|wildfires?|calamit(?:y|ies)|strikes?|riots?|wars?|terrorism|pandemics?|epidemics?|(?:public\s+health|government(?:al)?)\s+orders?)`;

/**
 * Everyday weather and fire: they stop an outdoor performance (issue 18, h116c90; C268: rain, wind and hail, the weather
 * a festa's fireworks or a shearing waits on, "If rain or wind prevents the display", "snow or hail that stops the
 * shearing": set 90), but are also the ordinary causes of a loss to property a party excludes ("not liable for any loss
 * of the stock caused by water, fire or theft": Liability in sets 1, 19, 44, 55, 67 and 81), so not CATASTROPHE. "wind"
 * not in "wind up" or "wind down" (a company's ending).
 */
const EVERYDAY_PERIL = String.raw`(?:rain(?:fall|storms?)?|winds?(?![\s-]{1,3}(?:up|down)\b)|hail(?:storms?)?|lightning|fires?|fire\s+bans?|snow(?:fall)?)`;

/** Natural and public events that stop performance whatever the parties do: a catastrophe or an everyday peril. */
export const EVENT = String.raw`(?:${CATASTROPHE}|${EVERYDAY_PERIL})`;

/**
 * An event that stops or cancels performance when named as its cause ("cancelled because of an animal disease": set
 * 90's round-ups; C268): EVENT, or a disease, read only after a verb of stopping, since "a disease that prevents growth"
 * is a thing a warranty or a vaccine is about, no event excusing a party.
 */
export const STOPPING_EVENT = String.raw`(?:${EVENT}|diseases?)`;
