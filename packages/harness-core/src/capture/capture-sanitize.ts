/**
 * A capture to attach to a bug report: beyond its secrets (kept out as it was recorded), what
 * names the machine and its user replaced by stable placeholders: the user name, home, host
 * name, temp and working folders, e-mail addresses, IP addresses and ports (`<home>`,
 * `<email-1>`, `<ip-1>:<port-1>`). The same value is the same placeholder everywhere: every
 * stream, the header, the exit and the record, in any JSON escape form, split across deltas or
 * not, as the capture redaction masks a secret (each value is one of its passes, with its
 * placeholder for the mask). The values are found in the capture's text, its lines' decoded
 * strings and the round it replays to (where a value the model streamed in pieces is whole).
 * Before them, secrets are masked: the values of the environment's secret-looking variables (as
 * `mwh capture` keeps them out while recording), the caller's, and tokens known by their look.
 * What was masked, and what was left and why, is said (`report`).
 */
import { hostname, homedir, tmpdir, userInfo } from 'node:os';
import { findTokens, type Capture, type ContentPart } from '@mwh/protocol-core';
import { replayCapture } from './replay-capture.js';
import { redactCapture } from './capture-redaction.js';
import { environmentSecretEntries, MIN_FOUND_SECRET_LENGTH, secretLength } from '../secrets/found-secrets.js';

/** The machine's own names; each one left out is not looked for. */
export interface MachineNames {
  user?: string;
  home?: string;
  host?: string;
  tmp?: string;
  cwd?: string;
}

export interface SanitizeOptions {
  /** The environment whose secret-looking variables' values are masked (`environmentSecrets`). */
  env?: Record<string, string | undefined>;
  /** Values the user named (`--redact`): masked at any length. */
  secrets?: readonly string[];
}

export interface SanitizedCapture {
  capture: Capture;
  /** The placeholders put in, in the order they were given out: what a reader of the capture is told. */
  placeholders: string[];
  /** A text with the same values replaced by the same placeholders (a log to attach beside it). */
  text(text: string): string;
  /** What was masked (`[REDACTED]`), and what the capture holds that was left as it is, and why. */
  report: SanitizeReport;
}

export interface SanitizeReport {
  /** Each kind of secret masked, with how many distinct values of it (`the value of OPENAI_API_KEY`, `a GitHub token`). */
  masked: { what: string; count: number }[];
  /** A value the capture holds that was not replaced: what it is, and why (never a secret's value). */
  kept: { what: string; why: string }[];
}

/** This process's names: who runs it, where, on which host. */
export function machineNames(cwd = process.cwd()): MachineNames {
  const names: MachineNames = { home: homedir(), host: hostname(), tmp: tmpdir(), cwd };
  try {
    names.user = userInfo().username;
  } catch {
    // No user entry (a container's uid): nothing to look for.
  }
  return names;
}

/**
 * Accounts and folders every machine has: they name nobody, and as short common words they
 * would be "replaced" inside other words and keys (`root` in `rootTurnId`).
 */
const COMMON_USERS = new Set(['root', 'runner', 'node', 'ubuntu', 'user', 'admin', 'nobody']);
const COMMON_TMP = new Set(['/tmp', '/var/tmp', '/tmp/']);

/** Past this much of a stream, its text is not searched further (the replay still reads all of it). */
const SEARCHED_CHARS = 64 * 1024 * 1024;

