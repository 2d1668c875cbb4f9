// Confidence: how much of the request one template explains with its own words, and what
// tolerances the alignment spent doing so. The alignment (match.ts) minimises the same costs.

/** Costs the alignment pays; confidence = 1 − total. */
export const COST = {
  /** A polite phrase in the request the template does not have ("please", "can you"). */
  polite: 0.01,
  /** An article in the request the template does not have. */
  article: 0.015,
  /** A polite word or article of the template the request left out. */
  optional: 0.01,
  /** A request word matched to a template or value word within one edit. */
  typo: 0.1,
  /** A short function word of the template the request left out ("to", "in"). */
  smallDropped: 0.12,
  /** A unit beside a number slot that only restates it, left out ("Lautstärke auf 30" for
   * "Lautstärke auf {level} Prozent", "at 7" for "at {hour} o'clock"): the number still says the
   * same; as much as a small word. */
  unitDropped: 0.12,
  /** A short function word in the request the template does not have. */
  smallInserted: 0.14,
  /** Two words said as one or one as two ("whats", "wi fi"). */
  glue: 0.03,
  /** A contraction said in full or the other way round ("where is" for "where's"). */
  contraction: 0.01,
  /** A template word said another way (word-forms.ts): in the singular or plural the other way
   * ("1 minute" for "{minutes} minutes") or a unit abbreviated ("10 min"). More than a typo, so
   * that with a small word inserted it falls below the threshold ("it turns off the lights"). */
  wordForm: 0.12,
  /** A word in the request the template does not have but another utterance of the same call
   * does ("any new messages from Jonas" for "any messages from {from}" beside "read my new
   * messages"): the app's own word for this call, inserted; as much as a word form. */
  toolWord: 0.12,
  /** The word that introduces reported speech said for the word that leads a free-text slot
   * ("manda un mensaje a Lucía que llego tarde" for "… diciendo {text}"): both say where the
   * message starts; a little more than a glued pair. */
  reported: 0.04,
  /** The name of the app a request is for, said with it ("… on Tempo Music"): it only chooses
   * the app (app-names.ts), as much as a polite word. */
  appName: 0.01,
} as const;

/** Below this the service declines. */
export const MIN_CONFIDENCE = 0.75;
/** Two intents whose confidences differ by less than this fit "about equally well". */
export const AMBIGUITY_MARGIN = 0.05;
/** Tolerances (typos, word forms, small words or units dropped, small words or the call's own
 * words inserted, glued words) one alignment may spend. */
export const MAX_TOLERANCES = 2;
/** Alignments costlier than this are abandoned early: they could never be a candidate. */
export const MAX_COST = 0.3;

/**
 * Words swallowed into free-text slots: each costs a little, so that a template explaining
 * words with its literals beats one that swallows them, and long dictation fades slowly.
 */
export function stringCost(words: number): number {
  return 0.01 * Math.min(words, 10) + 0.002 * Math.max(0, words - 10);
}

/** An enum value's words are the app's own words: longer values are preferred. */
export const ENUM_WORD_BONUS = 0.001;

/** What one alignment spent and explained. */
export interface AlignmentStats {
  /** Request tokens. */
  words: number;
  /** Template literal words matched exactly. */
  literals: number;
  /** …of which content words (not polite, article or short function words). */
  contentLiterals: number;
  typos: number;
  /** Template words said another way (COST.wordForm). */
  wordForms: number;
  glued: number;
  contractions: number;
  politeSkipped: number;
  articlesSkipped: number;
  optionalDropped: number;
  smallDropped: number;
  smallInserted: number;
  /** Words of the same call's other utterances inserted (COST.toolWord). */
  toolWords: number;
  /** Lead words of free text said as a word that introduces reported speech (COST.reported). */
  reported: number;
  /** Units that only restate a number, left out (COST.unitDropped). */
  unitsDropped: number;
  /** Request tokens inside enum, number and string slots. */
  enumWords: number;
  numberWords: number;
  stringWords: number;
  /** Whether the template has a free-text slot. */
  hasString: boolean;
  /** The request token its (first) free text starts at, -1 when none. */
  textFrom: number;
}

export function emptyStats(words: number): AlignmentStats {
  return {
    words, literals: 0, contentLiterals: 0, typos: 0, wordForms: 0, glued: 0, contractions: 0, politeSkipped: 0, articlesSkipped: 0, optionalDropped: 0,
    smallDropped: 0, smallInserted: 0, toolWords: 0, reported: 0, unitsDropped: 0, enumWords: 0, numberWords: 0, stringWords: 0, hasString: false, textFrom: -1,
  };
}

/** Words the template explains with its own words: literals and slot values it knows. */
export function ownWords(s: AlignmentStats): number {
  return s.literals + s.typos + s.wordForms + s.enumWords + s.numberWords;
}

/**
 * The confidence of an alignment in [0, 1], or null when it is not acceptable at all whatever
 * the threshold: more than two tolerances, or a free-text slot the template's own words do not
 * anchor (a weak template must not swallow any sentence).
 */
export function confidence(s: AlignmentStats): number | null {
  const tolerances = s.typos + s.wordForms + s.smallDropped + s.smallInserted + s.toolWords + s.reported + s.unitsDropped + s.glued;
  if (tolerances > MAX_TOLERANCES) return null;
  // A word inserted is only forgiven around a template that says enough of its own.
  if (s.smallInserted > 0 && s.contentLiterals < 2) return null;
  if (s.toolWords > 0 && s.contentLiterals < 1) return null;
  if (s.hasString) {
    // A word said another way (a command verb's synonym: "anota que …" for "apunta que …") is
    // the template's own word as much as a literal is.
    const anchors = s.contentLiterals + s.wordForms + (s.enumWords > 0 ? 1 : 0) + (s.numberWords > 0 ? 1 : 0);
    const own = s.literals + s.wordForms + s.enumWords + s.numberWords;
    if (anchors < 1 || own < 2) return null;
    // Free text around a single anchor: only a misspelling-free, short request.
    if (own < 2 && s.typos > 0) return null;
  }
  const cost =
    COST.polite * s.politeSkipped +
    COST.article * s.articlesSkipped +
    COST.optional * s.optionalDropped +
    COST.typo * s.typos +
    COST.wordForm * s.wordForms +
    COST.smallDropped * s.smallDropped +
    COST.smallInserted * s.smallInserted +
    COST.toolWord * s.toolWords +
    COST.reported * s.reported +
    COST.unitDropped * s.unitsDropped +
    COST.glue * s.glued +
    COST.contraction * s.contractions +
    stringCost(s.stringWords);
  return Math.max(0, Math.min(1, 1 - cost));
}
