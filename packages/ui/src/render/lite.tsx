import { useContext, useState, type ImgHTMLAttributes, type Ref } from 'react';
import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { ServerRenderContext } from './render-context';

/**
 * A lite page (docs/product/performance.md), asked for by the browser's `Save-Data: on` or the footer's
 * Lite link (a cookie), is rendered with `<html data-lite>`: no web fonts, no carousel, no image until
 * the visitor taps it. A lite page: the server render's record says so; in the browser the page's html element does. */
export function useLite(): boolean {
  const render = useContext(ServerRenderContext);
  if (render) return render.lite === true;
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-lite');
}

/**
 * An image that a lite page does not download until it is asked for: a button with its text
 * alternative stands in its place. A decorative image (empty alt) is left out of a lite page.
 */
export function LiteImage({ alt = '', ...props }: ImgHTMLAttributes<HTMLImageElement> & { ref?: Ref<HTMLImageElement> }) {
  const lite = useLite();
  const [shown, setShown] = useState(false);
  const t = useT(UI_NAMESPACE);
  if (!lite || shown) return <img alt={alt} {...props} />;
  if (!alt) return null;
  return (
    <button type="button" className="aec-lite-image" onClick={() => setShown(true)}>
      {t('lite.showImage', { alt })}
    </button>
  );
}
