import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

/** Types of the clause after the preamble. */
const clause = (text: string): string[] => typesOf(PREAMBLE, text)[1];

describe('natures: the modal phrase and its subject', () => {
  it('shall / will / must / agrees to → Obligation', () => {
    expect(clause('The Supplier shall deliver the reports every month.')).toEqual(['Obligation/Supplier']);
    expect(clause('Customer will provide office space to the consultants.')).toEqual(['Obligation/Customer']);
    expect(clause('The Supplier must keep its licences current.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Customer agrees to reimburse travel costs.')).toEqual(['Obligation/Customer']);
  });

  it('may / is entitled to / has the right → Right', () => {
    expect(clause('The Customer may inspect the work at any time.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier is entitled to suspend the services for non-payment.')).toEqual(['Right/Supplier']);
    expect(clause('The Customer shall have the right to reject defective goods.')).toEqual(['Right/Customer']);
  });

  it('shall have an option / a right / two options → Right, not Obligation', () => {
    expect(clause('The Customer shall have an option to buy the equipment at the end of the term.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier will have one (1) option to renew the contract.')).toEqual(['Right/Supplier']);
    expect(clause('The Customer has a limited right to copy the manuals.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier shall have an obligation to report monthly.')).toEqual(['Obligation/Supplier']);
  });

  it('shall not / must not / may not → Exclusion', () => {
    expect(clause('The Supplier shall not subcontract the work.')).toEqual(['Exclusion/Supplier']);
    expect(clause('The Customer must not resell the software.')).toEqual(['Exclusion/Customer']);
    expect(clause('The Supplier may not use the Customer logo.')).toEqual(['Exclusion/Supplier']);
  });

  it('is not liable / makes no warranty / disclaims / not obliged → Disclaimer', () => {
    expect(clause('The Customer is not liable for the acts of the consultants.')).toEqual(['Disclaimer/Customer']);
    expect(clause('The Supplier makes no warranty that the software is error free.')).toEqual(['Disclaimer/Supplier']);
    expect(clause('The Supplier disclaims all implied warranties.')).toEqual(['Disclaimer/Supplier']);
    expect(clause('The Supplier shall not be obliged to accept any change request.')).toEqual(['Disclaimer/Supplier']);
  });

  it('"is not obliged to" / "is under any obligation" read as not obliged → Disclaimer, not a bare Obligation', () => {
    expect(clause('The Customer is not obliged to order any minimum quantity of licences.')).toEqual(['Disclaimer/Customer']);
    expect(clause('The Supplier is not required to attend meetings outside office hours.')).toEqual(['Disclaimer/Supplier']);
    expect(clause('Neither party is under any obligation to renew this Agreement.')).toEqual(['Disclaimer/Multiple Parties']);
  });

  it('"X" means / shall mean / has the meaning → Definition with party None', () => {
    expect(clause('"Services" means the consulting services described in a work order.')).toEqual(['Definition/None']);
    expect(clause('"Fees" shall mean the amounts set out in Schedule 2.')).toEqual(['Definition/None']);
    expect(clause('"Claim" has the meaning given in Clause 9.')).toEqual(['Definition/None']);
    expect(clause('Working Day means a day other than a weekend or public holiday.')).toEqual(['Definition/None']);
  });

  it('a clause whose subject is not a party binds no one', () => {
    expect(clause('Interest shall accrue on late payments.')).toEqual([]);
    expect(clause('Any changes shall be dealt with under the change procedure.')).toEqual([]);
  });

  it('several clauses give several types', () => {
    expect(clause('The Supplier shall invoice monthly and the Customer shall pay within 30 days.')).toEqual(['Obligation/Supplier', 'Obligation/Customer']);
    expect(clause('The Customer and the Supplier shall each appoint a manager.')).toEqual(['Obligation/Customer', 'Obligation/Supplier']);
  });

  it('a possessive is not a subject', () => {
    expect(clause("The Supplier's manager shall attend the meetings.")).toEqual([]);
  });

  it('a passive obligation with "by the Supplier" binds the Supplier', () => {
    expect(clause('The services shall be performed by the Supplier with reasonable care.')).toEqual(['Obligation/Supplier']);
  });
});

