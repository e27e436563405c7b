/**
 * Twenty-first adversarial round (hred20): the HTML coverage report rendered the dialog tree by recursion, so a
 * workspace whose nodes nest 20,000 deep (one that compiles and answers) ended `parley test --coverage-html` with
 * "unexpected error: Maximum call stack size exceeded", and a node that names itself as its parent (a normalized
 * workspace is not checked for cycles) recursed without end. The tree is now walked with a stack of its own.
 */
import { describe, expect, it } from 'vitest';
import { CoverageCollector, coverageHtml } from '../../src/testing/index.js';
import { normalizeWorkspace } from '../../src/model/index.js';

describe('coverageHtml on hostile trees (hred20)', () => {
  it('renders a 20,000-deep chain, every node once, nested in order', () => {
    const N = 20_000;
    const nodes = [{ dialog_node: 'n0', conditions: 'true' }, ...Array.from({ length: N - 1 }, (_, i) => ({ dialog_node: `n${i + 1}`, parent: `n${i}`, conditions: 'true' }))];
    const html = coverageHtml(new CoverageCollector(normalizeWorkspace({ name: 'deep', language: 'en', dialog_nodes: nodes })));
    expect(html.split('<li ').length - 1).toBe(N);
    expect(html.split('<ul>').length - 1).toBe(N);
    expect(html).toContain('<b>n19999</b><span class="mark">✗ not visited</span> <span class="type">standard</span> <code>true</code></li></ul></li></ul>');
    expect(html.indexOf('<b>n19999</b>')).toBeGreaterThan(html.indexOf('<b>n19998</b>'));
  });

  it('a node that is its own parent, or a parent cycle, ends (each node shown at most once)', () => {
    const workspace = normalizeWorkspace({
      name: 'cycles',
      language: 'en',
      dialog_nodes: [
        { dialog_node: 'root', conditions: 'true' },
        { dialog_node: 'self', parent: 'self', conditions: 'true' },
        { dialog_node: 'a', parent: 'b' },
        { dialog_node: 'b', parent: 'a' },
      ],
    });
    const html = coverageHtml(new CoverageCollector(workspace));
    expect(html).toContain('<b>root</b>');
    expect(html.split('<b>self</b>').length - 1).toBeLessThanOrEqual(1);
  });
});
