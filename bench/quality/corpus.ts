// The quality corpus on disk: our own apps (bench/quality/apps/<name>/voiceos.integration.json,
// with live values beside them in live-values.json), the real third-party manifests with the live
// values we supply for them (real-live-values.json), and the labelled cases (cases/*.json).
// Every manifest must pass validateManifest: a corpus app the validator refuses would measure a
// catalogue no user could install.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateManifest } from '../../src/manifest/validate.js';
import type { Manifest } from '../../src/manifest/types.js';
import type { AppInput, LiveTool } from '../../src/selector/types.js';

export const QUALITY_DIR = dirname(fileURLToPath(import.meta.url));
// The real third-party manifests live in shared/, laid beside every clone (CI's too); see
// SOURCES.md there. Read in place rather than copied, so there is one copy of each.
export const REAL_MANIFESTS_DIR = join(QUALITY_DIR, '../../../shared/fixtures/real-manifests');

export const TIERS = ['exact', 'surface', 'numbers', 'noise', 'paraphrase', 'negative', 'ambiguous'] as const;
export type Tier = (typeof TIERS)[number];

export interface ExpectedMatch {
  app: string;
  intent: string;
  /** The slots the match must return, exactly (no more, no fewer); omitted means none. */
  slots?: Record<string, string | number>;
}

export interface QualityCase {
  text: string;
  lang: string;
  apps?: string[];
  expect: ExpectedMatch | null;
  expectReason?: 'no_match' | 'ambiguous';
  tier: Tier;
  /** The cases file it came from, for failure listings. */
  source: string;
}

/** tool name → slot name → values, as an app's MCP server would publish them in `_meta`. */
type LiveValues = Record<string, Record<string, string[]>>;

const SLOT_VALUES_KEY = 'voiceos/intent-slot-values';

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The tool listing a healthy server would answer: every declared tool with its schema, and the
 * live slot values in `_meta` where we supply some.
 */
export function liveListing(manifest: Manifest, values: LiveValues | undefined): LiveTool[] {
  return manifest.tools.map((tool) => {
    const live: LiveTool = { name: tool.name, inputSchema: tool.inputSchema };
    const slotValues = values?.[tool.name];
    if (slotValues) live._meta = { [SLOT_VALUES_KEY]: slotValues };
    return live;
  });
}

function validated(path: string): Manifest {
  const result = validateManifest(readJson(path));
  if (!result.ok) throw new Error(`${path} is not a valid manifest:\n  ${result.errors.join('\n  ')}`);
  return result.value;
}

/** Our apps plus the real manifests, as the selector's inputs. */
export function loadApps(): AppInput[] {
  const inputs: AppInput[] = [];
  const appsDir = join(QUALITY_DIR, 'apps');
  for (const name of readdirSync(appsDir).sort()) {
    const manifestPath = join(appsDir, name, 'voiceos.integration.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = validated(manifestPath);
    const valuesPath = join(appsDir, name, 'live-values.json');
    const values = existsSync(valuesPath) ? (readJson(valuesPath) as LiveValues) : undefined;
    inputs.push({ manifest, liveTools: liveListing(manifest, values) });
  }
  const realValues = readJson(join(QUALITY_DIR, 'real-live-values.json')) as Record<string, LiveValues>;
  if (!existsSync(REAL_MANIFESTS_DIR)) {
    throw new Error(`the real manifests are missing: expected ${REAL_MANIFESTS_DIR} (shared/ beside the repository)`);
  }
  for (const file of readdirSync(REAL_MANIFESTS_DIR).filter((f) => f.endsWith('.json')).sort()) {
    const manifest = validated(join(REAL_MANIFESTS_DIR, file));
    inputs.push({ manifest, liveTools: liveListing(manifest, realValues[manifest.id]) });
  }
  return inputs;
}

function checkCase(raw: unknown, where: string): Omit<QualityCase, 'source'> {
  const c = raw as QualityCase;
  const fail = (why: string) => {
    throw new Error(`${where}: ${why}`);
  };
  if (typeof c?.text !== 'string' || c.text.length === 0) fail('text must be a nonempty string');
  if (typeof c.lang !== 'string') fail('lang must be a string');
  if (!TIERS.includes(c.tier)) fail(`tier must be one of ${TIERS.join(', ')}`);
  if (c.expect === undefined) fail('expect is required (null for a decline)');
  const declines = c.tier === 'negative' || c.tier === 'ambiguous';
  if (declines !== (c.expect === null)) fail(`a ${c.tier} case must ${declines ? '' : 'not '}expect null`);
  if (c.expect && (typeof c.expect.app !== 'string' || typeof c.expect.intent !== 'string')) fail('expect needs app and intent');
  return c;
}

/** Every case of cases/*.json, in file order. */
export function loadCases(): QualityCase[] {
  const dir = join(QUALITY_DIR, 'cases');
  const out: QualityCase[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const list = readJson(join(dir, file));
    if (!Array.isArray(list)) throw new Error(`${file}: must hold an array of cases`);
    list.forEach((raw, i) => out.push({ ...checkCase(raw, `${file}[${i}]`), source: file }));
  }
  return out;
}
