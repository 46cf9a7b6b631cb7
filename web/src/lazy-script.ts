/**
 * Loading a classic script of the built site that sets one global (oracle.js, examples.js,
 * rules.js): once, the first time it is needed. Classic scripts load from file:// too, where
 * browsers refuse module scripts and `fetch`.
 */
const loading = new Map<string, Promise<unknown>>();

/** `read()` once `file` (relative to the page) has run; `read()` at once if it ran already. */
export function loadScript<T>(file: string, read: () => T | undefined): Promise<T> {
  const ready = read();
  if (ready !== undefined) return Promise.resolve(ready);
  let promise = loading.get(file) as Promise<T> | undefined;
  if (promise === undefined) {
    promise = new Promise<T>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = new URL(file, document.baseURI).href;
      script.onload = () => {
        const value = read();
        if (value !== undefined) resolve(value);
        else reject(new Error(`${file} did not define what the page needs`));
      };
      script.onerror = () => {
        loading.delete(file);
        script.remove();
        reject(new Error(`could not load ${file}`));
      };
      document.head.append(script);
    });
    loading.set(file, promise);
  }
  return promise;
}
