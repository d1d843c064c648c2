#!/usr/bin/env node
// Runs a command while busy loops keep every core loaded (issue #15): the suite must pass on a slow, busy machine,
// so CI proves it by making the machine busy. Usage: node scripts/with-busy-cores.mjs [--loops N] -- <command...>
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { startBusyLoops } from "./busy-cores.mjs";

const args = process.argv.slice(2);
const separator = args.indexOf("--");
if (separator === -1 || separator === args.length - 1) {
  process.stderr.write("usage: node scripts/with-busy-cores.mjs [--loops N] -- <command...>\n");
  process.exit(2);
}
const loopsFlag = args.indexOf("--loops");
const loops =
  loopsFlag !== -1 && loopsFlag < separator ? Number(args[loopsFlag + 1]) : availableParallelism();
if (!Number.isInteger(loops) || loops < 1) {
  process.stderr.write("--loops must be a whole number of at least 1\n");
  process.exit(2);
}

const stopLoops = startBusyLoops(loops);
process.stdout.write(`with-busy-cores: ${loops} busy loop(s) running\n`);

const [command, ...commandArgs] = args.slice(separator + 1);
const child = spawn(command, commandArgs, { stdio: "inherit" });
const stop = async (code) => {
  await stopLoops();
  process.exit(code);
};
child.on("exit", (code, signal) => stop(code ?? (signal ? 1 : 0)));
child.on("error", (error) => {
  process.stderr.write(`with-busy-cores: ${error.message}\n`);
  void stop(1);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
