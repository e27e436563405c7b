/**
 * Issue 18, h40s46: each pattern set 46's fixes added or changed, on hostile input of its own unit repeated (20k, 40k
 * and 80k characters): linear.
 */
import { describe, expect, it } from 'vitest';
import { MODAL } from '../../../../src/contracts/classify/natures/nature-modals.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly, itReadsCueFilesLinearly } from '../cue-file-linearity.js';

/** `re` (global) over `unit` repeated to each length: the count of matches, in about linear time. */
const countsLinearly = (re: RegExp, unit: string): number => readsLinearly((n) => {
  const text = unit.repeat(Math.ceil(n / unit.length));
  return () => text.match(re)?.length ?? 0;
}, 4000, 80_000, 20_000);

describe('a promise to the other party "as follows:" (nature-modals.ts, PROMISE_TO_PARTY_AS_FOLLOWS)', () => {
  it('MODAL on near misses repeated: linear', () => {
    // No colon after "as follows": the new phrase fails at each start within its bounded words ("agrees to" is still
    // read on its own).
    expect(countsLinearly(MODAL, 'covenants with the Licensor Licensor as follows ')).toBe(0);
    expect(countsLinearly(MODAL, 'agrees to the Buyer as follows as follows covenants with ')).toBeGreaterThan(0);
    expect(countsLinearly(MODAL, 'covenants with the Licensor as follows:')).toBeGreaterThan(0);
  });
  itClassifiesRepeatedLinearly('The Licensee covenants with the Licensor as follows and ');
});

describe('a "will" after a right and "and" (natures.ts, mustAfter)', () => {
  itClassifiesRepeatedLinearly('Company may withhold payment and will notify Contractor and ');
});

describe('premises named as licensed (category-cues-events.ts, LICENSED_LAND)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-events.ts', 'licensed licensed premises leave and licensed '],
    ['categories/cues/category-cues-events.ts', 'not to sub-license the Licensed Premises or '],
  ]);
  it('isLandLicence on a near miss repeated: linear', async () => {
    const { isLandLicence } = await import('../../../../src/contracts/classify/categories/cues/category-cues-events.js');
    expect(readsLinearly((n) => {
      const text = 'licensed licence leave and licen '.repeat(Math.ceil(n / 33));
      return () => isLandLicence(text);
    }, 4000, 80_000, 20_000)).toBe(false);
  });
  itClassifiesRepeatedLinearly('The Licensee shall not sub-license the Licensed Premises and ');
});

describe('a one-word alias in a clause in capitals (caps-role-names.ts)', () => {
  it('a capitals clause of the alias repeated after a preamble, classified whole: linear', async () => {
    const { classifyContract } = await import('../../../../src/contracts/classify/index.js');
    const preamble = 'This Agreement is made between Red Mesa Operating, LLC ("Company") and Brazos Well Services, Inc. ("Contractor").';
    const unit = 'HOLD HARMLESS COMPANY GROUP AND ANY MEMBER OF COMPANY ';
    const result = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => classifyContract([{ text: preamble, kind: 'sentence' }, { text, kind: 'sentence' }]);
    }, 4000, 80_000, 20_000);
    expect(result.elements.length).toBe(2);
  });
  it('writtenInCapitals and endsOnAliasInCapitals on long input: linear', async () => {
    const { endsOnAliasInCapitals, writtenInCapitals } = await import('../../../../src/contracts/classify/parties/caps-role-names.js');
    expect(readsLinearly((n) => {
      const text = 'HOLD HARMLESS COMPANY '.repeat(Math.ceil(n / 22));
      return () => writtenInCapitals(text) && endsOnAliasInCapitals(text, new Set(['company']), new Set());
    }, 4000, 80_000, 20_000)).toBe(true);
  });
});

describe('a one-word bank\'s qualifier (bank-names.ts, BANK_QUALIFIER)', () => {
  itClassifiesRepeatedLinearly('paid to the account at Zürcher Kantonalbank and Basler Rabobank ');
  itClassifiesRepeatedLinearly('account Ürcherbank Übank Zürcher ');
});

describe('a misused card answered for (category-cues-card-losses.ts)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-card-losses.ts', 'liable for transactions '],
    ['categories/cues/category-cues-card-losses.ts', 'liable for all transactions made with a card '],
    ['categories/cues/category-cues-card-losses.ts', 'bears the loss of transactions lost '],
    ['categories/cues/category-cues-card-losses.ts', 'bears the cost of payments made payments '],
  ]);
  itClassifiesRepeatedLinearly('The Customer is liable for Transactions made with a Card and bears the loss of charges ');
});

describe('answering for claims or pollution (categories.ts, the "liable for loss" cue)', () => {
  itClassifiesRepeatedLinearly('responsible for, and will defend X against, responsible for , all claims ');
  itClassifiesRepeatedLinearly('liable for,,,, responsible for , claims process ');
});

describe('cover bought, named by its kind (category-cues-insurance.ts)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-insurance.ts', 'extended cover letters extended '],
    ['categories/cues/category-cues-insurance.ts', 'goods-in-transit goods in transit cover '],
  ]);
});

describe('a grant for a period from a date (category-cues-granted-period.ts)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-granted-period.ts', 'grants for a period of a b c d months '],
    ['categories/cues/category-cues-granted-period.ts', 'granted for a term of (12) years from grant '],
  ]);
});
