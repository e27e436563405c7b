/**
 * Ruling lines in a bitmap: long straight runs of dark pixels. A horizontal run must be longer than any
 * word; a vertical run counts only where one of its ends meets a horizontal one (a table border's
 * corner), so letter strokes never count. Underscores and underlines form no grid without verticals.
 */
import type { Rule } from '../grid.js';
import type { Bitmap } from './png.js';

/** How near (pixels) a vertical's end must come to a horizontal to meet it. */
const MEET = 4;

export function rulesOf(bitmap: Bitmap): Rule[] {
  const { width, height, dark } = bitmap;
  const horizontal: Rule[] = [];
  const minH = Math.max(30, Math.round(0.03 * width));
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const on = x < width && dark[y * width + x] === 1;
      if (on && start < 0) start = x;
      else if (!on && start >= 0) {
        if (x - start >= minH) horizontal.push({ x0: start, y0: y, x1: x - 1, y1: y });
        start = -1;
      }
    }
  }
  const vertical: Rule[] = [];
  const minV = 12;
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const on = y < height && dark[y * width + x] === 1;
      if (on && start < 0) start = y;
      else if (!on && start >= 0) {
        const rule = { x0: x, y0: start, x1: x, y1: y - 1 };
        if (y - start >= minV && horizontal.some((h) => meets(rule, h))) vertical.push(rule);
        start = -1;
      }
    }
  }
  return [...horizontal, ...vertical];
}

function meets(v: Rule, h: Rule): boolean {
  if (v.x0 < h.x0 - MEET || v.x0 > h.x1 + MEET) return false;
  return Math.abs(v.y0 - h.y0) <= MEET || Math.abs(v.y1 - h.y0) <= MEET;
}