describe('parties of the type labels', () => {
  it('each / either / neither party and the parties → Multiple Parties; both parties → Both Parties', () => {
    expect(clause('Each party shall bear its own costs.')).toEqual(['Obligation/Multiple Parties']);
    expect(clause('Either party may terminate on notice.')).toEqual(['Right/Multiple Parties']);
    expect(clause('The parties agree that the schedule is binding.')).toEqual(['Obligation/Multiple Parties']);
    expect(clause('Both parties shall keep the terms confidential.')).toEqual(['Obligation/Both Parties']);
  });

  it('"neither party shall" is an exclusion', () => {
    expect(clause('Neither party shall assign this Agreement without consent.')).toEqual(['Exclusion/Multiple Parties']);
  });

  it('a party named by its company name takes its defined role', () => {
    expect(clause('Contoso Consulting LLC shall maintain insurance.')).toEqual(['Obligation/Supplier']);
  });

  it('a role defined in a preamble or a definition is recognised even when uncommon', () => {
    const types = typesOf('This Agreement is between Alpha Widgets Inc ("Fabricator") and Beta Stores plc ("Retailer").', 'The Fabricator shall ship the goods.', 'The Retailer may return unsold goods.');
    expect(types.slice(1)).toEqual([['Obligation/Fabricator'], ['Right/Retailer']]);
  });

  it('"it" refers to the party of the lead-in', () => {
    expect(typesOf(PREAMBLE, { text: 'The Supplier warrants that:', kind: 'sentence' }, { text: 'a) it shall use qualified staff;', kind: 'listItem' })[2]).toEqual(['Obligation/Supplier']);
  });

  it('"nothing shall prevent a party from" is a right of that party', () => {
    expect(clause('Nothing in this Clause shall prevent a party from seeking injunctive relief.')).toEqual(['Right/Multiple Parties']);
  });
});

describe('lists and element kinds', () => {
  it('items of a list take the labels of their lead-in', () => {
    const types = typesOf(PREAMBLE, 'The Supplier shall:', { text: '(a) keep accurate records; and', kind: 'listItem' }, { text: '(b) provide monthly reports.', kind: 'listItem' });
    expect(types.slice(1)).toEqual([['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Supplier']]);
  });

  it('an item with its own subject keeps its own labels', () => {
    const types = typesOf(PREAMBLE, 'The Supplier shall:', { text: '(a) keep accurate records; and', kind: 'listItem' }, { text: '(b) the Customer may audit them.', kind: 'listItem' });
    expect(types[3]).toEqual(['Right/Customer']);
  });

  it('items of a definition are part of the definition', () => {
    const types = typesOf('"Confidential Information" means:', { text: '(a) trade secrets; and', kind: 'listItem' }, { text: '(b) customer lists.', kind: 'listItem' });
    expect(types).toEqual([['Definition/None'], ['Definition/None'], ['Definition/None']]);
  });

  it('a new sentence ends the list', () => {
    const types = typesOf(PREAMBLE, 'The Supplier shall:', { text: '(a) keep records.', kind: 'listItem' }, 'This clause survives termination.');
    expect(types[3]).toEqual([]);
  });

  it('titles get no types', () => {
    expect(typesOf({ text: '5. The Supplier shall not subcontract', kind: 'title' })).toEqual([[]]);
  });
});

