/**
 * Method parameters of `AssistantV1`, named exactly as in the official SDK (camelCase); the request
 * body fields they carry keep their wire (snake_case) shapes.
 */
import type {
  Context,
  Counterexample,
  DialogNode,
  DialogNodeAction,
  DialogNodeNextStep,
  DialogNodeOutput,
  Entity,
  Example,
  Intent,
  JsonObject,
  MessageInput,
  Mention,
  OutputData,
  RuntimeEntity,
  RuntimeIntent,
  Value,
  Webhook,
  WorkspaceSystemSettings,
} from '../model/index.js';
import type { DefaultParams } from './params.js';

export interface WorkspaceIdParams extends DefaultParams { workspaceId: string }
interface Audited { includeAudit?: boolean }
interface Exported { _export?: boolean }
interface Listing extends Audited { pageLimit?: number; includeCount?: boolean; sort?: string; cursor?: string }

export interface MessageParams extends WorkspaceIdParams {
  input?: MessageInput;
  intents?: RuntimeIntent[];
  entities?: RuntimeEntity[];
  alternateIntents?: boolean;
  context?: Context;
  output?: OutputData;
  userId?: string;
  nodesVisitedDetails?: boolean;
}

export interface BulkClassifyParams extends WorkspaceIdParams { input?: { text?: string }[] }

export interface WorkspaceContentParams extends DefaultParams {
  name?: string;
  description?: string;
  language?: string;
  dialogNodes?: DialogNode[];
  counterexamples?: Counterexample[];
  metadata?: JsonObject;
  learningOptOut?: boolean;
  systemSettings?: WorkspaceSystemSettings;
  webhooks?: Webhook[];
  intents?: Intent[];
  entities?: Entity[];
}

export type ListWorkspacesParams = DefaultParams & Listing;
export type CreateWorkspaceParams = WorkspaceContentParams & Audited;
export interface GetWorkspaceParams extends WorkspaceIdParams, Exported, Audited { sort?: string }
export interface UpdateWorkspaceParams extends WorkspaceContentParams, Audited { workspaceId: string; append?: boolean }
export type DeleteWorkspaceParams = WorkspaceIdParams;

export interface ListIntentsParams extends WorkspaceIdParams, Exported, Listing {}
export interface CreateIntentParams extends WorkspaceIdParams, Audited { intent: string; description?: string; examples?: Example[] }
export interface GetIntentParams extends WorkspaceIdParams, Exported, Audited { intent: string }
export interface UpdateIntentParams extends WorkspaceIdParams, Audited {
  intent: string;
  newIntent?: string;
  newDescription?: string;
  newExamples?: Example[];
  append?: boolean;
}
export interface DeleteIntentParams extends WorkspaceIdParams { intent: string }

export interface ListExamplesParams extends WorkspaceIdParams, Listing { intent: string }
export interface CreateExampleParams extends WorkspaceIdParams, Audited { intent: string; text: string; mentions?: Mention[] }
export interface GetExampleParams extends WorkspaceIdParams, Audited { intent: string; text: string }
export interface UpdateExampleParams extends WorkspaceIdParams, Audited {
  intent: string;
  text: string;
  newText?: string;
  newMentions?: Mention[];
}
export interface DeleteExampleParams extends WorkspaceIdParams { intent: string; text: string }

export interface ListCounterexamplesParams extends WorkspaceIdParams, Listing {}
export interface CreateCounterexampleParams extends WorkspaceIdParams, Audited { text: string }
export interface GetCounterexampleParams extends WorkspaceIdParams, Audited { text: string }
export interface UpdateCounterexampleParams extends WorkspaceIdParams, Audited { text: string; newText?: string }
export interface DeleteCounterexampleParams extends WorkspaceIdParams { text: string }

