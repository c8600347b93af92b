/** A capture collector that also shows what the process of the capture being recorded wrote so far. */
import type { CaptureChunk } from '@mwh/protocol-core';
import { CaptureCollector } from '../capture/capture-sink.js';

export class LiveCapture extends CaptureCollector {
  private readonly seen: CaptureChunk[] = [];

  override chunk(chunk: CaptureChunk): void {
    this.seen.push(chunk);
    super.chunk(chunk);
  }

  /** The bytes written on `stream` so far, across every capture, as text. */
  text(stream: CaptureChunk['stream']): string {
    return Buffer.concat(this.seen.filter((c) => c.stream === stream).map((c) => c.bytes)).toString();
  }
}
