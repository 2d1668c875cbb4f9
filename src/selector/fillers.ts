// Words people add to or leave out of a command without changing it, per primary language.
// All lists are in the token format (folded: no accents, lower case, apostrophe clitics split,
// Japanese and Chinese one token per character).
//
// - polite: filler phrases ("please", "can you", "ください"): skipped anywhere at a tiny cost, and
//   trimmed from the ends of a free-text slot.
// - articles: determiners that come and go with phrasing ("the", "my", "la", "der").
// - small: short function words ASR or a user may drop ("to", "in", "を"); dropping one costs more.
// - enclitics: pronouns glued to an imperative for whom it is done (Spanish "ponme Focus": pon +
//   me, "escríbele": escribe + le), passed over like a polite word when the verb alone is a
//   catalogue word, or the command form or synonym of one (request.ts).
// - contractions: pairs of forms of the same words, either way round: English clitics said in
//   full ("where's" = "where is"), and a preposition fused with its article said apart, or the
//   other way round ("im" = "in der", French "du" = "de la", Spanish "al" = "a"). An utterance
//   written for one value ("im {room}") then also fits a request about a value of another gender
//   ("in der Küche"); the article itself comes and goes as any article does.
// - restating: a unit word that only says again what the number before it says ("o'clock",
//   "Uhr"; as tokens, so o'clock is "o'" and "clock"), or the one unit of what the slot measures
//   (degrees of a temperature: an utterance that says "{temperature} degrees" says what any number
//   there is in): like a percent word, it may go unsaid beside a number slot, and be said beside
//   one whose intent says it there in another utterance (match.ts, catalog.ts). Never a unit of
//   which there are several for one quantity: minutes, seconds, hours (French "heures" is both
//   an hour of the day and a duration) — "set a timer for 10" could be seconds.
// - beforeNumber: pairs of prepositions that lead a number slot's value alike ("an alarm for 7" =
//   "at 7", "einen Wecker für 7 Uhr" = "auf 7 Uhr"): right before a number slot, the request may say
//   either for the template's, at a word form's cost. Never a pair where one may say by how much
//   ("um", "by", French "de" beside "à": "baisse le volume de 10") or from where.
// - directions: a direction said before the preposition that leads a number ("turn the volume up
//   to 60", "down to 20"): the number says where to, so there it passes as a small word inserted.
// - negations: words that turn a command into its opposite ("not", "nicht", "别"), never read as a
//   misspelt template word ("nicht" is one letter from "Licht"); like any word a template does not
//   explain, they are never passed over either.
// - joining: words that start a second command ("text Mom and call Dad", "und dann") or name a
//   second choice ("text Mom or Dad that I landed"): a free-text slot never starts with one
//   (slots/string.ts), so that the second command or recipient is not sent as the message.
// - conjunctions: words that join two things ("and", "oder"; not French "ou", which is also
//   "où"), and in Japanese the particle that joins two nouns (と; not Chinese 和, which names have:
//   和歌山, 太和): free text does not end with one, nor does a name or item join two names with
//   one (slots/string.ts).
// - qualifying: the particles that make a word qualify the noun after it (の, 的): a time or place
//   pointed at that qualifies a name is the request's, not the name's (slots/string.ts).
// - formal: the pronoun that addresses the one spoken to formally, said right after a command in
//   its formal form ("Stellen Sie die Heizung auf 21", "Pare usted la música"): passed over, the
//   verb read as the command form (word-forms.ts formalCommandsOf).
// - interlocutors: the speaker and the one spoken to, as objects ("me", "us", "you", "mir",
//   "toi"): inside a message, a verb of a command followed by someone else ("… and send her my
//   location", "… and then add printer paper …") is a second command to the assistant; followed
//   by one of them it is the message's ("… and send me the address", "… and then call you").
// - tying: words that tie a clause to the command beside it: a condition, a time it waits for, a
//   correction or an exception ("if", "until", "but", "instead"): a clause with one is never set
//   aside to try the command alone (selector/clauses.ts).
// - pronouns: pronouns and demonstratives, which a clause that only says why uses ("this ad is
//   boring", "I'm heading out"), never the catalogue's word for a thing (selector/clauses.ts).
// - causal: words that open a clause saying why ("because", "que", "weil", "car"): such a clause
//   is a statement whatever its first word, and a negation in it denies the reason, not the
//   command (selector/clauses.ts).
// - opening: words that open a request going on from an earlier one ("and", "one more thing",
//   "au fait", "じゃあ", "还有"): polite at the start of a request only (selector/request.ts),
//   where the request is whole without them; elsewhere "and" joins.
// - agreeing, refusing: "yes" and "no" said as an answer before a command ("yes, set a timer …",
//   "no, call Dad"): opening too — "no" only set off by a comma or a stop from what follows, which
//   it may otherwise deny ("no music") — but never before an opening word: "yes, and turn off the
//   hallway lights too" agrees to something beside the command.
// - reporting: words that introduce what is to be said ("text Sam that I'm late", "que diga"):
//   left out of a free-text slot that starts with one, unless the utterance says the word itself
//   right before the slot ("tell {to} that {text}": then a second one is the message's own).
// - relaying: what passes on a command after who says it ("says", "wants you to", "sagt", "dit
//   de"); repeating: what says one again ("I said"); others: pronouns of someone else than the
//   speaker and the one spoken to (relayed.ts). Free text that passes one on is no name or item
//   ("meine Frau sagt, du sollst Milch" is no shopping item: match.ts).
// - instructing: a word that leads what someone named is to do ("ask {bot} to {message}",
//   "demande à {bot} de {message}"): the instruction after it is dictated, as a message is
//   (selector/match.ts), and keeps what it says of times, places and pairs.
// - quoting: the words that open and close a quotation said aloud ("quote … unquote", "Zitat …
//   Zitat Ende"): around the whole of free text, they mark it, and are not its own words.
// - speaking: a verb of saying that may come before those words ("take a note saying that …",
//   "… diciendo que …"): left out with them where they would be, never itself the word a template
//   says before free text stands for (a template's "saying {text}" still takes "saying that I'm
//   late" as "I'm late").
// - referring: words that refer to something said before ("add that to my list", "eso", "text Mom
//   what I just told you"), or to nothing in particular ("something", "algo"): a free-text slot
//   that holds nothing else names nothing the selector can see, so it declines.
// - urgent: words that ask for it at once ("right away", "sofort", "马上"): polite in a request,
//   but an utterance that says one keeps it as its own word (Fillers.optional leaves them out):
//   utterances end with them, and a free-text slot before an optional one would swallow it
//   misspelt ("… sofoort").
// - adding: polite words that add the command to another ("also", "también", "auch") or, in
//   German, soften it ("mal", "doch"), trimmed from the start of a name or an item as well
//   ("añade también leche", "setz mal Milch auf …": leche, Milch).
// - swearing: swear words and intensifiers said with a command ("turn off the damn lights", "mach
//   das verdammte Licht aus", "putain, mets Focus"): passed over like polite words; dictated text
//   keeps them as its own.
// - hesitations: sounds that fill a pause ("um", "euh", "えーと"): polite words no one says for
//   their meaning, so they are also trimmed from both ends of free text that is dictated (but
//   for one that starts an exclamation, "uh oh": exclaiming), and inside a name or an item they
//   tell that the speaker is still choosing the words (slots/string.ts).
// - correcting: words that take back what was just said ("no wait", "I mean", "digo", "never
//   mind"), or turn to another way of doing it ("or maybe I should", "o mejor"): free text with
//   one in it holds the correction, not its result, a choice not yet made or a command taken back
//   (slots/string.ts), so it declines.
// - reminding: asking to be reminded ("remind me", "recuérdame"), which only an assistant does:
//   joined to free text ("… and remind me about it tomorrow") it is a second command (select.ts).
// - wishes: what one wishes someone on a day ("happy birthday", "feliz cumpleaños"): a message that
//   is one and names a time after it ("happy birthday tomorrow morning") asks to be sent then,
//   which selecting now cannot do (slots/string.ts), so it declines.
// - endearments: what one calls someone dear ("dear", "darling", "Schatz"): at the end of dictated
//   text, or set off by a comma near its start ("make a note for me dear, …", "…, thank you
//   dear"), they may be said to the assistant or to whom the text is for, so it declines.
// - pausing: words that put the command on hold ("hang on", "warte", "attends"): free text that
//   starts with one set off by a comma or a stop was not yet said ("text the team, hang on, let me
//   pull over first"), so it declines.
// - means: words that say on what or through what a command is carried out ("on WhatsApp", "via
//   Signal", "sur Skycast"): said before the word that introduces a message, or inside a name or
//   an item, they name a service or a way, not the text's own words (slots/string.ts).
// - naming: words that give what follows a name ("called", "titled"): said before the word that
//   introduces a message or a note ("make a note called Gift Ideas that says …"), they name it,
//   which the call cannot carry (slots/string.ts).
// - placing: prepositions that put what follows in a place ("weather in {city}", "à {city}"):
//   a name after one that "and" joins to another names two places, whatever its case ("paris and
//   london", German "Berlin und Hamburg", where every noun has a capital), so it declines; so
//   does one that says who with ("in Madrid con nuestra compañera Elena": accompanying), says how
//   something is ("the weather in San Diego is amazing": being), or more than a region after a
//   comma ("Paris, sunny with highs of 20 degrees").
// - counted: units a time from now is counted in, after a number ("in 3 days", "3日後", "三天后"):
//   a name that says only such a time names no city or item (selector/match.ts), so it declines.
// - pointing: words that point at a time or place from where the speaker is instead of naming it
//   ("tomorrow", "outside", "週末"): a free-text slot that holds nothing else names no city, item
//   or message ("週末の天気はどう" is no weather in a city called 週末), so it declines; nor, in
//   Japanese and Chinese, does one that starts with one and the particle that makes it qualify
//   what follows (の, 的: "週末の東京" is Tokyo at the weekend).
import { findKeyed, placeKeyed, wordHash } from './hash.js';
import { fragmentTokens } from './tokenize.js';

