// The selector's public entry: compile apps into an immutable snapshot, select from it.
export { buildSnapshot, compileApp, compileCatalog } from './catalog.js';
export type { CompiledApp, CompiledIntent, Snapshot, Template } from './catalog.js';
export { select } from './select.js';
export type * from './types.js';
