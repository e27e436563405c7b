/**
 * Categories a clause rarely names in a word of its own, and a licence's defined names (category-cues-performance.ts,
 * issue 18, h18cat6); sentences written for these tests from the spec's definitions, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { PERFORMANCE_CUES, withoutLicensedNames } from '../../../../src/contracts/classify/categories/cues/category-cues-performance.js';
import { categoriesOf } from '../helpers.js';
import { cpuClock } from '../../../security/guard.js';

describe('categories: what a party provides so the other can perform is no Responsibilities (h18gist)', () => {
  // The service's Responsibilities are "one party's own ancillary duties, e.g. supervising its staff"; the reference
  // leaves "If the Buyer makes available to Supplier any facilities …" uncategorised.
  it('information, instructions and decisions given to the other party', () => {
    const got = categoriesOf(
      'The Owner shall provide the Engineer with the site surveys and other information in its possession.',
      'The Hospital will furnish the Contractor with the asbestos survey of the plant rooms.',
      'The Employer shall furnish the Consultant with written instructions and decisions on each design stage.',
      'The Customer shall supply such data and instructions as are reasonably required by the Developer to perform the Services.',
    );
    expect(got.map((c) => c.includes('Responsibilities'))).toEqual([false, false, false, false]);
  });

  it('a document of the providing party\'s own subject is that subject, not help to perform', () => {
    // The certificate given to the other party is Communication beside Insurance (C8, h68com: category-cues-cover-proof-sent.ts).
    expect(categoriesOf('The Contractor shall provide the Employer with a copy of its insurance certificate.')).toEqual([['Communication', 'Insurance']]);
  });
});

describe('categories: named outputs of the work (Deliverables)', () => {
  it('drawings, studies, plans and specifications submitted or prepared, and a stage\'s listed outputs', () => {
    expect(categoriesOf(
      'The Designer shall submit the detailed design drawings to the Employer for comment.',
      'The Consultant will prepare a feasibility study and outline plans for the new depot.',
      { text: 'Stage 3 – developed design drawings and cost plan;', kind: 'listItem' },
      { text: 'Phase 2: final specifications and a working prototype.', kind: 'listItem' },
    )).toEqual([['Deliverables'], ['Deliverables'], ['Deliverables'], ['Deliverables']]);
  });
});

describe('categories: acts on land, premises and equipment (Asset Use)', () => {
  it('erecting a structure, moving equipment, quiet enjoyment, the permitted use', () => {
    expect(categoriesOf(
      'The Tenant shall not erect any shed, mast or other structure on the Land.',
      'The Hirer shall not remove the Equipment from the site stated in the hire order.',
      'The Landlord covenants that the Tenant shall have quiet enjoyment of the Premises.',
      'The Premises shall be used only for the Permitted Use.',
    )).toEqual([['Asset Use'], ['Asset Use'], ['Asset Use'], ['Asset Use']]);
  });

  // Review hrev9: a noun named after the place ("property insurance", "the site manager") is no act on the place.
  it('maintaining a policy, a register or a manager named after the place is no act on it', () => {
    expect(categoriesOf('The Supplier shall maintain its property insurance.', 'The Tenant shall repair the premises at its own cost.'))
      .toEqual([['Insurance'], ['Asset Use']]);
    const assetUse = PERFORMANCE_CUES.find(([, label]) => label === 'Asset Use')![0];
    expect(['The Contractor shall maintain the site register.', 'The Owner shall alter the building management plan.', 'The Tenant shall occupy the Premises.']
      .map((t) => assetUse.test(t))).toEqual([false, false, true]);
  });
});

describe('categories: a licence\'s defined names are no Intellectual Property cue of their own', () => {
  it('"Licensed Products" in a royalty or records clause does not make it an IP clause', () => {
    expect(categoriesOf(
      'Licensee shall pay a royalty of four percent of Net Sales of Licensed Products.',
      'Licensee shall keep complete books and records of all sales of Licensed Products for five years.',
    )).toEqual([['Payment Terms & Billing', 'Pricing & Taxes'], ['Audits']]);
  });

  it('a name whose head is an IP right, and a licence in the clause\'s own words, still are', () => {
    expect(categoriesOf(
      'Licensee shall not challenge the validity of the Licensed Patents.',
      'The Licensee shall affix the Licensed Marks to every product it sells.',
      'The Licensor grants the Licensee a non-exclusive licence to use the Licensed Software.',
    )).toEqual([['Intellectual Property'], ['Intellectual Property'], ['Asset Use', 'Intellectual Property']]);
  });

  it('masks only capitalised names of the licensed subject matter', () => {
    expect(withoutLicensedNames('sales of Licensed Products and LICENSED PRODUCTS under the Licensed Marks; a licensed engineer'))
      .toBe('sales of   and   under the Licensed Marks; a licensed engineer');
  });
});

describe('categories: the new cues on hostile text', () => {
  it('read long runs of their words in linear time', () => {
    const runs = [
      `The Client shall provide the Architect ${'with the '.repeat(20_000)}x`,
      `submit ${'the design '.repeat(20_000)}x`,
      `erect ${'any building '.repeat(20_000)}x`,
      `Stage 1 – ${'design '.repeat(20_000)}x`,
      `${'Licensed Products '.repeat(20_000)}`,
      `information ${'required '.repeat(20_000)}x`,
    ];
    const start = cpuClock();
    for (const text of runs) { for (const [re] of PERFORMANCE_CUES) re.test(text); withoutLicensedNames(text); }
    expect(start()).toBeLessThan(500);
  });
});

describe('categories: selling a business (Business Continuity, h18gist)', () => {
  it('a sale of the business, substantially all of its assets, a change of control, a successor to the business', () => {
    expect(categoriesOf(
      'If the Caterer sells its events business, the buyer shall take over this contract.',
      'On a change of control of the Publisher, the Author may end this agreement.',
      'The Hotelier may transfer the whole or part of its undertaking to a group company.',
    ).map((c) => c.includes('Business Continuity'))).toEqual([true, true, true]);
  });
  it('a recovery plan, a backup and selling goods are not', () => {
    expect(categoriesOf(
      'The Bureau shall keep a tested disaster recovery plan for its payroll system.',
      'The Grower sells its apples to the Packer at the agreed price.',
      'The Broker shall transfer the funds to the Seller within two days.',
    ).map((c) => c.includes('Business Continuity'))).toEqual([false, false, false]);
  });
});

describe('categories: what a statement of work is and when it binds (Scope of Work, h18gist)', () => {
  it('an order document that binds, is designated, incorporates the terms or identifies itself', () => {
    expect(categoriesOf(
      'A work order binds the parties only once both have signed it.',
      'Each Statement of Work shall incorporate the terms of this Framework.',
      'No SOW is binding until the Customer issues a purchase order for it.',
    ).map((c) => c.includes('Scope of Work'))).toEqual([true, true, true]);
  });
  it('an order document named in passing is not; the main performance is not', () => {
    expect(categoriesOf(
      'If the relevant work order ends, the Contractor shall return the badges.',
      'The Contractor shall carry out and complete the extension.',
    ).map((c) => c.includes('Scope of Work'))).toEqual([false, false]);
  });
});
