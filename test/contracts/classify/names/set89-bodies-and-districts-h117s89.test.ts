/**
 * Issue 18, h117s89 (set 89's Organization and Location misses; sentences written for this test, none of the sets'):
 * a body "of the" government named whole (government-names.ts OF_THE_BEFORE), a Norwegian or Swedish court's districts
 * joined by "og" / "och" (institution-grammar.ts), a French non-life insurer's "IARD" (gazetteer.ts INSURER_WORDS_AFTER)
 * and a listed town's capitalised administrative kind after it (place-names.ts ADMIN_KIND_AFTER). Then set 11's: "&"
 * joining an institution's tail (institution-grammar.ts), a second company signed for after "and for" (signed-for-company.ts
 * AND_FOR_FORMED_COMPANY) and an execution line's signer after "by" before a post (posted-signers.ts BY_NAME_THEN_POST).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('a body "of the" government is one name', () => {
  it('the department and the government it belongs to', () => {
    expect(attributesOf('The Group is registered with the Rural Management and Development Department of the Government of Sikkim.'))
      .toEqual(['Organization:Rural Management and Development Department of the Government of Sikkim']);
    expect(attributesOf('The Group is registered with the Department of Rural Development of the Government of Sikkim.'))
      .toEqual(['Organization:Department of Rural Development of the Government of Sikkim']);
    expect(attributesOf('The Trust reports to the Health Department of the Government of Kerala.'))
      .toEqual(['Organization:Health Department of the Government of Kerala']);
  });
  it('near misses: a government after "of the" with no body before it stays the government alone', () => {
    expect(attributesOf('The permit needs a decision of the Government of Kenya.')).toEqual(['Organization:Government of Kenya']);
    expect(attributesOf('The Supplier follows the Government of Kenya rules.')).toEqual(['Organization:Government of Kenya']);
    expect(attributesOf('The rules of the Government of Kenya apply.')).toEqual(['Organization:Government of Kenya']);
  });
});

describe('a court named by two districts joined in their own language', () => {
  it('keeps the first district and the join', () => {
    expect(attributesOf('Disputes go before the Nord-Troms og Senja District Court.')).toEqual(['Organization:Nord-Troms og Senja District Court']);
    expect(attributesOf('Disputes go before the Ångermanland och Medelpad District Court.')).toEqual(['Organization:Ångermanland och Medelpad District Court']);
    expect(attributesOf('Disputes go before the Indre and Østre Finnmark District Court.')).toEqual(['Organization:Indre and Østre Finnmark District Court']);
  });
  it('near misses: no capital after the join, one district', () => {
    expect(attributesOf('Disputes go before the Nord-Troms District Court.')).toEqual(['Organization:Nord-Troms District Court']);
    expect(attributesOf('The Senja og court is closed.')).toEqual([]);
  });
});

describe('a French non-life insurer named with "IARD"', () => {
  it('is an Organization with its brand and country', () => {
    expect(attributesOf('The School insures its pilots for civil liability with Allianz IARD.')).toEqual(['Organization:Allianz IARD']);
    expect(attributesOf('The Lessee insures the van with AXA France IARD.')).toEqual(['Organization:AXA France IARD']);
  });
  it('near misses: the word alone, or after a common English word', () => {
    expect(attributesOf('The IARD cover is taken out by the School.')).toEqual([]);
    expect(attributesOf('The School buys General IARD cover.')).toEqual([]);
  });
});

describe('a listed town\'s administrative kind after it', () => {
  it('is part of the place', () => {
    expect(attributesOf('1. the Village Council of Lingdong, Mangan District, represented by its President;')).toContain('Location:Mangan District');
    expect(attributesOf('The kiln stands at Hee-Gyathang, Mangan District, in the hills.')).toEqual(['Location:Mangan District']);
  });
  it('near misses: a body named after the district, and the town alone', () => {
    expect(attributesOf('The Mangan District Court hears the dispute.')).not.toContain('Location:Mangan District');
    expect(attributesOf('The Block Development Officer at Mangan decides it.')).toContain('Location:Mangan');
  });
});

describe('set 11: "&" in a tail, the second company signed for, the signer of an execution line', () => {
  it('"&" joins an institution\'s tail', () => {
    expect(attributesOf('The Operator obtains accreditation from the National Board for Clinics & Healthcare Providers.'))
      .toEqual(['Organization:National Board for Clinics & Healthcare Providers']);
  });
  it('the signer after "and for" a company with its form', () => {
    expect(attributesOf('Signed for Alder Films Inc. by Ann Lee, President, and for Birch Images SAS by Marie Roux, Présidente.'))
      .toEqual(['Organization:Alder Films Inc.', 'Person:Ann Lee', 'Organization:Birch Images SAS', 'Person:Marie Roux']);
  });
  it('the signer after "by" before a post in an execution line', () => {
    expect(attributesOf('Executed by Birch Pty Ltd in accordance with section 127 of the Corporations Act 2001 (Cth) by Tom Hale, Director.'))
      .toEqual(['Organization:Birch Pty Ltd', 'Number:2001', 'Person:Tom Hale']);
  });
  it('near misses: "and for" a clause\'s thing, "by" a name with no post, no execution line', () => {
    expect(attributesOf('Signed for Alder Ltd by Ann Lee, Director, and for any delay caused by Force Majeure.'))
      .toEqual(['Organization:Alder Ltd', 'Person:Ann Lee']);
    expect(attributesOf('Executed by Birch Pty Ltd under section 127 by Tom Hale.')).not.toContain('Person:Tom Hale');
    expect(attributesOf('The works are inspected by Green Valley, the director of planning.')).not.toContain('Person:Green Valley');
  });
});

describe('hostile runs (h117s89)', () => {
  itClassifiesRepeatedLinearly('Signed for Aa Ltd by Bb Cc, Director, and for Dd Ltd by ');
  itClassifiesRepeatedLinearly('Executed by Aa Bb, Director by ');
  itClassifiesRepeatedLinearly('Board for Aa & Bb & ');
  itClassifiesRepeatedLinearly('Aa Department of the Government of Bb ');
  itClassifiesRepeatedLinearly('Aa og Bb og ');
  itClassifiesRepeatedLinearly('Allianz IARD ');
  itClassifiesRepeatedLinearly('Mangan District, ');
});
