/**
 * The spans found in each element, by where they begin, so that the first one inside a wider span is found by a binary
 * search rather than a pass over every span of the document: a preamble's names each look for the organisation found
 * inside them ("Blues from Heaven LLC" over "Heaven LLC"), and hostile text ("Between: Aa Bb, hereinafter "the Aa", "
 * repeated) names thousands (issue 18, h24s27b: the pass made it quadratic).
 */
import { partitionPoint } from '../../../common/partition-point.js';

interface Placed {
  begin: number;
  end: number;
  /** The span's place in the caller's list: of several inside, the first in that order is the one returned. */
  index: number;
}

export class SpansInside {
  private readonly byElement = new Map<number, Placed[]>();

  /** Records the span at `index` of the caller's list (its element, begin and end). */
  add(element: number, begin: number, end: number, index: number): void {
    let list = this.byElement.get(element);
    if (!list) this.byElement.set(element, (list = []));
    const at = firstBeginningAt(list, begin);
    let k = at;
    while (k < list.length && list[k].begin === begin && list[k].end <= end) k++;
    list.splice(k, 0, { begin, end, index });
  }

  /** The span at `index` (which began at `oldBegin`) is now [begin, end]: the caller replaced it in its list. */
  replace(element: number, index: number, oldBegin: number, begin: number, end: number): void {
    const list = this.byElement.get(element) ?? [];
    for (let k = firstBeginningAt(list, oldBegin); k < list.length && list[k].begin === oldBegin; k++) {
      if (list[k].index === index) {
        list.splice(k, 1);
        break;
      }
    }
    this.add(element, begin, end, index);
  }

  /** The caller's index of the first span of `element` inside [begin, end], or -1. */
  firstInside(element: number, begin: number, end: number): number {
    const list = this.byElement.get(element);
    if (!list) return -1;
    let best = -1;
    for (let k = firstBeginningAt(list, begin); k < list.length && list[k].begin <= end; k++) {
      if (list[k].end <= end && (best < 0 || list[k].index < best)) best = list[k].index;
    }
    return best;
  }
}

/** The first position in `list` (sorted by begin) whose span begins at or after `begin`. */
function firstBeginningAt(list: readonly Placed[], begin: number): number {
  return partitionPoint(0, list.length, (i) => list[i].begin < begin);
}
