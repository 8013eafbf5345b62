import { useContext } from 'react';
import { Navigate } from 'react-router';
import { ServerRenderContext } from './render-context';

/**
 * An unknown id or sub-route. In the browser (in-app navigation) it goes to /404 as before; on the
 * server the answer is HTTP 404 with the not-found page, at the address the visitor asked for.
 */
export function NotFoundRedirect() {
  const render = useContext(ServerRenderContext);
  if (render) {
    render.notFound = true;
    render.status = 404;
    return null;
  }
  return <Navigate to="/404" replace />;
}
