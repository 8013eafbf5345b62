// jsdom lacks what React Router reads at load time; import before anything that loads it.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

/** What Embla observes once a carousel has mounted in a browser; jsdom has neither. */
class ObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
const globals = globalThis as Record<string, unknown>;
globals.IntersectionObserver ??= ObserverStub;
globals.ResizeObserver ??= ObserverStub;