describe('natures: conventions that hold in any contract', () => {
  it('negation: "shall not", "agrees not to", "in no event shall" → Exclusion; "is not liable" → Disclaimer', () => {
    expect(clause('The Customer agrees not to reverse engineer the software.')).toEqual(['Exclusion/Customer']);
    expect(clause('The Supplier shall in no event disclose the source code.')).toEqual(['Exclusion/Supplier']);
    expect(clause('The Supplier is not responsible for delays caused by the Customer.')).toEqual(['Disclaimer/Supplier']);
  });

  it('"allow / entitle / permit PARTY to" gives that party a right; a purpose ("to enable X to") gives none', () => {
    expect(clause('The following events shall entitle the Customer to terminate this Agreement:')).toEqual(['Right/Customer']);
    expect(clause('A late delivery will allow the Customer and/or the Supplier to refer the matter to the Board.')).toEqual(['Right/Customer', 'Right/Supplier']);
    expect(clause('Invoices must carry enough detail to enable the Customer to verify them.')).toEqual([]);
    expect(clause('This clause shall not entitle the Supplier to extra fees.')).toEqual([]);
  });

  it('"It shall be the responsibility of X to" is an obligation of X', () => {
    expect(clause('It shall be the sole responsibility of the Customer to back up its data.')).toEqual(['Obligation/Customer']);
  });

  it('promise verbs in pairs and the pronoun after them: "warrants and undertakes that it shall"', () => {
    expect(clause('The Supplier warrants and undertakes that it shall comply with the law.')).toEqual(['Obligation/Supplier']);
    expect(clause('Each party represents, warrants and covenants that it has full power to sign.')).toEqual(['Obligation/Multiple Parties']);
  });

  it('"X and its Affiliates has not and will not" keeps X as the subject', () => {
    expect(clause('Each party and its Affiliates has not and will not offer any bribe.')).toEqual(['Exclusion/Multiple Parties']);
  });

  it('a party opening the clause, joined to others, is the subject; a compound noun is not the party', () => {
    expect(clause('The Customer and/or members of its group and their auditors shall have the right to inspect the records.')).toEqual(['Right/Customer']);
    expect(clause('Supplier Personnel will wear badges.')).toEqual([]);
  });

  it('a defined alias written in lower case is still the party, but not after an article', () => {
    expect(clause('If agreed, customer shall pay the expenses.')).toEqual(['Obligation/Customer']);
    expect(clause('Any customer shall be treated fairly.')).toEqual([]);
  });

  it('passive without an agent binds no one; with "by the Supplier" it binds the Supplier', () => {
    expect(clause('All records will be maintained in accordance with accounting principles.')).toEqual([]);
    expect(clause('Reports shall be delivered by the Supplier every month.')).toEqual(['Obligation/Supplier']);
  });

  it('items under "Customer:" have the Customer as subject even inside the Supplier\'s list', () => {
    const types = typesOf(PREAMBLE, 'The Supplier shall:', { text: 'a) keep records; and', kind: 'listItem' }, { text: 'b) Customer:', kind: 'listItem' },
      { text: 'i. shall name a contact; and', kind: 'listItem' }, { text: 'ii. provide office space.', kind: 'listItem' });
    expect(types.slice(1)).toEqual([['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Customer'], ['Obligation/Customer']]);
  });

  it('a definition whose closing quote was lost still defines', () => {
    expect(clause('"Force Majeure Event means any event beyond the control of a party:')).toEqual(['Definition/None']);
  });
});

describe('natures: items of an agreement lead-in', () => {
  it('"The Customer and the Supplier agree that:" → each item is what both agreed', () => {
    const types = typesOf(PREAMBLE, 'The Customer and the Supplier agree that:', { text: '(a) they shall meet monthly;', kind: 'listItem' },
      { text: '(b) the Supplier may propose changes at those meetings.', kind: 'listItem' });
    expect(types.slice(2)).toEqual([['Obligation/Customer', 'Obligation/Supplier'], ['Obligation/Customer', 'Obligation/Supplier']]);
  });
});

describe('natures: "shall ... be entitled to" is one right', () => {
  it('adverbs or an insert between "shall" and "be entitled" do not make an obligation', () => {
    expect(clause('The Supplier shall, at its own expense, be entitled to conduct the defence.')).toEqual(['Right/Supplier']);
    expect(clause('The Customer and the Supplier shall each also be entitled to terminate.')).toEqual(['Right/Customer', 'Right/Supplier']);
  });
});

describe('natures: passive modals with an agent, and "nothing prevents or restricts"', () => {
  it('"may be referred by either party" is a right of the agent; "shall not be disclosed by the Supplier" an exclusion', () => {
    expect(clause('The dispute may be referred by either party to the courts.')).toEqual(['Right/Multiple Parties']);
    expect(clause('The price list shall not be disclosed by the Supplier.')).toEqual(['Exclusion/Supplier']);
  });

  it('"nothing in this Clause prevents or restricts a party from" is that party\'s right', () => {
    expect(clause('Nothing in this Clause prevents or restricts a party from exercising its rights.')).toEqual(['Right/Multiple Parties']);
  });
});

describe('natures: a predicate joined by "and" shares the clause subject', () => {
  it('"The parties acknowledge ..., understand it, and agree to be bound" → Obligation of the parties', () => {
    expect(clause('The parties acknowledge that they have read this Amendment, understand it, and agree to be bound by it.')).toEqual(['Obligation/Multiple Parties']);
  });

  it('but not inside a negation already read', () => {
    expect(clause('Each party will not offer, promise or agree to make any payment to an official.')).toEqual(['Exclusion/Multiple Parties']);
  });
});

describe('definitions after an article', () => {
  it('\'The "Engineer" is the person ...\' and \'The "Site" means ...\' define', () => {
    expect(clause('The "Engineer" is the person designated as such by the Customer.')).toEqual(['Definition/None']);
    expect(clause('The "Site" means the premises at which the work is done.')).toEqual(['Definition/None']);
  });
});

