/**
 * Set 56's natures (issue 18, h73t56), on sentences of our own: C34's present-tense duties reach "Each <role>" and
 * "every <role>" before the verb, a plural party's verb with a preposition before its object, a relative clause on the
 * subject ("A Carrier that cancels a crossing refunds …"), a predicate joined after a role verb ("acts as … and keeps
 * …", "acts … and does not buy …"), "follows" a rule, "transfers" money into an account, "operates" a thing in a set
 * manner, and "we"/"you" of we/you terms where the predicate names the other party. Each with the near misses that
 * must not change: descriptions, freedoms, conditions, grants and notices of processing personal data.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const CARRIERS = 'This agreement is concluded between Alder Ferries Ltd (hereinafter "Alder") and Birch Ferries Ltd (hereinafter "Birch"), each a "Carrier" and together the "Carriers".';
const AGREE = 'The parties agree as follows:';
const carriers = (...sentences: string[]) => typesOf(CARRIERS, AGREE, ...sentences).slice(2);

const PRINCIPAL_AGENT = 'This contract is made between Quinta Roble S.A. ("Principal") and Northsea Fruit B.V. ("Agent").';
const agency = (...sentences: string[]) => typesOf(PRINCIPAL_AGENT, AGREE, ...sentences).slice(2);

const WE_YOU = 'Harbour Storage Ltd ("we", "us" or the "Keeper") stores goods for the customer signing below ("you" or the "Customer").';
const weYou = (...sentences: string[]) => typesOf(WE_YOU, ...sentences).slice(1);

describe('"Each <role>" / "every <role>" before a verb in the present tense (C34, h73t56)', () => {
  it('binds each of the parties the role names, as "Each Carrier shall" does', () => {
    expect(carriers(
      '5.1 Each Carrier maintains its vessels in a seaworthy condition.',
      '5.2 Every Carrier publishes its timetable by 1 March of each year.',
      '5.3 Each Carrier insures its vessels against third-party liability for at least EUR 5,000,000.',
      '5.4 Each Carrier checks and records the tickets of its own passengers.',
    )).toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });

  it('near misses: a stative verb, a modal\'s right and a condition stay as they were', () => {
    expect(carriers(
      'Each Carrier owns the vessels it operates on the lake.',
      'Each Carrier has its own ticket office at the pier.',
      'Each Carrier may sell tickets for the crossings of the other.',
      'If each Carrier publishes its timetable late, the joint brochure is printed without it.',
    )).toEqual([[], [], ['Right/Multiple Parties'], []]);
  });
});

describe('a plural party\'s bare verb with a preposition before its object (C34 in the plural, h73t56)', () => {
  it('"The Carriers contribute to a joint reserve" binds them', () => {
    expect(carriers(
      'The Carriers contribute to a joint fuel reserve in equal shares.',
      'The Carriers share the costs of the common booking website in equal parts.',
    )).toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });

  it('near misses: what the parties are or belong to, and a participle after them, bind no one', () => {
    expect(carriers(
      'The Carriers are two ferry companies operating on the same lake.',
      'The Carriers belong to the same regional transport association.',
      'The Carriers named in Annex 1 run the winter crossings.',
    )).toEqual([[], [], []]);
  });
});

describe('a relative clause on the subject before its present-tense verb (C34, h73t56)', () => {
  it('"A Carrier that cancels a crossing refunds …" binds whichever party the clause befalls', () => {
    expect(carriers(
      'A Carrier that cancels a crossing refunds the passengers in full within 14 days.',
      'Any Carrier who receives a complaint about the other forwards it at once.',
      'The Carrier that runs the night crossing pays the harbour lighting.',
    )).toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });

  it('near misses: a disclaimer after the clause, a subject inside a condition, and a crossing as subject', () => {
    expect(carriers(
      'A Carrier that cancels a crossing for storm is not liable to the other Carrier.',
      'If a Carrier that cancels a crossing refunds the passengers, the other Carrier refunds nothing.',
      'A crossing that a Carrier cancels counts as sailed for the revenue split.',
    )).toEqual([['Disclaimer/Multiple Parties'], [], []]);
  });
});

describe('a predicate joined after a role verb, and "follows" a rule (C34, h73t56)', () => {
  it('reads the act or the bar joined after "acts as" and "accepts"', () => {
    expect(agency(
      '2.1 The Agent acts as the Principal\'s sales representative and keeps a record of every offer it receives.',
      '2.2 The Agent acts in the name and on behalf of the Principal and does not buy the fruit on its own account.',
      '2.3 In handling the buyers\' data, the Agent acts as a processor and follows the Principal\'s written instructions.',
      '2.4 The Agent accepts the appointment and opens a sales office in Rotterdam by 1 May.',
    )).toEqual([['Obligation/Agent'], ['Exclusion/Agent'], ['Obligation/Agent'], ['Obligation/Agent']]);
  });

  it('near misses: a description, a freedom and a relative clause join no duty', () => {
    expect(agency(
      '1.1 The Agent is a company registered in Rotterdam and sells fresh fruit to supermarkets.',
      '1.2 The Agent sets its own working hours, keeps its own diary and decides which fairs it visits.',
      '1.3 The Agent acts for several growers who send the Agent their fruit each week.',
    )).toEqual([[], [], []]);
  });
});

describe('"transfers" money into an account, and "operates" a thing in a set manner (C34, h73t56)', () => {
  it('a transfer into an account pays, whatever its object; operating by a rule, a risk or a time is a duty', () => {
    expect(carriers(
      'Alder transfers each Carrier\'s share to its bank account by the 10th day of each month.',
      'Birch operates the shared pier in accordance with the harbour regulations.',
      'Each Carrier operates its vessels at its own risk.',
    )).toEqual([['Obligation/Alder'], ['Obligation/Birch'], ['Obligation/Multiple Parties']]);
  });

  it('near misses: a transfer of shares or of a right stays a grant; operating alone describes', () => {
    expect(carriers(
      'Alder transfers its shares in the pier company to Birch.',
      'Alder transfers all rights in the joint timetable design to Birch.',
      'Birch operates two ferries and a water taxi.',
    )).toEqual([[], [], []]);
  });
});

describe('"we" / "you" of we/you terms with a present-tense verb naming the other party (C34, h73t56)', () => {
  it('binds the party the pronoun names where its act is for the other', () => {
    expect(weYou(
      '3.1 We collect your boxes from your address, store them in our warehouse and return them on request.',
      '3.2 With each invoice we send you a list of the boxes in store.',
      '3.3 We return any damaged box to you with a written report.',
      '4.1 You pay us the storage fee on the first day of each month.',
    )).toEqual([['Obligation/Keeper'], ['Obligation/Keeper'], ['Obligation/Keeper'], ['Obligation/Customer']]);
  });

  it('"do not" is still the bar, of "you" too', () => {
    expect(weYou(
      'We do not open your boxes.',
      'You do not store food or liquids in the boxes.',
    )).toEqual([['Exclusion/Keeper'], ['Exclusion/Customer']]);
  });

  it('"we" alone binds the writer too since h78we (C34 binds "we" as any party); advice and a subordinate "you" bind no one', () => {
    expect(weYou(
      'We use CCTV in the warehouse for the safety of our staff.',
      'We keep your details for two years after the storage ends.',
      'We recommend that you insure your goods.',
      'Each statement becomes binding on you unless you object to it within 30 days.',
      'You keep your own key to the storage room.',
    )).toEqual([['Obligation/Keeper'], ['Obligation/Keeper'], [], [], []]);
  });
});
