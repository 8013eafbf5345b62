/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ServerRenderContext, type ServerRenderRecord } from './render-context';
import { LiteImage } from './lite';

const record = (lite: boolean): ServerRenderRecord => ({
  status: 200,
  notFound: false,
  head: {},
  sanitizeHtml: (h) => h,
  remoteModules: [],
  renderedAt: 0,
  lite,
});
const Photo = () => <LiteImage src="/files/convocation.jpg" alt="Convocation 2025" width={400} height={300} />;

afterEach(() => document.documentElement.removeAttribute('data-lite'));

describe('LiteImage', () => {
  it('is an image on a full page, on the server and in the browser', () => {
    expect(renderToString(<ServerRenderContext.Provider value={record(false)}>{<Photo />}</ServerRenderContext.Provider>)).toMatch(
      /<img alt="Convocation 2025" src="\/files\/convocation.jpg"/,
    );
    render(<Photo />);
    expect(screen.getByRole('img', { name: 'Convocation 2025' }).getAttribute('src')).toBe('/files/convocation.jpg');
  });

  it('on a lite page is a button with the text alternative, the image downloaded only once it is tapped', () => {
    document.documentElement.setAttribute('data-lite', '');
    render(<Photo />);
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show image: Convocation 2025' }));
    expect(screen.getByRole('img', { name: 'Convocation 2025' }).getAttribute('src')).toBe('/files/convocation.jpg');
  });

  it('a lite server render draws the button, and the browser takes it over as it is', async () => {
    const html = renderToString(<ServerRenderContext.Provider value={record(true)}>{<Photo />}</ServerRenderContext.Provider>);
    expect(html).toBe('<button type="button" class="aec-lite-image">Show image: Convocation 2025</button>');
    document.documentElement.setAttribute('data-lite', '');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Photo />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
  });

  it('leaves a decorative image (empty alt) out of a lite page', () => {
    document.documentElement.setAttribute('data-lite', '');
    const { container } = render(<LiteImage src="/aec-emblem.svg" alt="" width={56} height={56} />);
    expect(container.innerHTML).toBe('');
  });

  it('draws its stand-in for a decorative image on a lite page, and the image on a full one', () => {
    const Avatar = () => <LiteImage src="/files/hod.jpg" alt="" width={56} height={56} standIn={<span>RK</span>} />;
    document.documentElement.setAttribute('data-lite', '');
    const { container, unmount } = render(<Avatar />);
    expect(container.innerHTML).toBe('<span>RK</span>');
    unmount();
    document.documentElement.removeAttribute('data-lite');
    expect(
      render(<Avatar />)
        .container.querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/files/hod.jpg');
  });

  it('puts the image in its frame once drawn, with the lite button outside it (a button holds no button)', () => {
    const Thumb = () => <LiteImage src="/files/hall.jpg" alt="Hall" frame={(img) => <button type="button">Open larger {img}</button>} />;
    document.documentElement.setAttribute('data-lite', '');
    const thumb = within(render(<Thumb />).container);
    expect(thumb.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(thumb.getByRole('button', { name: 'Show image: Hall' }));
    expect(thumb.getByRole('button', { name: 'Open larger Hall' }).querySelector('img')?.getAttribute('src')).toBe('/files/hall.jpg');
  });
});