describe('natures: grants, retained rights, provisos (issue 18, generalization)', () => {
  it('a grant is a right of the grantee, written with or without "to"; not when negated or when nothing is named', () => {
    expect(clause('Subject to payment, Supplier grants Customer a non-exclusive, worldwide right to use the reports.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier hereby grants to the Customer a perpetual licence to copy the templates.')).toEqual(['Right/Customer']);
    expect(clause('The Customer is hereby granted a limited licence to display the Supplier marks.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier does not grant the Customer a licence to the source code.')).toEqual([]);
    expect(clause('Nothing in this clause grants the Customer any further rights.')).toEqual([]);
  });

  it('"retains/reserves all rights" is a right; "remains responsible/liable for" is an obligation', () => {
    expect(clause('The Supplier retains all rights in its pre-existing materials.')).toEqual(['Right/Supplier']);
    expect(clause('Customer reserves all rights not expressly licensed.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier remains fully responsible for the work of its subcontractors.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Customer remains liable for the fees already accrued.')).toEqual(['Obligation/Customer']);
  });

  it('items under a "may ..., provided that:" lead-in are the right holder\'s obligations, not the right again', () => {
    expect(typesOf(PREAMBLE,
      'The Supplier may use subcontractors for the hosting, provided that:',
      '(a) it gives the Customer a list of them; and',
      '(b) the Customer may object to any of them.',
    ).slice(1)).toEqual([['Right/Supplier'], ['Obligation/Supplier'], ['Right/Customer']]);
    expect(typesOf(PREAMBLE, 'The Customer may assign this Agreement to an Affiliate on condition that:', '(i) it notifies the Supplier in advance.').slice(1))
      .toEqual([['Right/Customer'], ['Obligation/Customer']]);
    // Without a proviso the items keep the lead-in's right.
    expect(typesOf(PREAMBLE, 'The Customer may terminate this Agreement if:', '(a) the Supplier becomes insolvent.').slice(1))
      .toEqual([['Right/Customer'], ['Right/Customer']]);
  });
});

describe('natures: a second, negated promise; a definition opened by where it holds', () => {
  it('"shall X and shall not Y" is an Obligation and an Exclusion of the same party; a negation is not read twice', () => {
    expect(clause('The Supplier shall appoint a project manager and shall not change that person without consent.')).toEqual(['Obligation/Supplier', 'Exclusion/Supplier']);
    expect(clause('The Customer will not resell the licences or agree to transfer them.')).toEqual(['Exclusion/Customer']);
  });

  it('"In this Agreement, "X" means" and "For the purposes of this Clause, "X" means" define X; a quoted ordinary phrase does not', () => {
    expect(clause('In this Agreement, "Site" means the premises at which the Services are performed.')).toEqual(['Definition/None']);
    expect(clause('For the purposes of this Clause 9, "Records" means the books and accounts of the Supplier.')).toEqual(['Definition/None']);
    expect(clause('For the purposes of this Clause 9, "timely" means within the agreed period.')).toEqual([]);
  });
});

describe('natures: subjectless "shall" binds no one (the reference service\'s convention, docs/contracts.md)', () => {
  it('a clause about the agreement, notices or disputes without a party as subject gets no type', () => {
    expect(clause('This Agreement shall be governed by the laws of the State of Ohio.')).toEqual([]);
    expect(clause('All notices under this Agreement shall be in writing.')).toEqual([]);
    expect(clause('Any dispute shall be settled by arbitration in Chicago.')).toEqual([]);
  });
});

