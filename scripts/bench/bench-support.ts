// What the TypeScript benchmarks share: their numeric options, their output and their percentiles.

/** `--name N` on the command line, or `fallback` when it is missing or not a positive number. */
export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? Number.NaN : Number(process.argv[index + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function print(line = ""): void {
  process.stdout.write(`${line}\n`);
}

/** The nearest-rank percentile (`fraction` 0.95 for p95) of the samples; 0 for none. */
export function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}
