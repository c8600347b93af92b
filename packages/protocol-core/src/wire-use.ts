/**
 * What a protocol package uses of a CLI's protocol, stated once as data: the lines and fields its
 * reader reads, the messages and fields it writes, the flags it passes. A change between two CLI
 * versions is then known to touch mwh or not (the conformance kit's drift), and the helpers here
 * keep such a statement true in tests: `fieldPaths` lists what a written message holds,
 * `recordReads` sees what a reader takes of a line.
 */

/**
 * Field paths are dotted, `[]` standing for any element of an array (`message.content[].type`); a
 * path ending in `.*` stands for every field below it (an object read whole, its keys enumerated).
 */
export interface WireUse {
  /** Per message key (Claude `type/subtype`, codex method, `<method> result`), the paths read of it. */
  readonly reads: Readonly<Record<string, readonly string[]>>;
  /** Per message key, the paths written in it. */
  readonly sends: Readonly<Record<string, readonly string[]>>;
  /** The command-line flags passed to the CLI. */
  readonly flags: readonly string[];
}

/** Whether `path` of the message `key` is one `use` lists (exactly, or below a `.*`). */
export function listsPath(paths: readonly string[] | undefined, path: string): boolean {
  if (!paths) return false;
  for (const listed of paths) {
    if (listed === path) return true;
    if (listed.endsWith('.*') && (path === listed.slice(0, -2) || path.startsWith(listed.slice(0, -1)))) return true;
  }
  return false;
}

// Deeper than this a value is content (tool input, a nested schema), not the message's shape.
const MAX_PATH_DEPTH = 12;

/**
 * The field paths a JSON value holds, each once, in the order met: objects' keys joined by `.`,
 * array elements as `[]`. Walked with its own stack and bounded in depth, so no value can
 * overflow it.
 */
export function fieldPaths(value: unknown, maxDepth = MAX_PATH_DEPTH): string[] {
  const seen = new Set<string>();
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: here, path, depth } = stack.pop()!;
    if (depth >= maxDepth || typeof here !== 'object' || here === null) continue;
    if (Array.isArray(here)) {
      for (const element of here) stack.push({ value: element, path: `${path}[]`, depth: depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(here)) {
      const childPath = path ? `${path}.${key}` : key;
      seen.add(childPath);
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return [...seen];
}

/** The value behind a recording view, for code that must not count as a reader (a validator). */
const TARGETS = new WeakMap<object, object>();

export function unrecorded<T>(value: T): T {
  return (typeof value === 'object' && value !== null ? (TARGETS.get(value) as T | undefined) : undefined) ?? value;
}

/**
 * A view of a JSON value that tells `onRead` the path of every field read through it: a property
 * got or tested (`in`, `Object.hasOwn`), an array's elements (`[]`), an object's keys enumerated
 * (`.*`). Made for tests that hold a `WireUse` to what a reader does; the view is read-only.
 */
export function recordReads<T>(value: T, onRead: (path: string) => void, path = ''): T {
  if (typeof value !== 'object' || value === null) return value;
  const target = value as object;
  const child = (key: string) => (Array.isArray(target) ? `${path}[]` : path ? `${path}.${key}` : key);
  const view = new Proxy(target, {
    get(object, key, receiver) {
      const got: unknown = Reflect.get(object, key, receiver);
      if (typeof key === 'symbol' || (Array.isArray(object) && !/^\d+$/.test(key))) return got;
      const at = child(key);
      onRead(at);
      return recordReads(got, onRead, at);
    },
    has(object, key) {
      if (typeof key === 'string') onRead(child(key));
      return Reflect.has(object, key);
    },
    getOwnPropertyDescriptor(object, key) {
      if (typeof key === 'string') onRead(child(key));
      return Reflect.getOwnPropertyDescriptor(object, key);
    },
    ownKeys(object) {
      if (!Array.isArray(object)) onRead(path ? `${path}.*` : '*');
      return Reflect.ownKeys(object);
    },
    set: () => false,
    deleteProperty: () => false,
    defineProperty: () => false,
  });
  TARGETS.set(view, target);
  return view as T;
}
