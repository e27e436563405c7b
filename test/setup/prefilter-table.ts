/**
 * The classifier's literal prefilter table, as a user's classification has it: the operations layer loads it before its
 * first classification (src/contracts/operations/prefilter-table.ts), but many tests call the classifier below that
 * layer. Without the table every pattern runs (the same answers, slower): the suite would time a classifier no user
 * runs and spend minutes on it (hostile-text's 800 cases).
 */
import { loadPrefilterTable } from '../../src/contracts/operations/prefilter-table.js';

loadPrefilterTable();
