import { describe, expect, it } from 'vitest';
import { blockSchema, boutiqueFileSchema } from './content-files';

const paragraph = (href: string, text = 'the quiz') => ({ type: 'paragraph', text: 'Not sure? Take the quiz.', links: [{ text, href }] });

describe('inline links in rich text', () => {
  it('accept a path of this site and an https address', () => {
    expect(blockSchema.safeParse(paragraph('/discovery-trial/matin-{brand-slug}')).success).toBe(true);
    expect(blockSchema.safeParse(paragraph('https://www.example.com/a?b=1#c')).success).toBe(true);
    expect(blockSchema.safeParse({ type: 'paragraph', text: 'Plain words.' }).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://example.com', '//example.com', '/\\example.com', 'mailto:a@example.com', 'https://', 'quiz', '/a b'])('refuse %s', (href) => {
    expect(blockSchema.safeParse(paragraph(href)).success).toBe(false);
  });

  it('refuse a link on words the paragraph does not contain', () => {
    const result = blockSchema.safeParse(paragraph('/article', 'a quiz'));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['links', 0, 'text']);
  });
});

describe("a boutique's map link", () => {
  it('is refused in plain words when it is not a whole web address (a marketer pastes www.google.com/maps)', () => {
    const result = boutiqueFileSchema.shape.mapUrl.safeParse('www.google.com/maps');
    expect(result.error?.issues[0]?.message).toBe('must be a whole web address, starting with https://');
    expect(boutiqueFileSchema.shape.mapUrl.safeParse('https://maps.google.com/?q=Maison+Oriel').success).toBe(true);
  });
});