interface LanguageWords {
  polite: string[];
  /** The purely polite subset, trimmed from the ends of a free-text slot ("… please"). */
  edge: string[];
  /** Those of them that say for whom ("for me"): at the end of dictated text they are its own
   * ("text Sam don't wait for me"). */
  benefactive?: string[];
  /** Polite words that add a command to another ("also", "también"), trimmed from the start of
   * a name or an item (never of dictated text: "también te quiero" is the message's). */
  adding?: string[];
  /** Words that ask for it at once ("right away", "sofort"): polite in a request, but an
   * utterance that says one keeps it (utterances end with them, and optional there a free-text
   * slot before one would swallow it misspelt: "… sofoort"). */
  urgent: string[];
  articles: string[];
  small: string[];
  enclitics: string[];
  /** [one form, the other]: each stands for the other. */
  contractions: [string, string][];
  restating: string[];
  /** [one, the other]: each stands for the other right before a number slot. */
  beforeNumber: [string, string][];
  directions: string[];
  negations: string[];
  /** Words that start a second command ("and", "then"): a free-text slot never starts with one. */
  joining: string[];
  /** Words that open a request going on from an earlier one ("and", "one more thing"). */
  opening?: string[];
  /** "Yes" said as an answer ("yes, set a timer …"). */
  agreeing?: string[];
  /** "No" said as an answer, before a pause ("no, call Dad"). */
  refusing?: string[];
  /** Words that join two things ("and", "und"). */
  conjunctions?: string[];
  /** The particle that joins two nouns (Japanese と). */
  nounJoining?: string[];
  /** Particles that make a word qualify the noun after it (の, 的). */
  qualifying?: string[];
  /** The speaker and the one spoken to, as objects ("me", "you"). */
  formal?: string[];
  interlocutors?: string[];
  /** Words that tie a clause to the command beside it ("if", "but"). */
  tying?: string[];
  /** Pronouns and demonstratives ("I", "this"). */
  pronouns?: string[];
  /** Words that open a clause saying why ("because", "weil"). */
  causal?: string[];
  /** Words that introduce reported speech ("that", "que", "dass"): not part of the message. */
  reporting: string[];
  /** The words that open a quotation said aloud ("quote"), and those that close it ("unquote"). */
  quoteOpen?: string[];
  quoteClose?: string[];
  /** Words that lead what someone named is to do ("to", "de"). */
  relaying?: string[];
  repeating?: string[];
  others?: string[];
  instructing?: string[];
  /** Verbs of saying that may come before a reporting word ("saying", "diciendo"). */
  speaking: string[];
  /** Words that refer to something said before ("it", "that", "eso"): free text that is only
   * one of them names nothing the selector can see. */
  referring: string[];
  /** Words that point at a time or place instead of naming it ("tomorrow", "outside"). */
  pointing: string[];
  /** Swear words and intensifiers ("damn", "verdammt"): polite words too. */
  swearing?: string[];
  /** Sounds that fill a pause ("um", "euh"): polite words too. */
  hesitations: string[];
  /** Exclamations that start with such a sound and say something ("uh oh"). */
  exclaiming?: string[];
  wishes?: string[];
  reminding?: string[];
  /** Words that say through what a command is carried out ("on", "via"). */
  means: string[];
  /** Words that give what follows a name ("called", "titled"). */
  naming?: string[];
  /** Prepositions that put what follows in a place ("in", "à"). */
  placing?: string[];
  /** Prepositions that say who or what goes with something ("with", "con"). */
  accompanying?: string[];
  being?: string[];
  /** Whether every noun is written with a capital (German), so that a capital tells no name. */
  capitalNouns?: boolean;
  /** Units a time from now is counted in, after a number ("days", "日後"). */
  counted: string[];
  /** Words that take back what was just said ("no wait", "I mean"). */
  correcting: string[];
  /** What one calls someone dear ("dear", "Schatz"). */
  endearments?: string[];
  /** Words that put the command on hold ("hang on", "warte"). */
  pausing?: string[];
}

