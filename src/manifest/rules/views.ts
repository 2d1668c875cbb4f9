// UI views (confirmation cards): data, not code. Checks what the block vocabulary and the
// reserved shapes say, and that every {{binding}} names an input of the tool the card confirms.
import { ACTION_ROLES, INPUT_BLOCK_TYPES } from '../definition.js';
import { hasPropertyPath } from '../input-schema.js';
import { at } from '../paths.js';
import { bindings, isBindingPath, singleBinding } from '../placeholders.js';
import { asList, isRecord, own, type JsonRecord } from './context.js';

type Report = (path: string, message: string) => void;

const BLOCK_LISTS = ['children', 'footer'] as const;
// Props that are not display text: structure, the widget's own document, and binding names.
const NOT_TEXT = new Set(['type', 'html', 'bind', 'visibleIf', ...BLOCK_LISTS]);
const MAX_DEPTH = 64;

interface Walk {
  report: Report;
  inputSchema: JsonRecord | undefined;
  widgets: string[];
  actions: string[];
}

function checkBinding(walk: Walk, path: string, binding: string): void {
  if (!isBindingPath(binding)) {
    walk.report(path, `{{${binding}}} is not a valid binding: use {{name}} or {{a.b}}`);
  } else if (walk.inputSchema && !hasPropertyPath(walk.inputSchema, binding)) {
    walk.report(path, `{{${binding}}} is not a property of the tool's inputSchema`);
  }
}

/** Display text anywhere under a block prop (rows[0].value, items[1].label…). */
function scanText(walk: Walk, path: string, value: unknown, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    for (const b of bindings(value)) checkBinding(walk, path, b);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => scanText(walk, at(path, i), v, depth + 1));
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) scanText(walk, at(path, key), value[key], depth + 1);
  }
}

function checkRole(walk: Walk, path: string, role: unknown): void {
  if (role === 'custom') walk.report(path, 'custom actions are reserved and rejected in schemaVersion 1');
  else if (role !== undefined && !(ACTION_ROLES as readonly unknown[]).includes(role)) {
    walk.report(path, `must be one of ${ACTION_ROLES.map((r) => JSON.stringify(r)).join(', ')}`);
  }
}

function walkBlock(walk: Walk, path: string, block: unknown, depth: number): void {
  if (!isRecord(block)) return; // the structural check names it
  if (depth > MAX_DEPTH) {
    walk.report(path, `nests deeper than ${MAX_DEPTH} blocks`);
    return;
  }
  const type = own(block, 'type');
  if (type === 'canvas') {
    walk.report(at(path, 'type'), 'canvas blocks are reserved and rejected in schemaVersion 1');
  }
  if (type === 'widget') walk.widgets.push(path);
  if (type === 'button' || type === 'actions') walk.actions.push(path);
  if (type === 'button') checkRole(walk, at(path, 'role'), own(block, 'role'));
  if (type === 'actions') {
    asList(own(block, 'items')).forEach((item, i) => checkRole(walk, at(path, 'items', i, 'role'), own(item, 'role')));
  }

  if ((INPUT_BLOCK_TYPES as readonly unknown[]).includes(type)) {
    const bind = own(block, 'bind');
    if (bind === undefined) walk.report(at(path, 'bind'), `is required on a ${String(type)} block`);
    if (own(block, 'label') === undefined) walk.report(at(path, 'label'), `is required on a ${String(type)} block`);
    if (type === 'select' && asList(own(block, 'options')).length === 0) {
      walk.report(at(path, 'options'), 'a select block needs at least one option');
    }
  }
  const bind = own(block, 'bind');
  if (typeof bind === 'string') {
    const target = singleBinding(bind);
    if (target === null) walk.report(at(path, 'bind'), 'must be one {{binding}} such as {{title}}');
    else checkBinding(walk, at(path, 'bind'), target);
  }
  const visibleIf = own(block, 'visibleIf');
  if (typeof visibleIf === 'string') {
    const target = singleBinding(visibleIf) ?? visibleIf.trim();
    checkBinding(walk, at(path, 'visibleIf'), target);
  }

  for (const key of Object.keys(block)) {
    if (!NOT_TEXT.has(key)) scanText(walk, at(path, key), block[key], depth + 1);
  }
  for (const list of BLOCK_LISTS) {
    asList(own(block, list)).forEach((child, i) => walkBlock(walk, at(path, list, i), child, depth + 1));
  }
}

/**
 * Every rule of a view below `path` (`tools[0].confirmation`, or '' for a view on its own).
 * With an inputSchema, bindings must name its properties.
 */
export function viewRules(view: unknown, path: string, inputSchema: JsonRecord | undefined, report: Report): void {
  if (!isRecord(view)) return;
  const walk: Walk = { report, inputSchema, widgets: [], actions: [] };
  walkBlock(walk, at(path, 'root'), own(view, 'root'), 0);
  for (const extra of walk.widgets.slice(1)) report(extra, 'a view may contain at most one widget block');
  if (walk.widgets.length > 0) {
    for (const action of walk.actions) report(action, 'a widget view may not also contain button or actions blocks');
  }
}
