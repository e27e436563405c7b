/**
 * Set 32's party bindings (issue 18, h27n32), each with sentences written for the test (not the set's): two people
 * under one unquoted alias ("(together, Tenants)"), a plural present-tense indemnity, a pronoun after a connective or a
 * clause of its own, "the party affected", a liability kept in the present after a right, a grant of "the use of" a
 * thing, a party in a reason clause, and the generic collective alias `(together, the "Parties")` (hrev19).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const COUPLE = 'This licence is made on 3 May 2027 between Hillcrest Orchards Pty Ltd of 4 Mill Lane, Orange (Owner) and Sam Pike and Jo Pike of 9 Creek Road, Orange (together, Tenants).';
const SURVEY = 'This agreement is made on 2 June 2027 between Fjell Survey ApS ("Contractor") and Nordvik Wind A/S ("Owner").';

describe('two people under one unquoted alias: "The <alias>" binds them', () => {
  it('a right, a duty and a bar of "the Tenants"', () => {
    expect(typesOf(COUPLE, 'The Owner grants the Tenants a licence to use the packing shed for grading apples.', 'The Tenants must pay a fee of AUD 400 a month.', 'The Tenants must not store fuel in the shed.').slice(1))
      .toEqual([['Right/Tenants'], ['Obligation/Tenants'], ['Exclusion/Tenants']]);
  });
  it('"They must" as before, and a plural present-tense indemnity', () => {
    expect(typesOf(COUPLE, 'They must keep the shed swept.', 'The Tenants indemnify the Owner against any claim arising from their use of the shed.').slice(1))
      .toEqual([['Obligation/Tenants'], ['Obligation/Tenants']]);
  });
  it('not a bracket of things after a list: "(together, Works)" names no party', () => {
    expect(typesOf('This contract is made between Bell Fencing Pty Ltd (Contractor) and Ann Roe (Owner) for fences, gates and grids (together, Works).', 'The Works must be finished by May.').slice(1))
      .toEqual([[]]);
  });
});

describe('"indemnify" in the plural is read only as a promise of its own', () => {
  it('not after a modal, "to", "and" or a comma', () => {
    expect(typesOf(SURVEY, 'The Contractor shall defend, indemnify and hold harmless the Owner.', 'The Owner is not required to indemnify the Contractor.').slice(1))
      .toEqual([['Obligation/Contractor'], ['Disclaimer/Owner']]);
  });
});

describe('a pronoun after an opening that names no antecedent stands for the party before', () => {
  it('a connective adverb and its comma', () => {
    expect(typesOf(SURVEY, 'The Contractor shall pay the Owner a site fee of DKK 900.', 'Further, it must pay for its own accommodation.', 'The Owner shall provide a parking space.', 'In addition, it shall provide a locked container.').slice(1))
      .toEqual([['Obligation/Contractor'], ['Obligation/Contractor'], ['Obligation/Owner'], ['Obligation/Owner']]);
  });
  it('a condition whose subject is the same pronoun', () => {
    expect(typesOf(SURVEY, 'The Contractor shall photograph each mast from four sides.', 'If it finds a loose bolt, it shall tell the Owner the same day.').slice(1))
      .toEqual([['Obligation/Contractor'], ['Obligation/Contractor']]);
  });
  it('not a condition with a subject of its own, nor an expletive "it"', () => {
    expect(typesOf(SURVEY, 'The Contractor shall photograph each mast from four sides.', 'If the weather turns, it shall be postponed.', 'Further, it shall be agreed in writing.').slice(1))
      .toEqual([['Obligation/Contractor'], [], []]);
  });
});

describe('set 32\'s other bindings', () => {
  it('"The party affected shall" is Multiple Parties, as "the affected party" is', () => {
    expect(typesOf(SURVEY, 'The party affected shall notify the other party of the event within three days.').slice(1))
      .toEqual([['Obligation/Multiple Parties']]);
  });
  it('a liability kept in the present after a right: "may hire … and remains responsible"', () => {
    expect(typesOf(SURVEY, 'The Contractor may hire a drone pilot only with the Owner\'s consent and remains responsible for the pilot\'s work.', 'The Contractor may hire a drone pilot and shall pay the pilot.').slice(1))
      .toEqual([['Right/Contractor', 'Obligation/Contractor'], ['Right/Contractor']]);
  });
  it('a grant of the use of a thing is the grantee\'s right', () => {
    expect(typesOf(SURVEY, 'The Owner grants the Contractor the use of its crane for the purposes of the work.', 'The Owner grants the Contractor the free use of the site canteen.').slice(1))
      .toEqual([['Right/Contractor'], ['Right/Contractor']]);
  });
  it('a party in a reason clause is not the subject of the modal after it', () => {
    expect(typesOf(SURVEY, 'A mast that cannot be climbed because the Owner has not switched it off will be charged at half the rate.', 'Because the Owner asked for it, the Contractor shall climb at night.').slice(1))
      .toEqual([[], ['Obligation/Contractor']]);
  });
  it('a pronoun "charged" with no agent owes nothing, as a party named so does', () => {
    expect(typesOf(SURVEY, 'A mast that cannot be climbed because the Owner has not stopped it will be charged at half the rate.', 'If the Contractor misses its slot, it will be charged the full fee.', 'If the Contractor misses its slot, it will pay the full fee.').slice(1))
      .toEqual([[], [], ['Obligation/Contractor']]);
  });
});

describe('the generic collective alias (together, the "Parties") is Multiple Parties (hrev19)', () => {
  it('"They shall", "The Parties shall"; each name stays its own party', () => {
    expect(typesOf('This agreement is made between Alder Mining Ltd and Birch Metals Ltd (together, the "Parties").', 'They shall meet each month at the mine office.', 'The Parties shall share the cost of the survey.', 'Alder Mining Ltd shall pay the rent.').slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Alder Mining Ltd']]);
  });
  it('of two people too', () => {
    expect(typesOf('This agreement is made between Tom Fraser and Ellie Hart (together, the "Parties").', 'They shall meet each month at the mine office.').slice(1))
      .toEqual([['Obligation/Multiple Parties']]);
  });
});

describe('an item on the bare verb of its lead-in\'s modal keeps the lead-in\'s duty beside its own labels', () => {
  const item = (text: string) => ({ text, kind: 'listItem' as const });
  it('"Supplier will:" → "3. at … request, remove … provided that the Supplier shall not be liable …"', () => {
    expect(typesOf(SURVEY, 'The Contractor will:', item('1. at the Owner\'s request, remove a climber from the site, provided that the Contractor shall not be liable for any delay this causes;'), item('2. promptly repair any damage to a mast, and the Owner may inspect the repair.')).slice(2))
      .toEqual([['Obligation/Contractor', 'Exclusion/Contractor'], ['Obligation/Contractor', 'Right/Owner']]);
  });
  it('not an item that opens on a determiner or a condition of its own, nor under a lead-in without a modal', () => {
    expect(typesOf(SURVEY, 'The Contractor will:', item('1. the Owner may stop the work in high wind;'), 'The Owner may end this agreement if:', item('(a) the Contractor may not climb for a month;')).slice(2))
      .toEqual([['Right/Owner'], ['Right/Owner'], ['Exclusion/Contractor']]);
  });
});
