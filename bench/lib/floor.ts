// The least work any selector that files utterances under their words does on a catalogue, timed
// beside ours in the same process on the same requests (inprocess.ts). It understands nothing: a
// lower-cased text split at spaces, one dictionary of words, one object per utterance filed under
// each of its words. Selecting reads each request word out of the dictionary and compares the
// request's words with one utterance filed under its rarest word — no normalising, numbers,
// slots, scoring, alternatives, validation or answer. Whatever the selector does, it does at least
// this, so the speed targets can be read against it: measured in one run, ours ÷ floor holds
// steadier than either figure on a shared machine.
import type { Manifest } from '../../src/manifest/types.js';
import { primaryLanguage } from '../../src/selector/lang.js';

interface FloorTemplate {
  app: string;
  intent: string;
  words: Int32Array;
}

interface FloorLanguage {
  dict: Map<string, number>;
  postings: FloorTemplate[][];
}

export type FloorIndex = Map<string, FloorLanguage>;

function idOf(lang: FloorLanguage, word: string): number {
  let id = lang.dict.get(word);
  if (id === undefined) {
    id = lang.postings.length;
    lang.dict.set(word, id);
    lang.postings.push([]);
  }
  return id;
}

/** Files every utterance of every intent under each of its words, per primary language. */
export function buildFloorIndex(manifests: readonly Manifest[]): FloorIndex {
  const index: FloorIndex = new Map();
  for (const m of manifests) {
    for (const intent of m.intents ?? []) {
      for (const [key, list] of Object.entries(intent.utterances)) {
        const primary = primaryLanguage(key);
        let lang = index.get(primary);
        if (lang === undefined) index.set(primary, (lang = { dict: new Map(), postings: [] }));
        for (const utterance of list) {
          const said = utterance.toLowerCase().split(' ');
          const words = new Int32Array(said.length);
          for (let k = 0; k < said.length; k++) words[k] = idOf(lang, said[k]!);
          const tpl: FloorTemplate = { app: m.id, intent: intent.name, words };
          for (let k = 0; k < words.length; k++) lang.postings[words[k]!]!.push(tpl);
        }
      }
    }
  }
  return index;
}

/** The utterance filed first under the request's rarest known word, and how many of its words
 * the request says; null when the request says no catalogue word. */
export function floorSelect(index: FloorIndex, text: string, lang: string): { app: string; intent: string; said: number } | null {
  const language = index.get(primaryLanguage(lang));
  if (language === undefined) return null;
  const ids: number[] = [];
  let rarest: FloorTemplate[] | null = null;
  for (const word of text.toLowerCase().split(' ')) {
    const id = language.dict.get(word);
    if (id === undefined) continue;
    ids.push(id);
    const posting = language.postings[id]!;
    if (rarest === null || posting.length < rarest.length) rarest = posting;
  }
  const tpl = rarest?.[0];
  if (tpl === undefined) return null;
  let said = 0;
  for (let k = 0; k < tpl.words.length; k++) if (ids.includes(tpl.words[k]!)) said++;
  return { app: tpl.app, intent: tpl.intent, said };
}
