/**
 * The hand-written template parser (src/expr/fast-template.ts) is a twin of the grammar's `Template` rule:
 * the same parts, objects and key order, for any text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTemplatePartsFast } from '../../src/expr/fast-template.js';
import { parseTemplateParts } from '../../src/expr/peggy-parser.js';

/** Text made of the characters the template rule looks at, so that every alternative is reached. */
const templateLike = fc
  .array(
    fc.oneof(
      fc.constantFrom('$', '@', '#', '<?', '?>', '<', '>', '?', '\\', '.', '-', '(', ')', '{', '}', ':', ' ', '_'),
      fc.constantFrom('name', 'a', 'B1', 'sys-date', 'x.y', '9', 'é', '😀', 'this', 'card-type'),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 24 },
  )
  .map((pieces) => pieces.join(''));

const same = (s: string): void => {
  const fast = parseTemplatePartsFast(s);
  expect(JSON.stringify(fast)).toBe(JSON.stringify(parseTemplateParts(s)));
};

describe('the hand-written template parser is a twin of the grammar', () => {
  it('gives the same parts, in the same key order, on template-like text', () => {
    fc.assert(fc.property(templateLike, (s) => same(s)), { numRuns: 2000 });
  });

  it('gives the same parts on any text', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 })), (s) => same(s)), { numRuns: 600 });
  });

  it('gives the same parts on the shapes real responses use', () => {
    for (const s of [
      '',
      'Hello $name, you have <? $count + 1 ?> items',
      '<? unclosed',
      '<?a?><?b?>',
      '\\$5 and \\@home and \\#tag',
      'mail me@example.com or #order-1.2. or @sys-date.literal.x',
      '$(some name) and ${other} and $() and ${} and $(unclosed',
      '$a.b.c. and $a..b and @e-f-.g and #i-.j',
      'a < b <? c ?> d \\ e \\',
      '#this #root @1 $1',
    ]) same(s);
  });
});
