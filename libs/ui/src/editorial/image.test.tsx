import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './image';

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
