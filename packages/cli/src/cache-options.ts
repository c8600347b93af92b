/**
 * Where the CLI cache is and how much it may hold, from `--cache-size` and the environment:
 * `MWH_CLI_CACHE_DIR` (else `$XDG_CACHE_HOME/mwh/clis`) and `MWH_CLI_CACHE_SIZE` (else 4 GiB).
 */
import { DEFAULT_CACHE_BOUND, defaultCliCacheDir, parseByteSize } from '@mwh/conformance';
import { UsageError } from './cli-error.js';

export interface CacheOptions {
  cacheDir: string;
  cacheSize: number;
}

/** The option wins over the variable; either, when it is not a size, is one sentence. */
export function cacheOptions(env: Record<string, string | undefined>, option: { name: string; value: string | undefined }): CacheOptions {
  const given = option.value !== undefined ? { text: option.value, name: option.name } : env.MWH_CLI_CACHE_SIZE ? { text: env.MWH_CLI_CACHE_SIZE, name: 'MWH_CLI_CACHE_SIZE' } : undefined;
  let cacheSize = DEFAULT_CACHE_BOUND;
  if (given) {
    const read = parseByteSize(given.text, given.name);
    if (!read.ok) throw new UsageError(read.error);
    cacheSize = read.bytes;
  }
  return { cacheDir: defaultCliCacheDir(env), cacheSize };
}
