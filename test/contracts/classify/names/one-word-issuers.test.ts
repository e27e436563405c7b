/**
 * A body named by one word in title case as the issuer of a certificate, licence, permit, registration or approval
 * (bodies-by-agent.ts AGENT_WORD; issue 18, h66names): "the phytosanitary certificate issued by Senasa". Not an English
 * word of any tier, not a role word, not a month or weekday, and only after a document a body issues: a surname after
 * "signed by", "made by", "paid by" stays no Organization. Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a one-word issuer of a document only a body issues (h66names)', () => {
  it.each([
    ['Each consignment shall travel with the phytosanitary certificate issued by Senasa.', 'Senasa'],
    ['The Seller holds an export licence granted by Agrosalud.', 'Agrosalud'],
    ['The registration approved by Staffhub shall be kept at the site.', 'Staffhub'],
    ['The Contractor shall keep the permits issued by the Conafor in force.', 'Conafor'],
    ['The accreditation certified by Ukas, dated 3 May 2031, shall be renewed.', 'Ukas'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toEqual([body]);
  });
  it.each([
    'The certificate shall be signed by Okafor.',
    'The payment shall be made by Okafor within 10 days.',
    'The invoice shall be paid by Okafor.',
    'The report issued by Okafor shall be kept.',
    'The permit issued by Council shall be kept.',
    'The licence issued by Landlord shall be kept.',
    'The certificate issued by Monday shall be kept.',
    'The approval certified by Order of the court stands.',
  ])('%s: no Organization', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it('a capitalised word after the issuer makes a longer name, read as before', () => {
    expect(orgs('The certificate issued by Senasa Peru shall be kept.')).toEqual(['Senasa Peru']);
  });
});
