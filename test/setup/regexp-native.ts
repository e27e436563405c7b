/**
 * Every regex compiled in a fork goes straight to native code, optimised (V8's `--no-regexp-tier-up`, set here and not in
 * the forks' `execArgv`: those are `process.execArgv`, which the sources pass on to the worker threads and cluster
 * workers under test). With V8's default a regex runs as bytecode first and is compiled natively at its second run, and
 * once a process has generated some 13–19 MB of regex code, the regexes compiled after that get none of V8's
 * optimisations (bench/log.md, "The regexes' native code"): in a fork that has run hundreds of files the cue lists of
 * categories-carriage-and-money-moved took 11 s of CPU where they take 1.4 s alone, and which patterns lost depended on
 * the order the files ran in. A linear pattern stays linear and a quadratic one quadratic in either state (the hostile
 * tests time growth, test/security/linear-time.ts); what the unoptimised state alone costs is timed in a child process
 * of its own (test/security/regex-unoptimised.test.ts, `--no-regexp-optimization`). The flag is V8's, for this process:
 * `parley contracts` and `parley serve` (and the cluster's workers) run with the same flag (src/cli/classify-v8-flags.ts),
 * so the forks now read patterns as the server does; a library caller's process keeps V8's defaults.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');
