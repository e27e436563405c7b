/**
 * One home for rules session 75's review found written more than once (issue 18, h114dup): the force-majeure cause read
 * by the general list's Force Majeure cue, the events cue, the "not responsible / not liable" exception and the charter
 * party's excuses (force-majeure-causes.ts), and the good state a thing is kept in (good-state.ts). Sentences written for
 * these tests, none from a set; what a join widens or narrows is said beside its case.
 */
import { describe, expect, it } from 'vitest';
import { ALL_CUES } from '../../../src/contracts/classify/categories/category-cue-lists.js';
import { EVENT_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { NOT_RESPONSIBLE_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-not-responsible.js';
import { EXCUSED_LOSS_NOT_SAID, EXCUSED_SHIPMENT_VETOES } from '../../../src/contracts/classify/categories/cues/category-cues-charter-party.js';
import { KEPT_IN_ORDER_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-kept-in-order.js';
import { OWN_CONDUCT_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-own-conduct.js';
import { EVENT_BEYOND_CONTROL } from '../../../src/contracts/classify/categories/cues/force-majeure-causes.js';
import { GOOD_STATE, KIT_STATE } from '../../../src/contracts/classify/categories/cues/good-state.js';
import { cuedBy, expectEach } from './cue-tables.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../security/linear-time.js';

/** Whether one of `cues` of `label` reads `text` (a fresh copy: some patterns carry the global flag). */
const reads = (cues: readonly (readonly [RegExp, string])[], label: string) => (text: string): boolean =>
  cues.some(([re, l]) => l === label && new RegExp(re.source, re.flags.replace('g', '')).test(text));

describe('one force-majeure cause (force-majeure-causes.ts) for the general list, the events cue, the exception and the charter party', () => {
  const listCue = ALL_CUES.find(([re]) => re.source.includes('natural disasters'));
  const list = (text: string): boolean => listCue !== undefined && new RegExp(listCue[0].source, listCue[0].flags).test(text);
  const events = reads(EVENT_CUES, 'Force Majeure');
  const beyond = new RegExp(EVENT_BEYOND_CONTROL, 'i');

  it('the general list and the events cue read the same control exceeded, however it is qualified', () => {
    const excused = [
      'Neither party is liable while prevented by events beyond its reasonable control.',
      // Widened in the general list (it read only "beyond its/their/the/our/your reasonable control"):
      'Neither party is liable while prevented by events beyond the control of either party.',
      'Neither party is liable while prevented by events outside the Supplier\'s control.',
      // Widened in both (the events cue read no "of" and no "respective"):
      'Neither party is liable while prevented by events outside of its control.',
      'Neither party is liable while prevented by events beyond their respective control.',
    ];
    expectEach(list, excused, true);
    expectEach(events, excused, true);
  });

  it('near misses for both: a carve-out from another duty, a thing kept outside control, a kind of control a party runs', () => {
    const none = [
      'The Architect shall not replace her, save for reasons beyond the Architect\'s control.',
      'Data stored outside the Customer\'s control remains the Supplier\'s responsibility.',
      // Narrowed in the general list, which had no guard: a thing kept outside "its reasonable control" is a place too.
      'Backups held outside its reasonable control must be encrypted.',
      'The Laboratory tests samples outside its routine quality control.',
    ];
    expectEach(list, none, false);
    expectEach(events, none, false);
    expect(beyond.test('beyond the control')).toBe(true);
    expect(beyond.test('beyond the controller')).toBe(false);
  });

  it('the "not responsible / not liable" Liability cues yield to every control exceeded and to insurmountable force (widened)', () => {
    const liability = reads(NOT_RESPONSIBLE_CUES, 'Liability');
    expectEach(liability, [
      'The Carrier is not responsible for any loss caused by events beyond its reasonable control.',
      'The Carrier is not responsible for any loss caused by events beyond the control of the Carrier.',
      'The Carrier is not liable for a missed sailing caused by circumstances of insurmountable force.',
    ], false);
    expectEach(liability, [
      'The Carrier is not responsible for any loss caused by its own staff.',
      'The Carrier is not liable for damage caused by careless loading.',
    ], true);
  });

  it('the charter party\'s excuses read an event beyond control only with its control named (narrowed: "events beyond" alone no longer)', () => {
    const notSaid = reads(EXCUSED_LOSS_NOT_SAID, 'Liability');
    expect(notSaid('Neither party shall be liable for any loss caused by events beyond its reasonable control.')).toBe(true);
    expect(notSaid('Neither party shall be liable for any loss caused by an Act of God.')).toBe(true);
    expect(notSaid('Neither party shall be liable for any loss caused by events beyond the date of delivery.')).toBe(false);
    const shipment = reads(EXCUSED_SHIPMENT_VETOES, 'Delivery');
    expect(shipment('Neither Owners nor Charterers shall be liable for any failure to load caused by causes beyond their control.')).toBe(true);
    expect(shipment('The Seller is not liable for a delay in shipment caused by the Buyer\'s late instructions.')).toBe(false);
  });

  it('reads hostile text in linear time', () => {
    for (const unit of ['beyond the a ', 'save for beyond ', 'stored outside of ', 'not liable for loss caused by events beyond ', 'not responsible for a ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [beyond.test(text), list(text), events(text), reads(NOT_RESPONSIBLE_CUES, 'Liability')(text), reads(EXCUSED_LOSS_NOT_SAID, 'Liability')(text), reads(EXCUSED_SHIPMENT_VETOES, 'Delivery')(text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(6);
    }
  });
});

describe('one good state (good-state.ts) for a thing let kept in order and a party\'s own machines', () => {
  const good = new RegExp(String.raw`\b${GOOD_STATE}`, 'i');
  const kit = new RegExp(String.raw`\b${KIT_STATE}`, 'i');
  const assetUse = cuedBy(KEPT_IN_ORDER_STRONG_CUES, 'Asset Use');
  const ownConduct = cuedBy(OWN_CONDUCT_STRONG_CUES, 'Responsibilities');

  it('the state of a thing let: good, proper, sound or clean, with or without working; not safe, nor the noun alone', () => {
    expectEach((t) => good.test(t), ['in good repair', 'in a sound and substantial state', 'in clean and working order', 'in working order'], true);
    expectEach((t) => good.test(t), ['in safe working order', 'in order to', 'in repair'], false);
    expect(assetUse('The Tenant must keep the Shop in good repair.')).toBe(true);
    expect(assetUse('The Tenant must keep the yard in safe condition.')).toBe(false);
  });

  it('a party\'s own machines: every state a thing let reads (widened: "clean", "and", "state", "a"), "safe" or the noun alone as before', () => {
    expectEach((t) => kit.test(t), ['in good repair', 'in safe working order', 'in repair', 'in working order'], true);
    expectEach(ownConduct, [
      'The Carrier shall keep its trucks in good repair.',
      'The Contractor shall keep its machinery in safe working order.',
      'The Haulier shall keep its lorries in clean and working order.',
      'The Haulier shall keep its vehicles in a good state.',
    ], true);
    expect(ownConduct('The Carrier shall keep the trucks in good repair.')).toBe(false);
  });

  it('reads hostile text in linear time', () => {
    for (const unit of ['in good and ', 'in a good ', 'keeps its trucks in ', 'keep the in good ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [good.test(text), kit.test(text), assetUse(text), ownConduct(text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(4);
    }
  });
});
