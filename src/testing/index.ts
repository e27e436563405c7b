/** `parley/testing`: transcripts, a fluent API, dialog coverage. */
export type * from './transcript/types.js';
export { loadTranscript, loadTranscriptFile, parseTranscriptText, validateTranscript, type LoadedTranscript } from './transcript/load.js';
export { runTranscript, type RunOptions, type TranscriptOutcome, type ConversationOutcome, type TurnOutcome } from './runner.js';
export { formatOutcome, formatFailure } from './report.js';
export { junitReport, jsonReport, xmlEscape, type JsonReport } from './reporters.js';
export { checkTurn, type Failure } from './expect/check.js';
export { conversation, Conversation, TurnAssertions, ExpectationError, type ConversationOptions } from './fluent.js';
export { CoverageCollector, formatCoverage, type CoverageSummary, type CoverageCounts } from './coverage.js';
export { coverageHtml } from './coverage-html.js';
export { describeTranscript } from './describe-transcript.js';
export { lint, LINT_RULES, type LintFinding, type Severity } from './lint/index.js';
export * as arbitraries from './property/arbitraries.js';
export { checkProperties, assertProperties, PropertyError, type PropertyFailure, DEFAULT_INVARIANTS, deterministic, answers, noRuntimeErrors, type Invariant, type InvariantContext, type PropertyOptions, type PropertyResult } from './property/index.js';
export { fromReplayFile, type ReplayFile, type ReplayTurn, type ConvertOptions } from './transcript/replay-format.js';
export { evaluateIntents, evaluationHtml, parseLabelledCsv, IRRELEVANT, type EvaluateOptions, type Evaluation, type IntentScore, type Prediction, type ThresholdPoint, type LabelledUtterance } from './eval/index.js';
export { parleyMatchers, type ParleyMatchers, type MatcherResult } from './matchers.js';
