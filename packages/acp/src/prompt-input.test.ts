import { describe, expect, it } from 'vitest';
import { promptInput } from './prompt-input.js';

describe('promptInput', () => {
  it('joins text, names resource links and passes images on', () => {
    expect(
      promptInput([
        { type: 'text', text: 'Look at' },
        { type: 'resource_link', uri: 'file:///w/a.ts', name: 'a.ts' },
        { type: 'image', mimeType: 'image/png', data: 'AAAA' },
      ]),
    ).toEqual({ message: 'Look at\n@file:///w/a.ts', images: [{ mediaType: 'image/png', data: 'AAAA' }] });
    expect(promptInput([{ type: 'image', mimeType: 'image/webp', data: 'BBBB' }]).message).toBe('See the attached image.');
  });

  it('refuses what it does not advertise rather than dropping it', () => {
    expect(() => promptInput([{ type: 'audio', mimeType: 'audio/wav', data: 'AAAA' }])).toThrow(/does not take audio content/);
    expect(() => promptInput([{ type: 'image', mimeType: 'image/tiff', data: 'AAAA' }])).toThrow(/image\/tiff cannot go to the model/);
    expect(() => promptInput([{ type: 'text', text: '  ' }])).toThrow(/the prompt is empty/);
  });
});
