// Entry of the build-time render (prerender-plugin.js): the home page as markup.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HomeAtBuildTime } from '../src/first-screen';

export function render() {
  return renderToString(createElement(HomeAtBuildTime));
}
