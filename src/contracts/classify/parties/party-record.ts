/**
 * The records the party finder builds (`contract-parties.ts`) and its helpers read (`letter-parties.ts`): in a file
 * of their own so that a helper need not import the finder that calls it.
 */
import type { PartyImportance } from '../../wire.js';
import type { Span } from '../text/text.js';

/** An organisation's name where an element mentions it. */
export interface OrgMention extends Span {
  element: number;
  text: string;
  /** The alias a preamble gives this name in another element (a name on one line, `hereinafter called the "Owner"` on the next). */
  alias?: string;
}

/** A party of the contract: its name, role and importance, and every mention of it. */
export interface PartyRecord {
  party: string;
  role: string;
  importance: PartyImportance;
  /** The alias the contract gives the party, if any ("Buyer"). */
  alias?: string;
  mentions: OrgMention[];
}