describe('natures: scope of negations and conditions, possessive duties, appointments (second blind set, h18g)', () => {
  it('"will not be entitled to" is no Right: the negation takes the whole phrase', () => {
    expect(clause('The Supplier will not be entitled to any fee for rejected work.')).toEqual(['Exclusion/Supplier']);
    expect(clause('The Customer shall not be permitted to resell the licences.')).toEqual(['Exclusion/Customer']);
  });

  it('a modal inside what a disclaimer denies is no promise', () => {
    expect(clause('The Supplier makes no representation that the Customer will save any costs.')).toEqual(['Disclaimer/Supplier']);
    expect(clause('The Supplier is not required to return records that it must keep by law.')).toEqual(['Disclaimer/Supplier']);
    // A new sentence after the disclaimer is read as usual.
    expect(clause('The Supplier is not required to attend; the Customer shall circulate the minutes.')).toEqual(['Disclaimer/Supplier', 'Obligation/Customer']);
  });

  it('a party in a condition or a comparison promises nothing', () => {
    expect(clause('Changes are void unless the Customer expressly agrees to them in writing.')).toEqual([]);
    expect(clause('The Supplier shall attend such meetings as the Customer may reasonably request.')).toEqual(['Obligation/Supplier']);
    expect(clause('If the Customer shall fail to pay, interest accrues.')).toEqual([]);
  });

  it('"X remains (fully) liable to Y for" is an Obligation of X', () => {
    expect(clause('The Supplier remains fully liable to the Customer for the acts of its subcontractors.')).toEqual(['Obligation/Supplier']);
  });

  it('"X\'s sole obligation ... is to" is an Obligation of X (a possessive that names the duty)', () => {
    expect(clause("The Supplier's sole obligation under this warranty is to re-perform the services.")).toEqual(['Obligation/Supplier']);
    expect(clause("The Supplier's manager shall attend.")).toEqual([]);
  });

  it('a present appointment or facility is the appointee\'s Right; not in a condition nor with a modal', () => {
    expect(clause('The Customer hereby appoints the Supplier as its non-exclusive agent for the region.')).toEqual(['Right/Supplier']);
    expect(clause('The Customer makes available to the Supplier a revolving credit line.')).toEqual(['Right/Supplier']);
    expect(clause('If the Customer makes available to the Supplier any equipment, it remains the Customer\'s property.')).toEqual([]);
    expect(clause('The Customer shall make available to the Supplier a desk on site.')).toEqual(['Obligation/Customer']);
  });

  it('"shall X and shall not Y" after a run-in heading reads both promises', () => {
    expect(clause('7. Records. The Supplier will keep full records and will not destroy them early.')).toEqual(['Obligation/Supplier', 'Exclusion/Supplier']);
  });
});

describe('natures: a negation before its modal (h18g)', () => {
  it('"In no event shall X be liable" is X\'s Exclusion, as "X shall not be liable" is', () => {
    expect(clause('In no event shall the Supplier be liable for lost profits.')).toEqual(['Exclusion/Supplier']);
    expect(clause('The Supplier shall not be liable for lost profits.')).toEqual(['Exclusion/Supplier']);
    expect(clause('Under no circumstances will either party be liable for punitive damages.')).toEqual(['Exclusion/Multiple Parties']);
    expect(clause('In no event shall any claim be brought after two years.')).toEqual([]);
  });

  it('"In no case shall X be liable" is the same negation as "In no event" (thirteenth set, h18e13)', () => {
    expect(clause('In no case shall the Carrier be liable for loss of goodwill.')).toEqual(['Exclusion/Carrier']);
    expect(clause('In no case will either party be liable for indirect losses.')).toEqual(['Exclusion/Multiple Parties']);
    expect(clause('In no case shall the deposit exceed three months of rent.')).toEqual([]);
  });
});

describe('natures: more modal forms (h18g)', () => {
  it('"has no right/authority to", "shall have no right" → Exclusion; "covenants/undertakes not to" → Exclusion', () => {
    expect(clause('The Supplier has no authority to bind the Customer.')).toEqual(['Exclusion/Supplier']);
    expect(clause('The Customer shall have no right to return opened software.')).toEqual(['Exclusion/Customer']);
    // An option is a right to choose (thirteenth set, h18e13): "has no option to renew" bars as "has no right to" does.
    expect(clause('The Licensee has no option to extend the licence beyond the fifth year.')).toEqual(['Exclusion/Licensee']);
    expect(clause('The Buyer shall have no option to purchase the equipment.')).toEqual(['Exclusion/Buyer']);
    expect(clause('The Supplier covenants not to solicit the Customer\'s staff.')).toEqual(['Exclusion/Supplier']);
    expect(clause('The Supplier undertakes not to use the data for marketing.')).toEqual(['Exclusion/Supplier']);
  });

  it('"shall have no liability", "shall be under no obligation", "nothing obliges X to" → Disclaimer', () => {
    expect(clause('The Supplier shall have no liability for delays caused by the carrier.')).toEqual(['Disclaimer/Supplier']);
    expect(clause('The Customer shall be under no obligation to renew the licence.')).toEqual(['Disclaimer/Customer']);
    expect(clause('Nothing in this Agreement obliges the Customer to order any minimum volume.')).toEqual(['Disclaimer/Customer']);
    expect(clause('This clause does not require the Supplier to disclose its costs.')).toEqual(['Disclaimer/Supplier']);
  });

  it('"each of X and Y shall" binds both; an irregular passive ("be made by", "be paid by") binds its agent', () => {
    expect(clause('Each of the Customer and the Supplier shall bear its own legal costs.')).toEqual(['Obligation/Customer', 'Obligation/Supplier']);
    expect(clause('Payment shall be made by the Customer in pounds sterling.')).toEqual(['Obligation/Customer']);
    expect(clause('All duties shall be paid by the Supplier.')).toEqual(['Obligation/Supplier']);
    expect(clause('The balance shall be invoiced to and paid by the Customer.')).toEqual(['Obligation/Customer']);
    // "chargeable by" names who may charge, not who must act; a comparison ("as may be requested by") binds no one.
    expect(clause('Extra days shall be chargeable by the Supplier at the agreed rates.')).toEqual([]);
    expect(clause('Such reports as may be requested by the Customer.')).toEqual([]);
  });
});

