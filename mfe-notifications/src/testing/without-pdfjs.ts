// Import first in a test that reaches '@aec/ui': its PDF loader uses import.meta, which Jest's
// CommonJS transform cannot run, and no test here shows a PDF.
jest.mock('../../../packages/ui/src/pdf/load-pdfjs', () => ({ loadPdfJs: jest.fn() }));
