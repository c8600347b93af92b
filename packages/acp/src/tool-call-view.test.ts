import { describe, expect, it } from 'vitest';
import { toolCallView } from './tool-call-view.js';

describe('toolCallView', () => {
  it('makes a title of at most 160 characters from a long command, on one line', () => {
    const view = toolCallView('Bash', { command: `echo ${'a b\n'.repeat(1_000_000)}` });
    expect(Array.from(view.title)).toHaveLength(160);
    expect(view.title).toMatch(/^Bash: echo a b a b .*…$/);
    expect(view.kind).toBe('execute');
  });

  it('keeps a short title whole and does not split a character made of two units', () => {
    expect(toolCallView('Read', { file_path: '/w/a.txt' })).toEqual({ title: 'Read: /w/a.txt', kind: 'read', locations: [{ path: '/w/a.txt' }] });
    const title = toolCallView('Bash', { command: '😀'.repeat(500) }).title;
    expect(Array.from(title)).toHaveLength(160);
    expect(title.endsWith('😀…')).toBe(true);
  });
});
