/**
 * Natures and parties sets 37 and 38 showed wrong (issue 18, h29n38), each rule with sentences written for it (none from
 * the sets): C34's present tense reached through a present passive with its agent, an opening pronoun, a party in the
 * plural, "undertakes" / "warrants" with a noun, a clause after ", and" or "…, but"; a lien held; "neither party makes
 * any warranty"; consent to a court's jurisdiction; a permission given; and what binds no one — what a party "can show"
 * in an exception's lead-in, a party's staff as subject, a pronoun after a preposition, a duty said to be absolute,
 * "does not acquire ownership".
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const title = (text: string) => ({ text, kind: 'title' as const });
const item = (text: string) => ({ text, kind: 'listItem' as const });
const STORE = 'This Storage Agreement is made between Fenwick Retail GmbH (the "Owner") and Lagerhaus Brandt KG (the "Keeper").';
const OPERATIVE = '1. The Keeper stores the pallets in its hall at Bremen.';

describe('a present passive with its agent (C34)', () => {
  it('binds the agent, as "shall be checked by" does', () => {
    const types = typesOf(STORE, OPERATIVE, '2. Damaged cartons are photographed by the Keeper on arrival.', '3. A missing carton is replaced by the Keeper at cost.');
    expect(types.slice(2)).toEqual([['Obligation/Keeper'], ['Obligation/Keeper']]);
  });
  it('"is not owed by" frees the agent (a Disclaimer)', () => {
    expect(typesOf(STORE, OPERATIVE, '2. A count of single items is not owed by the Keeper unless the Owner orders it.')[2]).toEqual(['Disclaimer/Keeper']);
  });
  it('a state, an irregular participle, a condition or a relative clause binds no one', () => {
    const types = typesOf(STORE, OPERATIVE, '2. The racking is owned by the Keeper.', '3. The handling cost is borne by the Owner.', '4. If a pallet is rejected by the Keeper, the Owner collects it.', '5. Each carton that is scanned by the Keeper gets a label.');
    expect(types[2]).toEqual([]);
    expect(types[3]).toEqual([]);
    expect(types[4]).not.toContain('Obligation/Keeper');
    expect(types[5]).toEqual([]);
  });
});

describe('a present duty after a pronoun, in the plural, or with a noun object (C34)', () => {
  it('"(2) It keeps …" after a paragraph number is the party the sentence before bound', () => {
    const types = typesOf(STORE, title('§ 2 Storage'), '(1) The Keeper stores the pallets in its hall at Bremen.', '(2) It heats the hall in winter.');
    expect(types[3]).toEqual(['Obligation/Keeper']);
  });
  it('a document\'s verb after the pronoun binds no one', () => {
    const types = typesOf(STORE, '(1) The Keeper stores the pallets in its hall at Bremen.', '(2) It takes effect on signature.');
    expect(types[2]).toEqual([]);
  });
  it('"The parties treat …", "the parties conclude …": the bare verb of a plural party, a determiner after it', () => {
    const types = typesOf(STORE, OPERATIVE, '2. The parties treat the price list as confidential.', '3. The Keeper acts as a bailee; the parties sign a separate handling schedule.');
    expect(types[2]).toEqual(['Obligation/Multiple Parties']);
    expect(types[3]).toEqual(['Obligation/Multiple Parties']);
  });
  it('"desire" states a wish, no duty: "The parties desire a long-term relationship" binds no one (hrev22)', () => {
    const types = typesOf(STORE, OPERATIVE, '2. The parties desire a long-term relationship.', '3. The Keeper desires a written forecast.');
    expect(types[2]).toEqual([]);
    expect(types[3]).toEqual([]);
  });
  it('a name that ends in -s is read with its verb\'s own form: a stative verb stays no duty', () => {
    const HARRIS = 'This Agreement is made between Fenwick Retail GmbH (the "Owner") and Lagerhaus Harris KG ("Harris").';
    const types = typesOf(HARRIS, '1. Harris stores the pallets in its hall.', '2. Harris owns the racking in the hall.');
    expect(types[1]).toEqual(['Obligation/Harris']);
    expect(types[2]).toEqual([]);
  });
  it('the execution formula is no duty', () => {
    expect(typesOf(STORE, OPERATIVE, 'In witness whereof, the parties sign this Agreement in two copies.')[2]).toEqual([]);
  });
  it('"undertakes" and "warrants" with a noun promise the thing', () => {
    const types = typesOf(STORE, OPERATIVE, '2. The Keeper undertakes the labelling of every pallet.', '3. The Keeper warrants the forklifts for the whole term.');
    expect(types.slice(2)).toEqual([['Obligation/Keeper'], ['Obligation/Keeper']]);
  });
  it('"releases the goods" hands them over; "releases the Owner from" discharges', () => {
    const types = typesOf(STORE, OPERATIVE, '2. On expiry the Keeper releases the pallets to the Owner.', '3. On expiry the Keeper releases the Owner from all further charges.');
    expect(types[2]).toEqual(['Obligation/Keeper']);
    expect(types[3]).toEqual([]);
  });
  it('"commissions Y with …" engages the other party, as "engages" does: no duty of the one who commissions', () => {
    expect(typesOf(STORE, OPERATIVE, '2. The Owner commissions the Keeper with the repacking of returned goods.')[2]).toEqual([]);
  });
  it('"does not acquire ownership" states a legal effect, no bar', () => {
    expect(typesOf(STORE, OPERATIVE, '2. The Keeper does not acquire title to the pallets.')[2]).toEqual([]);
  });
  it('a party\'s clause after ", and", even when the first clause binds no one; not after a statement of state', () => {
    const types = typesOf(STORE, OPERATIVE, '2. Forklift work may only start after a briefing, and the Keeper posts a marshal at the door.', '3. The stock belongs to the Owner, and the Keeper counts it each month.');
    expect(types[2]).toEqual(['Obligation/Keeper']);
    expect(types[3]).toEqual([]);
  });
  it('"pays no later than" is a deadline, not "pays nothing"', () => {
    expect(typesOf(STORE, OPERATIVE, '2. Invoices fall due monthly, and the Owner pays no later than the tenth day.')[2]).toEqual(['Obligation/Owner']);
  });
  it('"may …, but pays …": the present duty set against the right is the same party\'s', () => {
    expect(typesOf(STORE, OPERATIVE, '2. The Owner may dispute an invoice, but pays the undisputed part on time.')[2]).toEqual(['Right/Owner', 'Obligation/Owner']);
  });
});

describe('rights and disclaimers read from their own words', () => {
  it('a lien held is a Right; "no lien" is none', () => {
    expect(typesOf(STORE, 'The Keeper has a general lien over the pallets for unpaid storage charges.')[1]).toEqual(['Right/Keeper']);
    expect(typesOf(STORE, 'The Keeper shall have a possessory lien on the stock.')[1]).toEqual(['Right/Keeper']);
  });
  it('"neither party makes/gives any warranty" is the Disclaimer of "makes no warranty"', () => {
    expect(typesOf(PREAMBLE, 'The samples are supplied as they are, and neither party gives any warranty as to their quality.')[1]).toEqual(['Disclaimer/Multiple Parties']);
    expect(typesOf(PREAMBLE, 'THE PROTOTYPES ARE LENT "AS IS" AND NEITHER PARTY MAKES ANY REPRESENTATION ABOUT THEM.')[1]).toEqual(['Disclaimer/Multiple Parties']);
  });
  it('"makes any warranty" without a negated subject says nothing', () => {
    expect(typesOf(PREAMBLE, 'If the Supplier makes any warranty to a reseller, it is void.')[1]).not.toContain('Disclaimer/Supplier');
  });
  it('"consent to the jurisdiction" submits, as "submit to" does', () => {
    expect(typesOf(PREAMBLE, 'This Agreement is governed by the laws of Ohio, and the parties consent to the exclusive jurisdiction of its courts.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
  it('an authorisation given now is the receiver\'s Right', () => {
    expect(typesOf(PREAMBLE, 'The Customer gives the Supplier a general authorisation to engage couriers.')[1]).toEqual(['Right/Supplier']);
    expect(typesOf(PREAMBLE, 'The Customer gives the Supplier a copy of the site rules.')[1]).not.toContain('Right/Supplier');
  });
  it('a thing\'s bar joined inside a warranty\'s "that" clause is the warranty, no bar of the party', () => {
    expect(typesOf(PREAMBLE, 'The Supplier warrants that the software will be virus-free and will not corrupt any data.')[1]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier agrees that it will not subcontract the work.')[1]).toEqual(['Exclusion/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier shall name a manager who shall attend every meeting and shall not be replaced without notice.')[1]).toEqual(['Obligation/Supplier', 'Exclusion/Supplier']);
  });
  it('"represents and warrants that it has the right to" is its promise, not a right it is given', () => {
    expect(typesOf(PREAMBLE, 'Each party represents and warrants that it has the right to sign this Agreement.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
});

describe('what binds no one', () => {
  it('what a party "can show" in an exception\'s lead-in, and the items under it', () => {
    const NDA = 'This Agreement is made between Kestrel Labs Pte Ltd (the "Discloser") and Orrin Analytics Pte Ltd (the "Recipient").';
    const types = typesOf(NDA, '4.1 The duties in clause 3 do not cover data which the Recipient can demonstrate:', item('(a) was public when disclosed; or'), item('(b) was known to it before.'));
    expect(types.slice(1)).toEqual([[], [], []]);
  });
  it('a right in a relative clause after a comma is still granted', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall keep a log of visits, which the Customer can inspect at any time.')[1]).toEqual(['Obligation/Supplier', 'Right/Customer']);
  });
  it('a party\'s staff as subject ("Supplier personnel shall") binds no party (table 2.2)', () => {
    expect(typesOf(PREAMBLE, 'On the Customer\'s site, Supplier personnel shall wear the visitor badges.')[1]).toEqual([]);
    expect(typesOf(PREAMBLE, 'Supplier staff must sign in at reception.')[1]).toEqual([]);
  });
  it('a pronoun after a preposition is no subject', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall not modify the server, and any card fitted in it shall become the property of the Customer.')[1]).toEqual(['Exclusion/Supplier']);
  });
  it('a possessive duty said to be absolute imposes nothing of its own; "X\'s sole obligation is to" still does', () => {
    expect(typesOf(PREAMBLE, "CUSTOMER'S OBLIGATION TO PAY THE FEES IS ABSOLUTE AND NOT SUBJECT TO SET-OFF.")[1]).toEqual([]);
    expect(typesOf(PREAMBLE, "Supplier's sole obligation under this warranty is to repair the unit.")[1]).toEqual(['Obligation/Supplier']);
  });
});
