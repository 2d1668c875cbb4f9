// The manifest's TypeScript shape. CONTRACT for every other module: these names stay.
// Derived from the one definition in definition.ts, so the types, the runtime validator and
// schema/voiceos.integration.schema.json cannot drift apart.
import type { Static } from '@sinclair/typebox';
import type {
  AuthSchema,
  HooksSchema,
  IntentSchema,
  IntentSlotSchema,
  ManifestSchema,
  PermissionSchema,
  PreferenceSchema,
  PublisherSchema,
  RuntimeSchema,
  ToolSchema,
  UiBlockSchema,
  UiViewSchema,
} from './definition.js';

export type JsonObject = { [key: string]: unknown };

export type Publisher = Static<typeof PublisherSchema>;
export type Runtime = Static<typeof RuntimeSchema>;
export type Auth = Static<typeof AuthSchema>;
export type Permission = Static<typeof PermissionSchema>;
export type Preference = Static<typeof PreferenceSchema>;
export type Hooks = Static<typeof HooksSchema>;

// Blocks carry props the definition does not list (text, title, rows, variant…): unknown fields
// are kept, so the type says so.
export type UiBlock = Omit<Static<typeof UiBlockSchema>, 'type' | 'children' | 'footer'> & {
  type: string;
  children?: UiBlock[];
  footer?: UiBlock[];
  [key: string]: unknown;
};
export type UiView = Omit<Static<typeof UiViewSchema>, 'root'> & { root: UiBlock };

export type ToolDefinition = Omit<Static<typeof ToolSchema>, 'inputSchema' | 'confirmation'> & {
  inputSchema: JsonObject;
  confirmation?: UiView;
};
export type IntentSlot = Static<typeof IntentSlotSchema>;
export type IntentDefinition = Static<typeof IntentSchema>;

export type Manifest = Omit<Static<typeof ManifestSchema>, 'tools'> & { tools: ToolDefinition[] };

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };
