// The text `fastintent inspect` prints: one app's intents as a table, then where every enum
// slot's values came from, then what is omitted and why. Pure: data in, lines out.
import type { AppSummary } from '../refresh/types.js';
import type { ResolvedIntent, ResolvedSlot, SlotSource } from '../selector/types.js';

const SOURCES: readonly SlotSource[] = ['static', 'live', 'schema'];

export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

function slotSummary(name: string, slot: ResolvedSlot): string {
  const count = slot.values ? `(${slot.values.length})` : '';
  return `${name}:${slot.type}${count}${slot.required ? '' : '?'}`;
}

const quoteList = (values: readonly string[]): string => values.map((v) => JSON.stringify(v)).join(', ');

export function formatIntents(app: AppSummary, intents: readonly ResolvedIntent[]): string {
  const out: string[] = [];
  out.push(`${app.id}  ${app.name ?? '(no name)'} ${app.version ?? ''}`.trimEnd());
  out.push(`runtime: ${app.runtime ?? 'unknown'}   status: ${app.status}   intents: ${app.intents.active} active, ${app.intents.omitted} omitted`);
  if (app.errors.length > 0) {
    out.push('', 'Errors:', ...app.errors.map((e) => `  ${e}`));
  }

  out.push('');
  if (intents.length === 0) {
    out.push('No intents.');
    return out.join('\n');
  }
  out.push(
    ...formatTable(
      ['INTENT', 'TOOL', 'STATUS', 'LANGUAGES', 'SLOTS (? = optional)'],
      intents.map((i) => [
        i.name,
        i.tool,
        i.status,
        i.languages.join(' '),
        Object.entries(i.slots).map(([n, s]) => slotSummary(n, s)).join(' ') || '-',
      ]),
    ),
  );

  const enumSlots = intents.flatMap((i) =>
    Object.entries(i.slots).filter(([, s]) => s.type === 'enum').map(([n, s]) => ({ intent: i.name, slot: n, resolved: s })),
  );
  if (enumSlots.length > 0) {
    out.push('', 'Enum slot values:');
    for (const { intent, slot, resolved } of enumSlots) {
      out.push(`  ${intent}.${slot}: ${resolved.values ? quoteList(resolved.values) : '(none)'}`);
      for (const source of SOURCES) {
        const list = resolved.sources?.[source];
        if (list) out.push(`    ${source.padEnd(6)} ${quoteList(list)}`);
      }
      const intersected = resolved.intersected ?? [];
      out.push(`    intersected: ${intersected.length > 0 ? intersected.join(' ∩ ') : 'none'}`);
    }
  }

  const omitted = intents.filter((i) => i.status === 'omitted');
  out.push('', omitted.length > 0 ? 'Omitted intents:' : 'Omitted intents: none');
  for (const i of omitted) out.push(`  ${i.name} (tool ${i.tool}): ${i.reason ?? 'no reason given'}`);
  return out.join('\n');
}
