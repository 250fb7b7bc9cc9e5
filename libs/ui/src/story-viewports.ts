/**
 * The three widths a designer reviews every component at, as a story's `globals` (the viewport
 * options are defined in .storybook/preview.tsx): a phone (375 px), the narrowest common laptop
 * (1280 px, where the header is tightest) and a desktop (1440 px).
 *
 * `export const PhoneChinese: Story = { ...Default, parameters: { locale: 'tc' }, globals: phone };`
 */
export const phone = { viewport: { value: 'phone', isRotated: false } };
export const laptop = { viewport: { value: 'laptop', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
