import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkedText, marksOf } from './marked-text';

const render = (node: ReactElement) => renderToStaticMarkup(node);

describe('<MarkedText>', () => {
  it('draws each marked part with its element, wherever the translation puts it', () => {
    const parts = { link: (words: string) => <a href="/events">{words}</a> };
    expect(render(<MarkedText text="See the <link>events page</link>." parts={parts} />)).toBe('See the <a href="/events">events page</a>.');
    expect(render(<MarkedText text="<link>অনুষ্ঠানৰ পৃষ্ঠা</link> চাওক।" parts={parts} />)).toBe('<a href="/events">অনুষ্ঠানৰ পৃষ্ঠা</a> চাওক।');
  });

  it('puts a whole element in place of a <name/> mark, and several marks in one sentence', () => {
    const parts = { head: () => <strong>Dr. A. Baruah</strong>, b: (words: string) => <b>{words}</b> };
    expect(render(<MarkedText text="Led by <head/>, <b>every day</b>." parts={parts} />)).toBe('Led by <strong>Dr. A. Baruah</strong>, <b>every day</b>.');
  });

  it('shows an unknown mark as its words, and never reads the text as HTML', () => {
    expect(render(<MarkedText text="A <x>plain</x> word" parts={{}} />)).toBe('A plain word');
    expect(render(<MarkedText text="Download <doc>R&D <Lab> rules</doc>" parts={{ doc: (t) => <span lang="en">{t}</span> }} />)).toBe(
      'Download <span lang="en">R&amp;D &lt;Lab&gt; rules</span>',
    );
  });
});

describe('marksOf', () => {
  it('names the marks of a message, sorted, so a catalogue test can compare languages', () => {
    expect(marksOf('<link>a</link> and <head/> then <b>c</b>')).toEqual(['b', 'head', 'link']);
    expect(marksOf('no marks')).toEqual([]);
  });
});
