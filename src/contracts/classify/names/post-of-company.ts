/**
 * A person's post before "of" and the company it is held in: "acting as General Manager of CONSTRUCCIONES DEL NORTE,
 * S.A.", "the Managing Director of Harbour Lights Trading Ltd", "LEGAL REPRESENTATIVE OF …". The company grammar joins
 * capitalised words with "of" ("Bank of Scotland plc"), so it read the post as the name's first words; the post is the
 * person's, the Organization starts after "of" (set 69's cause 3, h91at; the sets label "legal representative of
 * INSTALACIONES ELÉCTRICAS DEL CENTRO, S.A." and "President of the Board of Directors … of the ASOCIACIÓN …" the company
 * alone). A post ends in its head ({@link REPRESENTATIVE_POST_HEADS}: "Manager", "Director", "Representative"), so
 * "Board of Tealeaf Software Ltd" (an organ, no post) keeps its words. Bounded words, anchored: linear.
 */
import { longestFirstAlternation, upToUnrolledOnce } from '../../../common/regexp.js';
import { REPRESENTATIVE_POST_HEADS, REPRESENTATIVE_POST_WORDS } from '../lexicon/board-offices.js';

const anyCase = (words: readonly string[]): string => longestFirstAlternation([...words, ...words.map((w) => w.toUpperCase())]);
const POST_OF = new RegExp(String.raw`^${upToUnrolledOnce(String.raw`(?:${anyCase(REPRESENTATIVE_POST_WORDS)})[ \t]{1,3}`, 3)}(?:${anyCase(REPRESENTATIVE_POST_HEADS)})[ \t]{1,3}(?:of|OF)[ \t]{1,3}(?=\p{Lu})`, 'u');

/** The length of a post and its "of" opening a company's words ("General Manager of "); 0 otherwise. */
export function postOfLead(words: string): number {
  return POST_OF.exec(words)?.[0].length ?? 0;
}
