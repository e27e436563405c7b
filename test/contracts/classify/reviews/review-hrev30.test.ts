import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { categoriesAfter } from '../categories/set-cue-helpers.js';

const PREAMBLE = 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('a grant for a period: the grant\'s own period only (hrev30)', () => {
  it('a participle naming a person or a thing, and another act\'s period, are no grant', () => {
    expect(categoriesOf('Any employee hired by the Supplier shall be trained for a period of three months from his start.')).not.toContain('Term & Termination');
    expect(categoriesOf('The Customer may rely on any report prepared by a person engaged by the Supplier for a period of two years from delivery.')).not.toContain('Term & Termination');
  });
  it('keeps the grants, active or passive', () => {
    expect(categoriesOf('The Customer appoints the Supplier as its agent for a period of two years from the Effective Date.')).toContain('Term & Termination');
    expect(categoriesOf('The Supplier is hereby engaged by the Customer for a period of twelve (12) months commencing on 1 April 2026.')).toContain('Term & Termination');
  });
});

describe('extended, enhanced or optional cover: insurance where bought or priced (hrev30)', () => {
  it('staff covering a desk is no insurance', () => {
    expect(categoriesOf('The Supplier shall provide extended cover for the Customer\'s help desk over weekends and public holidays.')).toEqual([]);
    expect(categoriesOf('Optional cover on public holidays is charged at the weekend rate.')).not.toContain('Insurance');
  });
  it('keeps cover bought for goods', () => {
    expect(categoriesOf('The Supplier\'s liability for loss of a parcel is limited to £50 unless the Customer buys extended cover for it.')).toContain('Insurance');
    expect(categoriesOf('Extended cover of up to £1,000 per parcel is available for a charge of 1.5% of the declared value.')).toContain('Insurance');
    expect(categoriesOf('The Supplier shall arrange goods-in-transit cover for the goods until delivery.')).toContain('Insurance');
  });
});

describe('"On behalf of" heads a signature only as a line without a verb (hrev30)', () => {
  const datesOf = (below: string) => {
    const texts = ['SERVICES AGREEMENT', PREAMBLE, 'This Agreement enters into force on 1 April 2026.', 'The Customer shall pay the fees in full to the Supplier within thirty days of each invoice date, and the Supplier shall report monthly to the Customer on the work done.', 'London, 5 March 2026', below];
    return classifyContract(texts.map((t) => ({ text: t, kind: 'sentence' as const }))).effective_dates.map((d) => `${d.text_normalized}/${d.confidence_level}`);
  };
  it('a sentence opening "On behalf of" under a dated line dates no signing', () => {
    expect(datesOf('On behalf of the Customer, the Supplier shall sign the customs forms.')).toEqual(['2026-04-01/High']);
  });
  it('keeps the heading', () => {
    expect(datesOf('On behalf of Northwind Traders Ltd')).toEqual(['2026-04-01/High', '2026-03-05/Low']);
  });
});

describe('a title that is also a name, and a thing\'s heading under a dated line (hrev30)', () => {
  const facts = (texts: string[]) => classifyContract(texts.map((t) => ({ text: t, kind: 'sentence' as const })));
  const PAY = 'The Customer shall pay the fees in full to the Supplier within thirty days of each invoice date, and the Supplier shall report monthly to the Customer on the work done.';
  it('"Eng", "Ing", "Hon" without their stop are part of the name', () => {
    const r = facts(['SERVICES AGREEMENT', PREAMBLE, PAY, 'Notices to the Supplier: attention Eng Hock Tan, Operations Director, 1 Jalan Ampang, Kuala Lumpur.']);
    expect(r.parties.find((p) => p.role === 'Supplier')?.contacts.map((c) => c.name)).toEqual(['Eng Hock Tan']);
    const s = facts(['SERVICES AGREEMENT', PREAMBLE, PAY, 'For Northwind Traders Ltd', 'Eng Hock Tan, Director']);
    expect(s.parties.find((p) => p.role === 'Buyer')?.contacts.map((c) => c.name)).toEqual(['Eng Hock Tan']);
  });
  it('keeps the title with its stop', () => {
    const r = facts(['SERVICES AGREEMENT', PREAMBLE, PAY, 'Notices to the Supplier: attention Eng. Faisal Al-Harbi, Operations Director, 1 King Fahd Road, Riyadh.']);
    expect(r.parties.find((p) => p.role === 'Supplier')?.contacts.map((c) => c.name)).toEqual(['Faisal Al-Harbi']);
  });
  const DEFINED = 'This Services Agreement is made between Northwind Traders Ltd (the "Customer") and Contoso Consulting LLC (the "Supplier"), and the "Services" are defined below.';
  const dates = (heading: string) => facts(['SERVICES AGREEMENT', DEFINED, 'This Agreement enters into force on 1 April 2026.', PAY, 'London, 4 May 2026', heading, 'Anna Berg'])
    .effective_dates.map((d) => `${d.text_normalized}/${d.confidence_level}`);
  it('a defined thing in capitals under a dated line names no signer', () => {
    expect(dates('SERVICES')).toEqual(['2026-04-01/High']);
  });
  it('keeps a party\'s defined name in capitals', () => {
    expect(dates('SUPPLIER')).toEqual(['2026-04-01/High', '2026-05-04/Low']);
  });
});
