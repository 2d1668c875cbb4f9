import { describe, expect, it } from 'vitest';
import { loadApps, loadCases, type QualityCase } from '../../bench/quality/corpus.js';
import { bars, judge, precision, recall, tally } from '../../bench/quality/score.js';
import type { SelectResponse } from '../../src/selector/types.js';

describe('quality corpus', () => {
  const inputs = loadApps();
  const cases = loadCases();

  it('holds at least 8 own apps with intents, each a valid manifest (loadApps validates)', () => {
    const own = inputs.filter((i) => i.manifest.id.startsWith('com.bench.'));
    expect(own.length).toBeGreaterThanOrEqual(8);
    expect(inputs.some((i) => i.manifest.id === 'com.arav.bot')).toBe(true);
  });

  it('has at least 400 cases, 35% or more of them declines, in en, es, de, fr and ja', () => {
    expect(cases.length).toBeGreaterThanOrEqual(400);
    const declines = cases.filter((c) => c.expect === null).length;
    expect(declines / cases.length).toBeGreaterThanOrEqual(0.35);
    const langs = new Set(cases.map((c) => c.lang.slice(0, 2)));
    for (const l of ['en', 'es', 'de', 'fr', 'ja']) expect(langs).toContain(l);
  });

  it('labels only intents and slots that exist, in a language the intent speaks', () => {
    const manifests = new Map(inputs.map((i) => [i.manifest.id, i.manifest]));
    for (const c of cases) {
      if (!c.expect) continue;
      const intent = manifests.get(c.expect.app)?.intents?.find((i) => i.name === c.expect!.intent);
      expect(intent, `${c.source}: ${c.text}`).toBeDefined();
      const primary = c.lang.toLowerCase().split('-')[0]!;
      expect(Object.keys(intent!.utterances).map((k) => k.toLowerCase().split('-')[0]), c.text).toContain(primary);
      for (const slot of Object.keys(c.expect.slots ?? {})) expect(Object.keys(intent!.slots ?? {}), c.text).toContain(slot);
    }
  });

  it('feeds live values to the music app as its tool listing', () => {
    const music = inputs.find((i) => i.manifest.id === 'com.bench.music')!;
    const play = music.liveTools!.find((t) => t.name === 'play_playlist')!;
    expect(play._meta).toMatchObject({ 'voiceos/intent-slot-values': { playlist: expect.arrayContaining(['Focus']) } });
  });
});

describe('judging', () => {
  const positive: QualityCase = {
    text: 'set the volume to 40',
    lang: 'en',
    tier: 'exact',
    source: 't',
    expect: { app: 'a', intent: 'vol', slots: { level: 40 } },
  };
  const negative: QualityCase = { text: 'what is the volume of a sphere', lang: 'en', tier: 'negative', source: 't', expect: null };
  const none: SelectResponse = { match: null, reason: 'no_match', candidates: [], tookMicros: 3 };
  const fired = (intent: string, slots: Record<string, unknown>): SelectResponse => ({
    match: {
      app: 'a',
      intent,
      tool: intent,
      qualifiedTool: `a.${intent}`,
      arguments: slots,
      slots,
      lang: 'en',
      response: 'ok',
      confidence: 0.9,
      requiresConfirmation: false,
      confirmation: null,
    },
    reason: 'matched',
    candidates: [],
    tookMicros: 3,
  });

  it('counts a fire with wrong slot values, extra slots or the wrong intent as false', () => {
    expect(judge(positive, fired('vol', { level: 40 })).verdict).toBe('correct');
    expect(judge(positive, fired('vol', { level: 4 })).verdict).toBe('false_fire');
    expect(judge(positive, fired('vol', { level: 40, x: 1 })).verdict).toBe('false_fire');
    expect(judge(positive, fired('mute', { level: 40 })).verdict).toBe('false_fire');
    expect(judge(positive, fired('vol', { level: '40' })).verdict).toBe('false_fire');
    expect(judge(positive, none).verdict).toBe('missed');
    expect(judge(negative, none).verdict).toBe('declined');
    expect(judge(negative, fired('vol', {})).verdict).toBe('false_fire');
  });

  it('computes precision over fires and recall over positives', () => {
    const js = [judge(positive, fired('vol', { level: 40 })), judge(positive, none), judge(negative, fired('vol', {})), judge(negative, none)];
    const t = tally(js);
    expect(precision(t)).toBe(0.5);
    expect(recall(t)).toBe(0.5);
    const b = bars(js);
    expect(b.find((x) => x.name === 'precision')!.met).toBe(false);
    expect(b.find((x) => x.name === 'false fires / negatives')!.value).toBe(0.5);
    expect(b.find((x) => x.name === 'exact recall')!.met).toBe(false);
  });
});
