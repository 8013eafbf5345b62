import { useContext, useState, type ImgHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
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

export interface LiteImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  ref?: Ref<HTMLImageElement>;
  /**
   * Puts the image where it belongs once drawn (the gallery's thumbnail inside its button): the lite
   * page's "Show image" button stands outside it, since a button cannot hold another.
   */
  frame?: (img: ReactElement) => ReactElement;
  /** What a lite page draws instead of a decorative image (empty alt): nothing unless given (a person's initials). */
  standIn?: ReactNode;
}

/**
 * Every image of the site's pages is drawn through this (or ResponsiveImage, which uses it): a lite
 * page does not download it until it is asked for, a button with its text alternative standing in
 * its place. A decorative image (empty alt) is left out of a lite page, or replaced by `standIn`.
 */
export function LiteImage({ alt = '', frame, standIn = null, ...props }: LiteImageProps) {
  const lite = useLite();
  const [shown, setShown] = useState(false);
  const t = useT(UI_NAMESPACE);
  if (!lite || shown) {
    const img = <img alt={alt} {...props} />;
    return frame ? frame(img) : img;
  }
  if (!alt) return <>{standIn}</>;
  return (
    <button type="button" className="aec-lite-image" onClick={() => setShown(true)}>
      {t('lite.showImage', { alt })}
    </button>
  );
}
