/**
 * What a user said and what the service recognized in it (conversation-service.md): the message input, the runtime
 * intents and entities. A message's request and response carry them (message-types.ts), and so does a dialog
 * node's option value (types.ts).
 */
import type { JsonObject } from './json.js';

export interface MessageInput {
  text?: string;
  spelling_suggestions?: boolean;
  spelling_auto_correct?: boolean;
  suggested_text?: string;
  original_text?: string;
  [extra: string]: unknown;
}

export interface RuntimeIntent {
  intent: string;
  confidence: number;
  [extra: string]: unknown;
}

export interface RuntimeEntity {
  entity: string;
  location: [number, number];
  value: string;
  confidence?: number;
  metadata?: JsonObject;
  groups?: CaptureGroup[];
  interpretation?: RuntimeEntityInterpretation;
  alternatives?: RuntimeEntityAlternative[];
  role?: RuntimeEntityRole;
  [extra: string]: unknown;
}

export interface CaptureGroup {
  group: string;
  location?: [number, number];
}

export interface RuntimeEntityAlternative {
  value?: string;
  confidence?: number;
}

export interface RuntimeEntityRole {
  type?: 'date_from' | 'date_to' | 'number_from' | 'number_to' | 'time_from' | 'time_to';
  /** Always 1 in captured responses. */
  confidence?: number;
}

export interface RuntimeEntityInterpretation {
  calendar_type?: string;
  datetime_link?: string;
  festival?: string;
  granularity?:
    | 'day'
    | 'fortnight'
    | 'hour'
    | 'instant'
    | 'minute'
    | 'month'
    | 'quarter'
    | 'second'
    | 'week'
    | 'weekend'
    | 'year';
  range_link?: string;
  range_modifier?: string;
  relative_day?: number;
  relative_month?: number;
  relative_week?: number;
  relative_weekend?: number;
  relative_year?: number;
  relative_hour?: number;
  relative_minute?: number;
  relative_second?: number;
  specific_day?: number;
  specific_day_of_week?: string;
  specific_month?: number;
  specific_quarter?: number;
  specific_year?: number;
  specific_hour?: number;
  specific_minute?: number;
  specific_second?: number;
  numeric_value?: number;
  subtype?: 'integer' | 'rational' | string;
  part_of_day?: string;
  timezone?: string;
  [extra: string]: unknown;
}
