/**
 * Natures and parties sets 28 and 29 showed wrong (issue 18, h25s28n), each rule with sentences written for it (none
 * from the sets): a party's name joined to its branch by a dash ("Ski Club Nordkapp – Tromso Chapter") still takes its
 * alias; "entrusts to" confers; earnings kept are a Right; "is committed to", "prorogate the jurisdiction" and "choose as
 * their domicilium" promise; "must" after "may" is read, and so is a right after a disclaimer; "is entitled:" leads
 * rights; a party in a contact relative clause on a quantified noun binds no one; a duty said to survive imposes none.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const item = (text: string) => ({ text, kind: 'listItem' as const });
const title = (text: string) => ({ text, kind: 'title' as const });

describe('a party named with its branch after a dash', () => {
  const HUT = 'Between Ski Club Nordkapp – Tromso Chapter, with registered office in Storgata 3, Tromso, represented by its Chair Ms Kari Berg (hereinafter "the Chapter"), and Mr Ola Hansen, residing in Tromso (hereinafter "the Keeper"),';
  it('takes its alias, and every sentence the alias opens binds it', () => {
    const types = typesOf(title('CONTRACT FOR THE RUNNING OF THE HUT'), HUT, 'The Chapter undertakes to repair the roof.', 'The Chapter is not obliged to stock the kitchen.', 'The Chapter insures the hut against fire.');
    expect(types.slice(2)).toEqual([['Obligation/Chapter'], ['Disclaimer/Chapter'], ['Obligation/Chapter']]);
  });
  it('so does a branch called "Section", a word that also names a part of a document', () => {
    const types = typesOf(title('CONTRACT FOR THE RUNNING OF THE HUT'), HUT.replace(/Chapter/g, 'Section'), 'The Section undertakes to repair the roof.', 'The Section may inspect the hut at any time.');
    expect(types.slice(2)).toEqual([['Obligation/Section'], ['Right/Section']]);
  });
  it('a hyphen or a dash with a spaced hyphen reads the same', () => {
    const types = typesOf('Between Ski Club Nordkapp - Tromso Chapter (hereinafter "the Chapter") and Mr Ola Hansen (hereinafter "the Keeper"),', 'The Chapter undertakes to repair the roof.');
    expect(types[1]).toEqual(['Obligation/Chapter']);
  });
});

describe('an entrustment', () => {
  it('"entrusts to X the running of" and "entrusts X with" are the receiver\'s Right', () => {
    expect(typesOf(PREAMBLE, 'The Customer entrusts to the Supplier the running of the staff canteen.')[1]).toEqual(['Right/Supplier']);
    expect(typesOf(PREAMBLE, 'The Customer hereby entrusts the Supplier with the management of its car park.')[1]).toEqual(['Right/Supplier']);
  });
  it('", who accepts," makes the entrusted work the receiver\'s undertaking', () => {
    expect(typesOf(PREAMBLE, 'The Customer entrusts to the Supplier, who accepts, the painting of the warehouse.')[1]).toEqual(['Obligation/Supplier']);
  });
  it('a modal or a condition before it confers nothing by the verb', () => {
    expect(typesOf(PREAMBLE, 'If the Customer entrusts to the Supplier the canteen, the fee is doubled.')[1]).toEqual([]);
  });
});

describe('earnings a party keeps', () => {
  it('"retains all takings" and "retains the proceeds" are its Right', () => {
    expect(typesOf(PREAMBLE, 'The Supplier retains all takings from the vending machines.')[1]).toEqual(['Right/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier retains the proceeds of the bar.')[1]).toEqual(['Right/Supplier']);
  });
  it('"keeps the difference" and "we keep a fee" too; not rights kept (ownership), nor after a modal', () => {
    expect(typesOf(PREAMBLE, 'The Supplier sets its own prices and keeps the difference.')[1]).toEqual(['Right/Supplier']);
    expect(typesOf('These terms are between Harbour Fair Ltd ("we", "us") and the trader named in the booking ("you").', 'We keep a booking fee of 5% of each sale.')[1]).toEqual(['Right/we']);
    expect(typesOf(PREAMBLE, 'The Customer keeps all broadcast rights in the recordings.')[1]).toEqual([]);
    expect(typesOf(PREAMBLE, 'The Supplier shall keep the proceeds in a separate account.')[1]).toEqual(['Obligation/Supplier']);
  });
  it('records kept are no earnings; earnings in a relative clause grant nothing', () => {
    expect(typesOf(PREAMBLE, 'The Supplier retains all records of the sales.')[1]).toEqual([]);
    expect(typesOf(PREAMBLE, 'Any income that the Supplier retains is reported monthly.')[1]).toEqual([]);
  });
  it('money held for another or watched is no earning of the party (review hrev18)', () => {
    expect(typesOf(PREAMBLE, 'The Supplier retains all proceeds of the sale in a trust account until the Customer approves the accounts.')[1]).toEqual([]);
    // No earning (no Right); keeping them under review is a duty in the present tense (C34, h28s35n).
    expect(typesOf(PREAMBLE, 'The Customer keeps the fees of its subcontractors under review.')[1]).toEqual(['Obligation/Customer']);
    expect(typesOf(PREAMBLE, 'The Supplier retains the rents on behalf of the Customer.')[1]).toEqual([]);
    // Its own earnings still: the difference kept.
    expect(typesOf(PREAMBLE, 'The Supplier retains the difference between the quoted and the actual cost.')[1]).toEqual(['Right/Supplier']);
  });
});

describe('present-tense and translated promises', () => {
  it('"is committed to" a verb is an Obligation, "is committed to the project" none', () => {
    expect(typesOf(PREAMBLE, 'The Supplier is committed to deliver the yarn in the quantities ordered.')[1]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier is committed to the success of the project.')[1]).toEqual([]);
  });
  it('"is committed to" a value is none; a verb with its object, or a sum, a promise (review hrev18)', () => {
    expect(typesOf(PREAMBLE, 'The Customer is committed to sustainability and to reducing waste.')[1]).toEqual([]);
    expect(typesOf(PREAMBLE, 'The Supplier is committed to excellence.')[1]).toEqual([]);
    expect(typesOf(PREAMBLE, 'The Supplier is committed to comply with the site rules.')[1]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Customer is committed to pay 400 euros per tonne.')[1]).toEqual(['Obligation/Customer']);
  });
  it('"prorogate the jurisdiction" submits the parties to a court', () => {
    expect(typesOf(PREAMBLE, 'The parties prorogate the jurisdiction of the Sheriff Court at Inverness.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
  it('"choose as their domicilium" is each named party\'s promise (one label per party, the written convention)', () => {
    expect(typesOf(PREAMBLE, 'The Customer and the Supplier choose as their domicilium citandi et executandi the addresses in the schedule.')[1]).toEqual(['Obligation/Customer', 'Obligation/Supplier']);
  });
});

describe('a second modal joined by "and" after a right', () => {
  it('"may … and must" gives the right and the duty', () => {
    expect(typesOf(PREAMBLE, 'The Supplier may enter the depot from 7 am and must leave it locked by 8 pm.')[1]).toEqual(['Right/Supplier', 'Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Customer may end the order on one week\'s notice, and must then pay for the work done.')[1]).toEqual(['Right/Customer', 'Obligation/Customer']);
  });
  it('not a "must" in a relative clause after the right, nor "and shall" (as before)', () => {
    expect(typesOf(PREAMBLE, 'The Supplier may park two vans at the depot, which remain its property and must be moved on request.')[1]).toEqual(['Right/Supplier']);
    expect(typesOf(PREAMBLE, 'The Customer may withhold taxes and shall remit them to the authority.')[1]).toEqual(['Right/Customer']);
  });
  it('a right after a disclaimer is read', () => {
    expect(typesOf(PREAMBLE, 'The Customer is not obliged to renew the licence and may withdraw it on notice.')[1]).toEqual(['Disclaimer/Customer', 'Right/Customer']);
  });
});

describe('"is entitled:" as a lead-in', () => {
  it('gives its items the party\'s Right', () => {
    const types = typesOf(PREAMBLE, 'The Customer is entitled:', item('(a) to inspect the stock; and'), item('(b) to audit the invoices.'));
    expect(types.slice(1)).toEqual([['Right/Customer'], ['Right/Customer'], ['Right/Customer']]);
  });
});

describe('a party in a relative clause on a quantified noun', () => {
  it('"Every heater you bring must" binds no one: the heater is the subject', () => {
    const types = typesOf('These terms are between Harbour Fair Ltd ("we", "us") and the trader named in the booking ("you", the "Trader").', 'Every heater you bring must carry a safety label.', 'Each ladder the Supplier uses must be inspected.', 'You must bring your own tables.');
    expect(types.slice(1)).toEqual([[], [], ['Obligation/Trader']]);
  });
  it('"Each party shall" and "each of the parties shall" still bind', () => {
    expect(typesOf(PREAMBLE, 'Each of the parties shall keep a copy.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
});

describe('a duty said to survive', () => {
  it('"does not reduce the X\'s duty to" imposes none; "It is the X\'s responsibility to" still does', () => {
    expect(typesOf(PREAMBLE, 'The presence of a Customer supervisor does not reduce the Supplier\'s duty to train its staff.')[1]).toEqual([]);
    expect(typesOf(PREAMBLE, 'Nothing in this clause limits the Customer\'s obligation to insure the goods.')[1]).toEqual([]);
    expect(typesOf(PREAMBLE, 'The Supplier\'s sole obligation under this warranty is to repair the unit.')[1]).toEqual(['Obligation/Supplier']);
  });
});

describe('a present-tense cover', () => {
  it('"insures the X against" is the party\'s promise; after a modal it is read at the modal', () => {
    expect(typesOf(PREAMBLE, 'The Customer insures the premises against fire and flood.')[1]).toEqual(['Obligation/Customer']);
    expect(typesOf(PREAMBLE, 'The Customer shall not insure the premises against flood.')[1]).toEqual(['Exclusion/Customer']);
    expect(typesOf(PREAMBLE, 'The Customer insures nothing on behalf of the Supplier.')[1]).toEqual([]);
  });
});
