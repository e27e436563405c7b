/**
 * The number a details schedule gives each field: "Item 1 – Provider: …", "Item 7 – Customer Representative: …"
 * (Australian and New Zealand drafting puts the agreement's particulars in a schedule of numbered items). The number is
 * the schedule's, not part of the field: the field's role word is read as it is without it (h33f26). Bounded: linear.
 */
import { BULLET_CHARACTERS } from '../text/text.js';
/**
 * A key-terms table may number its rows with no "Item": "1. Grower | <company> …", "7. Start Date | 1 July 2038" (the
 * clauses then refer to "Item 9"). Only before a label and a cell's bar, so a numbered clause ("1. The Grower supplies
 * …") or a numbered field with a colon keeps its number (facts set 55's cause 6, h94fp). ASCII letters: it goes into
 * patterns without the u flag. Each part bounded: linear.
 */
const ROW_NUMBER = String.raw`\d{1,2}[.)]?[ \t]{1,3}(?=[A-Za-z][A-Za-z'’ -]{0,40}?[ \t]{0,4}\|)`;
export const ITEM_NUMBER = String.raw`(?:(?:Item|ITEM)\s{1,3}\d{1,2}[A-Za-z]?\s{0,3}[–—:.-]?\s{0,3}|${ROW_NUMBER})`;
const ITEM_NUMBER_OPENING = new RegExp(String.raw`^\s{0,8}${ITEM_NUMBER}(?=\p{Lu})`, 'u');
/** A line without the item number a details schedule opens it with ("Item 2 – Customer: …" → "Customer: …"). */
export const withoutItemNumber = (line: string): string => line.replace(ITEM_NUMBER_OPENING, '');
/**
 * The same line with its item number written as blanks, every other character in its place ("Item 4 – Period: 1 May 2038
 * to …" → "         Period: 1 May 2038 to …"): the facts' readers of a field keep their spans (issue 18, h91fd; facts set
 * 52's cause 12).
 */
export const withItemNumberBlanked = (line: string): string => line.replace(ITEM_NUMBER_OPENING, (number) => ' '.repeat(number.length));

/**
 * A bullet before a field, "– Period: 01/07/2040 – 30/09/2040.", "• Start date: …", "- Date: …": a list's marker (the
 * markers of layout/markers.ts that are no number), no part of the field, as an item number is none (issue 18, h98fd;
 * facts set 57's cause 6: the bullet hid the label, so the period gave no dates). One blank or tab at least after it, a
 * capital next. Bounded: linear.
 */
const BULLET = String.raw`[${BULLET_CHARACTERS}‣○■□➢►—][ \t]{1,3}`;
const FIELD_MARKER_OPENING = new RegExp(String.raw`^\s{0,8}(?:${ITEM_NUMBER}|${BULLET})(?=\p{Lu})`, 'u');
/** The line with its item number or its bullet written as blanks, every other character in its place (the facts' fields). */
export const withFieldMarkerBlanked = (line: string): string => line.replace(FIELD_MARKER_OPENING, (marker) => ' '.repeat(marker.length));
