import { loadConfig } from './config';

describe('AEC_APP_START', () => {
  it('is paint unless set to tap, and any other value stops the start with its name', () => {
    expect(loadConfig({}).appStart).toBe('paint');
    expect(loadConfig({ AEC_APP_START: 'tap' }).appStart).toBe('tap');
    expect(() => loadConfig({ AEC_APP_START: 'click' })).toThrow(/Invalid environment: AEC_APP_START/);
  });
});
