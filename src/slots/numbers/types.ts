// Shapes shared by the number readers. Tokens arrive already normalised by the selector's
// tokenizer (see the brief's token format); nothing here re-normalises text.

/** A number read from the token stream: its value and how many tokens it used (≥ 1). */
export interface NumberRead {
  value: number;
  length: number;
}

/** How a language writes digits: which separator is the decimal one. */
export interface DigitConvention {
  /** `,` in es/de/fr (`2,5`), `.` in en, ja, zh and regions that write dot decimals (es-MX, de-CH). */
  readonly decimal: '.' | ',';
  /**
   * Whether a digit token may continue with space-separated groups of exactly three digits
   * (`10 000` arrives as the tokens `10`, `000`): the SI/French habit, also used in es and de.
   */
  readonly spaceGroups: boolean;
}

/** Everything the public entry needs to know about one language. */
export interface NumberLanguage {
  /** The primary language subtag this module serves. */
  readonly code: string;
  readonly convention: DigitConvention;
  /** Reads the longest number at tokens[start] (digits and words), or null. */
  read(tokens: readonly string[], start: number, convention: DigitConvention): NumberRead | null;
  /**
   * Percent expressions as token sequences (`['per', 'cent']`). Kept out of `read`: the
   * matcher decides what a percent means for a slot.
   */
  readonly percent: readonly (readonly string[])[];
  /**
   * Token sequences that add a half to the whole number before them ("twenty one and a half",
   * "veintiuno y medio", "vingt et un et demi"); none where the language has no such words.
   */
  readonly halves?: readonly (readonly string[])[];
  /** True where the percent words come before the number (zh 百分之五十). */
  readonly percentBeforeNumber?: boolean;
  /**
   * Words read as 1 that are usually an indefinite article (es `una`, de `eine`). The reader
   * still returns 1 for them when they stand alone; the selector uses this list to weigh them.
   */
  readonly articles: ReadonlySet<string>;
}
