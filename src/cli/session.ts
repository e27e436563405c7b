/** A conversation held by the CLI: carries the context from turn to turn, like a client of the service. */
import type { Engine, MessageOptions } from '../engine/index.js';
import type { Context, JsonValue, MessageRequest, MessageResponse } from '../model/index.js';

export interface SessionOptions {
  now?: string;
  timezone?: string;
  seed?: string;
}

export class Session {
  private context: Context | undefined;
  private turn = 0;
  last: MessageResponse | undefined;

  constructor(
    private readonly engine: Engine,
    private readonly options: SessionOptions,
  ) {}

  send(request: MessageRequest): MessageResponse {
    const req: MessageRequest = { ...request };
    if (req.context === undefined && this.context !== undefined) req.context = this.context;
    const opts: MessageOptions = {};
    if (this.options.now !== undefined) opts.now = this.options.now;
    if (this.options.timezone !== undefined) opts.timezone = this.options.timezone;
    // Vary the seed per turn so "random" variations do vary, while a run stays reproducible.
    if (this.options.seed !== undefined) opts.seed = `${this.options.seed}:${this.turn}`;
    this.turn++;
    const response = this.engine.message(req, opts);
    this.context = response.context;
    this.last = response;
    return response;
  }

  say(text: string): MessageResponse {
    return this.send({ input: { text } });
  }

  get currentContext(): Context | undefined {
    return this.context;
  }

  reset(): void {
    this.context = undefined;
    this.last = undefined;
    this.turn = 0;
  }

  /** `/set name=value`: the value is JSON when it parses as JSON, else a string. */
  set(name: string, raw: string): void {
    let value: JsonValue;
    try {
      value = JSON.parse(raw) as JsonValue;
    } catch {
      value = raw;
    }
    this.context = { ...(this.context ?? {}), [name]: value };
  }
}
