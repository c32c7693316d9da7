import { countOf } from '../../../common/format.js';
import { TURFS_MAX } from '../../../common/schemas/lists.js';

export type Way = 'doorsPerTurf' | 'turfs';

/**
 * What a cut would make, before it is made: the server keeps street sides whole, so each turf is about this
 * size, not exactly (PRODUCT.md, Walk and call lists: Turfs).
 */
export function turfPreview(doors: number, way: Way, value: number): { ok: boolean; text: string } {
  const no = (text: string) => ({ ok: false, text });
  if (doors === 0) return no('This list has no voters left to cut into turfs.');
  if (!Number.isInteger(value) || value < 1) return no('Enter a whole number.');
  const turfs = way === 'turfs' ? value : Math.ceil(doors / value);
  if (way === 'turfs' && value < 2) return no('Choose at least 2 turfs.');
  if (turfs > doors) return no(`This list has ${countOf(doors, 'door')}: at most ${countOf(doors, 'turf')}.`);
  if (turfs < 2)
    return no(`This list has ${countOf(doors, 'door')}: that is one turf. Choose fewer doors per turf.`);
  if (turfs > TURFS_MAX) return no(`That would make ${turfs} turfs; at most ${TURFS_MAX}.`);
  const low = Math.floor(doors / turfs);
  const high = Math.ceil(doors / turfs);
  return {
    ok: true,
    text: `${countOf(turfs, 'turf')} of about ${low === high ? low : `${low}–${high}`} doors each.`,
  };
}
