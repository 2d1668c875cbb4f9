// Vocabulary for the catalogue generator: realistic domain words in en, es, de, fr (each noun with
// the article it takes), the sentence frames people wrap commands in, and spoken numbers.
// Plain data; generator.ts decides how to combine it.

export const GEN_LANGUAGES = ['en', 'es', 'de', 'fr'] as const;
export type GenLang = (typeof GEN_LANGUAGES)[number];

type Words = Record<GenLang, string>;

/** Imperative verbs, grouped in pairs of near-synonyms so an intent can say the same thing twice. */
export const VERBS: Words[][] = [
  [{ en: 'open', es: 'abre', de: 'öffne', fr: 'ouvre' }, { en: 'show', es: 'muestra', de: 'zeig', fr: 'affiche' }],
  [{ en: 'start', es: 'empieza', de: 'starte', fr: 'démarre' }, { en: 'begin', es: 'inicia', de: 'beginne', fr: 'commence' }],
  [{ en: 'stop', es: 'detén', de: 'stoppe', fr: 'arrête' }, { en: 'end', es: 'termina', de: 'beende', fr: 'termine' }],
  [{ en: 'check', es: 'revisa', de: 'prüfe', fr: 'vérifie' }, { en: 'inspect', es: 'comprueba', de: 'kontrolliere', fr: 'contrôle' }],
  [{ en: 'refresh', es: 'actualiza', de: 'aktualisiere', fr: 'actualise' }, { en: 'reload', es: 'recarga', de: 'lade neu', fr: 'recharge' }],
  [{ en: 'share', es: 'comparte', de: 'teile', fr: 'partage' }, { en: 'send', es: 'envía', de: 'schick', fr: 'envoie' }],
  [{ en: 'save', es: 'guarda', de: 'speichere', fr: 'enregistre' }, { en: 'keep', es: 'conserva', de: 'behalte', fr: 'garde' }],
  [{ en: 'delete', es: 'borra', de: 'lösche', fr: 'supprime' }, { en: 'remove', es: 'elimina', de: 'entferne', fr: 'retire' }],
  [{ en: 'book', es: 'reserva', de: 'buche', fr: 'réserve' }, { en: 'reserve', es: 'aparta', de: 'reserviere', fr: 'retiens' }],
  [{ en: 'track', es: 'sigue', de: 'verfolge', fr: 'suis' }, { en: 'follow', es: 'rastrea', de: 'beobachte', fr: 'surveille' }],
  [{ en: 'play', es: 'reproduce', de: 'spiel', fr: 'joue' }, { en: 'put on', es: 'pon', de: 'leg auf', fr: 'mets' }],
  [{ en: 'pause', es: 'pausa', de: 'pausiere', fr: 'suspends' }, { en: 'hold', es: 'congela', de: 'halte an', fr: 'bloque' }],
  [{ en: 'order', es: 'pide', de: 'bestelle', fr: 'commande' }, { en: 'buy', es: 'compra', de: 'kaufe', fr: 'achète' }],
  [{ en: 'schedule', es: 'programa', de: 'plane', fr: 'planifie' }, { en: 'plan', es: 'agenda', de: 'terminiere', fr: 'organise' }],
  [{ en: 'cancel', es: 'cancela', de: 'storniere', fr: 'annule' }, { en: 'drop', es: 'anula', de: 'sage ab', fr: 'abandonne' }],
  [{ en: 'read', es: 'lee', de: 'lies', fr: 'lis' }, { en: 'review', es: 'repasa', de: 'überfliege', fr: 'parcours' }],
  [{ en: 'record', es: 'graba', de: 'nimm auf', fr: 'enregistre' }, { en: 'capture', es: 'captura', de: 'erfasse', fr: 'capture' }],
  [{ en: 'sync', es: 'sincroniza', de: 'synchronisiere', fr: 'synchronise' }, { en: 'backup', es: 'respalda', de: 'sichere', fr: 'sauvegarde' }],
  [{ en: 'lock', es: 'bloquea', de: 'sperre', fr: 'verrouille' }, { en: 'secure', es: 'asegura', de: 'sichere ab', fr: 'sécurise' }],
  [{ en: 'dim', es: 'atenúa', de: 'dimme', fr: 'tamise' }, { en: 'lower', es: 'baja', de: 'senke', fr: 'baisse' }],
  [{ en: 'archive', es: 'archiva', de: 'archiviere', fr: 'archive' }, { en: 'file', es: 'clasifica', de: 'lege ab', fr: 'classe' }],
  [{ en: 'rename', es: 'renombra', de: 'benenne um', fr: 'renomme' }, { en: 'relabel', es: 'reetiqueta', de: 'beschrifte', fr: 'réétiquette' }],
  [{ en: 'print', es: 'imprime', de: 'drucke', fr: 'imprime' }, { en: 'export', es: 'exporta', de: 'exportiere', fr: 'exporte' }],
  [{ en: 'water', es: 'riega', de: 'gieße', fr: 'arrose' }, { en: 'spray', es: 'rocía', de: 'besprühe', fr: 'vaporise' }],
  [{ en: 'feed', es: 'alimenta', de: 'füttere', fr: 'nourris' }, { en: 'serve', es: 'sirve', de: 'serviere', fr: 'sers' }],
  [{ en: 'translate', es: 'traduce', de: 'übersetze', fr: 'traduis' }, { en: 'convert', es: 'convierte', de: 'konvertiere', fr: 'convertis' }],
  [{ en: 'measure', es: 'mide', de: 'miss', fr: 'mesure' }, { en: 'count', es: 'cuenta', de: 'zähle', fr: 'compte' }],
  [{ en: 'charge', es: 'carga', de: 'lade', fr: 'recharge' }, { en: 'power', es: 'enciende', de: 'schalte ein', fr: 'allume' }],
  [{ en: 'invite', es: 'invita', de: 'lade ein', fr: 'invite' }, { en: 'welcome', es: 'recibe', de: 'begrüße', fr: 'accueille' }],
  [{ en: 'summarize', es: 'resume', de: 'fasse zusammen', fr: 'résume' }, { en: 'recap', es: 'sintetiza', de: 'resümiere', fr: 'récapitule' }],
];