const WORDS: Record<string, LanguageWords> = {
  en: {
    polite: [
      'please', 'pls', 'plz', 'kindly', 'hey', 'hi', 'hello', 'ok', 'okay', 'oh',
      // "please" and the softening particle as Nigeria and Singapore say them.
      'abeg', 'lah',
      'just', 'now', 'right now', 'quickly', 'for me', 'thanks', 'thank you', 'thanks a lot', 'thank you very much', 'thank you so much', 'many thanks', 'can you', 'could you', 'would you', 'will you',
      'can u', 'could u', 'would you please', 'would you mind', 'i want to', 'i wanna', "i'd like to", "i'd like you to",
      'i would like to', "i'd love to", 'i would love to', 'i need you to', 'go ahead and', 'let\'s', 'so', 'well', 'actually',
      // Asking whether the assistant knows is asking it to say ("do you know the weather in Paris").
      'do you know', 'can you tell me', 'could you tell me',
      // Asking more politely still ("would you mind turning off …": the gerund, word-forms.ts).
      'could you possibly', 'can you possibly', 'would you be able to', 'are you able to', 'will you be able to', 'would you mind', 'do you mind', 'would you be so kind as to', 'be a dear and',
      'could you be a dear and', 'i was wondering if you could', 'i wonder if you could', "it'd be great if you could",
      'it would be great if you could', 'any chance you could', 'is there any chance you could', 'if you don\'t mind',
      "if it's not too much trouble", 'might i ask you to', 'would it be possible to', 'is it possible to', "i'd really like to",
      // Repetition and addition leave the command as it is ("pause the music again"); urgency
      // words ("right away", "sofort") are polite in a request only (urgent).
      'again', 'too', 'as well', 'alright', 'all right', 'cheers',
      // The day a command is given on, like "now", and the same "now" said longer.
      'today', 'at the moment', 'currently', 'rn', 'atm', 'for now', 'for the moment', 'at present', 'for today',
      // A pause before the command, and how long a pause it asks for.
      'hold on', 'hang on', 'for a sec', 'for a second', 'for a moment', 'for a bit', 'real quick',
      // Greetings before the command.
      'good morning', 'good afternoon', 'good evening',
    ],
    // Said to the assistant, never the message's: trimmed off the ends of free text.
    edge: ['please', 'pls', 'plz', 'kindly', 'abeg', 'lah', 'for me'],
    benefactive: ['for me'],
    adding: ['also'],
    articles: ['the', 'a', 'an', 'my', 'our', 'some'],
    small: ['to', 'in', 'at', 'of', 'for', 'by', 'with', 'me', 'is', 'it', 'and', 'from', 'into'],
    // 't: the clitic of don't, can't, won't (tokenize splits it off).
    enclitics: [],
    contractions: [["'s", 'is'], ["'re", 'are'], ["'m", 'am'], ["'ll", 'will'], ["'ve", 'have']],
    restating: ["o'", 'clock', 'degrees', 'degree'],
    beforeNumber: [['for', 'to'], ['for', 'at'], ['to', 'at']],
    directions: ['up', 'down'],
    negations: ['not', 'no', 'never', 'nope', 'nah', "'t", 'dont', 'cant', 'wont', 'doesnt', 'didnt', 'isnt', 'shouldnt', 'neither', 'nor'],
    joining: ['and', 'then', 'and then', 'or'],
    conjunctions: ['and', 'or'],
    interlocutors: ['me', 'us', 'you'],
    opening: ['and', 'and then', 'and now', 'then', 'oh and', 'one more thing', 'another thing', 'plus', 'by the way', 'do one thing'],
    agreeing: ['yes', 'yeah', 'yep', 'sure', 'of course'],
    refusing: ['no', 'nope', 'nah'],
    tying: ['if', 'when', 'whenever', 'unless', 'until', 'till', 'after', 'before', 'once', 'while', 'but', 'except', 'only', 'instead', 'rather', 'actually', 'wait', 'otherwise', 'so'],
    pronouns: ['i', 'you', 'he', 'she', 'we', 'they', 'me', 'him', 'her', 'us', 'them', 'it', 'this', 'that', 'these', 'those', 'my', 'your', 'his', 'our', 'their', 'its'],
    causal: ['because', 'cause', 'since'],
    reporting: ['that', 'that says', 'which says'],
    instructing: ['to'],
    relaying: ['says', 'says to', 'said to', 'wants you to', 'would like you to', 'asks you to', 'asked you to', 'is asking you to', 'told me to tell you to', 'asked me to ask you to'],
    repeating: ['i said'],
    others: ['he', 'she', 'him', 'her', 'his', 'hers', 'they', 'them', 'their'],
    quoteOpen: ['quote', 'open quote', 'begin quote', 'quote unquote'],
    quoteClose: ['unquote', 'end quote', 'close quote', 'end of quote'],
    speaking: ['saying'],
    referring: [
      'it', 'that', 'this', 'them', 'those', 'these', 'too', 'also', 'as well', 'what i just said', 'what i just told you', 'what i said', 'what i told you', 'the same thing', 'same thing', 'the same',
      // Several words point back whatever follows them ("the thing we talked about yesterday").
      'what we talked about', 'what we discussed', 'the thing we', 'the things we', 'the stuff we', 'of what', 'everything from', 'everything on', 'everything in',
      // …or to what someone else said ("whatever she just said").
      'whatever', 'whatever she', 'whatever he', 'whatever they', 'whatever you', 'whatever was', 'what she', 'what he', 'what they', 'what you just', 'the thing she', 'the thing he',
      // …or to nothing in particular ("add something to my list").
      'something', 'anything', 'stuff', 'things', 'the usual',
    ],
    pointing: [
      'here', 'there', 'outside', 'inside', 'home', 'work', 'the office', 'school', 'the beach', 'the mountains', 'the lake', 'the coast', 'the park', 'today',
      'the day after tomorrow', 'day after tomorrow', 'the day after', 'tomorrow', 'tonight', 'yesterday', 'this morning', 'this afternoon', 'this evening', 'the weekend', 'this weekend', 'weekend', 'this week', 'next week', 'later'],
    hesitations: ['um', 'uh', 'umm', 'uhm', 'hmm', 'er', 'erm'],
    swearing: ['damn', 'damned', 'dammit', 'damn it', 'god dammit', 'goddamn', 'goddamned', 'fucking', 'fuckin', 'freaking', 'frickin', 'friggin', 'effing', 'bloody', 'shit', 'crap', 'ugh', "for fuck's sake", "for god's sake", 'for heaven\'s sake', 'already'],
    urgent: ['right away', 'straight away', 'immediately', 'at once', 'asap', 'urgently'],
    exclaiming: ['uh oh', 'uh huh', 'uh uh', 'hmm hmm'],
    reminding: ['remind me', 'set a reminder', 'give me a reminder'],
    wishes: ['happy birthday', 'happy anniversary', 'happy new year', 'merry christmas', 'happy holidays', 'congratulations', 'congrats', 'good luck', 'happy mothers day', "happy mother's day", 'happy fathers day', "happy father's day"],
    means: ['on', 'via', 'through', 'using', 'over'],
    placing: ['in', 'at'],
    naming: ['called', 'named', 'titled', 'entitled'],
    accompanying: ['with', 'without'],
    being: ['is', 'was', 'are', 'were'],
    counted: ['day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'hour', 'hours', 'minute', 'minutes', 'from now', 'later', 'ago'],
    correcting: ['no wait', 'i mean', 'i meant', 'or rather', 'scratch that', 'make that', 'no sorry', 'sorry i mean', 'actually no', 'no no', 'or maybe i should', 'or should i', 'or maybe i could', "or maybe i'll", 'never mind', 'nevermind', 'forget it'],
    endearments: ['dear', 'darling', 'sweetie', 'sweetheart'],
    pausing: ['hang on', 'hold on', 'wait', 'wait a sec', 'wait a second', 'one sec', 'one second', 'just a sec', 'just a second', 'give me a sec', 'give me a second', 'one moment', 'just a moment'],
  },
  es: {
    polite: [
      'por favor', 'porfa', 'oye', 'hey', 'hola', 'buenos dias', 'buenas tardes', 'vale', 'bueno', 'solo', 'ahora', 'ya', 'ahora mismo', 'para mi',
      'puedes', 'podrias', 'me puedes', 'me podrias', 'puedes por favor', 'quiero', 'quisiera', 'me gustaria', 'gracias', 'muchas gracias', 'mil gracias',
      // …asked formally (usted), and "now" as Mexico says it.
      'puede', 'podria', 'me puede', 'me podria', 'ahorita',
      // …and more politely still, before the infinitive.
      'te importaria', 'le importaria', 'serias tan amable de', 'seria tan amable de',
      // …and as elders ask it, formally.
      'seria usted tan amable de', 'haga el favor de', 'hagame el favor de', 'haga el favor', 'hagame el favor', 'me haria el favor de', 'me haria usted el favor de', 'si es tan amable',
      'venga', 'anda', 'vamos', 'mira', 'otra vez', 'de nuevo', 'hoy', 'un momento', 'un segundo', 'por ahora', 'por el momento', 'de momento', 'para hoy',
      'en este momento', 'actualmente',
    ],
    edge: ['por favor', 'porfa', 'para mi'],
    benefactive: ['para mi'],
    adding: ['tambien', 'ademas'],
    articles: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'mi', 'mis', 'nuestra', 'nuestro'],
    small: ['a', 'de', 'en', 'con', 'por', 'para', 'al', 'del', 'que', 'me', 'y'],
    // Only the speaker's: for whom it is done ("ponme", "ponnos"). lo/la/los/las replace the object
    // itself, and te/le/les mostly make another verb ("cómprate": buy yourself, not comparte).
    enclitics: ['me', 'nos', 'le', 'les'],
    contractions: [['al', 'a'], ['del', 'de']],
    restating: ['grados', 'grado'],
    beforeNumber: [['a', 'para'], ['de', 'por'], ['de', 'para']],
    directions: [],
    negations: ['no', 'nunca', 'jamas', 'tampoco', 'ni'],
    joining: ['y', 'luego', 'despues', 'y luego', 'o'],
    conjunctions: ['y'],
    interlocutors: ['me', 'nos', 'te', 'os'],
    reminding: ['recuérdame', 'recordarme', 'ponme un recordatorio'],
    wishes: ['feliz cumpleaños', 'feliz aniversario', 'feliz año nuevo', 'feliz navidad', 'felicidades', 'felicitaciones', 'buena suerte'],
    formal: ['usted'],
    opening: ['y', 'y luego', 'y ahora', 'luego', 'ah y', 'otra cosa', 'de paso', 'y de paso', 'por cierto', 'ademas'],
    agreeing: ['si', 'claro'],
    refusing: ['no'],
    tying: ['si', 'cuando', 'hasta', 'despues', 'antes', 'mientras', 'pero', 'sino', 'excepto', 'menos', 'solo', 'mejor', 'espera', 'vez', 'bueno'],
    pronouns: ['yo', 'tu', 'el', 'ella', 'nosotros', 'ellos', 'ellas', 'me', 'te', 'lo', 'la', 'le', 'nos', 'les', 'esto', 'eso', 'este', 'esta', 'ese', 'esa', 'mi', 'su'],
    causal: ['que', 'porque', 'ya que', 'es que', 'pues'],
    reporting: ['que', 'que diga', 'que dice', 'que ponga'],
    quoteOpen: ['comillas', 'abre comillas', 'entre comillas', 'cito'],
    quoteClose: ['cierra comillas', 'fin de la cita', 'fin de cita'],
    speaking: ['diciendo', 'diciendole'],
    referring: ['eso', 'esto', 'ese', 'esa', 'este', 'esta', 'ello', 'tambien', 'lo que te dije', 'lo que acabo de decir', 'lo mismo', 'lo que hablamos', 'todo lo de', 'algo', 'cualquier cosa'],
    pointing: ['aquí', 'allí', 'ahí', 'fuera', 'afuera', 'la playa', 'la montaña', 'el campo', 'la costa', 'el trabajo', 'la oficina', 'casa', 'mi casa', 'hoy', 'mañana', 'pasado mañana', 'esta noche', 'ayer', 'el fin de semana', 'este fin de semana', 'fin de semana', 'esta semana', 'la semana que viene', 'luego', 'más tarde'],
    hesitations: ['eh', 'em', 'ehm'],
    swearing: ['joder', 'mierda', 'carajo', 'coño', 'hostia', 'maldita sea', 'de una vez', 'puto', 'puta', 'jolín', 'ostras'],
    urgent: ['enseguida', 'de inmediato', 'inmediatamente', 'ya mismo', 'urgentemente', 'con urgencia'],
    means: ['por', 'vía', 'via', 'mediante', 'desde'],
    placing: ['en'],
    naming: ['llamada', 'llamado', 'titulada', 'titulado'],
    accompanying: ['con', 'sin'],
    being: ['está', 'estaba', 'es', 'era', 'están'],
    counted: ['día', 'días', 'semana', 'semanas', 'mes', 'meses', 'año', 'años', 'hora', 'horas', 'minuto', 'minutos'],
    correcting: ['no espera', 'digo', 'quiero decir', 'mejor dicho', 'o sea', 'no no', 'o mejor', 'olvidalo', 'dejalo', 'da igual'],
    endearments: ['cariño', 'querido', 'querida', 'mi amor'],
    pausing: ['espera', 'espérate', 'un momento', 'un segundo', 'espera un momento', 'espera un segundo'],
  },
  de: {
    polite: [
      'bitte', 'hey', 'hallo', 'guten morgen', 'guten tag', 'guten abend', 'moin', 'ok', 'okay', 'mal', 'doch', 'einfach', 'nur', 'jetzt', 'gerade', 'gleich', 'fur mich', 'danke', 'danke schon', 'danke sehr', 'vielen dank',
      'kannst du', 'konntest du', 'koenntest du', 'wurdest du', 'wuerdest du', 'kannst du bitte', 'ich mochte', 'ich will',
      // …as it is said run together ("kannste mal …"), and "gerade" said short.
      'kannste', 'kannste mal', 'konntste', 'grad',
      // …and asked formally.
      'konnen sie', 'koennen sie', 'konnten sie', 'koennten sie', 'wurden sie', 'wuerden sie',
      // "maybe" only inside the asking ("vielleicht Musik anhalten" is no command).
      'kannst du vielleicht', 'konntest du vielleicht', 'konnten sie vielleicht', 'warst du so lieb und', 'waerst du so lieb und',
      'also', 'los', 'komm', 'na', 'sag mal', 'nochmal', 'noch mal', 'wieder', 'erneut',
      // "kurz" and "noch" soften ("halt mal kurz an", "was steht noch auf …").
      'mal kurz', 'kurz mal', 'heute', 'im moment', 'momentan', 'zurzeit', 'derzeit', 'fur den moment', 'furs erste', 'vorerst', 'fur heute',
      // Whom it is done for, after the command ("stell mir einen Wecker", "spiel mir … vor"): as
      // French "me", passed over.
      'mir',
    ],
    edge: ['bitte', 'fur mich'],
    benefactive: ['fur mich'],
    adding: ['auch', 'noch', 'mal', 'doch', 'eben'],
    articles: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'mein', 'meine', 'meinen', 'meinem', 'meiner'],
    small: ['zu', 'zum', 'zur', 'in', 'im', 'ins', 'auf', 'an', 'am', 'mit', 'von', 'vom', 'fur', 'und'],
    enclitics: [],
    // …and the articles as speech shortens them ("stell nen Timer", "ne halbe Stunde").
    contractions: [['im', 'in'], ['ins', 'in'], ['am', 'an'], ['zum', 'zu'], ['zur', 'zu'], ['vom', 'von'], ['beim', 'bei'], ['nen', 'einen'], ['ne', 'eine']],
    restating: ['uhr', 'grad'],
    beforeNumber: [['auf', 'für']],
    directions: [],
    negations: ['nicht', 'nie', 'niemals', 'nimmer', 'nein', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines'],
    joining: ['und', 'dann', 'danach', 'und dann', 'oder'],
    conjunctions: ['und', 'oder'],
    interlocutors: ['mir', 'mich', 'uns', 'dir', 'dich', 'euch'],
    reminding: ['erinnere mich', 'erinner mich'],
    wishes: ['alles gute zum geburtstag', 'alles gute', 'herzlichen glückwunsch', 'frohe weihnachten', 'frohes neues jahr', 'viel glück'],
    relaying: ['sagt', 'meint', 'sagt du sollst', 'will dass du', 'möchte dass du'],
    repeating: ['ich hab gesagt', 'ich habe gesagt'],
    others: ['er', 'sie', 'ihm', 'ihr', 'ihn', 'ihnen', 'sein', 'seine', 'ihre'],
    formal: ['sie'],
    opening: ['und', 'und dann', 'und jetzt', 'dann', 'ach ja', 'ach und', 'noch was', 'außerdem', 'ubrigens'],
    agreeing: ['ja', 'klar', 'genau'],
    refusing: ['nein', 'nee'],
    tying: ['wenn', 'falls', 'sobald', 'bis', 'nachdem', 'bevor', 'wahrend', 'aber', 'sondern', 'ausser', 'nur', 'stattdessen', 'lieber', 'eigentlich', 'warte', 'sonst'],
    pronouns: ['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'mich', 'dich', 'ihn', 'uns', 'euch', 'das', 'dies', 'dieser', 'diese', 'dieses', 'mein', 'dein', 'sein', 'unser'],
    causal: ['weil', 'denn', 'da'],
    reporting: ['dass', 'die sagt', 'mit dem text'],
    quoteOpen: ['zitat', 'anführungszeichen', 'anführungszeichen oben'],
    quoteClose: ['zitat ende', 'ende zitat', 'ende des zitats', 'anführungszeichen ende', 'anführungszeichen unten'],
    speaking: [],
    referring: ['es', 'das', 'dies', 'diese', 'dieses', 'sie', 'auch', 'was ich gerade gesagt habe', 'was ich gesagt habe', 'das gleiche', 'dasselbe', 'was wir besprochen haben', 'alles von', 'etwas', 'irgendwas', 'irgendetwas', 'was'],
    pointing: ['hier', 'dort', 'draußen', 'drinnen', 'am strand', 'in den bergen', 'den bergen', 'am see', 'zuhause', 'zu hause', 'der arbeit', 'dem buro', 'heute', 'morgen', 'übermorgen', 'heute abend', 'heute nacht', 'gestern', 'am wochenende', 'wochenende', 'diese woche', 'nächste woche', 'später'],
    hesitations: ['äh', 'ähm', 'eh', 'hm'],
    swearing: ['verdammt', 'verdammte', 'verdammten', 'verdammtes', 'verdammt nochmal', 'scheiße', 'mist', 'mann ey', 'ey', 'endlich', 'bloß'],
    urgent: ['sofort', 'umgehend', 'dringend'],
    means: ['über', 'per', 'via', 'bei'],
    placing: ['in'],
    naming: ['namens', 'genannt', 'mit dem titel'],
    accompanying: ['mit', 'ohne'],
    being: ['ist', 'war', 'sind', 'waren'],
    counted: ['tag', 'tage', 'tagen', 'woche', 'wochen', 'monat', 'monate', 'monaten', 'jahr', 'jahre', 'jahren', 'stunde', 'stunden', 'minute', 'minuten'],
    capitalNouns: true,
    correcting: ['nein warte', 'ich meine', 'ich mein', 'ich meinte', 'besser gesagt', 'nein doch', 'quatsch', 'nein nein', 'oder lieber', 'oder soll ich', 'vergiss es', 'lass es'],
    endearments: ['schatz', 'liebling', 'mein schatz'],
    pausing: ['warte', 'warte mal', 'moment', 'moment mal', 'einen moment', 'sekunde', 'eine sekunde'],
  },
  fr: {
    polite: [
      "s'il te plait", "s'il vous plait", 'svp', 'stp', "s'te plait", 'hey', 'salut', 'bonjour', 'bonsoir', 'ok', 'juste', 'maintenant', 'pour moi', "c'est bon",
      'peux tu', 'pouvez vous', 'tu peux', 'vous pouvez', 'pourrais tu', 'pourriez vous', "est ce que tu peux", 'merci', 'merci beaucoup', 'merci bien', 'bon',
      'je veux', 'je voudrais', "j'aimerais", 'dis', 'dites', 'dis-moi', 'dites-moi', 'allez', 'vas-y', 'tiens', 'alors',
      'a nouveau', 'de nouveau', "aujourd'hui", 'vite', 'en ce moment', 'actuellement', 'pour le moment', "pour l'instant", "pour aujourd'hui",
      // Asked more politely still, before the infinitive.
      'ca te derangerait de', 'ca vous derangerait de', 'est ce que tu pourrais', 'est ce que vous pourriez', 'tu pourrais',
      'vous pourriez', "j'aimerais bien",
      // Whom it is done for, before the infinitive of a request that asks ("tu peux me lire …")
      // or after a command ("lis-moi …"): passed over as Spanish passes over its enclitic "me".
      'me', "m'", 'moi',
    ],
    edge: ["s'il te plait", "s'il vous plait", 'svp', 'stp', 'pour moi'],
    benefactive: ['pour moi'],
    adding: ['aussi', 'encore'],
    articles: ['le', 'la', 'les', "l'", 'un', 'une', 'des', 'du', 'mon', 'ma', 'mes', 'notre', 'nos'],
    small: ['a', 'de', "d'", 'en', 'au', 'aux', 'sur', 'dans', 'pour', 'avec', 'et'],
    enclitics: [],
    // …and "de" elided before a vowel ("d'un quart d'heure" for "de {minutes} minutes").
    contractions: [['du', 'de'], ['des', 'de'], ['au', 'a'], ['aux', 'a'], ['de', "d'"]],
    restating: ['degrés', 'degré'],
    beforeNumber: [['à', 'pour'], ['de', 'pour'], ['à', 'sur']],
    directions: [],
    negations: ['ne', "n'", 'pas', 'jamais', 'non', 'aucun', 'aucune', 'rien', 'ni'],
    joining: ['et', 'puis', 'ensuite', 'et puis', 'ou'],
    conjunctions: ['et'],
    interlocutors: ['moi', 'nous', 'me', "m'", 'toi', 'vous', 'te', "t'"],
    reminding: ['rappelle-moi', 'rappelle moi'],
    wishes: ['joyeux anniversaire', 'bon anniversaire', 'joyeux noël', 'bonne année', 'félicitations', 'bonne chance'],
    opening: ['et', 'et puis', 'et maintenant', 'puis', 'ah et', 'au fait', 'autre chose', 'en plus'],
    agreeing: ['oui', 'bien sûr'],
    refusing: ['non'],
    tying: ['si', "s'", 'quand', 'lorsque', 'des', 'jusqu', "jusqu'à", "jusqu'au", "jusqu'aux", 'apres', 'avant', 'pendant', 'mais', 'sauf', 'seulement', 'plutot', 'attends', 'finalement', 'sinon'],
    pronouns: ['je', "j'", 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'me', "m'", 'te', "t'", 'le', 'la', 'les', "l'", 'y', 'ce', "c'", 'ca', 'cela', 'ceci', 'mon', 'ton', 'son'],
    causal: ['car', 'parce que', "parce qu'", 'puisque', "puisqu'il", "puisqu'elle", "puisqu'on", "puisqu'ils", "puisqu'elles"],
    reporting: ['que', "qu'", 'qui dit', 'qui dise'],
    instructing: ['de'],
    relaying: ['dit de', "dit d'", 'demande de', "demande d'", 'voudrait que tu'],
    repeating: ["je t'ai dit de", "je t'ai dit d'"],
    others: ['il', 'elle', 'lui', 'leur', 'ils', 'elles', 'son', 'sa', 'ses'],
    quoteOpen: ['guillemets', 'ouvrez les guillemets', 'ouvre les guillemets', 'je cite'],
    quoteClose: ['fermez les guillemets', 'ferme les guillemets', 'fin de citation', 'fin de la citation'],
    speaking: ['disant', 'en disant'],
    referring: ['ca', 'cela', 'ceci', 'le', 'la', 'les', 'aussi', 'ce que je viens de dire', "ce que je t'ai dit", 'la meme chose', 'ce dont on a parle', "tout ce qu'", 'quelque chose', "n'importe quoi"],
    pointing: ['ici', 'dehors', 'à la maison', 'la plage', 'la montagne', 'la campagne', 'la mer', 'bureau', 'le bureau', 'travail', 'le travail', "aujourd'hui", 'demain', 'après-demain', 'ce soir', 'hier', 'ce week-end', 'le week-end', 'week-end', 'cette semaine', 'la semaine prochaine', 'plus tard'],
    hesitations: ['euh', 'heu', 'hum'],
    swearing: ['putain', 'bordel', 'merde', 'foutu', 'foutue', 'putain de', 'enfin'],
    urgent: ['tout de suite', 'immediatement', 'de suite', "d'urgence", 'en urgence', 'urgemment'],
    means: ['sur', 'via', 'par'],
    placing: ['à', 'au', 'aux'],
    naming: ['intitulée', 'intitulé', 'appelée', 'appelé', 'nommée', 'nommé'],
    accompanying: ['avec', 'sans'],
    being: ['est', 'était', 'sont'],
    counted: ['jour', 'jours', 'semaine', 'semaines', 'mois', 'an', 'ans', 'année', 'années', 'heure', 'heures', 'minute', 'minutes'],
    correcting: ['non attends', 'je veux dire', 'je voulais dire', 'ou plutôt', 'plutôt', 'non non', 'enfin non', 'laisse tomber', 'oublie ça'],
    endearments: ['chéri', 'chérie', 'mon chéri', 'ma chérie', 'mon cœur', 'mon amour'],
    pausing: ['attends', 'attends une seconde', 'un instant', 'une seconde', 'deux secondes', 'un moment'],
  },
  ja: {
    polite: [
      'ください', '下さい', 'てください', 'お願いします', 'おねがいします', 'お願い', 'ちょっと', 'ねえ', 'ねぇ', 'すみません', '今すぐ',
      // The softer ways to ask (止めてくれる, 止めてもらえますか, 止めてね).
      'あの', 'まあ',
      'くれる', 'くれ', 'くれますか', 'くれない', 'もらえる', 'もらえますか', 'もらえない', 'いただけますか', 'ちょうだい', 'ね',
      // …and more politely still, asked in the negative, and the apology before asking.
      'くれませんか', 'もらえませんか', 'いただけませんか', 'いただけますでしょうか', '恐れ入りますが', 'すみませんが', 'お手数ですが',
      // The light verb that makes a noun a request (一時停止して: pause).
      'して', 'してください',
    ],
    edge: ['ください', '下さい', 'お願いします', 'おねがいします'],
    articles: [],
    small: ['を', 'は', 'が', 'に', 'の', 'で', 'と', 'へ'],
    // Japanese negates in the verb ending (止めないで), which no template of the command says.
    enclitics: [],
    contractions: [],
    restating: [],
    beforeNumber: [],
    directions: [],
    negations: [],
    joining: ['それから', 'そして'],
    nounJoining: ['と'],
    opening: ['じゃあ', 'じゃ', 'あと', 'それと', 'ついでに', 'それから', 'それで', 'では'],
    agreeing: ['はい', 'うん', 'ええ'],
    refusing: ['いや', 'いいえ'],
    qualifying: ['の'],
    // The quotation after the text (Japanese says what to note first: 牛乳を買うってメモして).
    reporting: ['と', 'って'],
    speaking: [],
    referring: ['それ', 'これ', 'あれ', 'さっきの'],
    pointing: ['外', 'ここ', 'そこ', '家', 'うち', '実家', '会社', '職場', '学校', '今', '現在', '今日', '明日', '明後日', '今夜', '今晩', '昨日', '週末', '今週', '来週', '今週末', '来週末', '先週末', 'あとで'],
    hesitations: ['えーと', 'えっと', 'ええと', 'えー', 'あのー', 'あのう'],
    swearing: ['くそ', 'もう'],
    urgent: ['すぐ', 'すぐに', '至急'],
    means: [],
    counted: ['日', '日後', '日間', '日間後', '週間', '週間後', '時間', '時間後', '分', '分後', 'か月', 'か月後', 'ヶ月', 'ヶ月後', '年', '年後', '後', '前', '時間ごと', '分ごと', '日ごと', '週間ごと'],
    correcting: ['じゃなくて', 'ではなくて', '間違えた'],
    pausing: ['ちょっと待って', '待って'],
  },
  zh: {
    // Not 吗: "暂停音乐了吗" asks whether it was done.
    polite: ['请', '請', '帮我', '幫我', '一下', '吧', '麻烦', '麻煩', '请你', '請你', '麻烦你', '帮忙', '能不能', '给我', '給我', '你好', '您好', '啊', '呀', '哦', '现在', '現在'],
    edge: ['请', '請'],
    articles: [],
    small: ['的', '了', '把'],
    enclitics: [],
    contractions: [],
    restating: [],
    beforeNumber: [],
    directions: [],
    negations: ['不', '别', '別', '没', '沒', '甭', '勿'],
    joining: ['然后', '并且', '或者', '还是'],
    qualifying: ['的'],
    opening: ['那', '那么', '还有', '另外', '对了', '然后', '再'],
    agreeing: ['好的', '是的', '好'],
    refusing: ['不', '不是'],
    reporting: [],
    speaking: [],
    referring: ['这个', '那个', '它', '这', '那', '我刚才说的', '刚才说的', '刚才那个', '刚才那些', '刚才的'],
    pointing: ['外面', '这里', '那里', '家里', '老家', '公司', '单位', '学校', '现在', '今天', '明天', '后天', '今晚', '昨天', '周末', '这周', '下周', '等会'],
    hesitations: ['嗯', '呃'],
    swearing: ['靠', '我靠'],
    urgent: ['马上', '立刻', '立即', '赶紧', '赶快'],
    means: [],
    counted: ['天', '天后', '天以后', '周', '周后', '个星期', '个星期后', '星期后', '小时', '小时后', '分钟', '分钟后', '个月', '个月后', '年', '年后', '后', '以后'],
    correcting: ['不对', '我是说', '我的意思是'],
    pausing: ['等一下', '等等', '稍等'],
  },
};

export type PhraseMap = ReadonlyMap<string, readonly (readonly string[])[]>;

export interface Fillers {
  /** Polite phrases by first token, longest first. */
  phrases: PhraseMap;
  /** Those an utterance that says one may leave out: all but the urgent ones. */
  optional: PhraseMap;
  /** The urgent ones (LanguageWords.urgent). */
  urgent: PhraseMap;
  /** The purely polite phrases, trimmed from free-text slots. */
  edge: PhraseMap;
  /** Those trimmed from the end of dictated text: all but the benefactive ones. */
  dictatedEdge: PhraseMap;
  /** The words that add a command to another, trimmed from the start of a name or an item. */
  adding: PhraseMap;
  articles: ReadonlySet<string>;
  small: ReadonlySet<string>;
  /** Longest first. */
  enclitics: readonly string[];
  /** Per word, the other forms it may be said in (LanguageWords.contractions, both ways). */
  contractions: ReadonlyMap<string, readonly string[]>;
  restating: ReadonlySet<string>;
  /** Per word, the prepositions it may be said as right before a number slot (LanguageWords.beforeNumber, both ways). */
  beforeNumber: ReadonlyMap<string, readonly string[]>;
  directions: ReadonlySet<string>;
  negations: ReadonlySet<string>;
  /** First tokens of the joining words (LanguageWords.joining), each with its whole token lists. */
  joining: PhraseMap;
  /** LanguageWords.opening, agreeing and refusing, as token lists by first token. */
  opening: PhraseMap;
  agreeing: PhraseMap;
  refusing: PhraseMap;
  /** LanguageWords.interlocutors, in the token format. */
  formal: ReadonlySet<string>;
  interlocutors: ReadonlySet<string>;
  /** LanguageWords.conjunctions, nounJoining and qualifying, in the token format. */
  conjunctions: ReadonlySet<string>;
  nounJoining: ReadonlySet<string>;
  qualifying: ReadonlySet<string>;
  /** LanguageWords.tying and pronouns, in the token format, and causal as token lists. */
  tying: ReadonlySet<string>;
  pronouns: ReadonlySet<string>;
  causal: PhraseMap;
  /** The words that introduce reported speech, as token lists by first token (LanguageWords.reporting). */
  reporting: PhraseMap;
  /** LanguageWords.quoteOpen and quoteClose, as token lists by first token. */
  quoteOpen: PhraseMap;
  quoteClose: PhraseMap;
  /** LanguageWords.instructing, in the token format. */
  relaying: PhraseMap;
  repeating: PhraseMap;
  others: ReadonlySet<string>;
  instructing: ReadonlySet<string>;
  /** The verbs of saying, as token lists by first token (LanguageWords.speaking). */
  speaking: PhraseMap;
  /** The words that refer to something said before, as token lists (LanguageWords.referring). */
  referring: PhraseMap;
  /** The words that point at a time or place, as token lists (LanguageWords.pointing). */
  pointing: PhraseMap;
  /** Sounds that fill a pause, as token lists (LanguageWords.hesitations). */
  hesitations: PhraseMap;
  /** Exclamations that start with one, as token lists (LanguageWords.exclaiming). */
  exclaiming: PhraseMap;
  wishes: PhraseMap;
  reminding: PhraseMap;
  /** Words that say through what a command is carried out, as token lists (LanguageWords.means). */
  means: PhraseMap;
  /** LanguageWords.naming, as token lists by first token. */
  naming: PhraseMap;
  /** LanguageWords.placing and accompanying, in the token format. */
  placing: ReadonlySet<string>;
  accompanying: ReadonlySet<string>;
  being: ReadonlySet<string>;
  capitalNouns: boolean;
  /** Units a time from now is counted in, as token lists (LanguageWords.counted). */
  counted: PhraseMap;
  /** Words that take back what was just said, as token lists (LanguageWords.correcting). */
  correcting: PhraseMap;
  /** What one calls someone dear, as token lists (LanguageWords.endearments). */
  endearments: PhraseMap;
  /** Words that put the command on hold, as token lists (LanguageWords.pausing). */
  pausing: PhraseMap;
  /** Per token, the ROLE_* bits of the above it has (roleOf), so that a request asks one table
   * per token, not three; keyed by wordHash, which a request computes per token anyway (a Map
   * would hash each fresh token string again): open addressing, slot → entry + 1. */
  roleSlots: Int32Array;
  roleWords: readonly string[];
  roleBits: readonly number[];
}

/** A token that starts a polite phrase (a key of `phrases`). */
export const ROLE_PHRASE = 1;
/** A token in `articles`. */
export const ROLE_ARTICLE = 2;
/** A token in `small`. */
export const ROLE_SMALL = 4;
/** A token in `negations`. */
export const ROLE_NEGATION = 8;

function rolesOf(f: Pick<Fillers, 'phrases' | 'articles' | 'small' | 'negations'>): Map<string, number> {
  const roles = new Map<string, number>();
  const add = (w: string, role: number) => roles.set(w, (roles.get(w) ?? 0) | role);
  for (const w of f.phrases.keys()) add(w, ROLE_PHRASE);
  for (const w of f.articles) add(w, ROLE_ARTICLE);
  for (const w of f.small) add(w, ROLE_SMALL);
  for (const w of f.negations) add(w, ROLE_NEGATION);
  return roles;
}

/** roles as a table keyed by wordHash (at most a quarter full). */
function roleTable(roles: ReadonlyMap<string, number>): Pick<Fillers, 'roleSlots' | 'roleWords' | 'roleBits'> {
  let size = 16;
  while (size < 4 * roles.size) size *= 2;
  const roleSlots = new Int32Array(size);
  const roleWords: string[] = [];
  const roleBits: number[] = [];
  for (const [w, bits] of roles) {
    placeKeyed(roleSlots, wordHash(w), roleWords.length);
    roleWords.push(w);
    roleBits.push(bits);
  }
  return { roleSlots, roleWords, roleBits };
}

/** The ROLE_* bits of `word`, whose wordHash is `hash`. */
export function roleOf(f: Fillers, word: string, hash: number): number {
  const e = findKeyed(f.roleSlots, f.roleWords, word, hash);
  return e < 0 ? 0 : f.roleBits[e]!;
}

function phraseMap(list: readonly string[]): Map<string, string[][]> {
  const phrases = new Map<string, string[][]>();
  for (const p of list) {
    const toks = fragmentTokens(p);
    if (toks.length === 0) continue;
    const at = phrases.get(toks[0]!) ?? [];
    at.push(toks);
    phrases.set(toks[0]!, at);
  }
  for (const at of phrases.values()) at.sort((a, b) => b.length - a.length);
  return phrases;
}

/** Pairs of words each of which stands for the other, as word → the others (in the token format). */
function eitherWay(pairs: readonly (readonly [string, string])[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const pair of pairs) {
    const [a, b] = pair.map((w) => fragmentTokens(w).join(' ')) as [string, string];
    for (const [from, to] of [[a, b], [b, a]] as const) out.set(from, [...(out.get(from) ?? []), to]);
  }
  return out;
}

function compile(words: LanguageWords): Fillers {
  const fold = (l: string[]) => new Set(l.map((w) => fragmentTokens(w).join(' ')));
  const optional = [...words.polite, ...words.edge, ...(words.adding ?? []), ...(words.swearing ?? []), ...words.hesitations];
  const phrases = phraseMap([...optional, ...words.urgent]);
  const lists = { phrases, articles: fold(words.articles), small: fold(words.small), negations: fold(words.negations) };
  const enclitics = [...words.enclitics].sort((a, b) => b.length - a.length);
  return { ...lists, optional: phraseMap(optional), urgent: phraseMap(words.urgent), edge: phraseMap(words.edge), dictatedEdge: phraseMap(words.edge.filter((p) => !(words.benefactive ?? []).includes(p))), adding: phraseMap(words.adding ?? []), joining: phraseMap(words.joining), opening: phraseMap(words.opening ?? []), agreeing: phraseMap(words.agreeing ?? []), refusing: phraseMap(words.refusing ?? []), interlocutors: fold(words.interlocutors ?? []), formal: fold(words.formal ?? []), conjunctions: fold(words.conjunctions ?? []), nounJoining: fold(words.nounJoining ?? []), qualifying: fold(words.qualifying ?? []), tying: fold(words.tying ?? []), pronouns: fold(words.pronouns ?? []), causal: phraseMap(words.causal ?? []), reporting: phraseMap(words.reporting), relaying: phraseMap(words.relaying ?? []), repeating: phraseMap(words.repeating ?? []), others: fold(words.others ?? []), instructing: fold(words.instructing ?? []), quoteOpen: phraseMap(words.quoteOpen ?? []), quoteClose: phraseMap(words.quoteClose ?? []), speaking: phraseMap(words.speaking), referring: phraseMap(words.referring), pointing: phraseMap(words.pointing), hesitations: phraseMap(words.hesitations), exclaiming: phraseMap(words.exclaiming ?? []), wishes: phraseMap(words.wishes ?? []), reminding: phraseMap(words.reminding ?? []), means: phraseMap(words.means), naming: phraseMap(words.naming ?? []), placing: fold(words.placing ?? []), accompanying: fold(words.accompanying ?? []), being: fold(words.being ?? []), counted: phraseMap(words.counted), capitalNouns: words.capitalNouns === true, correcting: phraseMap(words.correcting), endearments: phraseMap(words.endearments ?? []), pausing: phraseMap(words.pausing ?? []), enclitics, contractions: eitherWay(words.contractions), restating: fold(words.restating), beforeNumber: eitherWay(words.beforeNumber), directions: fold(words.directions), ...roleTable(rolesOf(lists)) };
}

/** A language without word lists: every table empty. */
const EMPTY: Fillers = compile({
  polite: [], edge: [], urgent: [], articles: [], small: [], enclitics: [], contractions: [], restating: [], beforeNumber: [], directions: [], negations: [],
  joining: [], reporting: [], speaking: [], referring: [], pointing: [], hesitations: [], means: [], counted: [], correcting: [],
});
const compiled = new Map<string, Fillers>();

/** The filler words of a primary language (empty lists for a language we have none for). */
export function fillersFor(primary: string): Fillers {
  let f = compiled.get(primary);
  if (f) return f;
  const words = WORDS[primary];
  f = words ? compile(words) : EMPTY;
  compiled.set(primary, f);
  return f;
}

/** Length of the longest of `phrases` (polite, joining, reporting… phrases) starting at tokens[at], 0 when none does. */
export function phraseLengthAt(tokens: readonly string[], at: number, phrases: PhraseMap): number {
  const list = phrases.get(tokens[at]!);
  if (!list) return 0;
  for (const phrase of list) {
    if (at + phrase.length > tokens.length) continue;
    let ok = true;
    for (let k = 1; k < phrase.length; k++) {
      if (tokens[at + k] !== phrase[k]) {
        ok = false;
        break;
      }
    }
    if (ok) return phrase.length;
  }
  return 0;
}

/** Length of the longest polite phrase ending just before tokens[end], 0 when none does. */
export function phraseLengthBefore(tokens: readonly string[], end: number, start: number, phrases: PhraseMap): number {
  // Farthest start first: the longest phrase. Not phraseLengthAt, whose longest phrase may run
  // past `end` ("the day after tomorrow" where "the day after" ends).
  for (let s = Math.max(start, end - 5); s < end; s++) {
    const list = phrases.get(tokens[s]!);
    if (list?.some((phrase) => phrase.length === end - s && phrase.every((w, k) => tokens[s + k] === w)) === true) return end - s;
  }
  return 0;
}
