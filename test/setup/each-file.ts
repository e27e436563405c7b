/**
 * The suite's one setup file (vitest.config.ts `setupFiles`), run before every test file. vitest imports a setup file
 * anew for each test file: it drops the file from the fork's module cache, so each setup file costs a fetch from
 * vitest's main process and an evaluation before each of the suite's ~970 files (four of them until session 41). The
 * modules imported here stay cached in the fork (and are imported again with a file's fresh module graph in the fresh
 * project, vitest.config.ts): what is done once per process or per module graph is done by importing them (V8's regexp flag,
 * the build's prefilter table); what each file needs, its hooks, is registered here each time.
 */
import './regexp-native.js';
import './prefilter-table.js';
import { collectBeforeTiming } from './collect-before-timing.js';
import { yieldBetweenTests } from './yield-between-tests.js';

yieldBetweenTests();
collectBeforeTiming();
