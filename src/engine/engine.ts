/**
 * `compileWorkspace` and the `Engine`: compile once (validation, normalization, parsing, training,
 * matchers), then `message` only reads the compiled structure. Pure: no I/O, no clock unless
 * `options.now` is omitted.
 */
import {
  ParleyError,
  validateMessageRequest,
  type Diagnostic,
  type MessageRequest,
  type MessageResponse,
  type NormalizedWorkspace,
  type RuntimeEntity,
  type RuntimeIntent,
  type WorkspaceInput,
} from '../model/index.js';
import { readLegacyShapes } from '../model/legacy.js';
import { assertValidWorkspaceForCopy } from '../model/validate/index.js';
import { normalizeWorkspaceInParts } from '../model/normalize.js';
import { compileDialog, runTurn, type CompiledDialog, type PendingWebhook } from '../dialog/index.js';
import { applySpelling, compileNlu, detectEntities, detectIntents, trainWorkspaceIntents, type CompiledNlu } from '../nlu/index.js';
import {
  resolveNow,
  resolveSeed,
  resolveTimezone,
  resolveVersion,
  type ClassifyOptions,
  type CompileOptions,
  type MessageOptions,
} from './options.js';
import { selectResponseIntents } from './intents.js';
import { refuseWorkspaceText } from './workspace-text.js';

export interface ClassifyResult {
  intents: RuntimeIntent[];
  entities: RuntimeEntity[];
}

/** A turn with the effects the engine does not perform itself (it does no I/O). */
export interface TurnOutcome {
  response: MessageResponse;
  /** Webhook calls (`webhook` node actions, `main_webhook`) for the caller to make; empty when none. */
  pendingWebhooks: PendingWebhook[];
}

export interface Engine {
  /** The normalized workspace the engine runs. */
  readonly workspace: NormalizedWorkspace;
  /** Compile warnings (conditions that do not parse, unsafe patterns, ...) with JSON paths. */
  readonly diagnostics: readonly Diagnostic[];
  /** The API version the engine reproduces. */
  readonly version: string;
  /** One turn: synchronous, pure, deterministic for the same request and options. */
  message(request?: MessageRequest, options?: MessageOptions): MessageResponse;
  /** As `message`, plus the webhook calls the dialog asked for (the service layer makes them). */
  messageWithEffects(request?: MessageRequest, options?: MessageOptions): TurnOutcome;
  /** Intents (all, sorted) and entities of `text`, as `message` would detect them. */
  classify(text: string, options?: ClassifyOptions): ClassifyResult;
}

export function compileWorkspace(workspace: unknown, options: CompileOptions = {}): Engine {
  refuseWorkspaceText(workspace);
  const version = resolveVersion(options?.version);
  // Shapes the service accepted and exported in its time compile, reported as diagnostics (model/legacy.ts).
  const legacy = readLegacyShapes(workspace);
  const sharesReferences = assertValidWorkspaceForCopy(legacy.workspace);
  const parts = normalizeWorkspaceInParts(legacy.workspace as WorkspaceInput, sharesReferences);
  // Intents first, before the dialog nodes' copy exists: training's full collections mark less (issue 22).
  // With `intentTrainer`, the sampled linear model trains in another thread during the steps below (issue 22).
  const intents = trainWorkspaceIntents(parts.workspace, options?.intentTrainer);
  parts.addDialogNodes();
  const normalized = deepFreeze(parts.workspace);
  const diagnostics: Diagnostic[] = [...legacy.diagnostics];
  const nlu = compileNlu(normalized, diagnostics, intents);
  const dialog = compileDialog(normalized, diagnostics);
  intents.settle();
  return new CompiledEngine(normalized, version, nlu, dialog, Object.freeze(diagnostics));
}

class CompiledEngine implements Engine {
  constructor(
    readonly workspace: NormalizedWorkspace,
    readonly version: string,
    private readonly nlu: CompiledNlu,
    private readonly dialog: CompiledDialog,
    readonly diagnostics: readonly Diagnostic[],
  ) {}

  message(request: MessageRequest = {}, options: MessageOptions = {}): MessageResponse {
    return this.messageWithEffects(request, options).response;
  }

  messageWithEffects(request: MessageRequest = {}, options: MessageOptions = {}): TurnOutcome {
    const errors = validateMessageRequest(request);
    if (errors.length > 0) throw ParleyError.invalidRequest(errors);
    const req: MessageRequest = request ?? {};
    const opts = options ?? {};
    const version = resolveVersion(opts.version, this.version);
    const now = resolveNow(opts.now);
    const seed = resolveSeed(opts.seed);
    const timezone = resolveTimezone(opts.timezone, req.context);
    const spelling = applySpelling(this.nlu, req.input);
    const text = spelling.text;
    const turnRequest: MessageRequest = spelling.input.text === req.input?.text ? req : { ...req, input: spelling.input };

    const allIntents = Array.isArray(req.intents)
      ? req.intents.map((i) => ({ ...i, confidence: typeof i.confidence === 'number' ? i.confidence : 1 }))
      : detectIntents(this.nlu, text);
    const entities = Array.isArray(req.entities)
      ? req.entities
      : detectEntities(this.nlu, text, { now, timezone: timezone ?? '', version });

    const turn = runTurn(this.dialog, {
      request: turnRequest,
      intents: allIntents,
      entities,
      now,
      timezone: timezone ?? 'UTC',
      seed,
      version,
      nodesVisitedDetails: opts.nodesVisitedDetails ?? req.nodes_visited_details === true,
    });

    const response: MessageResponse = {
      intents: Array.isArray(req.intents) ? allIntents : selectResponseIntents(allIntents, req.alternate_intents === true),
      entities,
      input: spelling.input,
      output: turn.output,
      context: turn.context,
    };
    if (req.alternate_intents !== undefined && req.alternate_intents !== null) response.alternate_intents = req.alternate_intents;
    if (turn.actions && turn.actions.length > 0) response.actions = turn.actions;
    if (turn.userId !== undefined) response.user_id = turn.userId;
    return { response, pendingWebhooks: turn.pendingWebhooks ?? [] };
  }

  classify(text: string, options: ClassifyOptions = {}): ClassifyResult {
    if (typeof text !== 'string') {
      throw ParleyError.invalidRequest([{ code: 'type', message: 'text must be a string', path: '.text' }]);
    }
    const opts = options ?? {};
    const version = resolveVersion(opts.version, this.version);
    const now = resolveNow(opts.now);
    const timezone = resolveTimezone(opts.timezone, undefined);
    return {
      intents: detectIntents(this.nlu, text),
      entities: detectEntities(this.nlu, text, { now, timezone: timezone ?? '', version }),
    };
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    // No array of values per object (Object.values): a large workspace has ~550,000 objects.
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
    } else {
      const record = value as Record<string, unknown>;
      for (const key in record) if (Object.hasOwn(record, key)) deepFreeze(record[key]);
    }
  }
  return value;
}
