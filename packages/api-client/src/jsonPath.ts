/** A place in a parsed JSON answer, as zod's issues name it. */
export type JsonPath = readonly PropertyKey[];

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path`, or undefined when the path leads nowhere. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isJsonObject(current) && typeof key === 'string') current = current[key];
    else return undefined;
  }
  return current;
}

export function startsWith(path: JsonPath, prefix: JsonPath): boolean {
  return prefix.length <= path.length && prefix.every((key, index) => path[index] === key);
}

/** RFC 6901 pointer, as JSON:API errors write places: ['data', 0, 'type'] → '/data/0/type'. */
export function pointerOf(path: JsonPath): string {
  return path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The pointer with array indexes as '*', so every element of a list names the same field. */
export function patternOf(path: JsonPath): string {
  return pointerOf(path.map((key) => (typeof key === 'number' ? '*' : key)));
}
