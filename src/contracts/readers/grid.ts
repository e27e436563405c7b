/**
 * Ruled tables: drawn horizontal and vertical lines → grids of cells with spans. Shared by the PDF
 * reader (vector rulings) and the image reader (lines found in the pixels). Coordinates are top-down.
 */

export interface Rule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface GridCell {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  /** The cell's box. */
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Grid {
  left: number;
  top: number;
  right: number;
  bottom: number;
  rowCount: number;
  colCount: number;
  cells: GridCell[];
}

export interface GridTolerance {
  /** Rulings closer than this are one (double lines, the two sides of a thin bar, cell spacing). */
  snap: number;
  /** Narrower columns or rows than this are artefacts of doubled borders and are merged away. */
  minCell: number;
}

/** For PDF points. Images pass tolerances scaled to their text height. */
export const POINT_TOLERANCE: GridTolerance = { snap: 3, minCell: 6 };

/** Every grid the rulings form: connected horizontal and vertical lines with at least two cells. */
export function gridsOf(rules: Rule[], tolerance: GridTolerance = POINT_TOLERANCE): Grid[] {
  const { snap: SNAP, minCell: MIN_CELL } = tolerance;
  const horizontal = rules.filter((r) => Math.abs(r.y1 - r.y0) < 1);
  const vertical = rules.filter((r) => Math.abs(r.x1 - r.x0) < 1);
  const all = [...horizontal, ...vertical];
  const parent = all.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let h = 0; h < horizontal.length; h++) {
    for (let v = 0; v < vertical.length; v++) {
      if (touches(horizontal[h], vertical[v], SNAP)) parent[find(h)] = find(horizontal.length + v);
    }
  }
  const groups = new Map<number, { h: Rule[]; v: Rule[] }>();
  all.forEach((rule, i) => {
    const root = find(i);
    const group = groups.get(root) ?? { h: [], v: [] };
    (i < horizontal.length ? group.h : group.v).push(rule);
    groups.set(root, group);
  });
  const grids: Grid[] = [];
  for (const { h, v } of groups.values()) {
    const grid = gridOf(h, v, SNAP, MIN_CELL);
    if (grid) grids.push(grid);
  }
  return grids.sort((a, b) => a.top - b.top || a.left - b.left);
}

function touches(h: Rule, v: Rule, SNAP: number): boolean {
  return v.x0 >= h.x0 - SNAP && v.x0 <= h.x1 + SNAP && h.y0 >= v.y0 - SNAP && h.y0 <= v.y1 + SNAP;
}

function gridOf(h: Rule[], v: Rule[], SNAP: number, MIN_CELL: number): Grid | undefined {
  const ys = snap(h.map((r) => r.y0), SNAP, MIN_CELL);
  const xs = snap(v.map((r) => r.x0), SNAP, MIN_CELL);
  if (ys.length < 2 || xs.length < 2) return undefined;
  const rowCount = ys.length - 1;
  const colCount = xs.length - 1;
  if (rowCount * colCount < 2) return undefined;
  // A border between two grid positions exists when a ruling covers the middle of their shared side.
  const vBorder = (r: number, c: number) => {
    const mid = (ys[r] + ys[r + 1]) / 2;
    return v.some((rule) => Math.abs(rule.x0 - xs[c]) <= SNAP && rule.y0 <= mid && rule.y1 >= mid);
  };
  const hBorder = (r: number, c: number) => {
    const mid = (xs[c] + xs[c + 1]) / 2;
    return h.some((rule) => Math.abs(rule.y0 - ys[r]) <= SNAP && rule.x0 <= mid && rule.x1 >= mid);
  };
  const owner: number[][] = Array.from({ length: rowCount }, () => new Array<number>(colCount).fill(-1));
  const cells: GridCell[] = [];
  for (let r = 0; r < rowCount; r++) {
    for (let c = 0; c < colCount; c++) {
      if (owner[r][c] >= 0) continue;
      // Grow right while no border, then down while the whole width has no border: merged cells are
      // rectangles in every table format parley reads.
      let colSpan = 1;
      while (c + colSpan < colCount && owner[r][c + colSpan] < 0 && !vBorder(r, c + colSpan)) colSpan++;
      let rowSpan = 1;
      while (
        r + rowSpan < rowCount &&
        Array.from({ length: colSpan }, (_, k) => c + k).every((cc) => owner[r + rowSpan][cc] < 0 && !hBorder(r + rowSpan, cc))
      ) {
        rowSpan++;
      }
      const index = cells.length;
      for (let rr = r; rr < r + rowSpan; rr++) for (let cc = c; cc < c + colSpan; cc++) owner[rr][cc] = index;
      cells.push({ row: r, col: c, rowSpan, colSpan, left: xs[c], top: ys[r], right: xs[c + colSpan], bottom: ys[r + rowSpan] });
    }
  }
  if (cells.length < 2) return undefined;
  return { left: xs[0], top: ys[0], right: xs[colCount], bottom: ys[rowCount], rowCount, colCount, cells };
}

/** Sorted distinct positions: values within SNAP of each other are one, and so are positions closer than MIN_CELL. */
function snap(values: number[], SNAP: number, MIN_CELL: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  let group: number[] = [];
  for (const value of sorted) {
    if (group.length > 0 && value - group[group.length - 1] > SNAP) {
      out.push(mean(group));
      group = [];
    }
    group.push(value);
  }
  if (group.length > 0) out.push(mean(group));
  const merged: number[] = [];
  for (const value of out) {
    if (merged.length > 0 && value - merged[merged.length - 1] < MIN_CELL) continue;
    merged.push(value);
  }
  return merged;
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}
