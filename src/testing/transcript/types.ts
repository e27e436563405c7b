/** The hand-writable transcript format (YAML or JSON), documented in docs/testing.md. */
import type { JsonObject, JsonValue, MessageRequest } from '../../model/index.js';

/** A string `"/re/flags"` is a regular expression; any other string matches exactly. */
export type TextMatcher = string;

export interface TranscriptOptions {
  now?: string;
  timezone?: string;
  seed?: string;
  version?: string;
}

export interface Transcript {
  /** Path of the workspace JSON, relative to the transcript file (or an inline workspace object). */
  workspace: string | JsonObject;
  options?: TranscriptOptions;
  conversations: TranscriptConversation[];
}

export interface TranscriptConversation {
  name: string;
  /** Context variables set before the first turn. */
  context?: JsonObject;
  turns: TranscriptTurn[];
}

export interface TranscriptTurn {
  /** The user's text (`""` for the opening turn). Either `say` or `request`. */
  say?: string;
  /** A full message request; its context, when absent, is the carried one. */
  request?: MessageRequest;
  /** Variables merged into the carried context before sending (a client setting its own variables). */
  context?: JsonObject;
  /** Options for this turn only (e.g. a later `now`). */
  options?: TranscriptOptions;
  expect?: TurnExpectations;
  /** Run the turn but do not check it; the reason is reported (a known issue, a pending behaviour). */
  skip?: string;
}

export interface EntityExpectation {
  entity: string;
  value?: TextMatcher;
  location?: [number, number];
  literal?: TextMatcher;
}

export interface LogExpectation {
  level?: string;
  msg?: TextMatcher;
}

export interface TurnExpectations {
  /** The output text: one matcher for all lines joined by `\n`, or one matcher per line (exact count). */
  text?: TextMatcher | TextMatcher[];
  /** Substrings that must occur in what the bot said (output.text and generic text responses). */
  text_contains?: string | string[];
  /** Exactly these nodes visited, in order (ids or titles). */
  nodes?: string[];
  /** This node (id or title) was visited. */
  node?: string;
  /** Top intent name, or `null` for irrelevant. */
  intent?: string | null;
  /** Minimum confidence of the top intent. */
  intent_confidence?: number;
  /** Each listed entity is detected (other entities may be present too). */
  entities?: EntityExpectation[];
  /** Context values: exact JSON, `"/re/"` for strings, `{ absent: true }`; dotted keys reach nested values. */
  context?: { [path: string]: JsonValue };
  /** Each listed log message is present. */
  log?: LogExpectation[];
  /** No log message of level error/err. */
  no_errors?: boolean;
  /** Each listed generic response is present (partial match, in order). */
  generic?: JsonObject[];
  /** A partial match on the whole response (`output.generic[0].options[1].label: "..."`). */
  response?: { [path: string]: JsonValue };
  /** Exact deep equality on paths of the response (object key order ignored): `{"output.text": ["Hi"]}`. */
  equals?: { [path: string]: JsonValue };
}
