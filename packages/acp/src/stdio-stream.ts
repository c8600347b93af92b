/** The ACP stream over this process's stdin and stdout: newline-delimited JSON, nothing else on stdout. */
import { Readable, Writable } from 'node:stream';
import { ndJsonStream, type Stream } from '@agentclientprotocol/sdk';

export function stdioStream(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Stream {
  return ndJsonStream(Writable.toWeb(output as Writable) as WritableStream<Uint8Array>, Readable.toWeb(input as Readable) as ReadableStream<Uint8Array>);
}
