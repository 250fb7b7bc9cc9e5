import { describe, expect, it } from 'vitest';
import { browserOf, cleanMessage, connectionType, deviceClass, templateOf } from './report';

describe('what a real-user report carries', () => {
  it('names the route template and locale, never the URL', () => {
    expect(templateOf('fragrance.product.tc')).toEqual({ template: 'fragrance.product', locale: 'tc' });
    expect(templateOf('home.en')).toEqual({ template: 'home', locale: 'en' });
    expect(templateOf('campaign-booking.tc')).toEqual({ template: 'campaign-booking', locale: 'tc' });
    expect(templateOf(undefined)).toEqual({ template: 'unknown', locale: 'en' });
  });

  it('keeps a device class, a connection type and a browser family, nothing finer', () => {
    expect(deviceClass(375, true)).toBe('phone');
    expect(deviceClass(820, true)).toBe('tablet');
    expect(deviceClass(1280, false)).toBe('desktop');
    expect(connectionType('3g')).toBe('3g');
    expect(connectionType('wifi')).toBe('unknown');
    expect(browserOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari 18');
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36')).toBe('Chrome 140');
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0')).toBe('Edge 140');
  });

  it('cleans URLs, e-mail addresses, manage tokens and long numbers out of error messages', () => {
    const message = cleanMessage('Failed to fetch https://example.test/discovery-trial/x/booking/abcdefghijklmnopqrstuvwxyz012345 for mei.chan@example.com +85291234567 at /tc/discovery-trial/x/booking/abcdefghijklmnop');
    expect(message).toBe('Failed to fetch <url> for <email> +<n> at /tc/discovery-trial/x/<token>');
    expect(cleanMessage('   ')).toBe('Unknown error');
  });
});
