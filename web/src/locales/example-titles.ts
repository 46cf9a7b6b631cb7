/**
 * The examples' titles in French and Spanish, by file name (examples/NAME.yaml); an example
 * missing here keeps its English title. Card names stay as printed in English (the scenario
 * names them so); the words around them are translated.
 */
export const EXAMPLE_TITLES: Record<'fr' | 'es', Record<string, string>> = {
  fr: {},
  es: {},
};
