/**
 * One very long line (a tool result of 64 MiB, and one of 16 MiB) through the Claude decoder
 * against decoding the bytes and `JSON.parse` of them whole, and whether the decoder's time
 * grows linearly with the line.
 */
import type { Row } from './bench-report.js';
import { formatSpread } from './bench-report.js';
import { StreamJsonDecoder } from '@mwh/protocol-claude';
import { chunked, PIPE_CHUNK } from './fixture-streams.js';
import { interleave, spread, timeRatios } from './measure.js';

const MIB = 1024 * 1024;

/**
 * A `user` line carrying one tool result of about `bytes` bytes of command output (quotes,
 * backslashes and newlines escaped as the CLI writes them), newline included. Kept under the
 * decoder's default 64 MiB line cap, which counts the line without its newline.
 */
export function toolResultLine(bytes: number): Uint8Array {
  const head = '{"type":"user","message":{"role":"user","content":[{"tool_use_id":"toolu_01LongLine","type":"tool_result","content":"';
  const tail = '","is_error":false}]},"parent_tool_use_id":null,"session_id":"f28de9db-619a-5bb1-8fe3-49d6a1023d94"}\n';
  const sample = 'drwxr-xr-x  2 user user  4096 Dec  2 15:08 \\"src\\"\\n-rw-r--r--  1 user user 1834 Dec  2 15:08 C:\\\\path\\\\file.ts\\n';
  const room = bytes - head.length - tail.length - 1024;
  const body = sample.repeat(Math.floor(room / sample.length));
  return new TextEncoder().encode(head + body + tail);
}

function jsonParse(line: Uint8Array): unknown {
  return JSON.parse(new TextDecoder().decode(line));
}

function decode(chunks: Uint8Array[]): number {
  const decoder = new StreamJsonDecoder();
  let events = 0;
  for (const chunk of chunks) for (const line of decoder.push(chunk)) events += line.kind === 'event' ? 1 : 0;
  for (const line of decoder.end()) events += line.kind === 'event' ? 1 : 0;
  if (events !== 1) throw new Error(`the long line decoded to ${events} events, not one`);
  return events;
}

export async function longLine(options: { smoke: boolean; runs: number }): Promise<Row[]> {
  const big = toolResultLine(options.smoke ? 4 * 64 * 1024 : 64 * MIB);
  const small = toolResultLine(options.smoke ? 64 * 1024 : 16 * MIB);
  const bigChunks = chunked(big, PIPE_CHUNK);
  const smallChunks = chunked(small, PIPE_CHUNK);
  const samples = await interleave(
    [
      { name: 'parse big', run: () => jsonParse(big) },
      { name: 'decode big', run: () => decode(bigChunks) },
      { name: 'parse small', run: () => jsonParse(small) },
      { name: 'decode small', run: () => decode(smallChunks) },
    ],
    options.runs,
  );
  const size = (line: Uint8Array) => (line.length >= MIB ? `${Math.round(line.length / MIB)} MiB` : `${Math.round(line.length / 1024)} KiB`);
  const bigRatio = spread(timeRatios(samples.get('parse big')!, samples.get('decode big')!, 'cpuMs'));
  const smallRatio = spread(timeRatios(samples.get('parse small')!, samples.get('decode small')!, 'cpuMs'));
  const growth = spread(timeRatios(samples.get('decode small')!, samples.get('decode big')!, 'cpuMs'));
  const parseGrowth = spread(timeRatios(samples.get('parse small')!, samples.get('parse big')!, 'cpuMs'));
  const benchmark = 'long-line';
  return [
    { benchmark, what: `decoder time / (decode + JSON.parse), ${size(big)} line`, figure: formatSpread(bigRatio, 'x'), target: '<= 2x', met: bigRatio.median <= 2 },
    { benchmark, what: `decoder time / (decode + JSON.parse), ${size(small)} line`, figure: formatSpread(smallRatio, 'x'), target: '' },
    { benchmark, what: `decoder time, ${size(big)} / ${size(small)} line`, figure: formatSpread(growth, 'x'), target: '4x (linear)', met: growth.median >= 3 && growth.median <= 5 },
    { benchmark, what: `JSON.parse time, ${size(big)} / ${size(small)} line`, figure: formatSpread(parseGrowth, 'x'), target: '' },
  ];
}
