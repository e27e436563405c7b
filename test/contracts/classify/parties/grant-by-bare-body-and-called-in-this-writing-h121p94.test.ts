/**
 * Set 94's party causes left (issue 18, h121p94):
 * - a grant by a body named by its noun alone, the grantee's alias bracket right before what is granted, no opening naming
 *   the parties: "RESOLVED, …, that the Board gives Mr Ole Berg (called in this minute "the Holder") leave to graze …"
 *   (preamble-names.ts BARE_GRANTOR_GRANTS): the grantee and the grantor are parties;
 * - the unquoted alias "…, called in this writing the Upper Farm." (alias-forms.ts CALLED_IN_THIS) and a household or a
 *   family named by its head ("the household of Karim Shah", slot-names.ts HOUSEHOLD_OF): the head is the party's name.
 * Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { ALIAS_AFTER, CALLED_IN_THIS } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { BARE_GRANTOR_GRANTS } from '../../../../src/contracts/classify/parties/preamble-names.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { readsLinearly } from '../../../security/linear-time.js';

const partiesOf = (...texts: string[]): string[] =>
  classifyContract(texts.map((text) => ({ text, kind: 'sentence' as const }))).parties.map((p) => p.party);
const aliasIn = (tail: string): string | undefined => ALIAS_AFTER.exec(tail)?.slice(1).find((g) => g !== undefined);

const RESOLVED = 'RESOLVED, on the proposal of Mrs Ida Holm, seconded by Mr Per Lund, that the Board gives Mr Ole Berg (called in this minute "the Holder") leave to graze sheep on the common from 1 May 2048.';

describe('a grant by a body named by its noun alone (BARE_GRANTOR_GRANTS)', () => {
  it('the grantee\'s alias binds its clauses, a pronoun too; the body keeps its own', () => {
    expect(typesOf(
      'GRAZING BOARD',
      RESOLVED,
      '(a) The Holder pays the Board £30 for each month.',
      '(b) He does not graze more than forty sheep.',
      '(c) The Board mends the gate before May.',
    ).slice(2)).toEqual([['Obligation/Holder'], ['Exclusion/Holder'], ['Obligation/Board']]);
  });
  it('near miss (h121rr #8, h121mendP): a recital of a body\'s grant after an opening naming the parties adds no party', () => {
    expect(partiesOf(
      'This Agreement is made on 1 May 2047 between Northwind Energy Ltd (the "Operator") and Coastal Drilling plc (the "Contractor").',
      'WHEREAS the Ministry grants Northwind Energy Ltd (the "Licensee") a licence to drill in Block 7.',
      'The Contractor drills two wells.',
    )).toEqual(['NORTHWIND ENERGY', 'COASTAL DRILLING']);
  });
  it('the grantee and the grantor are parties, in the other forms of the grant too', () => {
    expect(partiesOf(RESOLVED, 'The Holder pays the Board £30.')).toEqual(['BOARD', 'OLE BERG']);
    expect(partiesOf('The Trust grants Ms Ada Moss (the "Tenant") permission to fish the lake.', 'The Tenant pays the Trust £9.'))
      .toEqual(['TRUST', 'ADA MOSS']);
    expect(typesOf('The Trust grants Ms Ada Moss (the "Tenant") a licence to fish the lake.', 'The Tenant pays the Trust £9 a day.')[1])
      .toEqual(['Obligation/Tenant']);
  });
  it('near misses: no thing granted after the bracket, no alias, or no body before the verb bind no one', () => {
    // What follows the bracket is no leave, permission, licence …: a gift, not a grant naming the parties.
    expect(partiesOf('RESOLVED that the Board gives Mr Ole Berg (the "Holder") a bell for his service.', 'The Holder pays the Board £30.')).toEqual([]);
    // No alias in the grant.
    expect(typesOf('RESOLVED that the Board gives Mr Ole Berg leave to graze sheep on the common.', 'The Holder pays the Board £30.')[1]).toEqual([]);
    // A verb with no body before it ("that the Board" is the grantor; "he gives" names none).
    expect(partiesOf('RESOLVED that he gives Mr Ole Berg (the "Holder") leave to graze sheep.', 'The Holder pays £30.')).toEqual([]);
    expect(BARE_GRANTOR_GRANTS.test('the board gives Mr Ole Berg')).toBe(false);
    expect(BARE_GRANTOR_GRANTS.test('the Board gives the sheep')).toBe(false);
    expect(BARE_GRANTOR_GRANTS.exec('that the Grazing Board gives Mr Ole Berg')?.[1]).toBe('Grazing Board');
  });
});

const HOUSEHOLDS = [
  'On the 2nd day of June 2048, two households that share the spring made this agreement.',
  'The first is the household of Karim Shah, son of Aziz Khan, whose fields lie above the mill, called in this writing the Upper Farm.',
  'The second is the family of Nadir Ali, son of Rahim Ali, whose fields lie below the bridge, called in this writing the Lower Farm.',
];

describe('"called in this writing the Upper Farm" (CALLED_IN_THIS) and "the household of <name>" (HOUSEHOLD_OF)', () => {
  it('the unquoted alias binds its party\'s present-tense duties, after an ordinal adverb too', () => {
    expect(typesOf(
      ...HOUSEHOLDS,
      'Firstly, the Upper Farm repairs the stone wall of the spring.',
      'Secondly, the Lower Farm pays the Upper Farm Rs. 4,000 yearly.',
      'The Upper Farm cleans the pond each spring.',
    ).slice(3)).toEqual([['Obligation/Upper Farm'], ['Obligation/Lower Farm'], ['Obligation/Upper Farm']]);
  });
  it('the head of the household is the party\'s name, his father\'s no part of it', () => {
    expect(partiesOf(...HOUSEHOLDS, 'The Upper Farm cleans the pond.')).toEqual(['KARIM SHAH', 'NADIR ALI']);
    expect(partiesOf('This agreement is between the household of Karim Shah (the "Upper Farm") and the household of Nadir Ali (the "Lower Farm").', 'The Upper Farm cleans the pond.'))
      .toEqual(['KARIM SHAH', 'NADIR ALI']);
  });
  it('ALIAS_AFTER reads the form with "called", "named", "known as" and each document noun', () => {
    for (const [tail, alias] of [
      [', called in this writing the Upper Farm.', 'Upper Farm'],
      [', named in this agreement the Buyer,', 'Buyer'],
      [', known as in this deed the Seller;', 'Seller'],
      [' called in this Agreement THE LESSEE.', 'LESSEE'],
    ] as const) expect(aliasIn(tail)).toBe(alias);
  });
  it('near misses: no article, no document noun, or something else called', () => {
    expect(aliasIn(', called in this writing Upper Farm.')).toBeUndefined();
    expect(aliasIn(', called in this room the Chairman.')).toBeUndefined();
    expect(aliasIn(', a meeting called in this minute for a vote.')).toBeUndefined();
    expect(typesOf('The first is the household of Karim Shah, whose fields lie above the mill.', 'The Upper Farm cleans the pond.')[1]).toEqual([]);
  });
  it('near misses (h121rr #7, h121mendP): "family of" after "acting for" or in a clause names no party', () => {
    // The one who acts for the family signs: he is the party, the person it is named after is not.
    expect(partiesOf('This Agreement is made on 1 May 2047 between Acme Care Ltd (the "Provider") and Tom Hale, acting for the family of Edith Hale (the "Client").', 'The Client pays the Provider £90 a week.'))
      .toEqual(['ACME CARE', 'TOM HALE']);
    expect(partiesOf('This Agreement is made on 1 May 2047 between Acme Care Ltd (the "Provider") and Tom Hale, on behalf of the family of Edith Hale (the "Client").', 'The Client pays the Provider £90 a week.'))
      .toEqual(['ACME CARE', 'TOM HALE']);
  });
});

describe('hostile text: the bare grantor\'s grant, "called in this writing", "household of"', () => {
  itClassifiesRunsLinearly(
    ['the Board gives ', 'The Aa Bb gives ', 'called in this writing the ', 'household of ', '(the "Aa") '],
    (unit) => `"${unit}" repeated where a grant, an unquoted alias or a household may stand: linear`,
    (run) => [
      { text: `RESOLVED that the Board gives ${run} Mr Ole Berg (called in this minute "the Holder") leave to graze.`, kind: 'sentence' },
      { text: `The first is the household of ${run} Karim Shah, called in this writing the Upper Farm.`, kind: 'sentence' },
      { text: `The Holder pays ${run} the Board £30.`, kind: 'sentence' },
    ],
  );
  it('BARE_GRANTOR_GRANTS and CALLED_IN_THIS read runs of capitals and blanks in linear time', () => {
    const grant = readsLinearly((n) => {
      const text = `the${' '.repeat(n)}Aa${' Bb'.repeat(n)}x`;
      return () => BARE_GRANTOR_GRANTS.test(text);
    });
    expect(grant).toBe(false);
    const called = new RegExp(CALLED_IN_THIS, 'u');
    const form = readsLinearly((n) => {
      const text = `called in this writing${' '.repeat(n)},x`.repeat(4);
      return () => called.test(text);
    });
    expect(form).toBe(false);
  });
});