export async function sanitizeCapture(capture: Capture, machine: MachineNames = machineNames(), options: SanitizeOptions = {}): Promise<SanitizedCapture> {
  const report: SanitizeReport = { masked: [], kept: [] };
  capture = await maskSecrets(capture, options, report);
  const values = new Map<string, string>();
  const fixed: [keyof MachineNames, string][] = [
    ['cwd', '<cwd>'],
    ['home', '<home>'],
    ['tmp', '<tmp>'],
    ['host', '<host>'],
    ['user', '<user>'],
  ];
  const left: [value: string, what: string, why: string][] = [];
  for (const [name, placeholder] of fixed) {
    const value = machine[name];
    if (!value || values.has(value)) continue;
    const why = leftAsItIs(name, value);
    if (why) left.push([value, `the ${NAME_WORDS[name]} "${value}"`, why]);
    else values.set(value, placeholder);
  }
  const texts = [...searchedTexts(capture, await replayCapture(capture))];
  // A name of the machine the capture does not hold is no placeholder of it, nor worth a word.
  for (const value of [...values.keys()]) if (!texts.some((text) => text.includes(value))) values.delete(value);
  for (const [value, what, why] of left) if (texts.some((text) => text.includes(value))) report.kept.push({ what, why });
  const found = new FoundValues(values);
  for (const text of texts) found.search(text);
  // Longest first: a folder before the user name inside it, an address with its port before the address.
  const ordered = [...values].sort(([a], [b]) => b.length - a.length);
  let sanitized = capture;
  for (const [value, placeholder] of ordered) sanitized = redactCapture(sanitized, [value], placeholder);
  return {
    capture: sanitized,
    placeholders: [...new Set(values.values())],
    text: (text) => ordered.reduce((out, [value, placeholder]) => out.replaceAll(value, placeholder), text),
    report,
  };
}

const NAME_WORDS: Record<keyof MachineNames, string> = { user: 'user name', home: 'home folder', host: 'host name', tmp: 'temp folder', cwd: 'working folder' };

/** Why a name of the machine is not replaced, or undefined when it is. */
function leftAsItIs(name: keyof MachineNames, value: string): string | undefined {
  if (value.length < 3) return `it is shorter than 3 characters, and replacing it would change other words`;
  if (name === 'user' && COMMON_USERS.has(value)) return 'it is an account every machine may have, and replacing it would change other words (root in rootTurnId)';
  if (name === 'tmp' && COMMON_TMP.has(value)) return 'every machine has it';
  if (name === 'host' && value === 'localhost') return 'every machine has it';
  return undefined;
}

/**
 * The capture with its secrets masked: the environment's (by name), the caller's, and tokens
 * known by their look, each found in the texts where it is whole (a stream joined, a line's
 * strings decoded, the replayed round), then masked wherever its pieces are. The report says
 * which, by kind and count; a secret-looking variable too short to mask is said as kept.
 */
async function maskSecrets(capture: Capture, options: SanitizeOptions, report: SanitizeReport): Promise<Capture> {
  const texts = [...searchedTexts(capture, await replayCapture(capture))];
  const holds = (value: string) => texts.some((text) => text.includes(value));
  // Every one is masked, found in the texts or not (a text past SEARCHED_CHARS may hold it); the found ones are said.
  const secrets = new Set<string>(options.secrets);
  const kinds = new Map<string, Set<string>>();
  // `found`: the value was found in the texts (a token): no need to search them again for it.
  const add = (what: string, value: string, found = false) => {
    secrets.add(value);
    if (!found && !holds(value)) return;
    let values = kinds.get(what);
    if (!values) kinds.set(what, (values = new Set()));
    values.add(value);
  };
  for (const [name, value] of environmentSecretEntries(options.env ?? {})) {
    const length = secretLength(value);
    if (length >= MIN_FOUND_SECRET_LENGTH) add(`the value of ${name}`, value);
    // Shorter than 4 (`1`, `tty`), it is a flag, not a secret anyone would look for.
    else if (length >= 4 && holds(value)) report.kept.push({ what: `the value of ${name}`, why: `it is ${length} characters long, shorter than any key (${MIN_FOUND_SECRET_LENGTH}), and masking it would change other words; name it with --redact to mask it anyway` });
  }
  for (const value of options.secrets ?? []) add('a value you named', value);
  for (const token of findTokens(texts)) add(token.what, token.value, true);
  for (const [what, values] of kinds) report.masked.push({ what, count: values.size });
  return secrets.size ? redactCapture(capture, [...secrets]) : capture;
}

/** Numbers each kind of found value in the order met, so the same capture gets the same placeholders. */
class FoundValues {
  private readonly counts = { email: 0, ip: 0, port: 0 };
  private readonly ports = new Map<string, string>();

  constructor(private readonly values: Map<string, string>) {}

