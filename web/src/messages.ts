/**
 * The playground's own words (buttons, headings, labels) in English, French and Spanish.
 * The explanation sentences come from src/explain; card names and rules text stay English.
 */
import type { TFunction } from 'i18next';
import { LANGUAGES, type Lang, languageOf, translateWith } from '../../src/explain/index.js';

const en = {
  title: 'mtg-layers playground',
  tagline: 'Continuous effects and the layer system (CR 611–613), explained step by step.',
  language: 'Language',
  examples: 'Examples',
  chooseExample: 'Choose an example…',
  editor: {
    heading: 'Scenario (YAML)',
    label: 'Scenario in YAML',
    ok: 'The scenario is valid.',
    problems_one: '{{count}} problem',
    problems_other: '{{count}} problems',
  },
  share: {
    heading: 'Share',
    copyLink: 'Copy link',
    copyYaml: 'Copy YAML',
    download: 'Download',
    upload: 'Open a file…',
    copied: 'Copied.',
    copyFailed: 'Could not copy: select the text and copy it by hand.',
    loaded: 'Loaded {{file}}.',
  },
  answer: {
    heading: 'The answer',
    objects: 'Objects',
    noObjects: 'No objects.',
    showAll: 'Show every object',
    showing: 'Showing the story of {{name}}.',
    storyOf: 'Show only the story of {{name}}',
    waiting: 'Fix the problems in the scenario to see the answer.',
  },
  object: { controller: 'controller: {{player}}', noAbilities: 'no abilities', zone: 'in {{zone}}' },
  layers: {
    heading: 'Layer by layer',
    none: 'No continuous effect applies in this position.',
    place: 'Place {{n}} in its layer',
    changes: 'Changes',
    noChange: 'No visible change.',
    notApplied: 'Not applied',
    affects: 'Applies to: {{ids}}',
  },
  players: { heading: 'Players and rules' },
  teach: {
    heading: 'Teach me',
    start: 'Start the lesson',
    previous: 'Previous step',
    next: 'Next step',
    stop: 'End the lesson',
    position: 'Step {{n}} of {{total}}',
    why: 'Why here',
  },
  rules: { close: 'Close', heading: 'Rule {{rule}}', source: 'Comprehensive Rules text (English).', openRule: 'Read rule {{rule}}' },
  skip: 'Skip to the answer',
  cards: {
    heading: 'Card files',
    open: 'Open a card file…',
    hint: 'Scryfall card data in JSON: the oracle_cards bulk file, a search result or one card. Open it here or drop it onto the page; it stays in this page’s memory only. Its cards are found before the catalog’s.',
    none: 'No card file is open: cards come from the catalog.',
    count_one: '{{count}} card',
    count_other: '{{count}} cards',
    close: 'Close',
    closeFile: 'Close {{file}}',
    opening: 'Indexing {{file}}…',
    opened_one: 'Opened {{file}}: {{count}} card.',
    opened_other: 'Opened {{file}}: {{count}} cards.',
    closed: 'Closed {{file}}.',
    notCards: '{{file}} is not a card file:',
    drop: 'Drop a card file (.json) or a scenario (.yaml)',
    fromFile: 'from {{file}}',
  },
  board: {
    controller: 'Controller',
    applied: 'Changed {{id}}.',
    heading: 'Build the position',
    search: 'Search the cards',
    player: 'Player',
    add: 'Add to the battlefield',
    cast: 'Cast',
    targets: 'Targets (ids, comma-separated)',
    noMatch: 'No card matches.',
    tapped: 'Tapped',
    counters: 'Counters',
    update: 'Apply',
    object: 'Object',
    added: 'Added {{name}}.',
    results_one: '{{count}} card',
    results_other: '{{count}} cards',
    pickObject: 'Choose an object…',
  },
};
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type UiMessages = Shape<typeof en>;

const fr: UiMessages = {
  title: 'Bac à sable mtg-layers',
  tagline: 'Les effets continus et le système de couches (RC 611–613), expliqués pas à pas.',
  language: 'Langue',
  examples: 'Exemples',
  chooseExample: 'Choisir un exemple…',
  editor: {
    heading: 'Scénario (YAML)',
    label: 'Scénario en YAML',
    ok: 'Le scénario est valide.',
    problems_one: '{{count}} problème',
    problems_other: '{{count}} problèmes',
  },
  share: {
    heading: 'Partager',
    copyLink: 'Copier le lien',
    copyYaml: 'Copier le YAML',
    download: 'Télécharger',
    upload: 'Ouvrir un fichier…',
    copied: 'Copié.',
    copyFailed: 'Copie impossible : sélectionnez le texte et copiez-le à la main.',
    loaded: '{{file}} chargé.',
  },
  answer: {
    heading: 'La réponse',
    objects: 'Objets',
    noObjects: 'Aucun objet.',
    showAll: 'Montrer tous les objets',
    showing: 'L’histoire de {{name}}.',
    storyOf: 'Montrer seulement l’histoire de {{name}}',
    waiting: 'Corrigez les problèmes du scénario pour voir la réponse.',
  },
  object: { controller: 'contrôleur : {{player}}', noAbilities: 'aucune capacité', zone: 'zone : {{zone}}' },
  layers: {
    heading: 'Couche par couche',
    none: 'Aucun effet continu ne s’applique dans cette position.',
    place: 'Place {{n}} dans sa couche',
    changes: 'Changements',
    noChange: 'Aucun changement visible.',
    notApplied: 'Non appliqué',
    affects: 'S’applique à : {{ids}}',
  },
  players: { heading: 'Joueurs et règles' },
  teach: {
    heading: 'Apprendre pas à pas',
    start: 'Commencer la leçon',
    previous: 'Étape précédente',
    next: 'Étape suivante',
    stop: 'Terminer la leçon',
    position: 'Étape {{n}} sur {{total}}',
    why: 'Pourquoi ici',
  },
  rules: {
    close: 'Fermer',
    heading: 'Règle {{rule}}',
    source: 'Texte des Règles Complètes (en anglais).',
    openRule: 'Lire la règle {{rule}}',
  },
  skip: 'Aller à la réponse',
  cards: {
    heading: 'Fichiers de cartes',
    open: 'Ouvrir un fichier de cartes…',
    hint: 'Des données de cartes Scryfall en JSON : le fichier complet oracle_cards, un résultat de recherche ou une carte. Ouvrez-le ici ou déposez-le sur la page ; il reste dans la mémoire de cette page seulement. Ses cartes sont trouvées avant celles du catalogue.',
    none: 'Aucun fichier de cartes ouvert : les cartes viennent du catalogue.',
    count_one: '{{count}} carte',
    count_other: '{{count}} cartes',
    close: 'Fermer',
    closeFile: 'Fermer {{file}}',
    opening: 'Indexation de {{file}}…',
    opened_one: '{{file}} ouvert : {{count}} carte.',
    opened_other: '{{file}} ouvert : {{count}} cartes.',
    closed: '{{file}} fermé.',
    notCards: '{{file}} n’est pas un fichier de cartes :',
    drop: 'Déposez un fichier de cartes (.json) ou un scénario (.yaml)',
    fromFile: 'de {{file}}',
  },
  board: {
    controller: 'Contrôleur',
    applied: '{{id}} modifié.',
    heading: 'Construire la position',
    search: 'Chercher une carte',
    player: 'Joueur',
    add: 'Ajouter au champ de bataille',
    cast: 'Lancer',
    targets: 'Cibles (identifiants séparés par des virgules)',
    noMatch: 'Aucune carte ne correspond.',
    tapped: 'Engagé',
    counters: 'Marqueurs',
    update: 'Appliquer',
    object: 'Objet',
    added: '{{name}} ajouté.',
    results_one: '{{count}} carte',
    results_other: '{{count}} cartes',
    pickObject: 'Choisir un objet…',
  },
};

const es: UiMessages = {
  title: 'Zona de pruebas de mtg-layers',
  tagline: 'Los efectos continuos y el sistema de capas (RC 611–613), explicados paso a paso.',
  language: 'Idioma',
  examples: 'Ejemplos',
  chooseExample: 'Elige un ejemplo…',
  editor: {
    heading: 'Escenario (YAML)',
    label: 'Escenario en YAML',
    ok: 'El escenario es válido.',
    problems_one: '{{count}} problema',
    problems_other: '{{count}} problemas',
  },
  share: {
    heading: 'Compartir',
    copyLink: 'Copiar enlace',
    copyYaml: 'Copiar YAML',
    download: 'Descargar',
    upload: 'Abrir un archivo…',
    copied: 'Copiado.',
    copyFailed: 'No se pudo copiar: selecciona el texto y cópialo a mano.',
    loaded: '{{file}} cargado.',
  },
  answer: {
    heading: 'La respuesta',
    objects: 'Objetos',
    noObjects: 'Ningún objeto.',
    showAll: 'Mostrar todos los objetos',
    showing: 'La historia de {{name}}.',
    storyOf: 'Mostrar solo la historia de {{name}}',
    waiting: 'Corrige los problemas del escenario para ver la respuesta.',
  },
  object: { controller: 'controlador: {{player}}', noAbilities: 'sin habilidades', zone: 'en {{zone}}' },
  layers: {
    heading: 'Capa por capa',
    none: 'Ningún efecto continuo se aplica en esta posición.',
    place: 'Lugar {{n}} en su capa',
    changes: 'Cambios',
    noChange: 'Ningún cambio visible.',
    notApplied: 'No aplicado',
    affects: 'Se aplica a: {{ids}}',
  },
  players: { heading: 'Jugadores y reglas' },
  teach: {
    heading: 'Enséñame',
    start: 'Empezar la lección',
    previous: 'Paso anterior',
    next: 'Paso siguiente',
    stop: 'Terminar la lección',
    position: 'Paso {{n}} de {{total}}',
    why: 'Por qué aquí',
  },
  rules: {
    close: 'Cerrar',
    heading: 'Regla {{rule}}',
    source: 'Texto de las Reglas Completas (en inglés).',
    openRule: 'Leer la regla {{rule}}',
  },
  skip: 'Ir a la respuesta',
  cards: {
    heading: 'Archivos de cartas',
    open: 'Abrir un archivo de cartas…',
    hint: 'Datos de cartas de Scryfall en JSON: el archivo completo oracle_cards, un resultado de búsqueda o una carta. Ábrelo aquí o suéltalo sobre la página; solo se guarda en la memoria de esta página. Sus cartas se encuentran antes que las del catálogo.',
    none: 'Ningún archivo de cartas abierto: las cartas vienen del catálogo.',
    count_one: '{{count}} carta',
    count_other: '{{count}} cartas',
    close: 'Cerrar',
    closeFile: 'Cerrar {{file}}',
    opening: 'Indexando {{file}}…',
    opened_one: '{{file}} abierto: {{count}} carta.',
    opened_other: '{{file}} abierto: {{count}} cartas.',
    closed: '{{file}} cerrado.',
    notCards: '{{file}} no es un archivo de cartas:',
    drop: 'Suelta un archivo de cartas (.json) o un escenario (.yaml)',
    fromFile: 'de {{file}}',
  },
  board: {
    controller: 'Controlador',
    applied: '{{id}} modificado.',
    heading: 'Construir la posición',
    search: 'Buscar una carta',
    player: 'Jugador',
    add: 'Añadir al campo de batalla',
    cast: 'Lanzar',
    targets: 'Objetivos (ids separados por comas)',
    noMatch: 'Ninguna carta coincide.',
    tapped: 'Girado',
    counters: 'Contadores',
    update: 'Aplicar',
    object: 'Objeto',
    added: '{{name}} añadido.',
    results_one: '{{count}} carta',
    results_other: '{{count}} cartas',
    pickObject: 'Elige un objeto…',
  },
};

export const UI_CATALOGUES = { en, fr, es } as const;

const instances = new Map<Lang, TFunction>();

export function ui(lang: Lang): TFunction {
  const known = instances.get(lang);
  if (known !== undefined) return known;
  const t = translateWith(UI_CATALOGUES, lang);
  instances.set(lang, t);
  return t;
}

/** The first of the browser's preferred languages that we have; English otherwise. */
export function browserLanguage(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const lang = languageOf(tag);
    if (lang !== undefined) return lang;
  }
  return 'en';
}

export { LANGUAGES, type Lang };
