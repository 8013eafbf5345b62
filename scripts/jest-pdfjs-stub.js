// Unit tests never load pdf.js (its loader uses import.meta, which only webpack understands);
// a test that exercises the viewer mocks loadPdfJs itself.
module.exports = {
  loadPdfJs: () => Promise.reject(new Error('pdf.js is not loaded in unit tests')),
};
