// The manifest's TypeScript shape. CONTRACT for every other module: these names stay.
// TODO(foundation): derive these from the one definition in definition.ts (TypeBox `Static<>`),
// so the types, the runtime validator and schema/voiceos.integration.schema.json share one source.

export type JsonObject = { [key: string]: unknown };

export interface Publisher { id: string; name: string; url?: string; verified?: boolean }

export type Runtime =
  | { kind: 'local-mcp'; command: string; args?: string[] }
  | { kind: 'remote-mcp'; url: string }
  | { kind: 'hosted'; entry?: string };

export interface UiBlock { type: string; [key: string]: unknown }
export interface UiView { schemaVersion: 1; root: UiBlock }

export interface ToolDefinition {
  name: string;
  title?: string;
  description: string;
  inputSchema: JsonObject;
  execution?: { mode: 'sync' | 'background'; estimatedDurationMs?: number };
  disabled?: boolean;
  disabledReason?: string;
  visibility?: 'user' | 'agent';
  uiCallable?: boolean;
  confirmation?: UiView;
}

export interface IntentSlot {
  type: 'string' | 'number' | 'enum';
  required?: boolean;
  values?: string[];
  valuesFrom?: 'tool';
  examples?: string[];
}

export interface IntentDefinition {
  name: string;
  tool: string;
  description: string;
  utterances: Record<string, string[]>;
  slots?: Record<string, IntentSlot>;
  fixedArgs?: Record<string, unknown>;
  response: Record<string, string>;
  minConfidence?: number;
}

export interface Preference {
  name: string;
  title: string;
  description?: string;
  type: 'text' | 'password' | 'boolean' | 'select' | 'number';
  required?: boolean;
  default?: string | number | boolean;
  placeholder?: string;
  options?: { label: string; value: string }[];
}

export interface Manifest {
  schemaVersion: 1;
  id: string;
  version: string;
  name: string;
  summary: string;
  description?: string;
  icon?: string;
  homepage?: string;
  repository?: string;
  categories?: string[];
  publisher: Publisher;
  runtime: Runtime;
  auth?: JsonObject;
  permissions?: JsonObject[];
  preferences?: Preference[];
  tools: ToolDefinition[];
  intents?: IntentDefinition[];
  asr?: { vocabulary: string[] };
  hooks?: JsonObject;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };
