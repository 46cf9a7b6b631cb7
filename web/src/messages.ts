/**
 * The playground's own words (buttons, headings, labels) in English, French and Spanish.
 * The explanation sentences come from src/explain; card names and rules text stay English.
 */
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Lang, languageOf } from '../../src/explain/index.js';

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
  board: {
    controller: 'Controller',
    applied: 'Changed {{id}}.',
    heading: 'Build the position',
    search: 'Search the catalog',
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
  board: {
    controller: 'Contrôleur',
    applied: '{{id}} modifié.',
    heading: 'Construire la position',
    search: 'Chercher dans le catalogue',
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
  board: {
    controller: 'Controlador',
    applied: '{{id}} modificado.',
    heading: 'Construir la posición',
    search: 'Buscar en el catálogo',
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
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { translation: en }, fr: { translation: fr }, es: { translation: es } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t = instance.t.bind(instance) as TFunction;
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
