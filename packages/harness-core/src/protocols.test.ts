import { describe, expect, it } from 'vitest';
import { HARNESSES, type Harness } from '@mwh/protocol-core';
import { loadProtocol } from './protocol-loader.js';
import { PROTOCOLS, protocolOf } from './protocols.js';

describe('PROTOCOLS', () => {
  it('holds a descriptor for every harness, under its own name', () => {
    for (const harness of HARNESSES) expect(protocolOf(harness).harness).toBe(harness);
  });

  it('says a harness it does not know in a TypeError, a name of Object.prototype too', () => {
    for (const name of ['aider', 'toString', '__proto__', undefined]) expect(() => protocolOf(name as Harness)).toThrow(new TypeError(`Unknown harness: ${String(name)}`));
  });

  it('is frozen through, so no host can weaken what capture redaction groups by', () => {
    expect(Object.isFrozen(PROTOCOLS)).toBe(true);
    const markers = PROTOCOLS.claude.deltaLines.markers as string[];
    expect(() => markers.push('x')).toThrow(TypeError);
    expect(() => Object.assign(PROTOCOLS.codex.configHome, { folder: '/tmp' })).toThrow(TypeError);
    expect(Object.isFrozen(PROTOCOLS.claude.wireUse.reads)).toBe(true);
  });

  it('names the same descriptions as loadProtocol, which loads one package when asked', async () => {
    for (const harness of HARNESSES) {
      const loaded = await loadProtocol(harness);
      expect(Object.keys(PROTOCOLS[harness]).length).toBeGreaterThan(0);
      for (const [member, value] of Object.entries(PROTOCOLS[harness])) expect(loaded[member as keyof typeof loaded]).toBe(value);
      expect(Object.isFrozen(loaded)).toBe(true);
    }
    await expect(loadProtocol('aider' as Harness)).rejects.toThrow(new TypeError('Unknown harness: aider'));
  });
});
