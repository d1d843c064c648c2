// Vitest suite time (issue #15: "Vitest time is at least halved"), as a ratio to a baseline commit's suite run on
// the same machine in the same sitting. The baseline is checked out into a temporary worktree that borrows this
// checkout's node_modules, and the two suites run one after the other, alternating, so that a busy spell of the
// machine falls on both. The figure is wall time, the one a developer waits for; beside it, the CPU time (user +
// system) of the suite's processes, which a busy machine changes far less (Linux: read from /proc).
// Run: node scripts/bench/test-suite.mjs [--baseline <git ref>] [--rounds N]
//      TEST_DATABASE_URL=postgres://... node scripts/bench/test-suite.mjs   (the PostgreSQL layer)
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

/** The last commit of main before the suite was made faster (issue #15's test-speed work). */
const DEFAULT_BASELINE = "f098a4e";

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const baseline = argument("--baseline", DEFAULT_BASELINE);
const rounds = Number(argument("--rounds", "1"));
const here = process.cwd();

function git(args, cwd = here) {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

/** Vitest colours its summary; the escape sequences go. */
const stripVt = (text) =>
  text
    .split(String.fromCharCode(27))
    .map((part, index) => (index === 0 ? part : part.replace(/^\[[0-9;]*m/, "")))
    .join("");
const say = (line) => process.stdout.write(`${line}\n`);

/**
 * CPU seconds used so far by this process's finished children (cutime + cstime in /proc/self/stat, in clock ticks of
 * 1/100 s), or undefined where there is no /proc.
 */
function childrenCpuSeconds() {
  if (!existsSync("/proc/self/stat")) return undefined;
  const stat = readFileSync("/proc/self/stat", "utf8");
  // The fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** One whole Vitest run in `cwd`: its wall and CPU time in seconds, and whether it passed. */
function runSuite(cwd) {
  const cpuBefore = childrenCpuSeconds();
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["vitest", "run", "--reporter=dot"], {
    cwd,
    encoding: "utf8",
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = childrenCpuSeconds();
  const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const summary = stripVt((result.stdout ?? "").match(/Tests\s+.*$/m)?.[0] ?? "");
  return { seconds, cpuSeconds, passed: result.status === 0, summary };
}

// Beside this checkout, so that both suites find the shared fixtures at ../shared.
const worktree = mkdtempSync(path.join(path.dirname(here), ".civiclens-bench-baseline-"));
rmSync(worktree, { recursive: true });
git(["worktree", "add", "--detach", worktree, baseline]);
try {
  // The baseline borrows this checkout's install when its lock file is the same; otherwise it installs its own.
  const sameLock = (dir) => readFileSync(path.join(dir, "package-lock.json"), "utf8");
  if (sameLock(worktree) === sameLock(here))
    symlinkSync(path.join(here, "node_modules"), path.join(worktree, "node_modules"), "dir");
  else {
    say("the baseline's lock file differs: npm install in its worktree");
    const install = spawnSync("npm", ["install", "--no-audit", "--no-fund"], {
      cwd: worktree,
      stdio: "ignore",
    });
    if (install.status !== 0) throw new Error("npm install failed in the baseline's worktree");
  }
  const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
  say(`Vitest suite, ${database}: baseline ${git(["rev-parse", "--short", baseline])} vs this checkout`);
  const times = { baseline: [], current: [] };
  const cpuTimes = { baseline: [], current: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const [name, cwd] of [
      ["baseline", worktree],
      ["current", here],
    ]) {
      const run = runSuite(cwd);
      times[name].push(run.seconds);
      if (run.cpuSeconds !== undefined) cpuTimes[name].push(run.cpuSeconds);
      const cpu = run.cpuSeconds === undefined ? "" : ` (CPU ${run.cpuSeconds.toFixed(1)} s)`;
      say(
        `round ${round} ${name.padEnd(8)} ${run.seconds.toFixed(1).padStart(7)} s${cpu}  ${run.passed ? "passed" : "FAILED"}  ${run.summary}`,
      );
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ratio = median(times.current) / median(times.baseline);
  say(
    `median: baseline ${median(times.baseline).toFixed(1)} s, current ${median(times.current).toFixed(1)} s, ratio ${ratio.toFixed(2)} (goal <= 0.50)`,
  );
  if (cpuTimes.current.length > 0 && cpuTimes.baseline.length > 0) {
    const cpuRatio = median(cpuTimes.current) / median(cpuTimes.baseline);
    say(
      `CPU median: baseline ${median(cpuTimes.baseline).toFixed(1)} s, current ${median(cpuTimes.current).toFixed(1)} s, ratio ${cpuRatio.toFixed(2)}`,
    );
  }
} finally {
  git(["worktree", "remove", "--force", worktree]);
}