/** Objects, each with its definite article (or none where the language drops it). */
export const NOUNS: Words[] = [
  { en: 'the report', es: 'el informe', de: 'den Bericht', fr: 'le rapport' },
  { en: 'the playlist', es: 'la lista', de: 'die Playlist', fr: 'la playlist' },
  { en: 'the invoice', es: 'la factura', de: 'die Rechnung', fr: 'la facture' },
  { en: 'the meeting', es: 'la reunión', de: 'das Meeting', fr: 'la réunion' },
  { en: 'the garden hose', es: 'la manguera', de: 'den Gartenschlauch', fr: "l'arrosoir" },
  { en: 'the dashboard', es: 'el panel', de: 'das Dashboard', fr: 'le tableau de bord' },
  { en: 'the recipe', es: 'la receta', de: 'das Rezept', fr: 'la recette' },
  { en: 'the workout', es: 'el entrenamiento', de: 'das Training', fr: "l'entraînement" },
  { en: 'the flight', es: 'el vuelo', de: 'den Flug', fr: 'le vol' },
  { en: 'the budget', es: 'el presupuesto', de: 'das Budget', fr: 'le budget' },
  { en: 'the camera', es: 'la cámara', de: 'die Kamera', fr: 'la caméra' },
  { en: 'the thermostat', es: 'el termostato', de: 'das Thermostat', fr: 'le thermostat' },
  { en: 'the ticket', es: 'el ticket', de: 'das Ticket', fr: 'le ticket' },
  { en: 'the episode', es: 'el episodio', de: 'die Folge', fr: "l'épisode" },
  { en: 'the order', es: 'el pedido', de: 'die Bestellung', fr: 'la commande' },
  { en: 'the notebook', es: 'el cuaderno', de: 'das Notizbuch', fr: 'le carnet' },
  { en: 'the calendar', es: 'el calendario', de: 'den Kalender', fr: 'le calendrier' },
  { en: 'the vacuum', es: 'la aspiradora', de: 'den Staubsauger', fr: "l'aspirateur" },
  { en: 'the doorbell', es: 'el timbre', de: 'die Klingel', fr: 'la sonnette' },
  { en: 'the backlog', es: 'la cola de tareas', de: 'den Rückstand', fr: "l'arriéré" },
  { en: 'the build', es: 'la compilación', de: 'den Build', fr: 'la compilation' },
  { en: 'the deployment', es: 'el despliegue', de: 'das Deployment', fr: 'le déploiement' },
  { en: 'the portfolio', es: 'la cartera', de: 'das Portfolio', fr: 'le portefeuille' },
  { en: 'the reservation', es: 'la reserva', de: 'die Reservierung', fr: 'la réservation' },
  { en: 'the podcast', es: 'el pódcast', de: 'den Podcast', fr: 'le podcast' },
  { en: 'the sprinkler', es: 'el aspersor', de: 'den Rasensprenger', fr: "l'arroseur" },
  { en: 'the alarm', es: 'la alarma', de: 'den Alarm', fr: "l'alarme" },
  { en: 'the lesson', es: 'la lección', de: 'die Lektion', fr: 'la leçon' },
  { en: 'the delivery', es: 'la entrega', de: 'die Lieferung', fr: 'la livraison' },
  { en: 'the subscription', es: 'la suscripción', de: 'das Abo', fr: "l'abonnement" },
  { en: 'the photo album', es: 'el álbum', de: 'das Fotoalbum', fr: "l'album photo" },
  { en: 'the espresso machine', es: 'la cafetera', de: 'die Kaffeemaschine', fr: 'la machine à café' },
  { en: 'the fish tank', es: 'la pecera', de: 'das Aquarium', fr: "l'aquarium" },
  { en: 'the newsletter', es: 'el boletín', de: 'den Newsletter', fr: 'la newsletter' },
  { en: 'the contract', es: 'el contrato', de: 'den Vertrag', fr: 'le contrat' },
  { en: 'the route', es: 'la ruta', de: 'die Route', fr: "l'itinéraire" },
  { en: 'the timesheet', es: 'la hoja de horas', de: 'den Stundenzettel', fr: 'la feuille de temps' },
  { en: 'the battery', es: 'la batería', de: 'den Akku', fr: 'la batterie' },
  { en: 'the window blinds', es: 'las persianas', de: 'die Jalousien', fr: 'les stores' },
  { en: 'the expense', es: 'el gasto', de: 'die Ausgabe', fr: 'la dépense' },
];

