import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, compactRenditions, imageSources } from './image';

const photograph = {
  src: '/api/media/uploads/eoabef0ao0uq/0123456789ab-960w.webp',
  width: 1600,
  height: 2000,
  alt: 'Encre de nuit on black marble',
  sources: [{ type: 'image/avif', srcSet: '/api/media/uploads/eoabef0ao0uq/0123456789ab-480w.avif 480w' }],
};

describe('ResponsiveImage', () => {
  it('keeps a photograph’s focal point in view when the page crops it (decision 200)', () => {
    render(<ResponsiveImage image={{ ...photograph, focus: { x: 0.25, y: 0.8 } }} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Encre de nuit on black marble' })).toHaveStyle({ objectPosition: '25% 80%' });
  });

  it('leaves the crop centred when the image has no focal point (the generated art)', () => {
    render(<ResponsiveImage image={photograph} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Encre de nuit on black marble' }).getAttribute('style')).toBeNull();
  });
});

describe('compact renditions (decision 215)', () => {
  const sources = [
    { type: 'image/avif', srcSet: '/api/media/0a5b167805/pages/home-hero-480w.avif 480w, /api/media/0a5b167805/pages/home-hero-960w.avif 960w' },
    { type: 'image/webp', srcSet: '/api/media/0a5b167805/pages/home-hero-480w.webp 480w, /api/media/0a5b167805/pages/home-hero-960w.webp 960w' },
  ];

  it('describes media srcsets by a stem and widths, and the picture rebuilds the very same sources', () => {
    const renditions = compactRenditions(sources);
    expect(renditions).toEqual({ stem: '/api/media/0a5b167805/pages/home-hero', avif: [480, 960], webp: [480, 960] });
    const { container } = render(<ResponsiveImage image={{ src: '/api/media/0a5b167805/pages/home-hero.svg', width: 1600, height: 900, alt: '', renditions }} sizes="100vw" />);
    expect([...container.querySelectorAll('source')].map((s) => ({ type: s.getAttribute('type'), srcSet: s.getAttribute('srcset') }))).toEqual(sources);
  });

  it('keeps srcsets that do not follow the media naming as they are', () => {
    expect(compactRenditions([{ type: 'image/webp', srcSet: '/elsewhere/a.webp 480w, /elsewhere/b.webp 960w' }])).toBeUndefined();
    expect(compactRenditions([{ type: 'image/avif', srcSet: '/a-480w.avif 480w' }, { type: 'image/webp', srcSet: '/b-480w.webp 480w' }])).toBeUndefined();
    expect(compactRenditions([{ type: 'image/webp', srcSet: '/a-480w.webp 480w' }, { type: 'image/avif', srcSet: '/a-480w.avif 480w' }])).toBeUndefined();
    expect(imageSources({ sources: [{ type: 'image/webp', srcSet: '/elsewhere/a.webp 480w' }] })).toEqual([{ type: 'image/webp', srcSet: '/elsewhere/a.webp 480w' }]);
  });
});
