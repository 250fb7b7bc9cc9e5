import { uploadTypes } from '@oriel/contracts/media';

/** The request types the media upload routes accept; the bytes then decide the format (sniff.ts). */
export const uploadContentType = new RegExp(`^(${[...uploadTypes, 'application/octet-stream'].map((t) => t.replace('/', '\\/')).join('|')})\\s*(;|$)`, 'i');
