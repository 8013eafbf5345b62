/** About the office (docs/product/office-and-grievances.md /office/aboutus): catalogue keys of its paragraphs. Sample text, to be replaced by the college. */
export const officeAbout = ['about.p1', 'about.p2'];
