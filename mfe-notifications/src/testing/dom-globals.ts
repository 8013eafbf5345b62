// jsdom lacks what React Router reads at load time; import before anything that loads it.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