/** Sentence frames: {v} verb, {n} noun phrase, {x} the slot phrase (may be empty). */
export const FRAMES: Record<GenLang, string[]> = {
  en: ['{v} {n}{x}', '{v} {n}{x} now', 'please {v} {n}{x}', 'I want to {v} {n}{x}', "let's {v} {n}{x}", 'go ahead and {v} {n}{x}', '{v} {n}{x} right away', 'time to {v} {n}{x}', 'quickly {v} {n}{x}', 'I need you to {v} {n}{x}', '{v} {n}{x} for today'],
  es: ['{v} {n}{x}', '{v} {n}{x} ahora', 'por favor {v} {n}{x}', '{v} {n}{x} ya', 'venga, {v} {n}{x}', '{v} {n}{x} enseguida', '{v} {n}{x} de una vez', '{v} {n}{x} para hoy', 'oye, {v} {n}{x} rápido', '{v} ahora mismo {n}{x}', 'anda, {v} {n}{x}'],
  de: ['{v} {n}{x}', '{v} {n}{x} jetzt', '{v} {n}{x} sofort', '{v} jetzt {n}{x}', '{v} mal {n}{x}', '{v} gleich {n}{x}', '{v} schnell {n}{x}', '{v} {n}{x} für heute', 'los, {v} {n}{x}', '{v} doch {n}{x}', '{v} endlich {n}{x}'],
  fr: ['{v} {n}{x}', '{v} {n}{x} maintenant', "s'il te plaît {v} {n}{x}", '{v} {n}{x} tout de suite', 'vas-y, {v} {n}{x}', '{v} vite {n}{x}', '{v} {n}{x} pour aujourd’hui', 'allez, {v} {n}{x}', '{v} donc {n}{x}', '{v} {n}{x} dès maintenant', 'bon, {v} {n}{x}'],
};

/** How each slot kind is introduced after the noun; {s} is the placeholder. */
export const SLOT_PHRASES: Record<'enum' | 'number' | 'string', Record<GenLang, string[]>> = {
  enum: {
    en: [' called {s}', ' named {s}', ' for {s}'],
    es: [' llamado {s}', ' de {s}', ' para {s}'],
    de: [' namens {s}', ' von {s}', ' für {s}'],
    fr: [' nommé {s}', ' de {s}', ' pour {s}'],
  },
  number: {
    en: [' to {s}', ' at {s}', ' by {s}'],
    es: [' a {s}', ' en {s}', ' hasta {s}'],
    de: [' auf {s}', ' um {s}', ' bis {s}'],
    fr: [' à {s}', ' de {s}', ' sur {s}'],
  },
  string: {
    en: [' saying {s}', ' about {s}', ' with the note {s}'],
    es: [' diciendo {s}', ' sobre {s}', ' con la nota {s}'],
    de: [' mit dem Text {s}', ' über {s}', ' mit der Notiz {s}'],
    fr: [' disant {s}', ' au sujet de {s}', ' avec la note {s}'],
  },
};

