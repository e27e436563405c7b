/**
 * Review hrev74 of session 43's round 1 form rules (h77f43p) on ordinary contract language: two misfires, each narrowed
 * by its shape, the rule's own case still read. Sentences written for the review, none from a set.
 * - The Nordic association's "rf" / "ry" / "r.f." / "r.y." are read as written only: in capitals they are radio
 *   frequency and a person's initials after the surname ("the Model X40 RF amplifier", "Mr. Patil R.Y.").
 * - Finland's "Oy" / "Oyj" after a capitalised word of a name closes or joins that name and opens none ("Fiskars Oyj
 *   Abp", "Kiinteistö Oy Helsingin Satama").
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { partyNames } from '../facts-readers.js';

describe('the Nordic association\'s forms as written only (review hrev74)', () => {
  it('near miss: "RF" in capitals after a product\'s words is radio frequency, no company', () => {
    expect(orgs('The Supplier shall deliver 200 units of the Model X40 RF amplifier to the Buyer.')).toEqual([]);
    expect(orgs('Each Harbour Link RF unit shall be tested before shipment.')).toEqual([]);
  });
  it('near miss: "R.Y." / "R.F." after a surname are a person\'s initials, no company', () => {
    expect(orgs('Employee: Patil R.Y., residing at 12 FC Road, Pune.')).toEqual([]);
    expect(orgs('The contractor, Deshmukh R.F., shall transport the cane to the mill.')).toEqual([]);
  });
  it('the forms in small letters still close an association\'s name', () => {
    expect(orgs('The Sponsor shall pay Vaasan Palloseura ry EUR 20,000 each season.')).toEqual(['Vaasan Palloseura ry']);
    expect(orgs('The Sponsor shall pay Idrottsföreningen Kvarnbo r.f. each season.')).toEqual(['Idrottsföreningen Kvarnbo r.f.']);
  });
});

describe('Finland\'s "Oy" / "Oyj" after a word of a name (review hrev74)', () => {
  it('near miss: after a capitalised name word it opens no company of its own', () => {
    expect(orgs('Fiskars Oyj Abp shall pay the Contractor monthly.')).not.toContain('Oyj Abp');
    expect(orgs('Kiinteistö Oy Helsingin Satama shall maintain the roof.')).not.toContain('Oy Helsingin Satama');
    expect(partyNames(
      'SERVICES AGREEMENT',
      'This Agreement is made between Fiskars Oyj Abp, a company registered in Finland (the "Customer"), and Nordic Cleaning Oy, a company registered in Finland (the "Contractor").',
      '1. The Contractor shall clean the Customer\'s offices.',
    )).not.toContain('ABP');
  });
  it('before a name, after an English word, a colon or nothing, it still opens the name', () => {
    expect(orgs('The Seller shall sell the timber to Oy Pohjanmaan Kuljetus.')).toEqual(['Oy Pohjanmaan Kuljetus']);
    expect(orgs('Oy Pohjanmaan Kuljetus shall collect the timber.')).toEqual(['Oy Pohjanmaan Kuljetus']);
    expect(orgs('Signed For Oy Pohjanmaan Kuljetus by its CEO.')).toContain('Oy Pohjanmaan Kuljetus');
    expect(orgs('Buyer: Oyj Lapin Voima, of Rovaniemi')).toEqual(['Oyj Lapin Voima']);
  });
});
