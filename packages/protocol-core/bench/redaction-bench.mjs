/**
 * The streaming redactor's throughput, as ratios within one run (never a timing assertion):
 * 10 MiB of English-like text in 4-character deltas with no secret, 1 secret and 100 secrets
 * sharing a prefix, and the adversarial input (one repeated character against 100 secrets that
 * all start with it), which a scan that retries every secret at every position makes quadratic.
 *
 *   pnpm -F @mwh/protocol-core bench                 # after a build (`pnpm bench` at the root runs
 *                                                    # @mwh/bench, whose redaction row measures
 *                                                    # PartRedactor and this StreamRedactor on its own text)
 *   node bench/redaction-bench.mjs --smoke           # tiny inputs, so it cannot rot
 *   node bench/redaction-bench.mjs --redactor /path/to/other/redactor.js   # compare another build
 *
 * `redactionBench()` is exported so another script can run the same cases.
 */
import { pathToFileURL } from 'node:url';

const MiB = 1024 * 1024;
const WORDS =
  'the of and to in is was that for it with as his on be at by had are but from or have an they which one you were her all she there would their we him been has when who will more no if out so said what up its about into than them can only other new some could time these two may then do first any my now such like our over man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three'.split(' ');

/** A deterministic pseudo-random source, so every run reads the same text. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function englishText(length, rand) {
  const parts = [];
  let size = 0;
  let sentence = 0;
  while (size < length) {
    let word = WORDS[Math.floor(rand() * WORDS.length)];
    if (sentence === 0) word = word[0].toUpperCase() + word.slice(1);
    sentence++;
    const end = sentence > 8 && rand() < 0.15 ? (rand() < 0.2 ? '.\n\n' : '. ') : ' ';
    if (end !== ' ') sentence = 0;
    parts.push(word + end);
    size += word.length + end.length;
  }
  return parts.join('').slice(0, length);
}

function token(rand, length, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out;
}

function deltasOf(text, size) {
  const deltas = new Array(Math.ceil(text.length / size));
  for (let i = 0; i < deltas.length; i++) deltas[i] = text.slice(i * size, (i + 1) * size);
  return deltas;
}

/** Milliseconds to stream every delta through a fresh stream, checking the output length. */
function streamOnce(Redactor, secrets, deltas) {
  const stream = new Redactor(secrets).stream();
  const started = performance.now();
  let length = 0;
  for (let i = 0; i < deltas.length; i++) length += stream.push(deltas[i]).length;
  length += stream.flush().length;
  const ms = performance.now() - started;
  if (length === 0) throw new Error('the redactor produced nothing');
  return ms;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Runs the cases interleaved `runs` times and returns their medians: MB/s (10^6 characters,
 * one byte each in this ASCII text) and the ratios the targets are stated in.
 */
export async function redactionBench({ runs = 5, smoke = false, redactorModule = '../dist/index.js' } = {}) {
  const { Redactor } = await import(redactorModule);
  const rand = random(20261204);
  const length = smoke ? 64 * 1024 : 10 * MiB;
  const english = deltasOf(englishText(length, rand), 4);
  const one = ['sk-ant-api03-' + token(rand, 40)];
  // 100 API keys sharing their prefix, the usual shape of a set of credentials.
  const hundred = Array.from({ length: 100 }, () => 'sk-ant-api03-' + token(rand, 40));
  const repeated = deltasOf('a'.repeat(length), 4);
  // Every secret starts with the repeated character, and most go on with it for a while.
  const adversarial = Array.from({ length: 100 }, (_, i) => 'a'.repeat(1 + (i % 20)) + token(rand, 20, 'bcdefgh'));
  const absent = Array.from({ length: 100 }, () => 'z' + token(rand, 20, 'bcdefgh'));
  const cases = {
    'english, no secret': [english, []],
    'english, 1 secret': [english, one],
    'english, 100 secrets sharing a prefix': [english, hundred],
    'one repeated char, 100 secrets starting with it': [repeated, adversarial],
    'one repeated char, 100 secrets starting otherwise': [repeated, absent],
  };
  const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  // One warm-up round, then interleaved runs, so a slow moment of the machine hits every case.
  for (let run = -1; run < runs; run++) {
    for (const [name, [deltas, secrets]] of Object.entries(cases)) {
      const ms = streamOnce(Redactor, secrets, deltas);
      if (run >= 0) times[name].push(ms);
    }
  }
  const mbPerS = Object.fromEntries(Object.entries(times).map(([name, ms]) => [name, length / 1e6 / (median(ms) / 1000)]));
  return {
    characters: length,
    deltas: english.length,
    runs,
    mbPerS,
    ratios: {
      '100 secrets vs no secret': mbPerS['english, 100 secrets sharing a prefix'] / mbPerS['english, no secret'],
      'adversarial vs no secret (english)': mbPerS['one repeated char, 100 secrets starting with it'] / mbPerS['english, no secret'],
      'adversarial vs the same text with secrets it never starts': mbPerS['one repeated char, 100 secrets starting with it'] / mbPerS['one repeated char, 100 secrets starting otherwise'],
    },
  };
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--smoke') options.smoke = true;
    else if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--redactor') options.redactorModule = pathToFileURL(argv[++i]).href;
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await redactionBench(parseArgs(process.argv.slice(2)));
  console.log(`streaming redaction: ${(result.characters / MiB).toFixed(2)} MiB in ${result.deltas} deltas of 4 characters, median of ${result.runs} runs`);
  for (const [name, value] of Object.entries(result.mbPerS)) console.log(`  ${name.padEnd(52)} ${value.toFixed(1).padStart(8)} MB/s`);
  for (const [name, value] of Object.entries(result.ratios)) console.log(`  ${name.padEnd(52)} ${value.toFixed(2).padStart(8)}x`);
  if (result.characters < MiB) console.log('  (a smoke run: figures from an input too small to mean anything)');
}
