/**
 * People carried or travelling, no goods (hrev31), and the people a party brings or sends: its guests, staff, pupils,
 * groups. One home (moved from category-cues-goods-carried.ts, issue 18, h117n90): read by the carriage, delivery and
 * physical-safety cues (hrev64) and by the natures' grant to a party's people ("lets the Company's groups watch …",
 * natures/object-natures.ts). "groups" (a tour's, a school's) added with that grant (set 90's fi#6).
 */
export const PEOPLE_CARRIED = String.raw`(?:passengers?|persons?|people|staff|employees?|guests?|visitors?|students?|pupils?|children|participants?|delegates?|attendees?|workers?|personnel|patients?|speakers?|artists?|performers?|crew|players?|groups?)`;;
