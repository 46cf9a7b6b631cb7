/** The position in the URL: `#s=<lz-string>` for an edited scenario, `#example=<name>`, and `lang=`. */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

export interface UrlState {
  scenario?: string;
  example?: string;
  lang?: string;
  object?: string;
  /** What in the link could not be read: `s` (a scenario cut short or altered) or `example` (an unknown name). */
  broken?: 'scenario' | 'example';
}

/** The position a URL's hash holds; `known` says which example names exist (else `broken: 'example'`). */
export function readHash(hash: string, known?: (example: string) => boolean): UrlState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const out: UrlState = {};
  const s = params.get('s');
  if (s === '') out.scenario = '';
  else if (s !== null) {
    const text = decompressFromEncodedURIComponent(s);
    if (text) out.scenario = text;
    else out.broken = 'scenario';
  }
  const example = params.get('example');
  if (example) {
    out.example = example;
    if (known !== undefined && !known(example)) out.broken = 'example';
  }
  const lang = params.get('lang');
  if (lang) out.lang = lang;
  const object = params.get('object');
  if (object) out.object = object;
  return out;
}

export function writeHash(state: { scenario: string; example: string | null; lang: string; object: string | null }): string {
  const params = new URLSearchParams();
  if (state.example !== null) params.set('example', state.example);
  else params.set('s', compressToEncodedURIComponent(state.scenario));
  params.set('lang', state.lang);
  if (state.object !== null) params.set('object', state.object);
  return `#${params.toString()}`;
}

export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
