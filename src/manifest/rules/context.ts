// What every rule module receives: the raw manifest (untrusted: rules must not assume the
// structural check passed) and a few indexes built once, plus a `report` collector.
import { compileSchema, type CompiledSchema } from '../json-schema.js';
import type { Problem } from '../paths.js';

export type JsonRecord = Record<string, unknown>;

export const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A property only when the object itself holds it: `__proto__` from JSON is data, never the prototype. */
export function own(obj: unknown, key: string): unknown {
  return isRecord(obj) && Object.hasOwn(obj, key) ? obj[key] : undefined;
}

export const asList = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
export const asRecord = (v: unknown): JsonRecord | undefined => (isRecord(v) ? v : undefined);

export interface ToolInfo {
  index: number;
  name: string;
  tool: JsonRecord;
  /** The declared inputSchema when it is an object. */
  inputSchema: JsonRecord | undefined;
  /** Its compiled validator, or why it does not compile. */
  compiled: CompiledSchema | undefined;
}

export interface ManifestContext {
  manifest: JsonRecord;
  tools: ToolInfo[];
  /** First declaration of each tool name. */
  toolsByName: ReadonlyMap<string, ToolInfo>;
  permissions: JsonRecord[];
  report(path: string, message: string, additional?: boolean): void;
}

export type Rule = (ctx: ManifestContext) => void;

export function createContext(manifest: JsonRecord, problems: Problem[]): ManifestContext {
  const tools: ToolInfo[] = [];
  const toolsByName = new Map<string, ToolInfo>();
  asList(own(manifest, 'tools')).forEach((tool, index) => {
    if (!isRecord(tool)) return;
    const name = own(tool, 'name');
    const inputSchema = asRecord(own(tool, 'inputSchema'));
    const info: ToolInfo = {
      index,
      name: typeof name === 'string' ? name : '',
      tool,
      inputSchema,
      compiled: inputSchema ? compileSchema(inputSchema) : undefined,
    };
    tools.push(info);
    if (typeof name === 'string' && !toolsByName.has(name)) toolsByName.set(name, info);
  });
  return {
    manifest,
    tools,
    toolsByName,
    permissions: asList(own(manifest, 'permissions')).filter(isRecord),
    report: (path, message, additional = false) => problems.push({ path, message, additional }),
  };
}

/** Whether the manifest declares a permission of this kind (and, for transcript, one of these scopes). */
export function hasPermission(ctx: ManifestContext, kind: string, scopes?: readonly string[]): boolean {
  return ctx.permissions.some((p) => {
    if (own(p, 'kind') !== kind) return false;
    if (!scopes) return true;
    const scope = own(p, 'scope');
    return typeof scope === 'string' && scopes.includes(scope);
  });
}
