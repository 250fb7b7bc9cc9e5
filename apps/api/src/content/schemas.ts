// The content file schemas live in libs/contracts, shared with the studio's forms (one schema, both sides).
export * from '@oriel/contracts/content-files';
