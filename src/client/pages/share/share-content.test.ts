import { describe, expect, it } from 'vitest';
import {
  FRIEND_PLACEHOLDER,
  gmailComposeUrl,
  mailtoUrl,
  prewrittenEmails,
  prewrittenTexts,
  shareUrl,
} from './share-content';

const profile = {
  candidateName: 'Jordan Lee',
  campaignCity: 'Gainesville',
  campaignWebsite: 'https://jordan.example.org',
};

describe('share content', () => {
  it('writes three texts and three emails around the campaign profile', () => {
    const texts = prewrittenTexts(profile);
    expect(texts).toHaveLength(3);
    for (const t of texts) expect(t.body).toContain('https://jordan.example.org');
    const emails = prewrittenEmails(profile, { friendName: '  ', senderName: 'Eddie Tester' });
    expect(emails).toHaveLength(3);
    for (const e of emails) {
      expect(e.body).toContain(`Hi ${FRIEND_PLACEHOLDER},`);
      expect(e.body).toContain('Eddie Tester');
      expect(e.body).toContain('https://jordan.example.org');
    }
    expect(prewrittenEmails(profile, { friendName: 'Sam', senderName: 'E' })[0]?.body).toMatch(/^Hi Sam,/);
  });

  it('builds share and compose links with the message encoded', () => {
    const fb = new URL(shareUrl('facebook', profile));
    expect(fb.origin + fb.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(fb.searchParams.get('u')).toBe('https://jordan.example.org');
    const x = new URL(shareUrl('x', profile));
    expect(x.searchParams.get('text')).toBe("I'm supporting Jordan Lee for Mayor of Gainesville! Join me:");
    expect(x.searchParams.get('url')).toBe('https://jordan.example.org');
    const wa = new URL(shareUrl('whatsapp', profile));
    expect(wa.searchParams.get('text')).toContain('https://jordan.example.org');
    expect(shareUrl('messenger', profile, { isMobile: true })).toBe(
      'fb-messenger://share/?link=https%3A%2F%2Fjordan.example.org',
    );
    const mail = { subject: 'Hi & welcome', body: 'Line 1\nLine 2' };
    expect(new URL(gmailComposeUrl(mail)).searchParams.get('su')).toBe('Hi & welcome');
    expect(mailtoUrl(mail)).toBe('mailto:?subject=Hi%20%26%20welcome&body=Line%201%0ALine%202');
  });
});
