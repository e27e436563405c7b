/**
 * Dialog tests in code:
 *   const bot = conversation(engine, { now });
 *   bot.say('hi').expectText(/Welcome/).expectNode('Welcome');
 * A failed expectation throws an ExpectationError whose message is a readable diff.
 */
import type { Engine } from '../engine/index.js';
import type { JsonObject, JsonValue, MessageRequest, MessageResponse } from '../model/index.js';
import { checkTurn, type Failure } from './expect/check.js';
import { show } from './expect/matchers.js';
import { formatFailure } from './report.js';
import type { TurnExpectations } from './transcript/types.js';
import { checkEngine, checkObject, checkString } from './args.js';

export interface ConversationOptions {
  now?: string;
  timezone?: string;
  seed?: string;
  /** Context variables set before the first turn. */
  context?: JsonObject;
}

export class ExpectationError extends Error {
  constructor(
    readonly failures: Failure[],
    readonly response: MessageResponse,
    input: string,
  ) {
    super([`after ${show(input)}:`, ...failures.flatMap(formatFailure)].join('\n'));
    this.name = 'ExpectationError';
  }
}

export class Conversation {
  private context: JsonObject | undefined;
  private turnIndex = 0;
  /** Every response so far, oldest first. */
  readonly history: MessageResponse[] = [];

  constructor(
    private readonly engine: Engine,
    private readonly options: ConversationOptions = {},
  ) {
    checkEngine('conversation', engine);
    checkObject('conversation', options, 'options');
    checkObject('conversation', options.context, 'options.context');
    this.context = options.context ? { ...options.context } : undefined;
  }

  /** Sends the user's text (context carried from the previous turn). */
  say(text: string): TurnAssertions {
    checkString('say', text, 'text');
    return this.send({ input: { text } });
  }

  /** Sends a full request (its context, when absent, is the carried one). */
  send(request: MessageRequest): TurnAssertions {
    checkObject('send', request, 'request', false);
    const req: MessageRequest = { ...request };
    if (req.context === undefined && this.context !== undefined) req.context = this.context;
    const response = this.engine.message(req, {
      now: this.options.now ?? '2026-01-01T12:00:00Z',
      ...(this.options.timezone ? { timezone: this.options.timezone } : {}),
      seed: `${this.options.seed ?? 'parley'}:${this.turnIndex++}`,
    });
    this.context = response.context as JsonObject;
    this.history.push(response);
    return new TurnAssertions(this, response, typeof req.input?.text === 'string' ? req.input.text : '', this.titles());
  }

  /** Sets context variables for the next turn. */
  set(variables: JsonObject): this {
    checkObject('set', variables, 'variables', false);
    this.context = { ...(this.context ?? {}), ...variables };
    return this;
  }

  private titles(): Map<string, string> {
    const m = new Map<string, string>();
    for (const n of this.engine.workspace.dialog_nodes) if (n.title) m.set(n.dialog_node, n.title);
    return m;
  }
}

export class TurnAssertions {
  constructor(
    private readonly conversation: Conversation,
    readonly response: MessageResponse,
    private readonly input: string,
    /** Node id → title, so expectations may name a node either way. */
    readonly titles: ReadonlyMap<string, string>,
  ) {}

  get text(): string[] {
    return this.response.output.text ?? [];
  }

  get context(): JsonObject {
    return this.response.context as JsonObject;
  }

  /** Continues the conversation. */
  say(text: string): TurnAssertions {
    return this.conversation.say(text);
  }

  expect(expectations: TurnExpectations): this {
    checkObject('expect', expectations, 'expectations', false);
    const failures = checkTurn(expectations, this.response, this.titles);
    if (failures.length > 0) throw new ExpectationError(failures, this.response, this.input);
    return this;
  }

  /** The whole output text (lines joined by `\n`) equals a string or matches a RegExp. */
  expectText(matcher: string | RegExp): this {
    return this.expect({ text: matcher instanceof RegExp ? `/${matcher.source}/${matcher.flags}` : matcher });
  }

  expectTextContains(...parts: string[]): this {
    return this.expect({ text_contains: parts });
  }

  expectNode(node: string): this {
    return this.expect({ node });
  }

  expectNodes(nodes: string[]): this {
    return this.expect({ nodes });
  }

  /** Top intent (or `null`: irrelevant), optionally with a minimum confidence. */
  expectIntent(intent: string | null, minConfidence?: number): this {
    return this.expect({ intent, ...(minConfidence !== undefined ? { intent_confidence: minConfidence } : {}) });
  }

  expectEntity(entity: string, value?: string): this {
    return this.expect({ entities: [{ entity, ...(value !== undefined ? { value } : {}) }] });
  }

  /** A context value (dotted path) equals JSON, matches a RegExp, or (with `undefined`) is absent. */
  expectContext(path: string, expected: JsonValue | RegExp | undefined): this {
    const m: JsonValue = expected === undefined ? { absent: true } : expected instanceof RegExp ? `/${expected.source}/${expected.flags}` : expected;
    return this.expect({ context: { [path]: m } });
  }

  expectLog(level: string, msg?: string | RegExp): this {
    return this.expect({ log: [{ level, ...(msg !== undefined ? { msg: msg instanceof RegExp ? `/${msg.source}/${msg.flags}` : msg } : {}) }] });
  }

  expectNoErrors(): this {
    return this.expect({ no_errors: true });
  }

  expectGeneric(partial: JsonObject): this {
    return this.expect({ generic: [partial] });
  }
}

export function conversation(engine: Engine, options: ConversationOptions = {}): Conversation {
  return new Conversation(engine, options);
}
