/**
 * Learning the claim model (src/shared/compliance/detectors/learned.ts): per rule, an L2-regularised
 * logistic regression over the words, pairs and triples that occur in at least two training emails,
 * fitted by L-BFGS; each rule's threshold from leave-one-round-file-out scores, so that it is set
 * on emails the model had not seen, as a new writer's will be.
 */
import { emailFeatures } from '../../src/shared/compliance/detectors/learned.ts';

export interface Example {
  /** Which file (round of writing) the example comes from: thresholds are set file by file. */
  group: string;
  /** The email's text and its subject's, as the engine prepares them for matching. */
  text: string;
  subject: string;
  /** Whether each rule applies, in the model's rule order. */
  labels: boolean[];
}

export interface TrainingOptions {
  /** Inverse of the L2 penalty. */
  c: number;
  /** Share of clean emails, on files held out in turn, that may pass each rule's threshold. */
  cleanPassRate: number;
  /** Features whose weights are all smaller than this at first are left out, and the rest fitted again. */
  minWeight: number;
}

export const DEFAULT_OPTIONS: TrainingOptions = { c: 3, cleanPassRate: 0.002, minWeight: 0.1 };

interface Matrix {
  /** Each row's column indices (the features present: every value is 1). */
  rows: Int32Array[];
  columns: number;
}

function vocabulary(featureSets: readonly Set<string>[]): string[] {
  const count = new Map<string, number>();
  for (const set of featureSets) for (const feature of set) count.set(feature, (count.get(feature) ?? 0) + 1);
  return [...count]
    .filter(([, n]) => n >= 2)
    .map(([feature]) => feature)
    .sort();
}

function matrix(featureSets: readonly Set<string>[], vocab: readonly string[]): Matrix {
  const index = new Map(vocab.map((feature, i) => [feature, i]));
  const rows = featureSets.map((set) =>
    Int32Array.from([...set].flatMap((feature) => (index.has(feature) ? [index.get(feature)!] : []))).sort(),
  );
  return { rows, columns: vocab.length };
}

/** Weights (last one the bias) minimising the logistic loss plus |w|² / 2c, by L-BFGS. */
export function fitLogistic(x: Matrix, y: readonly boolean[], c: number, iterations = 300): Float64Array {
  const n = x.columns + 1;
  const lossAndGradient = (w: Float64Array, gradient: Float64Array): number => {
    gradient.fill(0);
    let loss = 0;
    const bias = w[n - 1]!;
    x.rows.forEach((row, i) => {
      let z = bias;
      for (const j of row) z += w[j]!;
      const target = y[i] ? 1 : 0;
      // log(1 + e^z) - target·z, written to stay finite for large |z|.
      loss += (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - target * z;
      const g = 1 / (1 + Math.exp(-z)) - target;
      for (const j of row) gradient[j]! += g;
      gradient[n - 1]! += g;
    });
    for (let j = 0; j < n - 1; j++) {
      loss += (w[j]! * w[j]!) / (2 * c);
      gradient[j]! += w[j]! / c;
    }
    return loss;
  };
  return lbfgs(n, lossAndGradient, iterations);
}

function lbfgs(n: number, f: (w: Float64Array, g: Float64Array) => number, iterations: number, memory = 10): Float64Array {
  let w = new Float64Array(n);
  let g = new Float64Array(n);
  let loss = f(w, g);
  const steps: Float64Array[] = [];
  const changes: Float64Array[] = [];
  const dot = (a: Float64Array, b: Float64Array) => {
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
    return sum;
  };
  for (let iteration = 0; iteration < iterations; iteration++) {
    // Two-loop recursion: d = -H·g.
    const d = Float64Array.from(g, (v) => -v);
    const alphas: number[] = [];
    for (let k = steps.length - 1; k >= 0; k--) {
      const alpha = dot(steps[k]!, d) / dot(changes[k]!, steps[k]!);
      alphas[k] = alpha;
      for (let j = 0; j < n; j++) d[j]! -= alpha * changes[k]![j]!;
    }
    if (steps.length > 0) {
      const last = steps.length - 1;
      const scale = dot(steps[last]!, changes[last]!) / dot(changes[last]!, changes[last]!);
      for (let j = 0; j < n; j++) d[j]! *= scale;
    } else {
      const norm = Math.sqrt(dot(g, g)) || 1;
      for (let j = 0; j < n; j++) d[j]! /= norm;
    }
    for (let k = 0; k < steps.length; k++) {
      const beta = dot(changes[k]!, d) / dot(changes[k]!, steps[k]!);
      for (let j = 0; j < n; j++) d[j]! += steps[k]![j]! * (alphas[k]! - beta);
    }
    // Backtracking line search (Armijo).
    const slope = dot(g, d);
    if (slope >= 0) break;
    let step = 1;
    const next = new Float64Array(n);
    const nextGradient = new Float64Array(n);
    let nextLoss = Infinity;
    for (let tries = 0; tries < 30; tries++) {
      for (let j = 0; j < n; j++) next[j] = w[j]! + step * d[j]!;
      nextLoss = f(next, nextGradient);
      if (nextLoss <= loss + 1e-4 * step * slope) break;
      step /= 2;
    }
    const s = Float64Array.from(next, (v, j) => v - w[j]!);
    const yk = Float64Array.from(nextGradient, (v, j) => v - g[j]!);
    if (dot(s, yk) > 1e-10) {
      steps.push(s);
      changes.push(yk);
      if (steps.length > memory) {
        steps.shift();
        changes.shift();
      }
    }
    const improvement = loss - nextLoss;
    [w, g, loss] = [next, nextGradient, nextLoss];
    if (improvement < 1e-7 * Math.max(1, Math.abs(loss))) break;
  }
  return w;
}

function scoresOf(w: Float64Array, x: Matrix): number[] {
  const bias = w[x.columns]!;
  return x.rows.map((row) => row.reduce((z, j) => z + w[j]!, bias));
}

/** The score a clean email must pass: at most `rate` of the clean scores lie above it. */
export function thresholdFor(cleanScores: readonly number[], rate: number): number {
  const sorted = [...cleanScores].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(rate * sorted.length))] ?? 0;
}

