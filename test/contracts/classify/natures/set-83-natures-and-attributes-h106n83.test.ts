/**
 * Issue 18, h106n83 (set 83's causes 1–3 and 20–21; every sentence written for this test): a collective alias after the
 * last numbered row outside brackets (C80), a deed's partition of land untyped (C34's grants, C20), "set up" a thing as
 * C34's act, a pronoun after a condition under rows giving the party a capacity, a party's clause after ", and" behind
 * an opening condition, towns the gazetteer lacked, and a check digit after an identity number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupAliases } from '../../../../src/contracts/classify/parties/group-aliases.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf, typesAndAttributesOf, typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const HEAD = 'THIS DEED is made at York on 3 May 2041 between:';
const ROW1 = '(1) Alan Marsh, of Thirsk (hereinafter called "the First Party");';
const ROW2 = '(2) Beth Marsh, of Malton (hereinafter called "the Second Party"), each a "Co-heir" and together the "Co-heirs".';

describe('a collective alias after the last numbered row, outside brackets (C80)', () => {
  it('names the parties together, as the bracketed form does', () => {
    expect([...groupAliases([HEAD, ROW1, ROW2])]).toEqual([['Co-heir', 'Multiple Parties'], ['Co-heirs', 'Multiple Parties']]);
    expect(typesOf(HEAD, ROW1, ROW2, 'No Co-heir may fell the oak trees.', 'The Co-heirs shall keep the lane open.', 'Each Co-heir may use the lane.').slice(3))
      .toEqual([['Exclusion/Multiple Parties'], ['Obligation/Multiple Parties'], ['Right/Multiple Parties']]);
  });
  it('near misses: a tail that does not close the list (a subset), rows with no "between"', () => {
    const subset = ['(1) Alan Marsh, of Thirsk ("Alan");', '(2) Beth Marsh, of Malton ("Beth"), each a "Seller" and together the "Sellers"; and', '(3) Carl Dunn, of Hull ("Carl").'];
    expect([...groupAliases([HEAD, ...subset])]).toEqual([]);
    expect([...groupAliases([ROW1, ROW2])]).toEqual([]);
  });
  it('reads a long run of blanks and commas in linear time', () => {
    readsLinearly((n) => {
      const row = `(2) A ("B")${' ) ,'.repeat(n / 4)}, each a "Member" and together the "Members"${' '.repeat(n)}x`;
      return () => groupAliases([HEAD, ROW1, row]);
    });
  });
});

describe('a deed\'s partition and "set up" (C34)', () => {
  const doc = (s: string) => typesOf(HEAD, ROW1, ROW2, s)[3];
  it('land divided into lots by the deed binds no one; a cost divided stays a duty', () => {
    expect(doc('1.1 The Co-heirs divide the land described in the Schedule into the two lots shown on the Plan.')).toEqual([]);
    expect(doc('The First Party partitions the estate into two parcels.')).toEqual([]);
    expect(doc('The Co-heirs divide the costs of the survey equally.')).toEqual(['Obligation/Multiple Parties']);
    expect(doc('The Co-heirs divide the costs into two equal parts.')).toEqual(['Obligation/Multiple Parties']);
  });
  it('"set up" a thing is an act; a body set up is no duty', () => {
    expect(doc('The Co-heirs set up boundary stones at the corners of each lot.')).toEqual(['Obligation/Multiple Parties']);
    expect(doc('The First Party sets up a fence along the lane.')).toEqual(['Obligation/First Party']);
    expect(doc('The Co-heirs set up a joint committee.')).toEqual([]);
  });
});

describe('a pronoun after a condition, under rows giving the party a capacity', () => {
  const ROWS = ['Party A (Seller): Tom Reed, holder of identity card No. 4455667, residing in Leeds.', 'Party B (Buyer): Ann Cole, holder of identity card No. 7788990, residing in York.', 'It is agreed as follows:'];
  it('"he" or "she" is the condition\'s party', () => {
    expect(typesOf(...ROWS, 'If Party B pays late, she pays interest at the legal rate.')[3]).toEqual(['Obligation/Party B']);
    expect(typesOf(...ROWS, 'If Party B does not pay the balance on time, she shall pay interest.')[3]).toEqual(['Obligation/Party B']);
  });
  it('near miss: a condition on no party', () => {
    expect(typesOf(...ROWS, 'If the price rises, it is fixed again.')[3]).toEqual([]);
  });
});

describe('a party\'s clause after ", and" behind an opening condition (C34)', () => {
  const P = 'This Contract is made between the Town Council of Leeds (the "Council") and Harbour Clean Ltd (the "Contractor").';
  it('binds the party after ", and" whatever the condition supposes', () => {
    expect(typesOf(P, 'If a bin is full at 8.00 am, the warden tells the Contractor, and the Contractor empties it the same day.')[1]).toEqual(['Obligation/Contractor']);
  });
  it('near miss: a state in the first main clause still joins none', () => {
    expect(typesOf(P, 'If the season is long, the beach belongs to the Council, and the Contractor rakes it weekly.')[1]).toEqual([]);
  });
});

describe('towns and a check digit', () => {
  it('reads the towns the gazetteer lacked', () => {
    expect(attributesOf('The depot is in Kuliyapitiya.')).toContain('Location:Kuliyapitiya');
    expect(attributesOf('The public beaches of Nungwi and Kendwa are cleaned daily.')).toEqual(expect.arrayContaining(['Location:Nungwi', 'Location:Kendwa']));
    expect(attributesOf('The shop opens a branch in Taipa.')).toContain('Location:Taipa');
    expect(attributesOf('Ann Cole, residing in Coloane, Macau.')).toContain('Location:Coloane, Macau');
    expect(attributesOf('Delivery to Marigot costs extra.')).toContain('Location:Marigot');
  });
  it('a check digit in brackets after an identity number is no Number; a paragraph after a clause number stays', () => {
    fc.assert(fc.property(fc.integer({ min: 1000000, max: 9999999 }), fc.integer({ min: 0, max: 9 }), (id, check) => {
      const text = `Ann Cole, holder of identity card No. ${id}(${check}), residing in York.`;
      const found = typesAndAttributesOf(text)[0].attributes;
      expect(found.filter((a) => a.startsWith('Number'))).toEqual([]);
    }), { numRuns: 8 });
    // A paragraph after a clause's number keeps its Number.
    expect(attributesOf('as set out in clause 12(3) above')).toContain('Number:3');
  });
  it('words restating a sum after its country\'s name are a Number, the country no place; the country alone stays one', () => {
    expect(attributesOf('Each pays LKR 40,000 (Sri Lanka Rupees Forty Thousand) on signing.')).toEqual(['Currency:LKR 40,000', 'Number:Forty Thousand']);
    expect(attributesOf('Each pays KES 90,000 (Kenya Shillings Ninety Thousand) on signing.')).toEqual(['Currency:KES 90,000', 'Number:Ninety Thousand']);
    // Near misses: words alone are the amount; the country named as a place stays a Location.
    expect(attributesOf('a fee of Rupees Five Hundred Thousand')).toEqual(['Currency:Rupees Five Hundred Thousand']);
    expect(attributesOf('The tea is shipped from Sri Lanka by sea.')).toEqual(['Location:Sri Lanka']);
  });
  it('a witness or a post named by initials and a surname after its colon, a signer after a company with "(Pty)"', () => {
    expect(attributesOf('Witness: W. A. Smith, of Leeds')).toEqual(['Person:W. A. Smith', 'Location:Leeds']);
    expect(attributesOf('Director: J. K. Mensah')).toEqual(['Person:J. K. Mensah']);
    expect(attributesOf('Signed for Harbour Mines (Pty) Ltd by Zorbu Qaxel, Director')).toContain('Person:Zorbu Qaxel');
    // Near miss: a form's field after the colon.
    expect(attributesOf('Witness: Print Name')).toEqual([]);
    // A bracket that is no legal form: the row was left unread here; since h117s89 a "Signed" line's "by <name>, <post>"
    // is the signer whatever the bracket (BY_NAME_THEN_POST), and the person who signs is a Person: changed on purpose.
    expect(attributesOf('Signed for Harbour Mines (the Seller) by Zorbu Qaxel, Director').filter((a) => a.startsWith('Person'))).toEqual(['Person:Zorbu Qaxel']);
  });
  it('every attribute\'s offsets slice a trimmed span of its own element (property)', () => {
    const towns = ['Kuliyapitiya', 'Wariyapola', 'Nungwi', 'Kendwa', 'Mkokotoni', 'Taipa', 'Coloane', 'Marigot'];
    fc.assert(fc.property(fc.constantFrom(...towns), fc.integer({ min: 1000000, max: 99999999 }), fc.integer({ min: 0, max: 9 }), (town, id, check) => {
      const text = `The goods are stored in ${town} under card No. ${id}(${check}) until 2 May 2042.`;
      const [found] = classifyContract([{ text, kind: 'sentence' }]).elements;
      for (const a of found.attributes) {
        expect(a.begin).toBeGreaterThanOrEqual(0);
        expect(a.end).toBeLessThanOrEqual(text.length);
        const span = text.slice(a.begin, a.end);
        expect(span.length).toBeGreaterThan(0);
        expect(span.trim()).toBe(span);
      }
      expect(found.attributes.map((a) => `${a.type}:${text.slice(a.begin, a.end)}`)).toEqual([`Location:${town}`, 'DateTime:2 May 2042']);
    }), { numRuns: 16 });
  });
});
