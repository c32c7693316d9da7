import { describe, expect, it } from 'vitest';
import { surnameAndSuffix } from './surname-suffix.js';

describe('surnameAndSuffix', () => {
  it('takes a suffix typed after the surname apart', () => {
    expect(surnameAndSuffix('Aldhurst Jr')).toEqual({ surname: 'Aldhurst', suffix: 'JR' });
    expect(surnameAndSuffix('aldhurst, jr.')).toEqual({ surname: 'aldhurst', suffix: 'JR' });
    expect(surnameAndSuffix('De La Cruz III')).toEqual({ surname: 'De La Cruz', suffix: 'III' });
    expect(surnameAndSuffix('Smith sr ')).toEqual({ surname: 'Smith', suffix: 'SR' });
    expect(surnameAndSuffix('King IV')).toEqual({ surname: 'King', suffix: 'IV' });
  });

  it('leaves a surname without a suffix, a suffix alone and a name that only ends like one', () => {
    expect(surnameAndSuffix('Aldhurst')).toEqual({ surname: 'Aldhurst', suffix: null });
    expect(surnameAndSuffix('Jr')).toEqual({ surname: 'Jr', suffix: null });
    expect(surnameAndSuffix('Bonjr')).toEqual({ surname: 'Bonjr', suffix: null });
    expect(surnameAndSuffix('Li')).toEqual({ surname: 'Li', suffix: null });
  });
});
