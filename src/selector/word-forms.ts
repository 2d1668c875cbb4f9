// Other ways a request may say a template's word: in the singular or plural the other way
// ("1 minute" for "{minutes} minutes", "lights" for "light"), a unit abbreviated ("10 min",
// "30 secs", "10 Min"), a verb in the infinitive where a request asks rather than commands
// ("¿puedes reproducir …?" for "reproduce …", "peux-tu éteindre …" for "éteins …"; German puts
// it last, verb-last.ts), and a command verb said with another verb that commands the same
// ("ring Maya" for "call {to}", "vacía la lista" for "borra la lista"). The selector takes them
// only in its misspelling pass and at a cost (score.ts, COST.wordForm), and only where the other
// form is a catalogue word (request.ts); the verbs only for a template's first word (match.ts).
// Lists are in the token format: folded, lower case.

/** Languages whose plural mostly adds an -s to the singular. */
const PLURAL_S = new Set(['en', 'es', 'fr']);

/** Abbreviated units, per primary language, and the words they stand for. */
const ABBREVIATIONS = new Map<string, ReadonlyMap<string, readonly string[]>>(
  Object.entries({
    en: { min: ['minute', 'minutes'], mins: ['minutes'], sec: ['second', 'seconds'], secs: ['seconds'], s: ['seconds'], hr: ['hour', 'hours'], hrs: ['hours'], h: ['hours'] },
    es: { min: ['minuto', 'minutos'], seg: ['segundo', 'segundos'], s: ['segundos'], h: ['hora', 'horas'] },
    fr: { min: ['minute', 'minutes'], sec: ['seconde', 'secondes'], s: ['secondes'], h: ['heure', 'heures'] },
    de: { min: ['minute', 'minuten'], sek: ['sekunde', 'sekunden'], s: ['sekunden'], std: ['stunde', 'stunden'], h: ['stunden'] },
  }).map(([lang, table]) => [lang, new Map(Object.entries(table))]),
);

const NONE: readonly string[] = [];

/**
 * The words `token` may stand for said another way, catalogue words or not: an abbreviation's
 * full forms, else the token with or without a plural -s (words of four letters or more, never
 * one ending in -ss: "glass" is no plural of "glas").
 */
export function otherForms(token: string, primary: string): readonly string[] {
  const full = ABBREVIATIONS.get(primary)?.get(token);
  if (full !== undefined) return full;
  if (!PLURAL_S.has(primary)) return NONE;
  if (token.endsWith('s')) return token.length > 4 && !token.endsWith('ss') ? [token.slice(0, -1)] : NONE;
  return token.length >= 4 ? [`${token}s`] : NONE;
}

// Infinitives whose command form the regular endings below do not give: irregular verbs and, in
// Spanish, the common stem-changing ones.
const IRREGULAR_IMPERATIVES = new Map<string, ReadonlyMap<string, string>>(
  Object.entries({
    es: {
      poner: 'pon', decir: 'di', hacer: 'haz', salir: 'sal', tener: 'ten', venir: 'ven', ir: 've',
      encender: 'enciende', mostrar: 'muestra', cerrar: 'cierra', volver: 'vuelve', repetir: 'repite', seguir: 'sigue',
      empezar: 'empieza', recordar: 'recuerda', despertar: 'despierta', contar: 'cuenta', jugar: 'juega', pedir: 'pide',
      elegir: 'elige', probar: 'prueba', colgar: 'cuelga', soltar: 'suelta', mover: 'mueve',
    },
    fr: {
      mettre: 'mets', remettre: 'remets', eteindre: 'eteins', lire: 'lis', relire: 'relis', prendre: 'prends',
      reprendre: 'reprends', dire: 'dis', faire: 'fais', ecrire: 'ecris', ouvrir: 'ouvre', envoyer: 'envoie',
      aller: 'va', voir: 'vois', suivre: 'suis', vendre: 'vends', attendre: 'attends', descendre: 'descends',
    },
    // German verbs whose command form changes its vowel (lesen → lies).
    de: {
      lesen: 'lies', geben: 'gib', nehmen: 'nimm', sprechen: 'sprich', sehen: 'sieh', helfen: 'hilf',
      essen: 'iss', vergessen: 'vergiss', werfen: 'wirf', treffen: 'triff', brechen: 'brich', messen: 'miss',
    },
  }).map(([lang, table]) => [lang, new Map(Object.entries(table))]),
);

