/**
 * The classifier's literal prefilter table, as a user's classification has it: the operations layer hands the build's
 * table to each classification (src/contracts/operations/results.ts), but many tests call the classifier or its
 * modules below that layer, handed none. `loadPrefilterTable` makes the build's the one they run with: without it
 * every pattern runs (the same answers, slower), and the suite would time a classifier no user runs and spend minutes
 * on it (the 1,700 cases of test/contracts/classify/hostile/). A test that wants another table builds its own `RegexPrefilter` and hands it.
 */
import { loadPrefilterTable } from '../../src/contracts/operations/prefilter-table.js';

loadPrefilterTable();
