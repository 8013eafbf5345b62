import { loadConfig } from './config';

describe('AEC_APP_START', () => {
  it('is tap unless set to paint (decision 202), and any other value stops the start with its name', () => {
    expect(loadConfig({}).appStart).toBe('tap');
    expect(loadConfig({ AEC_APP_START: 'paint' }).appStart).toBe('paint');
    expect(loadConfig({ AEC_APP_START: 'tap' }).appStart).toBe('tap');
    expect(() => loadConfig({ AEC_APP_START: 'click' })).toThrow(/Invalid environment: AEC_APP_START/);
  });
});
