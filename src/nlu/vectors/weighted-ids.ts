/** A reusable list of (id, weight) pairs in typed arrays that grow by doubling; `count` entries are valid. */
export class WeightedIds {
  ids = new Int32Array(16);
  weights = new Float64Array(16);
  count = 0;

  add(id: number, weight: number): void {
    if (this.count === this.ids.length) {
      const ids = new Int32Array(this.count * 2);
      ids.set(this.ids);
      const weights = new Float64Array(this.count * 2);
      weights.set(this.weights);
      this.ids = ids;
      this.weights = weights;
    }
    this.ids[this.count] = id;
    this.weights[this.count++] = weight;
  }
}
