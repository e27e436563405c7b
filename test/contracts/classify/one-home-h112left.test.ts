/**
 * One home for rules session 74's re-read found written twice (issue 18, h112left): each joined rule on sentences
 * written for these tests, none from a set; what the join widens is said beside its case.
 */
import { describe, expect, it } from 'vitest';
import { ACT_OF_GOD, CONTROL_EXCEEDED, FORCE_MAJEURE_NAMED } from '../../../src/contracts/classify/categories/cues/force-majeure-causes.js';
import { isForceMajeureExcuse } from '../../../src/contracts/classify/categories/cues/category-cues-force-majeure-excuses.js';
import { FORCE_MAJEURE_EXCEPTED_VETOES } from '../../../src/contracts/classify/categories/cues/category-cues-force-majeure-excepted.js';
import { RANKING_VETOES } from '../../../src/contracts/classify/categories/category-vetoes.js';
import { EXCLUSIVE_GRANT_STRONG_CUES, EXCLUSIVE_RIGHT_TO_TRADE } from '../../../src/contracts/classify/categories/cues/category-cues-exclusive-grant.js';
import { SCOPE_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import { contractLocalCurrencies, localUnit } from '../../../src/contracts/classify/facts/local-currency.js';
import { END_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { SHARE_TRANSFER_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-share-transfers.js';
import { USE_GIVEN_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-use-given.js';
import fc from 'fast-check';
import { typesOf } from './helpers.js';
import { cuedBy, expectEach } from './cue-tables.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../security/linear-time.js';

describe('one force-majeure cause pattern (force-majeure-causes.ts) for the excuse, the exception and the Liability veto', () => {
  const exceeded = new RegExp(String.raw`\b(?:${CONTROL_EXCEEDED})\b`, 'i');
  const named = new RegExp(String.raw`\b(?:${FORCE_MAJEURE_NAMED})\b`, 'i');

  it('reads a party\'s control exceeded however it is qualified', () => {
    expectEach((t) => exceeded.test(t), [
      'events beyond its reasonable control',
      'causes outside our control',
      'beyond the control of either party',
      'beyond the Supplier\'s reasonable control',
      'beyond reasonable control',
      'outside of its control',
      'beyond their respective control',
    ], true);
    expect(new RegExp(ACT_OF_GOD, 'i').test('an Act of God')).toBe(true);
    expect(named.test('circumstances of insurmountable force')).toBe(true);
  });

  it('near misses: more than three words between, no control, a control of another kind', () => {
    expectEach((t) => exceeded.test(t), [
      'beyond the date set in the plan for quality control',
      'outside the building',
      'beyond its reasonable controller',
    ], false);
  });

  it('near misses (session 75\'s re-read #8): a kind of control a party runs is no control exceeded', () => {
    expectEach((t) => exceeded.test(t), [
      'samples outside routine quality control',
      'beyond standard quality control',
      'outside the Shipper\'s stock control',
      'items outside its budget control',
    ], false);
    expectEach((t) => isForceMajeureExcuse(t), [
      'The Laboratory is not liable for results affected by samples outside its standard quality control.',
      'The Carrier is not liable for losses outside the Shipper\'s stock control.',
    ], false);
    const veto = RANKING_VETOES.find((v) => v.category === 'Liability' && v.evenCued === true);
    const holds = (text: string): boolean => veto !== undefined && veto.when({ text, folded: text.toLowerCase(), cued: new Set(['Force Majeure', 'Liability']) });
    expect(holds('The Laboratory is not liable for results affected by a flood at the site or by samples outside its standard quality control.')).toBe(false);
    expect(exceeded.test('beyond its quality team\'s control')).toBe(true);
  });

  it('the excuse reads the shapes the veto\'s pattern read ("outside of its control", "beyond their respective control": widened)', () => {
    expect(isForceMajeureExcuse('Neither party is liable for a delay caused by events outside of its control.')).toBe(true);
    expect(isForceMajeureExcuse('Neither party is liable for a delay caused by events beyond their respective control.')).toBe(true);
    expect(isForceMajeureExcuse('Neither party shall be liable for any failure caused by events beyond the reasonable control of either party.')).toBe(true);
    expect(isForceMajeureExcuse('Neither party is liable for a delay caused by the other party.')).toBe(false);
  });

  it('the exception\'s veto yields where the clause names an event beyond a party\'s control ("the Supplier\'s", "outside": widened)', () => {
    const excepted = cuedBy(FORCE_MAJEURE_EXCEPTED_VETOES, 'Force Majeure');
    expectEach(excepted, [
      'Except where the delay is beyond the Supplier\'s reasonable control, or other than force majeure, the Supplier pays the penalty.',
      'Other than in force majeure, meaning events outside the parties\' control, the Band shall play every date.',
    ], false);
    expect(excepted('If the Band cancels the concert for any reason other than force majeure, it shall repay the deposit.')).toBe(true);
  });

  it('the Liability veto keeps Liability beside a loss named with named perils only, drops it beside control exceeded', () => {
    const veto = RANKING_VETOES.find((v) => v.category === 'Liability' && v.evenCued === true);
    const holds = (text: string): boolean => veto !== undefined && veto.when({ text, folded: text.toLowerCase(), cued: new Set(['Force Majeure', 'Liability']) });
    expect(holds('Neither party is liable for any loss caused by events outside of its control.')).toBe(true);
    expect(holds('Neither party is liable for any loss caused by a flood or an act of God.')).toBe(false);
  });

  it('reads hostile text in linear time', () => {
    for (const unit of ['beyond the a ', 'outside of of ', 'beyond beyond ', 'neither liable beyond a b ', 'other than force majeure beyond a ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [exceeded.test(text), named.test(text), isForceMajeureExcuse(text), FORCE_MAJEURE_EXCEPTED_VETOES.some(([re]) => re.test(text))];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(4);
    }
  });
});

describe('one verb list for "exclusive right to" (category-cues-exclusive-grant.ts) read by the scope cue', () => {
  const scope = cuedBy(SCOPE_CUES, 'Scope of Work');
  const trade = new RegExp(EXCLUSIVE_RIGHT_TO_TRADE, 'i');

  it('reads each verb the three scope lists wrote, in any case, one right or several (plural and capitals: widened)', () => {
    expectEach(scope, [
      'The Distributor has the exclusive right to distribute the wines in Norway.',
      'The Contractor shall have the exclusive right to collect the waste of the estate.',
      'The Caterer has the exclusive right to cater at the venue.',
      'The Club grants the Caterer the exclusive right to serve drinks at the ground.',
      'The Agent has the exclusive rights to represent the Artist in Asia.',
      'The Agent has the Exclusive Right to Offer the Flats.',
      'The Hauler has exclusive rights to carry out the removals.',
    ], true);
  });

  it('near misses: a right that is no trade, or not exclusive', () => {
    expectEach((t) => trade.test(t), [
      'The Tenant has the exclusive right to use the yard.',
      'The Buyer has the exclusive right to terminate this Agreement.',
      'The Distributor has the right to sell the wines in Norway.',
      'The Agent has the exclusive right to sellotape the posters.',
    ], false);
  });

  it('the grant\'s strong cue still leaves a work exploited and a right over the contract', () => {
    const strong = cuedBy(EXCLUSIVE_GRANT_STRONG_CUES, 'Scope of Work');
    expect(strong('The Council grants the Operator the exclusive right to operate a bike share scheme in the Area.')).toBe(true);
    expectEach(strong, [
      'The Author grants the Publisher the exclusive right to publish the Work.',
      'The Licensor grants the Distributor the exclusive right to distribute the Picture.',
      'The Owner grants the Tenant the exclusive right to renew the lease.',
    ], false);
  });

  it('reads hostile text in linear time', () => {
    for (const unit of ['exclusive rights to ', 'exclusive exclusive ', 'grants the exclusive right to a ', 'exclusive right to carry carry ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [trade.test(text), scope(text), EXCLUSIVE_GRANT_STRONG_CUES.some(([re]) => re.test(text))];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(3);
    }
  });
});

describe('the CFA franc\'s written spellings from CFA_FRANC_WORDS (local-currency.ts\' FCFA mark)', () => {
  const local = new Map([['FCFA', 'XOF']]);
  const code = (written: string): string => localUnit('FCFA', written, local);
  /** The spelling local-currency.ts wrote itself before the join: the oracle the joined one must still read. */
  const OLD = /^F\s?CFA\b|\bF\s?CFA$|\bCFA\s[Ff]rancs?\)?$|\b[Ff]ranc(?:s|os?)?\sCFA$/;

  it('reads the mark and each two-word spelling the recognizer makes the mark', () => {
    expectEach(code, ['FCFA 85 000', 'F CFA 85.000', '85 000 FCFA', '275 000 F CFA', '12 500 francs CFA', '12 500 francos CFA',
      '12 500 franco CFA', '85 000 Francs CFA', 'eighty-five thousand CFA francs)', '1 CFA franc'], 'XOF');
  });

  it('near misses: another franc, the code alone, the words not at the end, "cfa" in small letters', () => {
    expectEach(code, ['12 500 francs', '85 000 CFA', 'CFA francs 85 000', '12 500 francs cfa', '85 000 FCFA-zone'], 'FCFA');
  });

  it('reads every spelling the old pattern read', () => {
    const word = fc.constantFrom('F', 'f', 'FCFA', 'CFA', 'franc', 'Francs', 'francos', 'franco', 'francs', '85 000', ')', 'CFA)', 'XOF');
    fc.assert(fc.property(fc.array(word, { maxLength: 4 }), (words) => {
      const written = words.join(' ');
      if (OLD.test(written)) expect(code(written)).toBe('XOF');
    }));
  });
});

describe('a partner or a co-owner leaving, one list of holders and of ways out (category-cues-ends.ts\' HOLDER_LEAVES)', () => {
  const ends = cuedBy(END_STRONG_CUES, 'Term & Termination');

  it('reads each holder with each way out, and two of them joined by "or" (a partner leaving, a co-owner retiring: widened)', () => {
    expectEach(ends, [
      'If a Partner retires or dies, the others may buy the Partner\'s share.',
      'If a Co-owner dies, his or her heirs may take the Share.',
      'If a Partner leaves, the partnership continues between the others.',
      'If a Co-owner retires, the others take over the boat\'s upkeep.',
      'A Co-owner who leaves has no claim on the later harvests.',
    ], true);
  });

  it('near misses: a holder staying, another who dies, a partner of another kind who leaves nothing', () => {
    expectEach(ends, [
      'Each Partner contributes one tractor.',
      'If the driver dies, the insurer pays the sum insured.',
      'The partnering firms lead the works.',
    ], false);
  });

  it('near misses: a leaving that names the day of a payment (the co-owner\'s "leaves" read it before the join too)', () => {
    expectEach(ends, [
      'The price of the share is paid in ten instalments, the first on the day the Partner leaves.',
      'Interest runs from the date a Co-owner dies.',
      'The others pay the value of the share at the time when the Partner retires.',
    ], false);
  });
});

describe('the pesos\' codes from the recognizer\'s currency names (local-currency.ts\' PESO_COUNTRIES)', () => {
  it('a "$" sum named "pesos" in words is the peso of the country named, a dollar\'s country beside it decides nothing', () => {
    expect(contractLocalCurrencies(['The Buyer, of Bogotá, Colombia, has an office in Sydney, Australia.', 'The price is $ 68.000 (sixty-eight thousand pesos).']).get('USD')).toBe('COP');
    expect(contractLocalCurrencies(['The Seller, of Montevideo, also trades in Ontario.', 'The price is $ 300.000 (three hundred thousand pesos).']).get('USD')).toBe('UYU');
  });
  it('near miss: no peso\'s country named, a dollar\'s country alone is set aside', () => {
    expect(contractLocalCurrencies(['The Buyer has an office in Sydney, Australia.', 'The price is $ 68.000 (sixty-eight thousand pesos).']).get('USD')).toBeUndefined();
    expect(contractLocalCurrencies(['The Buyer has an office in Sydney, Australia.', 'The price is $ 68,000.']).get('USD')).toBe('AUD');
  });
});

describe('shares sold to someone outside, one list of takers for the active and the passive sale (OUTSIDE_TAKER)', () => {
  const assigned = cuedBy(SHARE_TRANSFER_CUES, 'Assignments');

  it('reads the active sale to a third party, any person or a purchaser (the last two: widened), and the passive', () => {
    expectEach(assigned, [
      'The offering Shareholder may sell the Shares to a third party.',
      'The offering Shareholder may then transfer the remaining shares to any person.',
      'The Shareholder may sell all the shares to a purchaser of its choice.',
      'Shares not taken up may be sold to a third party.',
      'Any Shares left may be transferred to a purchaser.',
    ], true);
  });

  it('near misses: a share purchase\'s own sale to the Buyer, shares sold to the other holders', () => {
    expectEach(assigned, [
      'The Seller shall sell the Shares to the Buyer on Completion.',
      'The Seller sells the shares to the other Shareholders.',
    ], false);
  });
});

describe('the keeper\'s places from the goods store\'s list (category-cues-goods-stored.ts\' STORE) and a safe', () => {
  const assetUse = cuedBy(USE_GIVEN_STRONG_CUES, 'Asset Use');

  it('reads a client\'s thing kept in a vault, a safe, a warehouse, and a depot or a storage facility (widened)', () => {
    expectEach(assetUse, [
      'We keep your item in our vault until you redeem it.',
      'We hold your valuables in our safe.',
      'We store your goods in our warehouse at no charge.',
      'We store your goods in our depot until you collect them.',
      'We keep your belongings in our storage facility.',
    ], true);
  });

  it('near misses: our own things, your thing in your own store', () => {
    expectEach(assetUse, [
      'We keep our tools in our depot.',
      'You keep your goods in your own store.',
    ], false);
  });

  const assigned = cuedBy(SHARE_TRANSFER_CUES, 'Assignments');
  const ends = cuedBy(END_STRONG_CUES, 'Term & Termination');
  it('reads hostile text in linear time (the joined cues of this describe and the two above)', () => {
    for (const unit of ['keep your goods in our ', 'in our storage ', 'a partner retires or ', 'the day the partner ', 'on the date when a ', 'shares sold to a ', 'sell the shares to any ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [assetUse(text), assigned(text), ends(text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(3);
    }
  });
});

describe('object-natures.ts\' acts read by one loop (actedOn; the duplicates tool\'s pair): same answers', () => {
  const HIRE = 'This agreement is made between Harbour Boats Ltd ("the Owner") and Kestrel Sailing Club ("the Club").';
  const types = (text: string): string[] => typesOf(HIRE, text)[1];

  it('the object of a thing given for use, made available, given, or of a work commissioned', () => {
    expect(types('The Owner hereby gives the dinghy on loan to the Club.')).toEqual(['Right/Club']);
    expect(types('The Owner makes available to the Club two moorings.')).toEqual(['Right/Club']);
    expect(types('The Owner commissions the Club, which accepts, to build a slipway.')).toEqual(['Obligation/Club']);
  });

  it('near misses: the act under a condition gives its object nothing', () => {
    expect(types('If the Owner makes available to the Club two moorings, the Club pays the harbour dues.')).not.toContain('Right/Club');
  });
});
