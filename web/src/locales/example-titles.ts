/**
 * The examples' titles in French and Spanish, by file name (examples/NAME.yaml); an example
 * missing there keeps its English title. Card names stay as printed in English (the scenario
 * names them so); the words around them are translated. In the built site each language's
 * titles come with its locale script (web/lazy-locales.ts).
 */
import { es } from './example-titles-es.js';
import { fr } from './example-titles-fr.js';

export const EXAMPLE_TITLES: Record<'fr' | 'es', Record<string, string>> = { fr, es };
