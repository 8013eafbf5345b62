import { englishWordsIn, lostMarks, missingPluralForms, outsideScript } from './describe-catalogues';

// The checks the catalogue factory runs, each shown to catch what it is for (an app's suite then only passes its data).
describe('the catalogue checks of describeCatalogues', () => {
  const en = { page: { link: 'Read the <link>notice</link>', date: 'Posted on <date>{{date}}</date>', plain: 'Home' } };

  it('finds a translation that lost or changed a mark, or lacks the key', () => {
    expect(lostMarks(en, { page: { link: 'বিজ্ঞপ্তি <link>পঢ়ক</link>', date: '<date>{{date}}</date>ত প্ৰকাশিত', plain: 'মুখ্য পৃষ্ঠা' } })).toEqual([]);
    expect(lostMarks(en, { page: { link: 'বিজ্ঞপ্তি পঢ়ক', date: '<time>{{date}}</time>', plain: 'মুখ্য পৃষ্ঠা' } })).toEqual(['page.link', 'page.date']);
    expect(lostMarks(en, { page: { plain: 'মুখ্য পৃষ্ঠা' } })).toEqual(['page.link', 'page.date']);
  });

  it('finds a plural without every form its language needs', () => {
    expect(missingPluralForms('en', { count_one: '{{n}} item', count_other: '{{n}} items' })).toEqual([]);
    expect(missingPluralForms('hi', { count_other: '{{n}} वस्तुएँ' })).toEqual(['count_one']);
    // Arabic needs six forms: the rule is the language's, not a fixed pair.
    expect(missingPluralForms('ar', { count_one: 'x', count_other: 'y' })).toEqual(['count_few', 'count_many', 'count_two', 'count_zero']);
  });

  it('finds English words, not placeholders, marks where they are code, or names written in Latin letters', () => {
    const hi = { a: '{{count}} <link>सूचनाएँ</link>', b: 'RSS फ़ीड', c: 'Notice बोर्ड', d: '<name/>' };
    expect(englishWordsIn(hi, { latinNames: /\bRSS\b/g }).map(([key]) => key)).toEqual(['c']);
    expect(englishWordsIn(hi).map(([key]) => key)).toEqual(['b', 'c']);
    expect(englishWordsIn(hi, { marksAreCode: false, latinNames: /\bRSS\b/g }).map(([key]) => key)).toEqual(['a', 'c', 'd']);
  });

  it('finds texts written outside the language’s script', () => {
    expect(outsideScript({ a: 'মুখ্য', b: 'मुख्य', c: '{{n}}', d: '{{role}}: <name/>' }, /[\u0980-\u09FF]/)).toEqual(['b']);
    expect(outsideScript({ d: '{{role}}: <name/>' }, /[\u0980-\u09FF]/, { marksAreCode: false })).toEqual(['d']);
  });
});
