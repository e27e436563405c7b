/**
 * Force Majeure without the words, events of default, sublicences and media rights, and a
 * person's licence (category-cues-events.ts; issue 18, h18s15b). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, hasCue } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

describe('events beyond control and performance stopped by a natural or public event', () => {
  it('an event beyond a party\'s control, however the control is qualified, is force majeure', () => {
    expectEach((t) => hasCue('Force Majeure', t), ['A delay caused by anything beyond the Hauler\'s control is excused.', 'If a festival day is lost to causes outside the parties\' control, the fee is reduced pro rata.', 'Delays beyond the control of either party extend the timetable.', 'Neither of us answers for events beyond our control.'], true);
  });

  it('performance stopped, delayed or cancelled by a natural or public event is force majeure', () => {
    expectEach((t) => hasCue('Force Majeure', t), ['If the harvest is delayed because of heavy snowfall, the Buyer may take delivery later.', 'If a concert is cancelled due to a government order, neither party owes the other anything.', 'Where loading is suspended by reason of a cyclone warning, demurrage does not run.', 'If a flood prevents the Carrier from reaching the depot, the Carrier may deliver the next day.'], true);
    expect(categoriesOf('If the excursion is cancelled because of a storm, neither party is liable for the cancelled day.')[0]).toContain('Force Majeure');
  });

  it('a delay the other party causes, a fire the insurance covers, or a carve-out from another duty is no force majeure', () => {
    expectEach((t) => hasCue('Force Majeure', t), ['The Consultant shall keep the same lead engineer throughout, save for reasons beyond the Consultant\'s control.', 'If the Works are delayed by the Employer\'s late instructions, the Contractor may claim more time.', 'The Tenant shall insure the building against fire and storm damage.', 'The Supplier shall keep the control room staffed at all times.'], false);
  });

  it('an event word inside another word, or a thing that stops something (a relative clause, a purpose), is no event (hrev10)', () => {
    expectEach((t) => hasCue('Force Majeure', t), ['The Supplier shall maintain firewalls that prevent unauthorised access to Customer Data.',
      'The warranty does not prevent the Buyer from claiming damages for a latent defect.',
      'The Tenant shall fit weatherproof seals that stop water entering the premises.',
      'The Warehouse shall keep stormwater drains clear so that nothing delays the loading of vessels.',
      'The Contractor shall install fire doors which prevent smoke from spreading between floors.',
      'The Landlord shall keep fire exits clear to prevent injury to visitors.',
    ], false);
    expectEach((t) => hasCue('Force Majeure', t), ['A storm that prevents the Carrier from sailing excuses the delay.', 'If fire or flood delays the Works, the Contractor may claim more time.'], true);
  });

  it('a thing kept or stored outside a party\'s control is a place, no event (hrev10)', () => {
    expectEach((t) => hasCue('Force Majeure', t), ['The Customer shall keep the equipment in a place outside the Supplier\'s control.', 'Data stored outside the Customer\'s control remains the Supplier\'s responsibility.', 'Backups held outside the Processor\'s control must be encrypted.'], false);
    expect(hasCue('Force Majeure', 'Any circumstance outside the Supplier\'s control excuses the delay.')).toBe(true);
  });
});

describe('events of default', () => {
  it('an event of default is about ending the contract; its absence as a condition of something else is not', () => {
    expect(categoriesOf('Any of the following events is an Event of Default:')).toEqual([['Term & Termination']]);
    expect(['After an event of default the Lender may demand repayment.', 'So long as no Event of Default has occurred, the Owner shall keep the Charterer informed.']
      .map((t) => hasCue('Term & Termination', t))).toEqual([true, false]);
  });
});

describe('licences of rights and licences of persons', () => {
  it('a sublicence and media rights are intellectual property', () => {
    expectEach((t) => hasCue('Intellectual Property', t), ['The Publisher may sublicense the translation rights to local publishers.', 'The Distributor shall not sublicense the Marks without consent.', 'The Federation grants the Broadcaster the right to televise and stream every final.', 'All broadcast rights in the tournament remain with the Organiser.', 'The Athlete licenses her image rights to the Sponsor.'], true);
  });

  it("a person's licence to practise, to drive or to trade is no intellectual property", () => {
    expectEach((t) => hasCue('Intellectual Property', t), ['Every pilot must hold a valid commercial licence issued by the aviation authority.', 'Each nurse shall be licensed in the state where the patient resides.', 'The Hirer shall check the driver\'s licence of every driver.', 'The Clinic shall keep evidence of each clinician\'s licensure.'], false);
    expect(categoriesOf('Only staff who hold a current heavy vehicle licence may operate the truck.')[0]).not.toContain('Intellectual Property');
  });

  it('a sublicence as a document or as income, and a right to audit records, are no grant of rights', () => {
    expectEach((t) => hasCue('Intellectual Property', t), ['The Agent shall send the Owner a copy of each sublicense within ten days.', 'The Publisher shall pay the Author half of all sublicense income.', 'The Franchisor has the right to audit those records on notice.'], false);
  });

  it('sublicence income, fees and agreements after "and" or "or" are money and documents, no grant (hrev10)', () => {
    expectEach((t) => hasCue('Intellectual Property', t), ['The Licensee shall pay the Licensor royalties and sublicense income within 30 days of each quarter.', 'The Licensee shall report all royalties or sublicence fees received in the quarter.', 'The Licensee shall keep its distribution and sublicense agreements on file.'], false);
    expect(hasCue('Intellectual Property', 'The Licensee may use and sublicense the Software to its affiliates.')).toBe(true);
  });

  it('a licence held to use a right stays intellectual property', () => {
    expectEach((t) => hasCue('Intellectual Property', t), ['The Reseller holds a licence to use the Software only for its customers.', 'The Licensee holds a licence under the Patents in the Territory.'], true);
  });
});

describe('a hired or leased thing', () => {
  it('using it and keeping it in good condition is the use of the owner\'s asset', () => {
    expectEach((t) => hasCue('Asset Use', t), ['The Charterer shall operate the Vessel only between safe ports.', 'The Hirer must keep each trailer in good repair.', 'Only named drivers may drive the van.'], true);
    expect(hasCue('Asset Use', 'The Provider will keep the printers in good working order.')).toBe(false);
  });

  it('returning it to its owner is the end of its use, no delivery (C12)', () => {
    expect(['At the end of the hire the Hirer shall return the machinery to the Owner\'s depot.', 'You must return the car to us on the last day.']
      .map((t) => [hasCue('Asset Use', t), hasCue('Delivery', t)])).toEqual([[true, false], [true, false]]);
    expect(hasCue('Asset Use', 'The Buyer may return the defective parts for credit.')).toBe(false);
  });
});