export interface TrainedModel {
  bias: number[];
  threshold: number[];
  weights: Record<string, number[]>;
}

/** The model for `ruleCount` rules, with thresholds from each group held out in turn. */
export function trainClaimModel(examples: readonly Example[], ruleCount: number, options: TrainingOptions = DEFAULT_OPTIONS): TrainedModel {
  const featureSets = examples.map((example) => emailFeatures(example.text, example.subject));
  const labels = (indices: readonly number[], rule: number) => indices.map((i) => examples[i]!.labels[rule]!);
  // Fitted twice: once over every feature, then again over only those that weighed at least
  // minWeight for some rule, so that the small model carries the whole score and stays small.
  const fit = (train: readonly number[]) => {
    const sets = train.map((i) => featureSets[i]!);
    const fitAll = (vocab: readonly string[]) => {
      const x = matrix(sets, vocab);
      return Array.from({ length: ruleCount }, (_, rule) => fitLogistic(x, labels(train, rule), options.c));
    };
    const full = vocabulary(sets);
    const first = fitAll(full);
    const vocab = full.filter((_, j) => first.some((w) => Math.abs(w[j]!) >= options.minWeight));
    return { vocab, weights: fitAll(vocab) };
  };

  const cleanScores: number[][] = Array.from({ length: ruleCount }, () => []);
  const groups = [...new Set(examples.map((example) => example.group))];
  for (const group of groups) {
    const train = examples.flatMap((example, i) => (example.group === group ? [] : [i]));
    const held = examples.flatMap((example, i) => (example.group === group ? [i] : []));
    const { vocab, weights } = fit(train);
    const x = matrix(
      held.map((i) => featureSets[i]!),
      vocab,
    );
    for (let rule = 0; rule < ruleCount; rule++) {
      scoresOf(weights[rule]!, x).forEach((score, k) => {
        if (!examples[held[k]!]!.labels[rule]) cleanScores[rule]!.push(score);
      });
    }
  }

  const { vocab, weights } = fit(examples.map((_, i) => i));
  const kept: Record<string, number[]> = {};
  vocab.forEach((feature, j) => {
    kept[feature] = weights.map((w) => Number(w[j]!.toFixed(3)));
  });
  return {
    bias: weights.map((w) => Number(w[vocab.length]!.toFixed(4))),
    threshold: cleanScores.map((scores) => Number(thresholdFor(scores, options.cleanPassRate).toFixed(4))),
    weights: kept,
  };
}