describe('natures: permission and duty phrased around the modal (h18g)', () => {
  it('"shall be entitled, at its discretion, to" and "will be permitted/allowed to" are Rights', () => {
    expect(clause('The Customer shall be entitled, at its sole discretion, to cancel the order.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier will be permitted to use approved couriers.')).toEqual(['Right/Supplier']);
    expect(clause('The Customer shall be allowed to attend the tests.')).toEqual(['Right/Customer']);
  });

  it('"may be required to" is a duty, not a permission; "is liable for" an Obligation', () => {
    expect(clause('The Supplier may be required to work at weekends.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Customer is liable for all charges incurred under its account.')).toEqual(['Obligation/Customer']);
    expect(clause('The Customer is not liable for charges incurred by others.')).toEqual(['Disclaimer/Customer']);
  });

  it('"agrees that it will not" is the Exclusion alone; a second, positive promise after it stays', () => {
    expect(clause('The Customer agrees that it will not copy the manuals.')).toEqual(['Exclusion/Customer']);
    expect(clause('The Supplier warrants that it shall not use forced labour and that it shall pay the minimum wage.')).toEqual(['Exclusion/Supplier', 'Obligation/Supplier']);
    expect(clause('The Supplier agrees that the Customer may not resell the goods.')).toEqual(['Obligation/Supplier', 'Exclusion/Customer']);
  });
});

describe('natures: lease and deed forms (h18g)', () => {
  it('"covenants with X to/that", "is under a duty to" → Obligation; "is hereby authorised to" → Right', () => {
    expect(clause('The Customer covenants with the Supplier to keep the equipment insured.')).toEqual(['Obligation/Customer']);
    expect(clause('The Supplier covenants with the Customer that the Customer may use the car park.')).toEqual(['Obligation/Supplier', 'Right/Customer']);
    expect(clause('The Supplier is under a continuing duty to report incidents.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Customer is hereby authorised to publish the results.')).toEqual(['Right/Customer']);
  });

  it('possessive duties: "It is X\'s responsibility to", "X\'s obligations include:" and its items', () => {
    expect(clause("It is the Customer's responsibility to back up its data.")).toEqual(['Obligation/Customer']);
    expect(typesOf(PREAMBLE, "The Supplier's obligations under this clause include:", { text: '(a) testing each release;', kind: 'listItem' }).slice(1))
      .toEqual([['Obligation/Supplier'], ['Obligation/Supplier']]);
  });

  // C30 (h26n31): the named pair is read as "neither party" is, one Exclusion for Multiple Parties (was each party's).
  it('"Neither X nor Y may" bars both (Multiple Parties, C30); "shall be deemed to" binds no one', () => {
    expect(clause('Neither the Customer nor the Supplier may disclose the price.')).toEqual(['Exclusion/Multiple Parties']);
    expect(clause('The Customer shall be deemed to have accepted the goods after ten days.')).toEqual([]);
  });
});

describe('natures: parentheses and the party\'s own people (h18g)', () => {
  it('"shall be entitled (but not obliged) to", "will have sole discretion to" → Right; "shall be under no liability" → Disclaimer', () => {
    expect(clause('The Customer shall be entitled (but not obliged) to test the goods.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier will have sole discretion to choose the carrier.')).toEqual(['Right/Supplier']);
    expect(clause('The Customer shall be under no liability for the carrier\'s delay.')).toEqual(['Disclaimer/Customer']);
  });

  it('"X, its employees and agents shall" binds X', () => {
    expect(clause('The Supplier, its employees and agents shall wear badges on site.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Customer and its officers, employees and contractors shall keep the code secret.')).toEqual(['Obligation/Customer']);
  });
});
