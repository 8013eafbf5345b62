import { pageText } from './site-page-index';

describe('a page of the site, as the search reads it', () => {
  const html = `<!doctype html><html lang="hi"><head><title>परिचय | Assam Engineering College</title></head><body>
    <header class="site-header"><nav>Main menu Notifications</nav></header>
    <main id="main-content" tabindex="-1" class="site-main"><h1 class="page-title">महाविद्यालय का परिचय</h1>
    <p>1955 में स्थापित, <strong>जालुकबारी</strong> में। It&#x27;s sample text &amp; more.</p><script>window.x = 1</script></main>
    <footer>Footer links Copyright</footer></body></html>`;

  it('takes the text of <main> without the frame, its h1 as the title, entities decoded', () => {
    expect(pageText(html)).toEqual({
      title: 'महाविद्यालय का परिचय',
      text: "महाविद्यालय का परिचय 1955 में स्थापित, जालुकबारी में। It's sample text & more.",
    });
  });

  it('has nothing to index in a page without <main>', () => {
    expect(pageText('<html><body><p>Loading</p></body></html>')).toBeNull();
  });
});
