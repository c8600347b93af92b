import { describe, expect, it } from 'vitest';
import { textShownCues } from './scenario-mocks.js';

/** Whether the promise settled by now (a microtask later). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('the cues of the text a scenario showed', () => {
  it('holds a piece until all of it was shown, across pieces of text, and no longer', async () => {
    const cues = textShownCues();
    const whole = cues.textShown('the end.');
    expect(await settled(cues.firstText)).toBe(false);
    cues.shownText('Most of it, the e');
    expect(await settled(cues.firstText)).toBe(true);
    expect(await settled(whole)).toBe(false);
    cues.shownText('nd.');
    expect(await settled(whole)).toBe(true);
  });

  it('takes a piece shown before a script asked for it as shown', async () => {
    const cues = textShownCues();
    cues.shownText('already here');
    expect(await settled(cues.textShown('here'))).toBe(true);
    expect(await settled(cues.textShown('not yet'))).toBe(false);
  });
});
