/**
 * An averaged multi-class perceptron over sparse string features (Collins 2002). Training is
 * deterministic: the caller fixes the example order.
 */

export class AveragedPerceptron {
  private readonly weights = new Map<string, Float64Array>();
  private readonly totals = new Map<string, Float64Array>();
  private readonly stamps = new Map<string, Float64Array>();
  private instances = 0;

  constructor(readonly labelCount: number) {}

  /** Scores of every label for `features`. */
  scores(features: readonly string[]): Float64Array {
    const out = new Float64Array(this.labelCount);
    for (const f of features) {
      const w = this.weights.get(f);
      if (w === undefined) continue;
      for (let l = 0; l < this.labelCount; l++) out[l] += w[l];
    }
    return out;
  }

  /** Highest-scoring label (lowest index on ties). */
  predict(features: readonly string[]): number {
    return argmax(this.scores(features));
  }

  /** One training step: moves weight from the predicted label to the true one when they differ. */
  update(features: readonly string[], truth: number, guess: number): void {
    this.instances++;
    if (truth === guess) return;
    for (const f of features) {
      this.bump(f, truth, 1);
      this.bump(f, guess, -1);
    }
  }

  /** Replaces every weight by its average over all training steps. Call once, after training. */
  average(): void {
    for (const [f, w] of this.weights) {
      const total = this.totals.get(f)!;
      const stamp = this.stamps.get(f)!;
      for (let l = 0; l < this.labelCount; l++) {
        const sum = total[l] + (this.instances - stamp[l]) * w[l];
        w[l] = this.instances > 0 ? sum / this.instances : w[l];
      }
    }
    this.totals.clear();
    this.stamps.clear();
  }

  private bump(feature: string, label: number, delta: number): void {
    let w = this.weights.get(feature);
    if (w === undefined) {
      w = new Float64Array(this.labelCount);
      this.weights.set(feature, w);
      this.totals.set(feature, new Float64Array(this.labelCount));
      this.stamps.set(feature, new Float64Array(this.labelCount));
    }
    const total = this.totals.get(feature)!;
    const stamp = this.stamps.get(feature)!;
    total[label] += (this.instances - stamp[label]) * w[label];
    stamp[label] = this.instances;
    w[label] += delta;
  }
}

/** Index of the largest value (first one on ties). */
export function argmax(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}
