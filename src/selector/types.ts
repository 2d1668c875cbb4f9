// CONTRACT between the selector and its callers (refresh/, server/, bench/).
// Data flows one way: AppInput (validated manifest + live listing) → compileApp → buildSnapshot → select.
import type { JsonObject, Manifest, UiView } from '../manifest/types.js';

/** One tool as an app's MCP server listed it. Untrusted: judged by slots/resolve.ts. */
export interface LiveTool {
  name: string;
  inputSchema?: unknown;
  _meta?: unknown;
}

/** What compiling one app needs. */
export interface AppInput {
  manifest: Manifest;
  /**
   * The server's latest full tool listing, or null when there is none (no connection yet,
   * server down, hosted). With null only intents that need no live values serve.
   */
  liveTools: LiveTool[] | null;
}

export type SlotSource = 'static' | 'live' | 'schema';

/** A slot as resolved for one compile: the shape of GET /apps/:id/intents (API.md). */
export interface ResolvedSlot {
  type: 'string' | 'number' | 'enum';
  required: boolean;
  values?: string[];
  sources?: Partial<Record<SlotSource, string[]>>;
  intersected?: SlotSource[];
}

export interface ResolvedIntent {
  name: string;
  tool: string;
  status: 'active' | 'omitted';
  reason?: string;
  languages: string[];
  slots: Record<string, ResolvedSlot>;
}

/** What slots/resolve.ts makes of one AppInput: every intent's status and slot values, and
 * the effective input schema of each tool (the live one where the server gave a valid one). */
export interface ResolvedApp {
  intents: ResolvedIntent[];
  inputSchemas: ReadonlyMap<string, JsonObject>;
}

export interface SelectRequest {
  text: string;
  lang?: string;
  apps?: string[];
}

export interface SelectMatch {
  app: string;
  intent: string;
  tool: string;
  qualifiedTool: string;
  arguments: Record<string, unknown>;
  slots: Record<string, unknown>;
  lang: string;
  response: string;
  confidence: number;
  requiresConfirmation: boolean;
  confirmation: UiView | null;
}

export interface Candidate {
  app: string;
  intent: string;
  confidence: number;
}

export type SelectReason = 'matched' | 'no_match' | 'ambiguous' | 'no_eligible_intents';

export interface SelectResponse {
  match: SelectMatch | null;
  reason: SelectReason;
  candidates: Candidate[];
  tookMicros: number;
}
