// What speech recognisers write in a transcript besides words: tags for sounds ("[noise]",
// "[laughter]") and for words they could not make out ("<unk>", "(inaudible)"). A sound is no
// one's words: its tag is passed over as if it were silence. A word not made out may be any
// word: outside free text it is a word no utterance explains, so the request declines; inside
// free text it would be sent as said (slots/string.ts refuses such text).

const SOUNDS = /\[(?:noise|background noise|laughter|laughs|laughing|music|applause|cough|coughing|silence|breath|breathing|sigh|sighs)\]|\((?:noise|laughter|laughs|music|applause|cough|silence|sighs?)\)/gi;

const UNHEARD = /<unk>|\[(?:inaudible|unintelligible|unk|crosstalk|foreign|unclear)\]|\((?:inaudible|unintelligible|crosstalk|unclear)\)/i;

/** `text` with the tags of sounds blanked out, each character a space: where every other word
 * stands stays the same. */
export function withoutSounds(text: string): string {
  return text.includes('[') || text.includes('(') ? text.replace(SOUNDS, (tag) => ' '.repeat(tag.length)) : text;
}

/** True when `text` holds a tag for words the recogniser could not make out. */
export function saysUnheard(text: string): boolean {
  return (text.includes('<') || text.includes('[') || text.includes('(')) && UNHEARD.test(text);
}