/**
 * The command forms (second person singular imperative) of `token` read as an infinitive, catalogue
 * words or not, most likely first: Spanish -ar → -a, -er and -ir → -e (pausar → pausa, leer → lee,
 * añadir → añade), French -er → -e, -ir → -is (allumer → allume, finir → finis), German -en → the
 * stem with and without -e, -ern and -eln → -ere, -er (spielen → spiel, spiele; ändern → ändere),
 * and the irregular ones listed. English asks with the same form, but for "would you mind
 * turning …": the gerund's stem, as written or with its doubled consonant single or an -e added
 * (turning → turn, skipping → skip, taking → take).
 */
export function imperativesOf(token: string, primary: string): readonly string[] {
  const irregular = IRREGULAR_IMPERATIVES.get(primary)?.get(token);
  if (irregular !== undefined) return [irregular];
  if (token.length < 4) return NONE;
  if (primary === 'en') return gerundStems(token);
  const stem = token.slice(0, -2);
  const ending = token.slice(-2);
  if (primary === 'es') return ending === 'ar' ? [`${stem}a`] : ending === 'er' || ending === 'ir' ? [`${stem}e`] : NONE;
  if (primary === 'fr') return ending === 'er' ? [`${stem}e`] : ending === 'ir' ? [`${stem}is`] : NONE;
  if (primary === 'de' && token.length >= 5) {
    if (token.endsWith('ern') || token.endsWith('eln')) return [`${token.slice(0, -1)}e`, token.slice(0, -1)];
    return ending === 'en' ? [stem, `${stem}e`] : NONE;
  }
  return NONE;
}

/** Pronouns Spanish glues to a command ("dile", "ponme", "mándala"). */
const SPANISH_ENCLITICS = ['les', 'los', 'las', 'nos', 'me', 'te', 'le', 'lo', 'la'];

/** The tú command forms for `token`, a Spanish verb form with or without a pronoun glued to it
 * ("decile", "póngame"), as `commands` gives them for the bare verb, the pronoun glued back. */
function spanishCommands(token: string, commands: (verb: string) => readonly string[]): readonly string[] {
  let out: string[] | null = null;
  for (const clitic of ['', ...SPANISH_ENCLITICS]) {
    if (!token.endsWith(clitic)) continue;
    const verb = token.slice(0, token.length - clitic.length);
    if (verb.length < 2) continue;
    for (const command of commands(verb)) {
      const said = command + clitic;
      if (said !== token && !out?.includes(said)) (out ??= []).push(said);
    }
  }
  return out ?? NONE;
}

/**
 * The command forms (tú) of a Spanish command said with vos, as Argentina and Uruguay say them:
 * the infinitive without its r, stressed at the end (poné, decí, seguí; folded pone, deci, segui),
 * so pon, di, sigue — with a pronoun glued to it as to them (decile → dile, poneme → ponme).
 * Forms alike in both (pasá, folded pasa; mandale) give nothing new. None for other languages.
 */
export function voseoCommandsOf(token: string, primary: string): readonly string[] {
  if (primary !== 'es' || token.length < 3) return NONE;
  return spanishCommands(token, (verb) => {
    const last = verb.charCodeAt(verb.length - 1);
    // a, e, i: the vowel before an infinitive's r.
    return last === 97 || last === 101 || last === 105 ? imperativesOf(`${verb}r`, 'es') : NONE;
  });
}

