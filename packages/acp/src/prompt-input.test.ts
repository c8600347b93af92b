import { describe, expect, it } from 'vitest';
import { MAX_PROMPT_CHARS, promptInput, RESOURCE_CHARS } from './prompt-input.js';

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

  it('gives an embedded resource\'s text to the model under its URI, cut to its bound; an embedded image as an image', () => {
    const { message, images } = promptInput([
      { type: 'text', text: 'Explain' },
      { type: 'resource', resource: { uri: 'file:///w/a.ts', mimeType: 'text/x-typescript', text: 'const a = 1;' } },
      { type: 'resource', resource: { uri: 'file:///w/b.png', mimeType: 'image/png', blob: 'AAAA' } },
      { type: 'resource', resource: { uri: 'file:///w/c.bin', blob: 'AAAA' } },
    ]);
    expect(message).toBe('Explain\n<context uri="file:///w/a.ts" type="text/x-typescript">\nconst a = 1;\n</context>\n<context uri="file:///w/c.bin">(binary content, not shown)</context>');
    expect(images).toEqual([{ mediaType: 'image/png', data: 'AAAA' }]);
    const long = promptInput([{ type: 'resource', resource: { uri: 'file:///w/long.txt', text: 'x'.repeat(RESOURCE_CHARS + 10) } }]).message;
    expect(long).toContain('[mwh: the rest of this resource, 10 more characters, was left out]');
    expect(long.length).toBeLessThan(RESOURCE_CHARS + 200);
  });

  it('refuses a prompt longer than the bound with a sentence', () => {
    expect(() => promptInput([{ type: 'text', text: 'x'.repeat(MAX_PROMPT_CHARS + 1) }])).toThrow(/longer than 1048576 characters/);
    expect(() => promptInput(Array.from({ length: 8 }, () => ({ type: 'resource' as const, resource: { uri: 'file:///w/r', text: 'y'.repeat(RESOURCE_CHARS) } })))).toThrow(/longer than/);
    expect(promptInput([{ type: 'text', text: 'x'.repeat(MAX_PROMPT_CHARS) }]).message).toHaveLength(MAX_PROMPT_CHARS);
  });

  it('refuses what it does not advertise rather than dropping it', () => {
    expect(() => promptInput([{ type: 'audio', mimeType: 'audio/wav', data: 'AAAA' }])).toThrow(/does not take audio content/);
    expect(() => promptInput([{ type: 'image', mimeType: 'image/tiff', data: 'AAAA' }])).toThrow(/"image\/tiff" cannot go to the model/);
    expect(() => promptInput([{ type: 'text', text: '  ' }])).toThrow(/the prompt is empty/);
  });
});
