import { it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { cpuClock } from '../../security/guard.js';
const measure = (name: string, elements: { text: string; kind: 'sentence' }[]) => {
  const t = cpuClock();
  const rss0 = process.memoryUsage().rss;
  const labels = classifyContract(elements);
  console.log(name, 'cpu ms', Math.round(t()), 'rss MB +', Math.round((process.memoryUsage().rss - rss0) / 1e6), 'parties', labels.parties?.length, 'cats', labels.elements[0].categories.map((c) => c.label).join(','));
};
const words = 'the Supplier shall provide the Services to the Client in accordance with the Statement of Work and the Client shall pay the fees ';
it('1 MB element', () => {
  for (const size of [250_000, 500_000, 1_000_000]) measure(`1MB ${size}`, [{ text: words.repeat(Math.ceil(size / words.length)).slice(0, size), kind: 'sentence' }]);
}, 600_000);
it('50k defined terms', () => {
  for (const n of [12_500, 25_000, 50_000]) measure(`terms elements ${n}`, Array.from({ length: n }, (_, i) => ({ text: `"Term ${i}" means the thing numbered ${i} in Schedule ${i}.`, kind: 'sentence' as const })));
  for (const n of [12_500, 25_000, 50_000]) measure(`terms one element ${n}`, [{ text: Array.from({ length: n }, (_, i) => `the thing ${i} (the "Term ${i}")`).join(', ') + '.', kind: 'sentence' }]);
}, 600_000);
it('10k parties', () => {
  for (const n of [2_500, 5_000, 10_000]) measure(`parties preamble ${n}`, [{ text: 'This Agreement is made between ' + Array.from({ length: n }, (_, i) => `Company${i} Ltd ("Party${i}")`).join(', ') + '.', kind: 'sentence' }, { text: 'Party1 shall pay Party2 the fees.', kind: 'sentence' }]);
  for (const n of [2_500, 5_000, 10_000]) measure(`parties elements ${n}`, Array.from({ length: n }, (_, i) => ({ text: `Company${i} Ltd (the "Party${i}") shall deliver the goods to Company${i + 1} Ltd.`, kind: 'sentence' as const })));
}, 600_000);