// Spanish commands said formally (usted) whose informal ones are not the regular swap of the
// last vowel (usted forms come from the present's stem, which changes in these).
const USTED_IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ponga: 'pon', haga: 'haz', diga: 'di', tenga: 'ten', salga: 'sal', vaya: 've', venga: 'ven',
    encienda: 'enciende', muestre: 'muestra', cierre: 'cierra', vuelva: 'vuelve', repita: 'repite', siga: 'sigue',
    empiece: 'empieza', recuerde: 'recuerda', despierte: 'despierta', cuente: 'cuenta', juegue: 'juega', pida: 'pide',
    elija: 'elige', pruebe: 'prueba', cuelgue: 'cuelga', suelte: 'suelta', mueva: 'mueve', apague: 'apaga', busque: 'busca',
    toque: 'toca', saque: 'saca', explique: 'explica', indique: 'indica', marque: 'marca', pague: 'paga', llegue: 'llega',
    lea: 'lee', oiga: 'oye', traiga: 'trae',
  }),
);

/**
 * The informal command forms of a command said formally, right before the pronoun that says so
 * (fillers.ts formal): German "Stellen Sie …" says the infinitive (stell, stelle: imperativesOf),
 * Spanish "Pare usted …" the usted form, whose last vowel swaps (pare → para, escriba → escribe),
 * with a pronoun glued to it as to the informal one (póngame → ponme, léame → leeme). None for
 * other languages.
 */
export function formalCommandsOf(token: string, primary: string): readonly string[] {
  if (primary === 'de') return token.length >= 5 && token.endsWith('n') ? imperativesOf(token, primary) : NONE;
  if (primary !== 'es' || token.length < 3) return NONE;
  return spanishCommands(token, (verb) => {
    const irregular = USTED_IRREGULAR.get(verb);
    if (irregular !== undefined) return [irregular];
    if (verb.length < 3) return NONE;
    const stem = verb.slice(0, -1);
    return verb.endsWith('e') ? [`${stem}a`] : verb.endsWith('a') ? [`${stem}e`] : NONE;
  });
}

/**
 * The infinitives a German command form may come from, most likely first, catalogue words or
 * not: the reverse of imperativesOf ("halt" and "halte" → halten, "änder" and "ändere" → ändern,
 * "lies" → lesen). None for other languages.
 */
export function infinitivesOf(token: string, primary: string): readonly string[] {
  if (primary !== 'de' || token.length < 3) return NONE;
  const irregular = IRREGULAR_INFINITIVES.get(token);
  if (irregular !== undefined) return [irregular];
  // -ern and -eln verbs lose an e: "ändere" and "änder" are ändern, "spiele" and "spiel" spielen.
  const short = token.endsWith('ere') || token.endsWith('ele') ? `${token.slice(0, -1)}n` : token.endsWith('er') || token.endsWith('el') ? `${token}n` : null;
  const regular = token.endsWith('e') ? `${token}n` : `${token}en`;
  return short === null ? [regular] : [regular, short];
}

const IRREGULAR_INFINITIVES: ReadonlyMap<string, string> = new Map(
  [...(IRREGULAR_IMPERATIVES.get('de') ?? new Map<string, string>())].map(([infinitive, command]) => [command, infinitive]),
);

function gerundStems(token: string): readonly string[] {
  if (token.length < 6 || !token.endsWith('ing')) return NONE;
  const stem = token.slice(0, -3);
  const last = stem.charCodeAt(stem.length - 1);
  return last === stem.charCodeAt(stem.length - 2) ? [stem.slice(0, -1), stem] : [stem, `${stem}e`];
}

/**
 * Languages whose request that asks keeps the verb where the command has it, in the infinitive
 * ("¿puedes reproducir …?", "peux-tu éteindre …", "would you mind turning off …"): there the
 * token after the asking phrase may stand for its command form (request.ts). German moves it to the end instead (verb-last.ts).
 */
