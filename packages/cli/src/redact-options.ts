/**
 * The values a user wants kept out of everything mwh prints. `--redact-env` and `--redact-file`
 * exist so that a secret need not sit on a command line, where `ps` and shell history see it.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { MIN_FOUND_SECRET_LENGTH, secretLength } from '@mwh/harness-core/replay';
import { UsageError } from './cli-error.js';
import type { Io, OptionSpecs } from './command-line.js';
import { mwhLine } from './mwh-line.js';

/** The options, their help saying where the values are removed from (`everything printed`). */
export function redactOptions(from: string) {
  return {
    redact: { type: 'string', value: 'VALUE', multiple: true, help: `remove VALUE from ${from} (repeatable)` },
    'redact-env': { type: 'string', value: 'NAME', multiple: true, help: `remove the value of environment variable NAME from ${from} (repeatable)` },
    'redact-file': { type: 'string', value: 'FILE', multiple: true, help: `remove every line of FILE, its trailing blanks trimmed, from ${from} (repeatable)` },
  } as const satisfies OptionSpecs;
}

export const REDACT_OPTIONS = redactOptions('everything printed');

export interface RedactValues {
  redact?: string[];
  'redact-env'?: string[];
  'redact-file'?: string[];
}

/**
 * The values named by the options. A very short one is honoured but said once on stderr: it is
 * masked wherever it occurs, inside words too (mwh leaves such values out where it finds them
 * itself, see harness-core's MIN_FOUND_SECRET_LENGTH).
 */
export async function secretsToRedact(values: RedactValues, io: Pick<Io, 'env' | 'cwd' | 'stderr'>): Promise<string[]> {
  const secrets: string[] = [];
  const add = (secret: string, what: string) => {
    secrets.push(secret);
    // Characters as the found-secret rule counts them: `🔑` is one, not two UTF-16 units.
    const n = secretLength(secret);
    if (n < MIN_FOUND_SECRET_LENGTH) io.stderr(mwhLine(`warning: ${what} is only ${n} character${n === 1 ? '' : 's'} long; it is masked wherever it occurs, inside words too.`));
  };
  for (const value of values.redact ?? []) {
    // The redactor passes over an empty secret: said to be masked, it would be a false promise.
    if (value === '') throw new UsageError('--redact needs a value: an empty one would mask nothing.');
    add(value, 'a --redact value');
  }
  for (const name of values['redact-env'] ?? []) {
    const value = io.env[name];
    if (!value) throw new UsageError(`--redact-env ${name} names a variable that is not set.`);
    add(value, `the value of --redact-env ${name}`);
  }
  for (const file of values['redact-file'] ?? []) {
    let text: string;
    try {
      text = await readFile(resolve(io.cwd, file), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new UsageError(`Cannot read ${file}: ${code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message}.`);
    }
    // Trailing blanks (and a \r) are an editor's leftovers far more often than part of a
    // secret; kept, they made the line match nothing, and nothing was redacted.
    text.split('\n').forEach((line, i) => {
      const secret = line.replace(/\s+$/, '');
      if (secret.trim()) add(secret, `line ${i + 1} of ${file}`);
    });
  }
  return secrets;
}
