import './editorial.css';

export * from './image';
export * from './hero';
export * from './breadcrumb';
export * from './section';
export * from './product-card';
export * from './rich-text';
export * from './editorial-split';
export * from './article-card';
export * from './sub-nav';
export * from './fact-list';
export * from './boutique-list';