/** Realistic words that enum lists mix with pseudo-words (names of playlists, rooms, teams…). */
export const VALUE_WORDS = ['Focus', 'Morning', 'Evening', 'Kitchen', 'Garage', 'North', 'Blue', 'Summer', 'Studio', 'Office', 'Alpha', 'Harbor', 'Maple', 'River', 'Night Shift', 'Deep Work', 'Weekend', 'Downtown', 'Garden', 'Cellar'];

/** Free text for string slots, per language. */
export const FREE_TEXT: Record<GenLang, string[]> = {
  en: ['the numbers look good', 'call me back after lunch', 'buy more oat milk', 'the client moved the deadline', 'check the north gate', 'we are out of coffee', 'see you at noon'],
  es: ['los números van bien', 'llámame después de comer', 'compra más leche', 'el cliente movió la fecha', 'nos vemos a mediodía'],
  de: ['die Zahlen sehen gut aus', 'ruf mich nach dem Mittag an', 'kauf mehr Hafermilch', 'wir sehen uns um zwölf'],
  fr: ['les chiffres sont bons', 'rappelle-moi après le déjeuner', 'achète du lait', 'on se voit à midi'],
};

/** Out-of-domain requests; {w} is a catalogue word so they share vocabulary with utterances. */
export const OUT_OF_DOMAIN: Record<GenLang, string[]> = {
  en: ['what is {w}', 'who invented {w}', 'how much does {w} cost in Japan', 'tell me a story about {w}', 'why is {w} so expensive', 'is {w} a good idea', 'what does {w} mean in Latin'],
  es: ['qué es {w}', 'quién inventó {w}', 'cuánto cuesta {w} en Japón', 'cuéntame un cuento sobre {w}'],
  de: ['was ist {w}', 'wer hat {w} erfunden', 'wie teuer ist {w} in Japan', 'erzähl mir etwas über {w}'],
  fr: ["qu'est-ce que {w}", 'qui a inventé {w}', 'combien coûte {w} au Japon', 'raconte-moi une histoire sur {w}'],
};

/** Polite wrappers for surface variants. */
export const POLITE: Record<GenLang, { before: string[]; after: string[] }> = {
  en: { before: ['please ', 'hey, ', 'can you ', 'could you '], after: [' please', ', please', ' for me'] },
  es: { before: ['por favor, ', 'oye, '], after: [' por favor', ', por favor'] },
  de: { before: ['bitte ', 'hey, '], after: [' bitte', ', bitte'] },
  fr: { before: ["s'il te plaît, ", 'dis, '], after: [" s'il te plaît", ", s'il vous plaît"] },
};

/** Small words that ASR drops. */
export const SMALL_WORDS: Record<GenLang, string[]> = {
  en: ['the', 'my', 'a', 'to'],
  es: ['el', 'la', 'a', 'de'],
  de: ['den', 'die', 'das', 'mal'],
  fr: ['le', 'la', 'de', 'à'],
};

const EN_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ES_ONES = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const DE_ONES = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
const FR_ONES = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'];
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

function frenchWords(n: number): string {
  if (n < 20) return FR_ONES[n]!;
  if (n < 70) {
    const t = Math.floor(n / 10);
    const o = n % 10;
    return o === 0 ? FR_TENS[t]! : o === 1 ? `${FR_TENS[t]} et un` : `${FR_TENS[t]}-${FR_ONES[o]}`;
  }
  if (n < 80) return n === 71 ? 'soixante et onze' : `soixante-${FR_ONES[n - 60]}`;
  if (n === 80) return 'quatre-vingts';
  return `quatre-vingt-${FR_ONES[n - 80]}`;
}

/** Spoken form of an integer 0..100 in the language (how a transcript would spell it out). */
export function numberWords(n: number, lang: GenLang): string {
  if (!Number.isInteger(n) || n < 0 || n > 100) throw new RangeError(`numberWords: ${n}`);
  if (n === 100) return { en: 'one hundred', es: 'cien', de: 'hundert', fr: 'cent' }[lang];
  const t = Math.floor(n / 10);
  const o = n % 10;
  switch (lang) {
    case 'en':
      return n < 20 ? EN_ONES[n]! : o === 0 ? EN_TENS[t]! : `${EN_TENS[t]}-${EN_ONES[o]}`;
    case 'es':
      return n < 30 ? ES_ONES[n]! : o === 0 ? ES_TENS[t]! : `${ES_TENS[t]} y ${ES_ONES[o]}`;
    case 'de':
      return n < 20 ? DE_ONES[n]! : o === 0 ? DE_TENS[t]! : `${o === 1 ? 'ein' : DE_ONES[o]}und${DE_TENS[t]}`;
    case 'fr':
      return frenchWords(n);
  }
}
