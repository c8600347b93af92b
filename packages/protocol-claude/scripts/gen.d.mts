/** Every generated file, by path relative to the package, with its content. */
export function generate(): Promise<Record<string, string>>;