export interface ListEntitiesParams extends WorkspaceIdParams, Exported, Listing {}
export interface CreateEntityParams extends WorkspaceIdParams, Audited {
  entity: string;
  description?: string;
  metadata?: JsonObject;
  fuzzyMatch?: boolean;
  values?: Value[];
}
export interface GetEntityParams extends WorkspaceIdParams, Exported, Audited { entity: string }
export interface UpdateEntityParams extends WorkspaceIdParams, Audited {
  entity: string;
  newEntity?: string;
  newDescription?: string;
  newMetadata?: JsonObject;
  newFuzzyMatch?: boolean;
  newValues?: Value[];
  append?: boolean;
}
export interface DeleteEntityParams extends WorkspaceIdParams { entity: string }
export interface ListMentionsParams extends WorkspaceIdParams, Exported, Audited { entity: string }

export interface ListValuesParams extends WorkspaceIdParams, Exported, Listing { entity: string }
export interface CreateValueParams extends WorkspaceIdParams, Audited {
  entity: string;
  value: string;
  metadata?: JsonObject;
  type?: 'synonyms' | 'patterns' | string;
  synonyms?: string[];
  patterns?: string[];
}
export interface GetValueParams extends WorkspaceIdParams, Exported, Audited { entity: string; value: string }
export interface UpdateValueParams extends WorkspaceIdParams, Audited {
  entity: string;
  value: string;
  newValue?: string;
  newMetadata?: JsonObject;
  newType?: 'synonyms' | 'patterns' | string;
  newSynonyms?: string[];
  newPatterns?: string[];
  append?: boolean;
}
export interface DeleteValueParams extends WorkspaceIdParams { entity: string; value: string }

export interface ListSynonymsParams extends WorkspaceIdParams, Listing { entity: string; value: string }
export interface CreateSynonymParams extends WorkspaceIdParams, Audited { entity: string; value: string; synonym: string }
export interface GetSynonymParams extends WorkspaceIdParams, Audited { entity: string; value: string; synonym: string }
export interface UpdateSynonymParams extends WorkspaceIdParams, Audited {
  entity: string;
  value: string;
  synonym: string;
  newSynonym?: string;
}
export interface DeleteSynonymParams extends WorkspaceIdParams { entity: string; value: string; synonym: string }

interface DialogNodeFields {
  description?: string;
  conditions?: string;
  parent?: string;
  previousSibling?: string;
  output?: DialogNodeOutput;
  context?: JsonObject;
  metadata?: JsonObject;
  nextStep?: DialogNodeNextStep;
  title?: string;
  type?: string;
  eventName?: string;
  variable?: string;
  actions?: DialogNodeAction[];
  digressIn?: string;
  digressOut?: string;
  digressOutSlots?: string;
  userLabel?: string;
  disambiguationOptOut?: boolean;
}

export interface ListDialogNodesParams extends WorkspaceIdParams, Listing {}
export interface CreateDialogNodeParams extends WorkspaceIdParams, Audited, DialogNodeFields { dialogNode: string }
export interface GetDialogNodeParams extends WorkspaceIdParams, Audited { dialogNode: string }
export interface UpdateDialogNodeParams extends WorkspaceIdParams, Audited {
  dialogNode: string;
  newDialogNode?: string;
  newDescription?: string | null;
  newConditions?: string | null;
  newParent?: string | null;
  newPreviousSibling?: string | null;
  newOutput?: DialogNodeOutput | null;
  newContext?: JsonObject | null;
  newMetadata?: JsonObject | null;
  newNextStep?: DialogNodeNextStep | null;
  newTitle?: string | null;
  newType?: string | null;
  newEventName?: string | null;
  newVariable?: string | null;
  newActions?: DialogNodeAction[] | null;
  newDigressIn?: string | null;
  newDigressOut?: string | null;
  newDigressOutSlots?: string | null;
  newUserLabel?: string | null;
  newDisambiguationOptOut?: boolean | null;
}
export interface DeleteDialogNodeParams extends WorkspaceIdParams { dialogNode: string }

export interface ListLogsParams extends WorkspaceIdParams { sort?: string; filter?: string; pageLimit?: number; cursor?: string }
export interface ListAllLogsParams extends DefaultParams { filter: string; sort?: string; pageLimit?: number; cursor?: string }
export interface DeleteUserDataParams extends DefaultParams { customerId: string }
