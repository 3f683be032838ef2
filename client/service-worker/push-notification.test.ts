import { describe, expect, it } from 'vitest';
import { acknowledgedNotice, GENERIC_TITLE, portalPath, pushNotification } from './push-notification';

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

  it("gives a page its Acknowledge button, kept on screen, only for the portal's own acknowledge route", () => {
    const page = (url: string) =>
      pushNotification(
        JSON.stringify({
          kind: 'page',
          title: 'Page from Maria Lopez',
          body: 'Open the portal to answer.',
          unread: 0,
          url: '/pages/12',
          tag: 'page-12',
          acknowledge: { url, token: '3.1999999999.abc' },
        }),
      );
    const shown = page('/api/pages/12/acknowledge-from-notification');
    expect(shown.options.actions).toEqual([{ action: 'acknowledge', title: 'Acknowledge' }]);
    expect(shown.options.requireInteraction).toBe(true);
    expect(shown.options.data.acknowledge).toEqual({
      url: '/api/pages/12/acknowledge-from-notification',
      token: '3.1999999999.abc',
    });
    for (const url of ['https://evil.example/api/pages/12/acknowledge-from-notification', '/api/users/1/password']) {
      expect(page(url).options.actions).toBeUndefined();
      expect(page(url).options.data.acknowledge).toBeUndefined();
    }
  });

  it('says how the Acknowledge button went', () => {
    expect(acknowledgedNotice({ acknowledged_by: 'James Carter', acknowledged_at: 'x', by_you: true }).title).toBe(
      'Page acknowledged',
    );
    expect(acknowledgedNotice({ acknowledged_by: 'Priya Natarajan', acknowledged_at: 'x', by_you: false })).toEqual({
      title: 'Already acknowledged',
      body: 'Priya Natarajan acknowledged this page first.',
    });
    expect(acknowledgedNotice(null).title).toBe('Not acknowledged');
  });
});