export const VERB_STAYS_WHEN_ASKING: ReadonlySet<string> = new Set(['es', 'fr', 'en']);

// Command verbs that ask for the same action, whatever the object, in the token format (folded)
// and, for German, in both command forms. Only true equivalents: never two verbs one app could
// mean differently ("stop" and "pause", "delete" and "clear": a list deleted is gone). A word in
// two groups stands for the words of both, but the groups do not chain: "lance" is "joue" and
// "démarre", yet "joue" is never "démarre".
const SYNONYM_GROUPS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  en: [
    ['call', 'ring', 'phone', 'dial'],
    // "I want to hear {playlist}": a wish to hear is a wish to play.
    ['play', 'hear'],
    // "throw on {playlist}" for "put on …", "stick {item} on the list": the particle or
    // preposition is still required.
    ['put', 'throw', 'stick'],
    ['turn', 'switch'],
    ['clear', 'empty'],
    ['delete', 'remove', 'erase'],
    ['resume', 'continue', 'unpause'],
    ['show', 'display'],
    ['start', 'begin'],
    ['text', 'message'],
    ['skip', 'jump'],
    ['raise', 'increase'],
    ['lower', 'decrease', 'reduce'],
  ],
  es: [
    ['pon', 'reproduce'],
    ['enciende', 'prende'],
    ['borra', 'vacia'],
    ['borra', 'elimina'],
    ['llama', 'marca', 'telefonea'],
    ['muestra', 'ensena'],
    ['manda', 'envia'],
    ['empieza', 'comienza', 'inicia'],
    ['reanuda', 'continua'],
    ['anade', 'agrega'],
    ['apunta', 'anota'],
    ['salta', 'avanza'],
  ],
  fr: [
    ['mets', 'joue', 'lance'],
    ['mets', 'regle'],
    ['lance', 'demarre'],
    ['eteins', 'coupe'],
    ['vide', 'efface'],
    ['supprime', 'efface'],
    ['montre', 'affiche'],
    ['reprends', 'continue'],
    ['arrete', 'stoppe'],
    ['ajoute', 'rajoute'],
    ['appelle', 'telephone'],
    ['avance', 'saute'],
    ['lis', 'relis'],
  ],
  // One spelling each: commandSpellings adds the other.
  de: [
    ['mach', 'schalt'],
    ['stell', 'setz'],
    ['spring', 'spul'],
    ['start', 'beginn'],
    ['schick', 'send'],
    ['losch', 'leer'],
  ],
};

/**
 * The other spelling of a command: German says the du-imperative with or without its -e
 * ("spiel" and "spiele", "mach" and "mache"), and an utterance may have either. None elsewhere.
 */
export function commandSpellings(token: string, primary: string): readonly string[] {
  if (primary !== 'de' || token.length < 3) return NONE;
  if (!token.endsWith('e')) return [`${token}e`];
  return token.length >= 4 ? [token.slice(0, -1)] : NONE;
}

const SYNONYMS = new Map<string, ReadonlyMap<string, readonly string[]>>(
  Object.entries(SYNONYM_GROUPS).map(([lang, groups]) => {
    const table = new Map<string, string[]>();
    for (const group of groups) {
      const spelt = group.flatMap((word) => [word, ...commandSpellings(word, lang)]);
      for (const word of spelt) {
        let list = table.get(word);
        if (list === undefined) table.set(word, (list = []));
        for (const other of spelt) if (other !== word && !list.includes(other)) list.push(other);
      }
    }
    return [lang, table];
  }),
);

/** The command verbs that ask for what `token` asks for (SYNONYM_GROUPS, commandSpellings),
 * catalogue words or not. */
export function synonymsOf(token: string, primary: string): readonly string[] {
  return SYNONYMS.get(primary)?.get(token) ?? commandSpellings(token, primary);
}

