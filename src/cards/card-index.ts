/**
 * The index of a card file, as scanning it (scan.ts) gives it: for each card object its byte
 * range, name, faces' names and layout, and what the file's top level was; or where the file
 * stops being a card file.
 */

/** One card object of the file. */
export interface IndexEntry {
  /** Byte offset of the object's `{`. */
  start: number;
  /** Byte offset just after its `}`. */
  end: number;
  name: string;
  /** `card_faces[i].name`, in order (empty for one-faced cards). */
  faces: string[];
  layout: string | undefined;
}

/** Where the file stops being a card file, and why. */
export interface ScanError {
  /** Byte offset of the problem. */
  offset: number;
  message: string;
}

/** The index of a whole file. */
export interface ScanResult {
  entries: IndexEntry[];
  /** `array`, `list` or `card`: what the file's top level was. */
  shape: 'array' | 'list' | 'card';
}
