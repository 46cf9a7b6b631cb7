/**
 * Issue #29, point 2: the loader's problems in French and Spanish. Each scenario below is wrong
 * in one way; the loader (src/scenario, run as the page runs it) reports it in English, and the
 * page's translation keeps what the message names (the card, the id, the key, the place) while
 * every word around it is in the page's language. A message no template knows stays English.
 */
import { describe, expect, it } from 'vitest';
import { loaderMessage } from '../web/src/loader-messages.js';
import { runScenario } from '../web/src/run.js';

/** The loader's own messages for `text`, as the page gets them. */
function messages(text: string): string[] {
  const r = runScenario(text);
  if (r.ok) throw new Error('expected problems');
  return r.problems.map((p) => p.message);
}

describe('loader problems in the page’s language', () => {
  it('an unknown card with a suggestion (the card names stay as written)', () => {
    const [message] = messages('battlefield:\n  - Humilty\n');
    expect(message).toBe('unknown card "Humilty" — did you mean "Humility", "Humble" or "Jump"?');
    expect(loaderMessage(message as string, 'fr')).toBe('carte inconnue "Humilty" — vouliez-vous dire "Humility", "Humble" ou "Jump" ?');
    expect(loaderMessage(message as string, 'es')).toBe('carta desconocida "Humilty" — ¿quisiste decir "Humility", "Humble" o "Jump"?');
    expect(loaderMessage(message as string, 'en')).toBe(message);
  });

  it('an unknown key, a wrong type and a value not among those allowed', () => {
    const found = messages('battlefield:\n  - card: Grizzly Bears\n    taped: true\n  - card: Grizzly Bears\n    id: b2\n    tapped: 3\n');
    const fr = found.map((m) => loaderMessage(m, 'fr'));
    expect(
      fr.some((m) => m.startsWith('clé inconnue "taped" — vouliez-vous dire "tapped" ?')),
      fr.join('\n'),
    ).toBe(true);
    expect(fr).toContain('attendu true ou false, obtenu 3');
    const es = found.map((m) => loaderMessage(m, 'es'));
    expect(es).toContain('se esperaba true o false, se obtuvo 3');
  });

  it('an id used before the object it names enters (the place in the file is kept)', () => {
    const [message] = messages(
      'battlefield:\n  - card: Giant Growth\n    zone: graveyard\n    attachedTo: bear\n  - card: Grizzly Bears\n    id: bear\n',
    );
    expect(message).toMatch(/^no object "bear" exists at this point: it is introduced later, at /);
    const place = /at (\S+)$/.exec(message as string)?.[1];
    expect(loaderMessage(message as string, 'fr')).toBe(
      `aucun objet "bear" n’existe à ce moment : il n’apparaît que plus loin, en ${place}`,
    );
  });

  it('an unknown id lists the known ones; a YAML syntax error keeps the parser’s own words', () => {
    const [unknown] = messages('battlefield:\n  - Grizzly Bears\nevents:\n  - tap: bares\n');
    expect(loaderMessage(unknown as string, 'es')).toMatch(
      /^identificador desconocido "bares"( — ¿quisiste decir "grizzly-bears"\?| \(identificadores conocidos aquí: .*\))$/,
    );
    const [yaml] = messages('battlefield: [\n');
    expect(loaderMessage(yaml as string, 'fr')).toMatch(/^erreur de syntaxe YAML : /);
  });

  it('a message no template knows is left as the loader wrote it', () => {
    expect(loaderMessage('something new the loader says', 'fr')).toBe('something new the loader says');
  });
});