// Verbs that set a level a particular way, and the general verbs they may stand for: "dim the
// bedroom to 30 percent" sets it to 30. One way only: "set the bedroom lights" is no request to
// dim them. The template's own words still decide, so a level must still be said as the
// utterance says it ("to {brightness}"): "dim the lights" alone, or "lower the volume by 10",
// fits no "set … to {level}". Tried by select.ts only for a request that declined as said.
const SETTING_VERBS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  en: {
    dim: ['set', 'turn'], brighten: ['set', 'turn'], raise: ['set', 'turn'], lower: ['set', 'turn'],
    increase: ['set', 'turn'], decrease: ['set', 'turn'], reduce: ['set', 'turn'], bump: ['set', 'turn'], crank: ['turn', 'set'],
    change: ['set'], adjust: ['set'],
  },
  es: { baja: ['pon'], sube: ['pon'], aumenta: ['pon'], reduce: ['pon'], disminuye: ['pon'], cambia: ['pon'], ajusta: ['pon'] },
  fr: { baisse: ['regle', 'mets'], monte: ['regle', 'mets'], augmente: ['regle', 'mets'], diminue: ['regle', 'mets'], reduis: ['regle', 'mets'], change: ['regle', 'mets'], ajuste: ['regle', 'mets'] },
  de: {
    dimm: ['stell', 'stelle'], dimme: ['stell', 'stelle'], erhoh: ['stell', 'stelle'], erhohe: ['stell', 'stelle'], senk: ['stell', 'stelle'], senke: ['stell', 'stelle'],
    ander: ['stell', 'stelle'], andere: ['stell', 'stelle'],
  },
};

// As maps: asked for every word of many requests (match.ts changesLevel), and a fresh string
// looked up as an object's key costs more than one looked up in a Map.
const SETTING: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>> = new Map(Object.entries(SETTING_VERBS).map(([lang, table]) => [lang, new Map(Object.entries(table))]));

/** The general verbs a verb that sets a level a particular way may stand for (SETTING_VERBS). */
export function settingVerbsOf(token: string, primary: string): readonly string[] {
  return SETTING.get(primary)?.get(token) ?? NONE;
}

/**
 * What a template's first word may be when the request says `token` in its place, catalogue words
 * or not: the command forms of a command said formally (`formal`: formalCommandsOf), of an
 * infinitive when the request asks (`asking`; imperativesOf), else of a Spanish command said with
 * vos (voseoCommandsOf), then the verbs that command the same as the token or as those forms
 * (synonymsOf).
 */
export function verbAlternatives(token: string, primary: string, asking: boolean, formal = false): readonly string[] {
  const commands = formal ? formalCommandsOf(token, primary) : asking ? imperativesOf(token, primary) : voseoCommandsOf(token, primary);
  let out: string[] | null = null;
  // The token's own synonyms (k = -1), then those of each command form.
  for (let k = -1; k < commands.length; k++) out = addNew(out, synonymsOf(k < 0 ? token : commands[k]!, primary), token, commands);
  return out === null ? commands : [...commands, ...out];
}

/** The general verbs (settingVerbsOf) the token, or its command forms when the request asks, may
 * stand for. */
export function settingAlternatives(token: string, primary: string, asking: boolean): readonly string[] {
  let out = addNew(null, settingVerbsOf(token, primary), token, NONE);
  if (asking) for (const command of imperativesOf(token, primary)) out = addNew(out, settingVerbsOf(command, primary), token, NONE);
  return out ?? NONE;
}

/** `out` with those of `words` that are neither `token`, nor in `commands`, nor in it yet. */
function addNew(out: string[] | null, words: readonly string[], token: string, commands: readonly string[]): string[] | null {
  for (const other of words) {
    if (other !== token && !commands.includes(other) && !out?.includes(other)) (out ??= []).push(other);
  }
  return out;
}
