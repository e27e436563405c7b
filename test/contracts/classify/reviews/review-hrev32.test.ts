/**
 * The review of session 32's second merges (issue 18, hrev32): false readings of ordinary contract language near the
 * edges of the new rules, each with the near miss the rule was written for kept.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { categoriesAfter } from '../categories/set-cue-helpers.js';

const PREAMBLE = 'This Services Agreement is made between Acme Widgets Limited ("the Supplier") and Beta Stores Limited ("the Customer").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('what the services leave out: not what their price leaves out (hrev32, h47s49\'s strong scope cue)', () => {
  it('a thing not included in the Services Fee or the Services charges is the price\'s', () => {
    expect(categoriesOf('Late payment interest is not included in the Services Fee.')).toEqual(['Payment Terms & Billing']);
    expect(categoriesOf('Travel expenses are not included in the Services charges and are invoiced monthly.')).not.toContain('Scope of Work');
  });
  it('keeps what the services or the works leave out', () => {
    expect(categoriesOf('Removal of asbestos is not part of the Services.')).toContain('Scope of Work');
    expect(categoriesOf('Cleaning and catering are not included in the Services.')).toContain('Scope of Work');
  });
});

describe('safety gear traded is goods, not the safety of people (hrev32, h47cat2\'s strong physical-safety cues)', () => {
  it('gear delivered, paid for or priced takes no strong Safety and Security', () => {
    expect(categoriesOf('The Supplier shall deliver 500 smoke alarms to the Customer\'s warehouse each month.')).toEqual(['Delivery']);
    expect(categoriesOf('The Customer shall pay for the first aid kits supplied under this Agreement.')).toEqual(['Payment Terms & Billing']);
    expect(categoriesOf('The Supplier shall supply car seats to the Customer\'s stores at the prices in Schedule 1.')).toEqual(['Pricing & Taxes']);
    expect(categoriesOf('The Supplier shall deliver 200 life jackets to the Customer by 1 May.')).not.toContain('Safety and Security');
  });
  it('keeps the gear that guards people', () => {
    expect(categoriesOf('The Supplier shall ensure that its staff wear protective clothing at all times on site.')).toContain('Safety and Security');
    expect(categoriesOf('The Supplier shall keep a fire extinguisher and a first aid kit in each vehicle.')).toContain('Safety and Security');
    expect(categoriesOf('The Customer shall fit smoke alarms on every floor of the Premises.')).toContain('Safety and Security');
  });
});

const PAY = 'The Customer shall pay the fees in full to the Supplier within thirty days of each invoice date.';
const classify = (texts: readonly string[]) => classifyContract(['SERVICES AGREEMENT', PREAMBLE, PAY, ...texts].map((t) => ({ text: t, kind: 'sentence' as const })));
const datesOf = (line: string) => classify([line]).effective_dates.map((d) => d.text_normalized);

describe('"By: … Date:" dates a signature only as a signature block writes it (hrev32, h47f32)', () => {
  it('a delivery, a due or a review date after "by:" is no signing', () => {
    expect(datesOf('Payment by: bank transfer, due date: 30 June 2026')).toEqual([]);
    expect(datesOf('Delivery by: road haulage Delivery Date: 15 May 2026')).toEqual([]);
    expect(datesOf('Reviewed by: Quality Team Next review date: 1 June 2027')).toEqual([]);
  });
  it('keeps the signer\'s one-line block with its date', () => {
    expect(datesOf('Beta Stores Limited By: Ana Cole, Manager Date: 9 May 2026')).toEqual(['2026-05-09']);
  });
});

describe('"<party> By: <name>, <title>" only with the party\'s name alone before "By:" (hrev32, h47f32)', () => {
  const contactsOf = (line: string, role: string) => classify(['IN WITNESS WHEREOF the parties have signed this Agreement.', line]).parties.find((p) => p.role === role)?.contacts.map((c) => c.name) ?? [];
  it('how a notice or a payment goes names no signer', () => {
    expect(contactsOf('Notices to Beta Stores Limited By: Registered Post, Attention Legal', 'Buyer')).toEqual([]);
  });
  it('keeps the one-line signature block', () => {
    expect(contactsOf('Beta Stores Limited By: Ana Cole, Manager', 'Buyer')).toEqual(['Ana Cole']);
  });
});

describe('a lien or a defined thing granted: not a warranty, a guarantee or a bond so named (hrev32, h47s49)', () => {
  const typesOf = (text: string) => classifyContract([PREAMBLE, text].map((t) => ({ text: t, kind: 'sentence' as const }))).elements[1].types.map((t) => `${t.label.nature}/${t.label.party}`);
  it('a warranty or an indemnity against liens, and a defined warranty, guarantee or bond, are no Right of the grantee', () => {
    expect(typesOf('The Supplier grants the Customer a warranty that the goods are free of liens.')).toEqual([]);
    expect(typesOf('The Supplier grants the Customer an indemnity against all liens and claims.')).toEqual([]);
    expect(typesOf('The Supplier grants the Customer a Performance Bond in the amount of £50,000.')).toEqual([]);
    expect(typesOf('The Supplier grants the Customer a Parent Company Guarantee.')).toEqual([]);
    expect(typesOf('The Supplier grants the Customer a Product Warranty of two years.')).toEqual([]);
  });
  it('keeps the lien and the defined thing granted', () => {
    expect(typesOf('The Customer grants the Supplier a lien over the goods in its possession.')).toEqual(['Right/Supplier']);
    expect(typesOf('The Customer grants the Supplier a general lien over the stored goods.')).toEqual(['Right/Supplier']);
    expect(typesOf('The Club grants the Customer the Season Ticket for the 2026 season.')).toEqual(['Right/Customer']);
  });
});

describe('a "General Organization" tail names a field, never "the" or a possessive (hrev32, h46facts)', () => {
  const organizationsOf = (text: string) => {
    const labels = classifyContract([PREAMBLE, text].map((t) => ({ text: t, kind: 'sentence' as const }))).elements[1];
    return labels.attributes.filter((a) => a.type === 'Organization').map((a) => text.slice(a.begin, a.end));
  };
  it('how a business or the works are organised is no body', () => {
    expect(organizationsOf('The General Organization of the Supplier\'s business is set out in Schedule 1.')).toEqual([]);
    expect(organizationsOf('The General Organization of the Works shall be agreed at the first meeting.')).toEqual([]);
  });
  it('keeps the state\'s body with its field or its qualifiers', () => {
    expect(organizationsOf('The goods are inspected by the General Organization for Export and Import Control.')).toEqual(['General Organization for Export and Import Control']);
    expect(organizationsOf('The lot is classed by the Cotton Arbitration and Testing General Organization.')).toEqual(['Cotton Arbitration and Testing General Organization']);
  });
});
