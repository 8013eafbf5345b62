/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { CourseStructureTable } from './course-structure-table';

/** The headings a cell names with headers, by their text. */
function headingsOf(cell: Element): string[] {
  const ids = (cell.getAttribute('headers') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => {
    const th = document.getElementById(id);
    expect(th?.tagName).toBe('TH');
    expect(th?.closest('table')).toBe(cell.closest('table'));
    return th!.textContent!.trim();
  });
}

// Two levels of column headings (a group over Regular and Lateral entry): each cell names its row and both
// levels with headers, as HTML_CodeSniffer's H43 asks (the e2e accessibility helper runs it on /department/*/course).
test('every cell of the course structure names its row heading and both levels of its column headings', () => {
  const { container } = render(<CourseStructureTable />);
  const cells = [...container.querySelectorAll('td')];
  expect(cells.length).toBeGreaterThan(8);
  for (const cell of cells) expect(cell.getAttribute('headers')).toBeTruthy();

  const [marks, weightRegular, weightLateral, , , , cumulativeLateral] = container.querySelectorAll('tbody tr:first-child td');
  expect(headingsOf(marks!)).toEqual(['1', 'Total marks']);
  expect(headingsOf(weightRegular!)).toEqual(['1', 'Weight', 'Regular']);
  expect(headingsOf(weightLateral!)).toEqual(['1', 'Weight', 'Lateral entry']);
  expect(headingsOf(cumulativeLateral!)).toEqual(['1', 'Cumulative total', 'Lateral entry']);
  // The total row's empty cell spans both columns of its group.
  expect(headingsOf(container.querySelector('tfoot td[colspan="2"]')!)).toEqual(['Total', 'Weight', 'Regular', 'Lateral entry']);
  // Every heading has an id, unique in the page.
  const ids = [...container.querySelectorAll('th')].map((th) => th.id);
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});
