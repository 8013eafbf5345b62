// Every front-end test (setupFiles of the 'web' project): what jsdom lacks, in one place.
const { TextDecoder, TextEncoder } = require('node:util');

// React Router reads TextEncoder when it loads.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  // <dialog> without its modal behaviour: enough to open, close and hear 'close' as a browser does.
  if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.show = function show() {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.showModal = function showModal() {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(returnValue) {
      if (!this.open) return;
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }

  // What Embla and the PDF viewer observe once mounted; never called back in a test.
  class ObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver ??= ObserverStub;
  globalThis.ResizeObserver ??= ObserverStub;
}
