import type { ImageAsset } from './image';

/** Drawn art for the stories (a bottle in its light), so stories need no network and no files. */
function bottle(background: string, glass: string, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#1b1714"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/><rect x="${width / 2 - width * 0.12}" y="${height * 0.38}" width="${width * 0.24}" height="${height * 0.42}" rx="6" fill="${glass}" opacity="0.85"/><rect x="${width / 2 - width * 0.04}" y="${height * 0.3}" width="${width * 0.08}" height="${height * 0.08}" fill="#d9c7a3"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const storyImages = {
  hero: { src: bottle('#8a7a66', '#f2e6cf', 1600, 1000), width: 1600, height: 1000, alt: 'A bottle of Matin in the first light of the morning' },
  amber: { src: bottle('#a27b4f', '#f5d9a8', 800, 1000), width: 800, height: 1000, alt: 'A bottle of amber glass' },
  noir: { src: bottle('#2b2b2e', '#4a4a52', 800, 1000), width: 800, height: 1000, alt: 'A bottle of black glass' },
  rose: { src: bottle('#b48f8a', '#f3d6d0', 800, 1000), width: 800, height: 1000, alt: 'A bottle of rose glass' },
  sea: { src: bottle('#5f7a86', '#cfe3ea', 800, 1000), width: 800, height: 1000, alt: 'A bottle of blue glass' },
} satisfies Record<string, ImageAsset>;
