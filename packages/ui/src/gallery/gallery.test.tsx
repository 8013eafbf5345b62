/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Gallery } from './gallery';
import type { GalleryImage } from './gallery-image';

const images: GalleryImage[] = [
  { src: '/a.svg', alt: 'Hostel front at dawn', width: 960, height: 640, caption: 'Front lawn' },
  { src: '/b.svg', alt: 'Dining hall at lunch', width: 960, height: 640, caption: 'Dining hall' },
  { src: '/c.svg', alt: 'Reading room', width: 960, height: 640 },
];

function dialog() {
  return document.querySelector('dialog') as HTMLDialogElement;
}

describe('Gallery', () => {
  it('lazy-loads every thumbnail with its alt text and intrinsic size', () => {
    render(<Gallery images={images} label="Sample gallery" />);
    const list = screen.getByRole('list', { name: 'Sample gallery' });
    const thumbs = list.querySelectorAll('img');
    expect(thumbs).toHaveLength(3);
    thumbs.forEach((img, i) => {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('alt')).toBe(images[i]?.alt);
      expect(img.getAttribute('width')).toBe('960');
      expect(img.getAttribute('height')).toBe('640');
    });
  });

  it('on a lite page downloads no thumbnail until one is tapped; that one then opens larger', () => {
    document.documentElement.setAttribute('data-lite', '');
    try {
      render(<Gallery images={images} label="Sample gallery" />);
      expect(document.querySelectorAll('img')).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Show image: Dining hall at lunch' }));
      expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/b.svg']);
      fireEvent.click(screen.getByRole('button', { name: /Dining hall at lunch/ }));
      expect(dialog().open).toBe(true);
    } finally {
      document.documentElement.removeAttribute('data-lite');
    }
  });

  it('opens a thumbnail larger, moves with the arrow keys and wraps around', () => {
    render(<Gallery images={images} label="Sample gallery" />);
    fireEvent.click(screen.getByRole('button', { name: /Dining hall at lunch/ }));
    expect(dialog().open).toBe(true);
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
    expect(document.activeElement?.textContent).toMatch(/Close/);

    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    fireEvent.keyDown(dialog(), { key: 'Home' });
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next image/ }));
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
  });

  it('closes on Escape and returns focus to the thumbnail of the picture last shown', () => {
    render(<Gallery images={images} label="Sample gallery" />);
    fireEvent.click(screen.getByRole('button', { name: /Hostel front at dawn/ }));
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    act(() => {
      fireEvent.keyDown(dialog(), { key: 'Escape' });
    });
    expect(dialog().open).toBe(false);
    expect(screen.queryByText(/Image \d of 3/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Dining hall at lunch/ }));
  });

  it('closes with its Close button and on a click on the backdrop', () => {
    render(<Gallery images={images} label="Sample gallery" />);
    const first = screen.getByRole('button', { name: /Hostel front at dawn/ });
    fireEvent.click(first);
    fireEvent.click(screen.getByRole('button', { name: /Close/ }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(first);

    fireEvent.click(first);
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
  });
});
