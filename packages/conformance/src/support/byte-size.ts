/**
 * Sizes as a user writes them (`2GB`, `1500MB`, `4GiB`, `0`) and as mwh prints them. GB is
 * 1000^3 bytes and GiB 1024^3, as the units say; a bare K, M or G is refused rather than guessed.
 */

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
};

export type ByteSizeRead = { ok: true; bytes: number } | { ok: false; error: string };

/** Reads `SIZE` for `name` (an option or variable), with one sentence when it is not a size. */
export function parseByteSize(text: string, name: string): ByteSizeRead {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([A-Za-z]*)\s*$/.exec(text);
  const unit = match?.[2]?.toLowerCase() ?? '';
  const factor = unit === '' ? 1 : UNITS[unit];
  if (!match || factor === undefined) {
    return { ok: false, error: `${name} must be a size such as 2GB, 1500MB, 4GiB or 0, not "${text.slice(0, 40)}".` };
  }
  const bytes = Math.floor(Number(match[1]) * factor);
  if (!Number.isSafeInteger(bytes)) return { ok: false, error: `${name} is too large: "${text.slice(0, 40)}".` };
  return { ok: true, bytes };
}

/** `412.3 MiB`, `3.9 GiB`, `0 B`: what `du -h` would say, with a space and the unit spelt out. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
