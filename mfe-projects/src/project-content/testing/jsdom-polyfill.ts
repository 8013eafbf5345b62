// React Router reads TextEncoder when it loads; jsdom has none. Import first in DOM tests.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
