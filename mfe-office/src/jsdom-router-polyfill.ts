// React Router reads TextEncoder when it loads; jsdom does not provide it. Import first in DOM tests.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
