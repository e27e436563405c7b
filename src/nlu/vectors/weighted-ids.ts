import { enlarged } from '../../common/enlarged.js';

/** A reusable list of (id, weight) pairs in typed arrays that grow by doubling; `count` entries are valid. */
export class WeightedIds {
  ids = new Int32Array(16);
  weights = new Float64Array(16);
  count = 0;

  add(id: number, weight: number): void {
    if (this.count === this.ids.length) {
      this.ids = enlarged(this.ids, this.count * 2);
      this.weights = enlarged(this.weights, this.count * 2);
    }
    this.ids[this.count] = id;
    this.weights[this.count++] = weight;
  }
}
