import { describe, expect, it } from 'vitest';
import { CoverageCollector, coverageHtml, formatCoverage } from '../../src/testing/index.js';
import { normalizeWorkspace, type MessageResponse } from '../../src/model/index.js';

const workspace = normalizeWorkspace({
  name: 'cov',
  language: 'en',
  dialog_nodes: [
    { dialog_node: 'A', conditions: '#a', output: { text: { values: ['one', 'two'], selection_policy: 'sequential' } }, next_step: { behavior: 'jump_to', dialog_node: 'C', selector: 'body' } },
    { dialog_node: 'F', type: 'folder', previous_sibling: 'A' },
    { dialog_node: 'B', parent: 'F', conditions: '#b', output: { text: 'bee' } },
    { dialog_node: 'C', previous_sibling: 'F', conditions: 'anything_else', output: { text: 'sorry' } },
  ],
});

const response = (nodes: string[], text: string[]): MessageResponse => ({
  input: {},
  intents: [],
  entities: [],
  context: {},
  output: { text, log_messages: [], nodes_visited: nodes },
});

describe('CoverageCollector', () => {
  it('counts a response condition that answered, also in versions whose nodes_visited leaves it out (via the output map)', () => {
    const withConditions = normalizeWorkspace({
      name: 'rc',
      language: 'en',
      dialog_nodes: [
        { dialog_node: 'P', conditions: '#p', output: {} },
        { dialog_node: 'R1', parent: 'P', type: 'response_condition', conditions: '$x', output: { text: 'x' } },
        { dialog_node: 'R2', parent: 'P', type: 'response_condition', previous_sibling: 'R1', conditions: 'true', output: { text: 'y' } },
      ],
    });
    const c = new CoverageCollector(withConditions);
    c.record({ ...response(['P'], ['y']), context: { system: { _node_output_map: { R2: [0], 'not-a-node': [0] } } } });
    expect(c.summary().byType).toEqual({ standard: { total: 1, covered: 1 }, response_condition: { total: 2, covered: 1 } });
    expect(c.summary().unvisited).toEqual(['R1']);
  });

  it('counts nodes by type, variations and jumps', () => {
    const c = new CoverageCollector(workspace);
    c.record(response(['A', 'C'], ['one', 'sorry']));
    const s = c.summary();
    expect(s.nodes).toEqual({ total: 4, covered: 2 });
    expect(s.byType).toEqual({ standard: { total: 3, covered: 2 }, folder: { total: 1, covered: 0 } });
    expect(s.variations).toEqual({ total: 2, covered: 1 });
    expect(s.jumps).toEqual({ total: 1, covered: 1 });
    expect(s.unvisited).toEqual(['F', 'B']);
    c.record(response(['B'], ['bee']));
    c.record(response(['A', 'C'], ['two', 'sorry']));
    expect(c.summary().nodes).toEqual({ total: 4, covered: 4 });
    expect(c.summary().variations).toEqual({ total: 2, covered: 2 });
    expect(formatCoverage(c.summary()).split('\n')[0]).toBe('nodes                100.0%  (4/4)');
  });

  it('aligns every figure in one column and shows a dash where there is nothing to cover', () => {
    const c = new CoverageCollector(normalizeWorkspace({ name: 'flat', language: 'en', dialog_nodes: [{ dialog_node: 'X', conditions: 'true', output: { text: 'x' } }] }));
    c.record(response(['X'], ['x']));
    expect(formatCoverage(c.summary())).toBe(
      [
        'nodes                100.0%  (1/1)',
        '  standard           100.0%  (1/1)',
        'variations                –  (0/0)',
        'jumps                     –  (0/0)',
      ].join('\n'),
    );
  });

  it('wraps the unvisited list at 80 columns between ids, under the first one (twenty ids ran to 490 columns)', () => {
    const ids = Array.from({ length: 23 }, (_, i) => `node_${i}_1530158221492`);
    const many = normalizeWorkspace({ name: 'many', dialog_nodes: ids.map((id, i) => ({ dialog_node: id, conditions: 'false', ...(i > 0 ? { previous_sibling: ids[i - 1] } : {}) })) });
    const text = formatCoverage(new CoverageCollector(many).summary());
    const lines = text.split('\n').slice(text.split('\n').findIndex((l) => l.startsWith('unvisited: ')));
    expect(lines[0]).toBe('unvisited: node_0_1530158221492, node_1_1530158221492, node_2_1530158221492,');
    expect(lines[1]).toBe('           node_3_1530158221492, node_4_1530158221492, node_5_1530158221492,');
    expect(lines.at(-1)).toBe('           node_18_1530158221492, node_19_1530158221492, … (3 more)');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('renders an HTML tree marking unvisited nodes, in words as well as colour', () => {
    const c = new CoverageCollector(workspace);
    c.record(response(['A'], ['one']));
    const html = coverageHtml(c);
    expect(html).toContain('<li class="hit"><b>A</b><span class="mark">✓ visited</span> <span class="type">standard</span>');
    expect(html).toContain('<li class="miss"><b>F</b><span class="mark">✗ not visited</span> <span class="type">folder</span>');
    expect(html.indexOf('<b>B</b>')).toBeGreaterThan(html.indexOf('<b>F</b>'));
    // The legend says what the marks mean.
    expect(html).toContain('<b style="color:#1b5e20">✓ visited</b> nodes were entered by a turn');
  });

  it('reads on a phone: a viewport, the summary as a table (its padded text columns wrapped apart at 390 px in Chromium), long conditions wrap', () => {
    const c = new CoverageCollector(workspace);
    c.record(response(['A'], ['one']));
    const html = coverageHtml(c);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toContain('<pre>');
    const { nodes } = c.summary();
    const share = `${((100 * nodes.covered) / nodes.total).toFixed(1)}%`;
    expect(html).toContain(`<tr><th scope="row">nodes</th><td class="n">${share}</td><td class="n">${nodes.covered}/${nodes.total}</td><td class="bar"><span style="width:${Math.round((100 * nodes.covered) / nodes.total)}%"></span></td></tr>`);
    // Nothing to cover reads as a dash, not as 100 %.
    const empty = coverageHtml(new CoverageCollector({ ...workspace, dialog_nodes: [] }));
    expect(empty).toContain('<tr><th scope="row">jumps</th><td class="n">–</td><td class="n">0/0</td><td class="bar"><span style="width:0%"></span></td></tr>');
    expect(html).toContain('code{background:#f1f1f1;padding:0 .3rem;border-radius:3px;overflow-wrap:anywhere}');
  });
});
