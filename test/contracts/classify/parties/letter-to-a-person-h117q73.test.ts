/**
 * Facts set 73's cause 5 (issue 18, h117q73), on letters written for it, none from the set: a group's letter to a private
 * client, headed by the group's name with no legal form, signed under the closing by its director over "Director, <the
 * group>", and signed back by the client on the acceptance's own line, her identity document after her name.
 * - salutation-addressee.ts NAME_ON_ACCEPTANCE: "ACCEPTED: <her name>, <ID>" is her acceptance signed, as her name on the
 *   line under "Accepted:" is;
 * - letterhead-signer.ts unformedLetterWriter: "Director, <the group>" under the closing names the letterhead's writer, as
 *   the group's name on a line of its own does; letter-writer-body.ts makes it the other side of the client.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';

const LETTER = ({ writerLine = 'Director, Banda Sinfónica Nueva Esperanza', accepted = 'ACCEPTED: Rosa Elvira Quispe Huamán, DNI 40817733' } = {}) => [
  'BANDA SINFÓNICA NUEVA ESPERANZA',
  'Jr. Lima 240, Juliaca · Tel. 951 220 417',
  'Juliaca, 2 March 2046',
  'Mrs. Rosa Elvira Quispe Huamán',
  'Present',
  'Dear Mrs. Quispe:',
  'As agreed, we confirm that our band plays at your son\'s wedding on these terms:',
  '1. Place and time: Local Los Andes, Juliaca, on 18 April 2046, from 20:00 to 02:00 hours.',
  '2. Price: S/ 3,200.00, of which S/ 1,000.00 on signing and the balance at the end of the party.',
  '3. The Client provides dinner for the musicians.',
  'Sincerely,',
  'Wilber Mamani Condori',
  writerLine,
  accepted,
  'Date: 4 March 2046',
];

describe("a group's letter to a private client (cause 5)", () => {
  it('the group and the client are the two sides, the director the group\'s contact', () => {
    const text = LETTER();
    expect(primary(...text)).toEqual(['BANDA SINFÓNICA NUEVA ESPERANZA Supplier', 'ROSA ELVIRA QUISPE HUAMÁN Buyer']);
    expect(Object.fromEntries(contactLists(...text))).toEqual({ 'BANDA SINFÓNICA NUEVA ESPERANZA': ['Wilber Mamani Condori'], 'ROSA ELVIRA QUISPE HUAMÁN': [] });
  });
  it.each([
    ['the acceptance without the ID', { accepted: 'Accepted: Rosa Elvira Quispe Huamán' }],
    ['the post after "Manager" and "the"', { writerLine: 'General Manager, the Banda Sinfónica Nueva Esperanza' }],
    ['the group on a line of its own', { writerLine: 'Banda Sinfónica Nueva Esperanza' }],
  ])('%s', (_what, shape) => {
    expect(primary(...LETTER(shape))).toEqual(['BANDA SINFÓNICA NUEVA ESPERANZA Supplier', 'ROSA ELVIRA QUISPE HUAMÁN Buyer']);
  });
  it('near misses: another name accepts, or the closing line is no post before the letterhead\'s name', () => {
    // Someone else signs the acceptance: the letter is not signed back by the person it is written to.
    expect(partyNames(...LETTER({ accepted: 'ACCEPTED: Juana Condori Apaza, DNI 40817733' }))).not.toContain('ROSA ELVIRA QUISPE HUAMÁN');
    // A town before the comma is no signer's post: the line names no writer.
    expect(partyNames(...LETTER({ writerLine: 'Juliaca, Banda Sinfónica Nueva Esperanza' }))).not.toContain('BANDA SINFÓNICA NUEVA ESPERANZA');
    // A post before another band's name: no writer the letterhead heads.
    expect(partyNames(...LETTER({ writerLine: 'Director, Banda Municipal de Puno' }))).not.toContain('BANDA MUNICIPAL DE PUNO');
    // The acceptance with a date after its colon, and no name: none.
    expect(partyNames(...LETTER({ accepted: 'Accepted: 4 March 2046' }))).not.toContain('ROSA ELVIRA QUISPE HUAMÁN');
  });
});
