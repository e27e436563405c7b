/**
 * The offices held on a company's or a body's board, as an alternation for a pattern (no flags needed): "Member of the
 * Management Board", "President of the Supervisory Board", "Chair, Board of Trustees", "Ewa Lis, Management Board Member"
 * (h22f15, h37f28, h59f35). One list for the organ an office names (names/institution-names.ts) and for a person named
 * after the office (parties/preamble-names.ts).
 */
export const BOARD_OFFICE = String.raw`Member|President|Vice[- ]President|Chair(?:man|woman|person)?|Secretary`;
