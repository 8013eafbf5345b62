import fs from 'node:fs';
import path from 'node:path';
import { minify } from 'html-minifier-terser';
import { HTML_MINIFY, slotFaults } from './page-slots';

const shellTemplate = path.resolve(__dirname, '../../shell/public/index.html');
/** The shell's template as html-webpack-plugin hands it to the minifier: the build's tags in their places. */
const withTags = () =>
  fs
    .readFileSync(shellTemplate, 'utf8')
    .replace('<%= htmlWebpackPlugin.tags.headTags %>', '<script src="/first-screen.0123456789.js"></script><style>body{margin:0}</style>')
    .replace('<%= htmlWebpackPlugin.tags.bodyTags %>', '');

describe("the shell's page template through the build (its slots, docs/architecture.md)", () => {
  it('the production minifier keeps every slot and drops the other comments', async () => {
    const built = await minify(withTags(), HTML_MINIFY);
    expect(slotFaults(shellTemplate, withTags(), built)).toEqual([]);
    expect(built).toMatch(/^<!doctype html><!--aec:html--><html lang="?en"?><!--\/aec:html--><head><meta charset="?utf-8"?><!--aec:fonts-->/);
    expect(built).toContain('<style>body{margin:0}</style><!--aec:head--></head>');
    expect(built).not.toContain('notices feed');
  });

  it('a minifier that drops the slots fails the build with a sentence naming them', async () => {
    const built = await minify(withTags(), { collapseWhitespace: true, removeComments: true });
    expect(slotFaults('shell/public/index.html', withTags(), built)).toEqual([
      expect.stringMatching(
        /^the built index\.html lost <!--aec:html-->, <!--\/aec:html-->, <!--aec:fonts-->, .* of shell\/public\/index\.html: the minifier must keep comments starting "aec:"/,
      ),
    ]);
    expect(slotFaults('t.html', '<html><head></head></html>', '<html></html>')).toEqual([
      't.html names no <!--aec:name--> slot: the server fills each page through them (api/src/plugins/app/render/page-template.ts)',
    ]);
  });
});
