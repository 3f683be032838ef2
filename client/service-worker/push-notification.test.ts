import { describe, expect, it } from 'vitest';
import { GENERIC_TITLE, portalPath, pushNotification } from './push-notification';

describe('pushNotification', () => {
  it('shows the payload and carries its badge and url', () => {
    const shown = pushNotification(
      JSON.stringify({
        kind: 'message',
        title: 'Message from JC',
        body: '2 unread',
        unread: 2,
        url: '/recivedbox/7',
        tag: 'messages',
      }),
    );
    expect(shown.title).toBe('Message from JC');
    expect(shown.options).toMatchObject({ body: '2 unread', tag: 'messages', data: { url: '/recivedbox/7' } });
    expect(shown.unread).toBe(2);
  });

  it('shows the generic notification, badge untouched, for a payload it cannot read', () => {
    for (const text of [
      null,
      'not json',
      '{}',
      JSON.stringify({ kind: 'gossip', title: 'x', body: '', unread: 1, url: '/' }),
    ]) {
      const shown = pushNotification(text);
      expect(shown.title).toBe(GENERIC_TITLE);
      expect(shown.unread).toBeNull();
      expect(shown.options.data.url).toBe('/');
    }
  });

  it('never opens another site from a tap', () => {
    expect(portalPath('/monthly-schedule?month=2031-05')).toBe('/monthly-schedule?month=2031-05');
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(portalPath(url)).toBe('/');
    }
  });
});
