import { describe, expect, it } from 'vitest';
import { turfPreview } from './turf-preview';

describe('turfPreview', () => {
  it('says how many turfs and about how many doors each', () => {
    expect(turfPreview(130, 'doorsPerTurf', 60)).toEqual({
      ok: true,
      text: '3 turfs of about 43–44 doors each.',
    });
    expect(turfPreview(120, 'turfs', 2)).toEqual({ ok: true, text: '2 turfs of about 60 doors each.' });
  });

  it('says what the server would refuse, before it is sent', () => {
    expect(turfPreview(45, 'doorsPerTurf', 60)).toMatchObject({
      ok: false,
      text: expect.stringMatching(/one turf/),
    });
    expect(turfPreview(3, 'turfs', 4)).toMatchObject({
      ok: false,
      text: 'This list has 3 doors: at most 3 turfs.',
    });
    expect(turfPreview(10, 'turfs', 1)).toMatchObject({ ok: false });
    expect(turfPreview(10, 'turfs', 2.5)).toMatchObject({ ok: false, text: 'Enter a whole number.' });
    expect(turfPreview(100_000, 'doorsPerTurf', 1)).toMatchObject({
      ok: false,
      text: expect.stringMatching(/at most 200/),
    });
  });
});
