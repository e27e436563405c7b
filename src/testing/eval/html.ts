/** A standalone HTML page of an intent evaluation: figures, per-intent bars, confidence histogram, threshold curve, confusions. */
import type { Evaluation } from './evaluate.js';
import { checkArray, checkObject, checkString } from '../args.js';
import { escapeHtml as esc } from '../escape-html.js';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function evaluationHtml(ev: Evaluation, title = 'Intent evaluation'): string {
  checkObject('evaluationHtml', ev, 'evaluation', false);
  checkArray('evaluationHtml', ev.intents, 'evaluation.intents (from evaluateIntents)');
  checkString('evaluationHtml', title, 'title');
  const method = ev.method === 'k-fold' ? `${ev.folds}-fold cross-validation` : 'held-out test set';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222;max-width:1100px}
@media (max-width:600px){body{margin:12px}}
h1{font-size:22px;margin:0 0 4px;overflow-wrap:anywhere}
svg.chart{display:block;width:100%;height:auto}
.scroll{overflow-x:auto}
.key{display:inline-block;width:10px;height:10px;margin:0 4px 0 10px;vertical-align:-1px}.key:first-child{margin-left:0}h2{font-size:17px;margin:28px 0 8px}
.cards{display:flex;gap:12px;flex-wrap:wrap}.card{border:1px solid #ddd;border-radius:8px;padding:10px 16px;min-width:130px}
.card b{display:block;font-size:24px}.muted{color:#666}
table{border-collapse:collapse}td,th{padding:3px 10px;border-bottom:1px solid #eee;text-align:left;vertical-align:top}td.n{text-align:right;font-variant-numeric:tabular-nums}
svg text{font:11px system-ui,sans-serif;fill:#333}
</style></head><body>
<h1>${esc(title)}</h1>
<div class="muted">${esc(method)} · ${ev.total} utterances · answer = top intent when its confidence ≥ 0.2, else irrelevant</div>
<h2>Figures</h2>
<div class="cards">
<div class="card"><span class="muted">accuracy</span><b>${pct(ev.accuracy)}</b>${ev.correct} / ${ev.total}</div>
<div class="card"><span class="muted">macro F1</span><b>${pct(ev.macro.f1)}</b>P ${pct(ev.macro.precision)} · R ${pct(ev.macro.recall)}</div>
<div class="card"><span class="muted">best threshold</span><b>${ev.bestThreshold.threshold.toFixed(3)}</b>answers ${pct(ev.bestThreshold.coverage)}, ${pct(ev.bestThreshold.answeredAccuracy)} right</div>
<div class="card"><span class="muted">confused pairs</span><b>${ev.confusions.length}</b>${ev.total - ev.correct} errors</div>
</div>
<h2>F1 per intent</h2>
<div class="muted"><span class="key" style="background:#3a7"></span>0.8 or more<span class="key" style="background:#e93"></span>0.5 to 0.8<span class="key" style="background:#d54"></span>below 0.5 · (support) = utterances of the intent</div>
${intentBars(ev)}
<h2>Confidence of the top intent</h2>
${histogram(ev)}
<h2>Threshold: share answered and share right</h2>
${curve(ev)}
<h2>Most confused pairs</h2>
<div class="scroll">${confusions(ev)}</div>
<h2>Per intent</h2>
<div class="scroll"><table><tr><th>intent</th><th>support</th><th>predicted</th><th>precision</th><th>recall</th><th>F1</th></tr>
${ev.intents.map((i) => `<tr><td>${esc(i.intent)}</td><td class="n">${i.support}</td><td class="n">${i.predicted}</td><td class="n">${i.precision.toFixed(3)}</td><td class="n">${i.recall.toFixed(3)}</td><td class="n">${i.f1.toFixed(3)}</td></tr>`).join('\n')}
</table></div>
</body></html>
`;
}

/** A generous average advance of an 11px system-ui character (capitals and underscores included), and the widest label column. */
const CHAR_PX = 6.6;
const MAX_LABEL_PX = 330;

/**
 * A chart at its own size on a wide page, scaled down on a narrower one, but not below 85 % (its 11 px labels
 * stay legible): past that its box scrolls sideways. With fixed width attributes, the charts ran off a 390 px
 * screen in Chromium with no way to see the cut bars and legends; scaled to fit, their labels were 5 px high.
 */
function chart(width: number, height: number, label: string, body: string): string {
  return `<div class="scroll"><svg class="chart" viewBox="0 0 ${width} ${height}" style="max-width:${width}px;min-width:${Math.round(width * 0.85)}px" role="img" aria-label="${label}">${body}</svg></div>`;
}

function intentBars(ev: Evaluation): string {
  const rows = ev.intents.filter((i) => i.support > 0).sort((a, b) => a.f1 - b.f1 || (a.intent < b.intent ? -1 : 1));
  const h = 18;
  // The label column fits the longest intent name (an SVG text does not wrap: a fixed column cut long names off at
  // the page's left edge, seen in Chromium on bank-simple), up to a bound; a longer name ends in … with a tooltip.
  const longest = Math.max(0, ...rows.map((r) => r.intent.length));
  const label = Math.min(MAX_LABEL_PX, Math.max(120, Math.ceil(longest * CHAR_PX) + 12));
  const fits = Math.floor((label - 12) / CHAR_PX);
  const shown = (name: string) => (name.length > fits ? `${name.slice(0, fits - 1)}…` : name);
  const width = 560;
  const bars = rows
    .map((r, i) => {
      const y = i * h;
      const w = Math.round(r.f1 * width);
      const color = r.f1 >= 0.8 ? '#3a7' : r.f1 >= 0.5 ? '#e93' : '#d54';
      return `<text x="${label - 6}" y="${y + 13}" text-anchor="end"><title>${esc(r.intent)}</title>${esc(shown(r.intent))}</text><rect x="${label}" y="${y + 2}" width="${w}" height="${h - 4}" fill="${color}"/><text x="${label + w + 4}" y="${y + 13}">${r.f1.toFixed(2)} (${r.support})</text>`;
    })
    .join('');
  return chart(label + width + 80, rows.length * h + 4, 'F1 per intent', bars);
}

function histogram(ev: Evaluation): string {
  const max = Math.max(1, ...ev.histogram.map((b) => b.correct + b.wrong));
  const bw = 56;
  const ch = 180;
  const bars = ev.histogram
    .map((b, i) => {
      const x = 40 + i * bw;
      const hc = Math.round((b.correct / max) * ch);
      const hw = Math.round((b.wrong / max) * ch);
      return `<rect x="${x}" y="${20 + ch - hc}" width="${bw - 8}" height="${hc}" fill="#3a7"/><rect x="${x}" y="${20 + ch - hc - hw}" width="${bw - 8}" height="${hw}" fill="#d54"/><text x="${x + (bw - 8) / 2}" y="${ch + 34}" text-anchor="middle">${b.from.toFixed(1)}</text><text x="${x + (bw - 8) / 2}" y="${15 + ch - hc - hw}" text-anchor="middle">${b.correct + b.wrong || ''}</text>`;
    })
    .join('');
  return chart(60 + 10 * bw + 140, ch + 44, 'confidence histogram', `${bars}<line x1="36" y1="${20 + ch}" x2="${40 + 10 * bw}" y2="${20 + ch}" stroke="#999"/><rect x="${50 + 10 * bw}" y="20" width="12" height="12" fill="#3a7"/><text x="${66 + 10 * bw}" y="30">top intent right</text><rect x="${50 + 10 * bw}" y="40" width="12" height="12" fill="#d54"/><text x="${66 + 10 * bw}" y="50">top intent wrong</text>`);
}

function curve(ev: Evaluation): string {
  const w = 560;
  const h = 200;
  const x = (t: number) => 40 + t * w;
  const y = (v: number) => 10 + (1 - v) * h;
  // "Right, of answered" means nothing where nothing is answered: that line stops there (it fell to 0, a drop
  // that read as every answer turning wrong).
  const line = (k: 'coverage' | 'answeredAccuracy') =>
    ev.curve
      .filter((p) => k === 'coverage' || p.coverage > 0)
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.threshold).toFixed(1)},${y(p[k]).toFixed(1)}`)
      .join(' ');
  const best = x(ev.bestThreshold.threshold);
  const ticks = [0, 0.2, 0.4, 0.6, 0.8, 1]
    .map((t) => `<text x="${x(t)}" y="${h + 26}" text-anchor="middle">${t.toFixed(1)}</text><text x="34" y="${y(t) + 4}" text-anchor="end">${t.toFixed(1)}</text><line x1="40" x2="${40 + w}" y1="${y(t)}" y2="${y(t)}" stroke="#eee"/>`)
    .join('');
  return chart(w + 200, h + 36, 'threshold curve', `${ticks}<path d="${line('coverage')}" fill="none" stroke="#37c" stroke-width="2"/><path d="${line('answeredAccuracy')}" fill="none" stroke="#3a7" stroke-width="2"/><line x1="${best}" x2="${best}" y1="10" y2="${h + 10}" stroke="#d54" stroke-dasharray="4 3"/><text x="${best + 4}" y="22" stroke="#fff" stroke-width="4" paint-order="stroke">best ${ev.bestThreshold.threshold.toFixed(3)}</text><rect x="${w + 60}" y="20" width="12" height="3" fill="#37c"/><text x="${w + 76}" y="25">answered</text><rect x="${w + 60}" y="40" width="12" height="3" fill="#3a7"/><text x="${w + 76}" y="45">right, of answered</text>`);
}

function confusions(ev: Evaluation): string {
  if (ev.confusions.length === 0) return '<p>No confusions.</p>';
  return `<table><tr><th>expected</th><th>answered</th><th>count</th><th>examples</th></tr>
${ev.confusions
  .slice(0, 20)
  .map((c) => `<tr><td>${esc(c.expected)}</td><td>${esc(c.predicted)}</td><td class="n">${c.count}</td><td>${c.examples.map((e) => esc(e)).join('<br>')}</td></tr>`)
  .join('\n')}
</table>`;
}
