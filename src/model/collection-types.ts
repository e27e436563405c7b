/** The list responses of the conversation service: each resource's collection with its pagination, and the message logs. */
import type { Counterexample, DialogNode, Entity, EntityMention, Example, Intent, Synonym, Value, Workspace } from './types.js';
import type { MessageRequest, MessageResponse } from './message-types.js';

export interface Log {
  request: MessageRequest;
  response: MessageResponse;
  log_id: string;
  request_timestamp: string;
  response_timestamp: string;
  workspace_id: string;
  language: string;
}

export interface Pagination {
  refresh_url: string;
  next_url?: string;
  total?: number;
  matched?: number;
  refresh_cursor?: string;
  next_cursor?: string;
}

export interface LogPagination {
  next_url?: string;
  matched?: number;
  next_cursor?: string;
}

export interface WorkspaceCollection { workspaces: Workspace[]; pagination: Pagination }
export interface IntentCollection { intents: Intent[]; pagination: Pagination }
export interface ExampleCollection { examples: Example[]; pagination: Pagination }
export interface CounterexampleCollection { counterexamples: Counterexample[]; pagination: Pagination }
export interface EntityCollection { entities: Entity[]; pagination: Pagination }
export interface EntityMentionCollection { examples: EntityMention[]; pagination: Pagination }
export interface ValueCollection { values: Value[]; pagination: Pagination }
export interface SynonymCollection { synonyms: Synonym[]; pagination: Pagination }
export interface DialogNodeCollection { dialog_nodes: DialogNode[]; pagination: Pagination }
export interface LogCollection { logs: Log[]; pagination: LogPagination }