  search(text: string): void {
    for (const match of text.matchAll(EMAIL)) this.add(match[0], 'email');
    for (const match of text.matchAll(IPV4)) if (match[1]!.split('.').every((octet) => Number(octet) <= 255)) this.add(match[1]!, 'ip');
    for (const match of text.matchAll(IPV6)) this.add(match[1]!, 'ip');
    for (const match of text.matchAll(HOST_PORT)) {
      const [whole, host, port] = match as unknown as [string, string, string];
      const hostShown = host === 'localhost' ? host : (this.values.get(host) ?? (IPV4_WHOLE.test(host) || host.startsWith('[') ? this.add(host, 'ip') : undefined));
      if (hostShown === undefined) continue;
      this.values.set(whole, `${hostShown}:${this.port(port)}`);
    }
  }

  private add(value: string, kind: 'email' | 'ip'): string {
    const known = this.values.get(value);
    if (known) return known;
    const placeholder = `<${kind}-${++this.counts[kind]}>`;
    this.values.set(value, placeholder);
    return placeholder;
  }

  private port(port: string): string {
    let placeholder = this.ports.get(port);
    if (!placeholder) this.ports.set(port, (placeholder = `<port-${++this.counts.port}>`));
    return placeholder;
  }
}

// Each starts where its run of characters does: tried at every position of a long run (3 MB of
// a command's output), the run was scanned again from each, and a capture took 20 s.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const IPV4 = /(?<![\d.])((?:\d{1,3}\.){3}\d{1,3})(?![\d.])/g;
const IPV4_WHOLE = /^(?:\d{1,3}\.){3}\d{1,3}$/;
// In brackets (a URL's) or with `::`: a bare run of hex and colons is as often a time or a hash.
// Bounded as an address is (8 groups, 45 characters): an unbounded run of colons backtracked.
const IPV6 = /(\[(?=[0-9A-Fa-f.]*:)[0-9A-Fa-f:.]{2,45}\]|(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){0,7}::[0-9A-Fa-f:]{0,38}[0-9A-Fa-f](?![\w:]))/g;
// A host and its port, as a URL or a listener names them: the host an address, localhost or a name already known.
const HOST_PORT = /(?<![A-Za-z0-9<>_.[\]:-])((?:\d{1,3}\.){3}\d{1,3}|\[[0-9A-Fa-f:.]+\]|localhost|[A-Za-z0-9<>_-]+(?:\.[A-Za-z0-9_-]+)*):(\d{2,5})(?!\d)/g;

/** Every text of a capture values are looked for in: its header, its streams, their lines' strings, and its replayed round (`replayed`). */
function* searchedTexts(capture: Capture, replayed: readonly ContentPart[]): Generator<string> {
  yield JSON.stringify(capture.header);
  if (capture.exit) yield JSON.stringify(capture.exit);
  if (capture.expect) yield JSON.stringify(capture.expect);
  const decoder = new TextDecoder();
  for (const stream of ['stdin', 'stdout', 'stderr'] as const) {
    let text = '';
    for (const chunk of capture.chunks) if (chunk.stream === stream && text.length < SEARCHED_CHARS) text += decoder.decode(chunk.bytes, { stream: true });
    text += decoder.decode();
    yield text;
    // The lines' strings decoded: a value written with escapes (`\u0040`, `\/`) is whole there.
    if (stream !== 'stderr') for (const line of text.split('\n')) yield* lineStrings(line);
  }
  // The round as it reads: a value streamed in pieces is whole in its text.
  yield* partTexts(replayed);
}

function* lineStrings(line: string): Generator<string> {
  if (!line.includes('\\')) return;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return;
  }
  // Walked with a stack of its own: a line nested thousands deep costs no recursion.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') yield next;
    else if (next && typeof next === 'object') for (const [key, member] of Object.entries(next)) stack.push(key, member);
  }
}

function* partTexts(parts: readonly ContentPart[]): Generator<string> {
  const texts = new Map<string, string>();
  for (const part of parts) {
    if (part.type === 'text-delta' || part.type === 'reasoning-delta') texts.set(part.id, (texts.get(part.id) ?? '') + part.text);
    else if (part.type === 'tool-call') yield JSON.stringify(part.input) ?? '';
    else if (part.type === 'tool-result') yield part.output;
    else if (part.type === 'warning' || part.type === 'question') yield 'message' in part ? part.message : part.text;
  }
  yield* texts.values();
}
