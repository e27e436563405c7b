/**
 * A company's statutory registers (issue 18, h38rev): the register of members, of directors, of charges a company
 * keeps by law at its registered office is a corporate formality, not a record kept so that the other party can check
 * it (the Audits row's "records", spec §2–3). A lookahead to put after the word "register(s)" in a kept-register cue;
 * bounded, linear on hostile text.
 */
export const NOT_A_STATUTORY_REGISTER = String.raw`(?!\s+of\s+(?:the\s+|its\s+)?(?:members|shareholders|stockholders|directors|secretaries|charges|mortgages|debenture[-\s]?holders|allotments|transfers|(?:persons|people)\s+with\s+significant\s+control)\b)`;
