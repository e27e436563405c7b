/**
 * Review of session 37's round 1 date, amount and term rules on ordinary contract language (issue 18, hrev58): each
 * false reading found near a rule's edge, on sentences written for it, with the rule's own reading kept beside it.
 */
import { describe, expect, it } from 'vitest';
import { amounts, distinctCurrencies as currencies, effective, paymentTerms, termination } from '../facts-readers.js';

describe('"DT" after a figure is a measure\'s abbreviation before "of" or a unit', () => {
  it('a downtime counted in hours or "of" something names no currency', () => {
    expect(currencies('The Supplier shall record 1,250 DT of downtime per year in the log.')).toEqual([]);
    expect(currencies('The Supplier shall allow no more than 1,500 DT hours per year.')).toEqual([]);
  });
  it('near misses: the dinar before "per", a tax mark or a stop keeps its reading', () => {
    expect(amounts('The Grower shall pay a crate charge of 1,500 DT per pallet.')).toEqual(['1500 TND']);
    expect(amounts('The price is 45.000 DT HT.')).toEqual(['45 TND']);
    expect(amounts('The price is 45.000 DT.')).toEqual(['45 TND']);
  });
});

describe('a window of months that is the agreement\'s own period', () => {
  const parties = ['SEASONAL SUPPLY AGREEMENT', 'between Valley Orchards Limited (the "Grower") and Fresh Market Limited (the "Buyer").'];
  it('"This Agreement shall remain in force from March until December 2035" ends the agreement then', () => {
    expect(termination(...parties, '1. This Agreement shall remain in force from March until December 2035.')).toEqual(['2035-12-31']);
  });
  it('near misses: a season\'s window is no date of the agreement', () => {
    expect(termination(...parties, '1. The Grower supplies the apples of the harvest from September until November 2035.')).toEqual([]);
    expect(effective(...parties, '1. The Grower supplies the apples of the harvest running from September to November 2035.')).toEqual([]);
  });
});

describe('"for the <party>" in small letters under a place-and-date line is a heading only when the name ends it', () => {
  const parties = ['SERVICE AGREEMENT', 'between Nordic Pipes Limited (the "Supplier") and Baltic Build Limited (the "Customer").', '1. The Supplier shall supply pipes.'];
  it('"for the Supplier\'s account" or "for the purposes of" under the line is prose, no signing date', () => {
    expect(effective(...parties, 'Riga, 8 May 2034', "for the Supplier's account")).toEqual([]);
    expect(effective(...parties, 'Riga, 8 May 2034', 'for the Term of the lease')).toEqual([]);
  });
  it('near misses: the heading alone, with a colon, or over a bracket keeps the signing date', () => {
    expect(effective(...parties, 'Riga, 8 May 2034', 'for the Supplier', 'Tallinn, 9 May 2034', 'for the Customer:')).toEqual(['2034-05-08', '2034-05-09']);
    expect(effective(...parties, 'Riga, 8 May 2034', 'for the Supplier (signature)')).toEqual(['2034-05-08']);
    expect(effective(...parties, 'Riga, 8 May 2034', 'for Nordic Pipes Limited')).toEqual(['2034-05-08']);
    expect(effective(...parties, 'Riga, 8 May 2034', 'for the Supplier by its director')).toEqual(['2034-05-08']);
    expect(effective(...parties, 'Riga, 8 May 2034', 'for the Supplier ____________')).toEqual(['2034-05-08']);
  });
});

describe('"is due" states a payment term with its own "within" period only', () => {
  const lease = ['LEASE', 'between John Smith ("Landlord") and Green Acre Farms LLC ("Tenant").'];
  it('a "within" of another duty later in the sentence is no payment period', () => {
    expect(paymentTerms(...lease, '1. The rent is due on the first day of each month, and the Tenant shall repair any damage within 10 days after notice.')).toEqual([]);
    expect(paymentTerms(...lease, '2. The rent is due on the first day of each month, and the late fee applies within 10 days after notice.')).toEqual([]);
  });
  it('near misses: "due within", "due in full within", and the balance within keep their payment term', () => {
    expect(paymentTerms(...lease, '1. The rent is due within five (5) days after the first day of each month.')).toEqual(['5 days']);
    expect(paymentTerms(...lease, '1. The price is due in full within ten (10) days of delivery.')).toEqual(['10 days']);
    expect(paymentTerms(...lease, '1. One half of the rent is due on or before April 1, 2035, and the balance within thirty (30) days after the hay is sold.')).toEqual(['30 days']);
    expect(paymentTerms(...lease, '1. The first instalment is due on signing, and the remainder within sixty (60) days.')).toEqual(['60 days']);
  });
});
