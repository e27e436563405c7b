/**
 * People carried or travelling, no goods (hrev31), and the people a party brings or sends: its guests, staff, pupils.
 * One home (moved from category-cues-goods-carried.ts, issue 18, h117n90): read by the carriage, delivery and
 * physical-safety cues (hrev64) and, through PEOPLE_BROUGHT below, by the natures' grant to a party's people.
 */
export const PEOPLE_CARRIED = String.raw`(?:passengers?|persons?|people|staff|employees?|guests?|visitors?|students?|pupils?|children|participants?|delegates?|attendees?|workers?|personnel|patients?|speakers?|artists?|performers?|crew|players?)`;

/**
 * The people a party brings or sends, as another party lets them do a thing ("lets the Company's groups watch …",
 * natures/object-natures.ts; set 90's fi#6, h117n90): PEOPLE_CARRIED and "groups" (a tour's, a school's). Not in
 * PEOPLE_CARRIED itself (h117mendA; h117rr #2): there "groups" vetoed the carriage and delivery of goods lots ("transports
 * groups of pallets", "product groups", "container groups").
 */
export const PEOPLE_BROUGHT = String.raw`(?:${PEOPLE_CARRIED}|groups?)`;
